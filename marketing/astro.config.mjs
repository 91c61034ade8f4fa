import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

// Static marketing site. The Worker serves these files (see shared/src/routes.ts → marketingAssetPath).
export default defineConfig({
  // TODO: the production origin replaces this once it is known.
  site: "http://localhost:8787",
  outDir: "./dist",
  // "file" builds /en.html and /en/affiliate.html (not /en/affiliate/index.html), so the
  // assets layer answers /en/affiliate directly, without a trailing-slash redirect.
  build: { format: "file", inlineStylesheets: "never" },
  // React stays configured for the islands of later issues; no page hydrates one yet.
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    // The CSP forbids inline scripts: every bundled script must be an external file.
    build: { assetsInlineLimit: 0 },
    tsconfig: "./tsconfig.json",
  },
});
