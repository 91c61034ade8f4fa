import { expect, it } from "vitest";
import { serviceSlug } from "./slug.ts";

it("lower-cases and hyphenates service names", () => {
  expect(serviceSlug("Netflix Premium")).toBe("netflix-premium");
  expect(serviceSlug("  ChatGPT   Plus ")).toBe("chatgpt-plus");
  expect(serviceSlug("Canva")).toBe("canva");
});
