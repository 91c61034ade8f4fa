import { expect, it } from "vitest";
import { randomCode, UNAMBIGUOUS_ALPHABET } from "./codes.ts";

it("makes codes of the asked length from the unambiguous alphabet", () => {
  const codes = Array.from({ length: 200 }, () => randomCode(8));
  for (const code of codes) {
    expect(code).toHaveLength(8);
    for (const ch of code) expect(UNAMBIGUOUS_ALPHABET).toContain(ch);
  }
  expect(new Set(codes).size).toBe(200);
  expect(UNAMBIGUOUS_ALPHABET).not.toMatch(/[01IOLBSZ258]/);
});
