/**
 * `npm test`: the stages one after another, stopping at the first that fails, each timed (issue 42).
 * The seconds go to `.ci/times/stages.json`, and the slowest worker test files and Playwright specs
 * are read from the JSON reports the two runners write there; `.ci/run` prints them as a table.
 * The e2e stage has a budget: far over it, the run fails, so that growth is seen when it happens.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { slowestPlaywrightSpecs, slowestWorkerFiles, TIMES_DIR } from "./test-times.ts";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Seconds the e2e stage may take on the 2-core CI machine before the run fails: about 1.5× its 526 s of 2026-11-28. */
export const E2E_BUDGET_S = 800;

/** Each stage is an npm script: `npm run <args>`. */
const STAGES: [name: string, args: string[]][] = [
  ["build", ["build"]],
  ["bundle check", ["check:bundle"]],
  ["typecheck", ["typecheck"]],
  ["lint", ["lint"]],
  ["unit", ["test:unit"]],
  ["worker", ["test:worker"]],
  ["e2e", ["-w", "e2e", "test"]],
];

mkdirSync(path.join(ROOT, TIMES_DIR), { recursive: true });
const times: Record<string, number> = {};
const save = () => writeFileSync(path.join(ROOT, TIMES_DIR, "stages.json"), `${JSON.stringify(times, null, 2)}\n`);
let failed: string | null = null;
for (const [name, args] of STAGES) {
  const started = performance.now();
  const run = spawnSync("npm", ["run", ...args], { cwd: ROOT, stdio: "inherit" });
  times[name] = Math.round((performance.now() - started) / 100) / 10;
  save();
  if (run.status !== 0) {
    failed = `${name} failed (exit ${run.status ?? run.signal})`;
    break;
  }
}

console.log("\n== seconds per stage of npm test ==");
for (const [name, seconds] of Object.entries(times))
  console.log(`${name.padEnd(14)} ${seconds.toFixed(1).padStart(8)}`);
for (const [title, rows] of [
  ["10 slowest worker test files", slowestWorkerFiles(ROOT, 10)],
  ["10 slowest Playwright specs", slowestPlaywrightSpecs(ROOT, 10)],
] as const) {
  if (rows.length === 0) continue;
  console.log(`\n== ${title} ==`);
  for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.file}`);
}
if (!failed && (times.e2e ?? 0) > E2E_BUDGET_S) {
  failed = `the e2e stage took ${times.e2e} s, over its budget of ${E2E_BUDGET_S} s (scripts/test-stages.ts): find what grew`;
}
if (failed) {
  console.error(`\nnpm test: ${failed}`);
  process.exit(1);
}
