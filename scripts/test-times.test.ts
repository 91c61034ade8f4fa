import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { slowestPlaywrightSpecs, slowestWorkerFiles, TIMES_DIR } from "./test-times.ts";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function reports(worker: (root: string) => unknown, e2e: unknown) {
  root = mkdtempSync(path.join(tmpdir(), "test-times-"));
  mkdirSync(path.join(root, TIMES_DIR), { recursive: true });
  writeFileSync(path.join(root, TIMES_DIR, "worker.json"), JSON.stringify(worker(root)));
  writeFileSync(path.join(root, TIMES_DIR, "e2e.json"), JSON.stringify(e2e));
}

describe("the slowest test files of a run", () => {
  it("ranks worker files by their own time and Playwright specs by the sum of their results", () => {
    reports(
      (at) => ({
        testResults: [
          { name: path.join(at, "worker/src/a.test.ts"), startTime: 1000, endTime: 3500 },
          { name: path.join(at, "worker/src/b.test.ts"), startTime: 1000, endTime: 9000 },
          { name: path.join(at, "worker/src/c.test.ts"), startTime: 0, endTime: 100 },
        ],
      }),
      {
        suites: [
          {
            file: "a.spec.ts",
            specs: [{ tests: [{ results: [{ duration: 1000 }] }] }],
            suites: [{ specs: [{ tests: [{ results: [{ duration: 4000 }, { duration: 500 }] }] }] }],
          },
          { file: "b.spec.ts", specs: [{ tests: [{ results: [{ duration: 3000 }] }] }] },
        ],
      },
    );
    expect(slowestWorkerFiles(root, 2)).toEqual([
      { file: "worker/src/b.test.ts", seconds: 8 },
      { file: "worker/src/a.test.ts", seconds: 2.5 },
    ]);
    expect(slowestPlaywrightSpecs(root, 10)).toEqual([
      { file: "a.spec.ts", seconds: 5.5 },
      { file: "b.spec.ts", seconds: 3 },
    ]);
  });

  it("lists nothing when a runner wrote no report", () => {
    root = mkdtempSync(path.join(tmpdir(), "test-times-"));
    expect(slowestWorkerFiles(root, 10)).toEqual([]);
    expect(slowestPlaywrightSpecs(root, 10)).toEqual([]);
  });
});
