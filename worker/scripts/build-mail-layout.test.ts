import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { compileMailLayout, generatedPath } from "./build-mail-layout.ts";

it("the committed email layout is the MJML source compiled (run `npm run -w worker mail:build`)", async () => {
  expect(readFileSync(generatedPath, "utf8")).toBe(await compileMailLayout());
});
