import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where `npm test` keeps its timings and the runners' JSON reports (ignored by git). */
export const TIMES_DIR = ".ci/times";

export type FileTime = { file: string; seconds: number };

const top = (totals: Map<string, number>, count: number): FileTime[] =>
  [...totals.entries()]
    .map(([file, ms]) => ({ file, seconds: Math.round(ms / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);

const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

/** Vitest's JSON report: each test file with its start and end time. */
export function slowestWorkerFiles(root: string, count: number): FileTime[] {
  const report = readJson(path.join(root, TIMES_DIR, "worker.json")) as {
    testResults?: { name: string; startTime: number; endTime: number }[];
  } | null;
  const totals = new Map<string, number>();
  for (const result of report?.testResults ?? [])
    totals.set(path.relative(root, result.name), Math.max(0, result.endTime - result.startTime));
  return top(totals, count);
}

type PlaywrightSuite = {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** Playwright's JSON report: the durations of every result, summed per spec file. */
export function slowestPlaywrightSpecs(root: string, count: number): FileTime[] {
  const report = readJson(path.join(root, TIMES_DIR, "e2e.json")) as { suites?: PlaywrightSuite[] } | null;
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) totals.set(name, (totals.get(name) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child, name);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? "");
  return top(totals, count);
}
