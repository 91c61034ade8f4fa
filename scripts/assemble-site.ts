import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { securityHeaders, thirdPartiesOf } from "../worker/src/lib/security-headers.ts";
import { handOffFiles, type PanelManifest, withPrefetchMeta } from "./panel-prefetch.ts";

// Joins the two front-end builds into the Worker's assets directory (wrangler.toml [assets]):
// marketing/dist at the root, panel/dist under /panel/, plus a _headers file so the files the
// assets layer serves without the Worker carry the same security headers.
const root = path.resolve(import.meta.dirname, "..");
const site = path.join(root, "dist/site");
const marketing = path.join(root, "marketing/dist");
const panel = path.join(root, "panel/dist");

for (const dir of [marketing, panel]) {
  if (!existsSync(path.join(dir, "index.html")) && !existsSync(path.join(dir, "en.html"))) {
    console.error(`Missing build output in ${dir}: run the workspace builds first (npm run build).`);
    process.exit(1);
  }
}

rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
cpSync(marketing, site, { recursive: true });
cpSync(panel, path.join(site, "panel"), { recursive: true });

// The marketing pages name the panel files of the sign-in and checkout screens, to prefetch once
// idle (scripts/panel-prefetch.ts); the manifest itself is not served.
const manifestPath = path.join(panel, ".vite/manifest.json");
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PanelManifest;
  const byLocale = new Map<string, string[]>();
  const filesOf = (locale: string) =>
    byLocale.get(locale) ?? byLocale.set(locale, handOffFiles(manifest, locale)).get(locale) ?? [];
  for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith(".html") || file.startsWith(path.join(site, "panel"))) continue;
    writeFileSync(file, withPrefetchMeta(readFileSync(file, "utf8"), filesOf));
  }
  rmSync(path.join(site, "panel/.vite"), { recursive: true, force: true });
}

// The same third parties as the build (the marketing pages read PUBLIC_GA4_ID and PUBLIC_META_PIXEL_ID).
const security = Object.entries(securityHeaders(thirdPartiesOf(process.env)))
  .map(([name, value]) => `  ${name}: ${value}`)
  .join("\n");
const immutable = "  Cache-Control: public, max-age=31536000, immutable";
writeFileSync(
  path.join(site, "_headers"),
  `/*\n${security}\n\n/_astro/*\n${immutable}\n\n/panel/assets/*\n${immutable}\n`,
);
console.log(`Assembled ${path.relative(root, site)} from marketing/dist and panel/dist.`);
