import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

// CI: `wrangler deploy --dry-run` bundles the Worker exactly as a deploy would, without uploading;
// the build fails when the bundle exceeds Cloudflare's 1 MB (gzip) limit of the free plan, or
// when the bundle would land in the public assets folder (TOOLCHAIN.md trap 7).
const LIMIT_BYTES = 1024 * 1024;
const root = path.resolve(import.meta.dirname, "..");
const outdir = mkdtempSync(path.join(tmpdir(), "worker-bundle-")); // absolute, outside dist/site

try {
  const result = spawnSync(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "--config", path.join(root, "wrangler.toml")],
    { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error("wrangler deploy --dry-run failed");
  }
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(outdir, { recursive: true }) as string[]) {
    const full = path.join(outdir, file);
    if (!statSync(full).isFile() || file.endsWith(".map")) continue;
    const bytes = readFileSync(full);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Worker bundle: ${kb(raw)} raw, ${kb(gzip)} gzip (limit ${kb(LIMIT_BYTES)} gzip)`);
  if (gzip > LIMIT_BYTES) throw new Error("The Worker bundle exceeds 1 MB gzip");
  const leaked = readdirSync(path.join(root, "dist/site")).filter((f) => f === "index.js" || f.endsWith(".worker.js"));
  if (leaked.length > 0) throw new Error(`A Worker bundle landed in the public assets: ${leaked.join(", ")}`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
