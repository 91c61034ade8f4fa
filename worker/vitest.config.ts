import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "../wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          // wrangler.toml's top level is production; the tests run as the local server does.
          ENVIRONMENT: "test",
          APP_ORIGIN: "http://localhost:8787",
          ADMIN_EMAILS: "admin@demo.test",
          EMAIL_PROVIDER: "outbox",
          JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
          RATE_LIMIT_AUTH: "1000/60",
          // The tests write rows straight into D1; public-cache.test.ts turns the cache on itself.
          PUBLIC_CACHE_SECONDS: "0",
          SERVICE_SECRET_KEY: "dGVzdC1zZXJ2aWNlLWtleS0wMTIzNDU2Nzg5YWJjZGU=",
          // The health tests' slow page never answers; the probe gives up after this long.
          PROBE_TIMEOUT_MS: "1000",
          // The seller on receipts and the checkout (receipts.test.ts checks the defaults as well).
          MERCHANT_NAME: "PT Premium Hub Indonesia",
          MERCHANT_EMAIL: "billing@premiumhub.test",
          MERCHANT_ADDRESS: "Jl. Jenderal Sudirman No. 1, Jakarta 10220",
          MERCHANT_TAX_ID: "01.234.567.8-901.000",
          TAX_LABEL: "PPN",
          TAX_RATE_PERCENT: "11",
        },
      },
    }),
  ],
  test: {
    name: "worker",
    // One workerd runtime per vitest worker, reused by the files it runs: each file starts from
    // freshly migrated storage (test/apply-migrations.ts). A runtime per file spent 4–5 s a file
    // starting up (issue 42: 558 s in all, now about 70 s).
    isolate: false,
    // Vitest's default on 2 cores is one worker; two halve the stage (measured: 126 s → 70 s).
    maxWorkers: 2,
    // Request logs only for failing tests.
    silent: "passed-only",
    // The JSON report gives npm test its slowest files (scripts/test-stages.ts).
    reporters: ["default", "json"],
    outputFile: { json: path.join(import.meta.dirname, "../.ci/times/worker.json") },
    // Password hashing is deliberately slow and the machine has 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "seed/**/*.test.ts"],
    setupFiles: ["./test/apply-migrations.ts"],
    globalSetup: [
      "./test/oidc-server.global.ts",
      "./test/fake-providers.global.ts",
      "./test/media-providers.global.ts",
    ],
  },
});
