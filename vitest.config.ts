import { defineConfig } from "vitest/config";

// Unit tests of shared/ and panel/. Worker tests run in workerd through worker/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", include: ["shared/src/**/*.test.ts"], environment: "node" } },
      "./panel/vitest.config.ts",
    ],
  },
});
