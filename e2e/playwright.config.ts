import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 8787);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A flaky test is a failing test: no retries. The server is warmed up before the suite instead.
  retries: 0,
  globalSetup: "./support/warm-up.ts",
  // The JSON report gives npm test its slowest specs (scripts/test-stages.ts).
  reporter: [["list"], ["json", { outputFile: path.join(import.meta.dirname, "../.ci/times/e2e.json") }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /load\.spec\.ts$/ },
    // The load test's own project, after the browser specs: its burst never slows them.
    { name: "load", testMatch: /load\.spec\.ts$/, dependencies: ["chromium"] },
  ],
  webServer: {
    // The server `npm start` runs, with the auth rate limits relaxed (the build is done first by
    // `npm test`); the limits themselves are tested in the worker suite.
    command: "npm run serve:test",
    cwd: "..",
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { WRANGLER_SEND_METRICS: "false", PORT: String(PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
