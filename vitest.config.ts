import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests of shared/, panel/, extensions/, marketing/'s build helpers and the worker's Node scripts. Worker tests run in workerd through worker/vitest.config.ts.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; two take the stage from 181 s to 117 s (issue 42).
    // Files stay isolated: without isolation (52 s) the panel's files share jsdom and module state.
    maxWorkers: 2,
    projects: [
      { test: { name: "shared", include: ["shared/src/**/*.test.ts"], environment: "node" } },
      "./panel/vitest.config.ts",
      { test: { name: "extensions", include: ["extensions/src/**/*.test.ts"], environment: "node" } },
      // The marketing build's helpers (the site origin of astro.config.mjs).
      { test: { name: "marketing", include: ["marketing/src/**/*.test.ts"], environment: "node" } },
      // Node-side scripts (backups): they drive wrangler against scratch local databases.
      {
        // The Worker's app is built in Node for its OpenAPI document (scripts/openapi-lint.test.ts).
        resolve: {
          alias: { "cloudflare:workers": path.join(import.meta.dirname, "scripts/stubs/cloudflare-workers.ts") },
        },
        test: {
          name: "scripts",
          include: ["worker/scripts/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 240_000,
        },
      },
      // The bench's Node helpers (the scale dataset generator, on a scratch SQLite file).
      { test: { name: "bench", include: ["bench/**/*.test.ts"], environment: "node", testTimeout: 60_000 } },
    ],
  },
});
