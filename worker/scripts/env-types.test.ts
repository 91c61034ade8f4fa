import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generatedPath, generateEnvTypes, typesBody } from "./env-types.ts";

// Next to the committed file, so the relative imports wrangler writes are the same.
const fresh = path.join(path.dirname(generatedPath), `.worker-configuration.check-${process.pid}.d.ts`);

afterAll(() => rmSync(fresh, { force: true }));

describe("src/worker-configuration.d.ts", () => {
  it("is what `wrangler types` generates from wrangler.toml now (npm run -w worker types)", () => {
    generateEnvTypes(fresh);
    expect(typesBody(generatedPath)).toBe(typesBody(fresh));
  });
});
