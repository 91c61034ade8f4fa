import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The architecture rules in biome.json (no import cycles, features never import each other, only the
// worker imports worker code) checked against small trees laid out like the repo.
const repo = resolve(import.meta.dirname, "..");
const biome = join(repo, "node_modules", ".bin", "biome");
let dir: string;

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function lint(path: string): string {
  try {
    execFileSync(biome, ["lint", "--max-diagnostics=50", path], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    const failure = error as { stdout: string; stderr: string };
    return `${failure.stdout}${failure.stderr}`;
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "lint-rules-"));
  const config = JSON.parse(readFileSync(join(repo, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  write({
    "panel/src/lib/format.ts": "export const format = (n: number) => String(n);\n",
    "panel/src/features/billing/api.ts":
      'import { format } from "../../lib/format.ts";\nexport const price = format(1);\n',
    "panel/src/features/billing/components/good.ts":
      'import { format } from "../../../lib/format.ts";\nimport { price } from "../api.ts";\nexport const good = [format, price];\n',
    "panel/src/features/orders/components/bad.ts":
      'import { price } from "../../billing/api.ts";\nexport const bad = price;\n',
    "panel/src/features/orders/api.ts": 'import { price } from "../billing/api.ts";\nexport const orders = price;\n',
    "panel/src/lib/leak.ts": 'import { secret } from "../../../worker/src/secret.ts";\nexport const leak = secret;\n',
    "worker/src/secret.ts": "export const secret = 1;\n",
    "worker/src/a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
    "worker/src/b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("biome architecture rules", () => {
  it("lets a feature import its own files and the shared lib", () => {
    expect(lint("panel/src/features/billing")).toBe("");
  });

  it("stops a feature from importing another feature, from any depth", () => {
    expect(lint("panel/src/features/orders/components/bad.ts")).toContain("never imports another feature");
    expect(lint("panel/src/features/orders/api.ts")).toContain("never imports another feature");
  });

  it("stops the panel from importing worker code", () => {
    expect(lint("panel/src/lib/leak.ts")).toContain("Only the worker imports worker code");
  });

  it("reports an import cycle, type-only imports included", () => {
    expect(lint("worker/src")).toContain("noImportCycles");
  });
});
