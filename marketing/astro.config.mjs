import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { themeBootPlugin } from "../shared/src/theme-boot-plugin.ts";
import { resolveSiteOrigin } from "./src/lib/site-origin.ts";

// Static marketing site. The Worker serves these files (see shared/src/routes.ts → marketingAssetPath).
export default defineConfig({
  // APP_ORIGIN (the Worker's variable); http://localhost:8787 unless ENVIRONMENT=production, which
  // refuses to build without it (npm run build:production). Canonical, hreflang, sitemap, robots.
  site: resolveSiteOrigin(process.env),
  outDir: "./dist",
  // "file" builds /en.html and /en/affiliate.html (not /en/affiliate/index.html), so the
  // assets layer answers /en/affiliate directly, without a trailing-slash redirect.
  build: { format: "file", inlineStylesheets: "never" },
  vite: {
    // The stored theme's script file (issue 28); BaseLayout.astro loads it first in the head.
    plugins: [tailwindcss(), themeBootPlugin({ dir: "_astro" })],
    // The CSP forbids inline scripts: every bundled script must be an external file.
    build: { assetsInlineLimit: 0 },
    tsconfig: "./tsconfig.json",
  },
});
