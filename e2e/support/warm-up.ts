import type { FullConfig } from "@playwright/test";

const PATHS = [
  "/api/health",
  "/",
  "/en",
  "/id",
  "/login",
  "/register",
  "/panel",
  "/api/packages-subscriptions?status=active",
  "/api/extension/releases",
  "/api/countries?locale=en",
  "/api/auth/google/config",
];

/** Fetches the page's hashed scripts and styles too, so the first test does not pay for them. */
async function warm(origin: string, path: string) {
  const res = await fetch(new URL(path, origin));
  const text = await res.text();
  if (!(res.headers.get("content-type") ?? "").includes("html")) return;
  const assets = [...text.matchAll(/(?:src|href)="(\/(?:_astro|panel\/assets)\/[^"]+)"/g)].map((m) => m[1] as string);
  await Promise.all(assets.map((asset) => fetch(new URL(asset, origin)).then((r) => r.arrayBuffer())));
}

/**
 * The e2e suite's global setup: a cold `wrangler dev` answers its first requests slowly (module
 * compilation, D1 and R2 start-up), which made the first test flaky. Wait until the server answers,
 * then touch every page and API the first tests use, twice.
 */
export default async function warmUp(config: FullConfig) {
  const origin = config.projects[0]?.use.baseURL ?? "http://localhost:8787";
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(new URL("/api/health", origin))).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The e2e server at ${origin} did not answer within 180 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  for (let round = 0; round < 2; round++) {
    for (const path of PATHS) await warm(origin, path);
  }
}
