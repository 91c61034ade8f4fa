import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Unit tests of the panel; run from the root: `npx vitest run --project panel`.
// The router plugin is left out on purpose: tests import src/routeTree.gen.ts as committed.
export default defineProject({
  plugins: [react()],
  test: {
    name: "panel",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
