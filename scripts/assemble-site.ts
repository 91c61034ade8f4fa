import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { securityHeaders, thirdPartiesOf } from "../worker/src/lib/security-headers.ts";

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
