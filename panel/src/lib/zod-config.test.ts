import { expect, it, vi } from "vitest";
import { config } from "zod/v4/core";

it("turns zod's JIT (and its `new Function` probe) off once lib/form.ts is loaded", async () => {
  config({ jitless: false });
  vi.resetModules();
  await import("./form.ts");
  expect(config().jitless).toBe(true);
});
