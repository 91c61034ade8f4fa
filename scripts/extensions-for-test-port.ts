import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

// `npm run serve:test` on another port (E2E_PORT → PORT): the extensions trust only the panel
// origins they were built for (extensions/scripts/build.ts), so they are rebuilt to trust this
// port as well as the default one. On the default port the build of `npm run build` is used as is.
const DEFAULT_PORT = 8787;
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const root = path.resolve(import.meta.dirname, "..");
const origins = (p: number) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`];

if (port !== DEFAULT_PORT) {
  const manifest = path.join(root, "extensions/dist/core/manifest.json");
  const built = JSON.parse(readFileSync(manifest, "utf8")) as { externally_connectable?: { matches?: string[] } };
  if (!built.externally_connectable?.matches?.includes(`http://localhost:${port}/*`)) {
    const result = spawnSync("npm", ["run", "-w", "extensions", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, EXTENSION_APP_ORIGINS: [...origins(DEFAULT_PORT), ...origins(port)].join(",") },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
