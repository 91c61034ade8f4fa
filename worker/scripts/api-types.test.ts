import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const worker = path.join(import.meta.dirname, "..");

describe("shared/src/api/openapi.generated.ts", () => {
  it("is what the operation definitions generate now (npm run -w worker api:types)", () => {
    // In its own Node process: the generator stubs a workerd module through a loader hook, which
    // Vitest's module runner would not use.
    const fresh = execFileSync("npx", ["tsx", "scripts/api-types.ts", "--print"], {
      cwd: worker,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(fresh).toContain("export interface paths");
    const checkedIn = readFileSync(path.join(worker, "../shared/src/api/openapi.generated.ts"), "utf8");
    // One assertion on a boolean: a diff of 18,000 lines says less than the command to run.
    expect(fresh === checkedIn, "stale: run `npm run -w worker api:types`").toBe(true);
  });
});
