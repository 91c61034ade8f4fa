import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contrast,
  DARK_CSS,
  darkColour,
  darkThemeCss,
  lightColours,
  luminance,
  oklchToLinear,
  parseColour,
} from "./generate-dark-theme.ts";

const colours = lightColours();
const light = (name: string) => luminance(oklchToLinear(parseColour(colours.get(name) ?? "")));
const dark = (name: string) => luminance(oklchToLinear(darkColour(parseColour(colours.get(name) ?? ""))));

describe("the dark theme (issue 28)", () => {
  it("is the generator's output (npx tsx scripts/generate-dark-theme.ts after changing the colours)", () => {
    expect(readFileSync(DARK_CSS, "utf8")).toBe(darkThemeCss());
  });

  it("keeps the contrast of the pairs the apps use", () => {
    const pairs = [
      ["white", "brand-600"], // primary buttons
      ["slate-500", "white"], // muted text
      ["slate-500", "slate-50"],
      ["slate-600", "slate-100"],
      ["red-900", "red-50"], // notices
      ["amber-900", "amber-50"],
      ["green-800", "green-50"],
      ["brand-700", "brand-50"],
      ["white", "red-600"],
    ] as const;
    for (const [text, background] of pairs) {
      const before = contrast(light(text), light(background));
      const after = contrast(dark(text), dark(background));
      expect(after, `${text} on ${background}`).toBeCloseTo(before, 2);
    }
    expect(contrast(dark("white"), dark("brand-600"))).toBeGreaterThan(4.5);
  });

  it("turns white dark and slate-900 light", () => {
    expect(dark("white")).toBeLessThan(0.01);
    expect(dark("slate-900")).toBeGreaterThan(0.9);
  });
});
