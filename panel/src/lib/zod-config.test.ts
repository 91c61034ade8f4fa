import { expect, it, vi } from "vitest";
import { config } from "zod/v4/core";

it("turns zod's JIT (and its `new Function` probe) off once lib/zod-resolver.ts (what forms validate with) is loaded", async () => {
  config({ jitless: false });
  vi.resetModules();
  await import("./zod-resolver.ts");
  expect(config().jitless).toBe(true);
});
