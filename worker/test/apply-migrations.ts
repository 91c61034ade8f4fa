import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The test runtime is shared by the files one vitest worker runs (isolate: false in
// vitest.config.ts, docs/decisions/063-one-test-runtime-per-vitest-worker.md), so each file
// starts from what its own runtime would have given it: every binding's storage deleted (D1, R2,
// Durable Objects), then the migrations. A runtime per file cost 4–5 s a file; this, milliseconds.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
