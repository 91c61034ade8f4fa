import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The architecture rules in biome.json, panel/biome.json and marketing/biome.json (no import cycles,
// features never import each other, lib/ → components/ → features/ and worker lib/ + middleware/ →
// modules/ point one way, only the worker imports worker code) checked against small trees laid out
// like the repo. The nested configs are copied too: a nested config's `includes` are relative to its
// own folder, so a root override for "panel/**" never reaches panel files.
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
  for (const nested of ["panel", "marketing"]) {
    const own = JSON.parse(readFileSync(join(repo, nested, "biome.json"), "utf8"));
    delete own.$schema;
    mkdirSync(join(dir, nested), { recursive: true });
    writeFileSync(join(dir, nested, "biome.json"), JSON.stringify(own));
  }
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
    "panel/src/components/button.ts": 'import { format } from "../lib/format.ts";\nexport const button = format;\n',
    "panel/src/components/upward.ts":
      'import { price } from "../features/billing/api.ts";\nexport const upward = price;\n',
    "panel/src/lib/session/upward.ts":
      'import { button } from "../../components/button.ts";\nimport { price } from "../../features/billing/api.ts";\nexport const upward = [button, price];\n',
    "marketing/src/leak.ts": 'import { secret } from "../../worker/src/secret.ts";\nexport const leak = secret;\n',
    "worker/src/secret.ts": "export const secret = 1;\n",
    "worker/src/lib/tokens.ts": "export const token = 1;\n",
    "worker/src/modules/auth/auth.service.ts":
      'import { token } from "../../lib/tokens.ts";\nexport const login = () => token;\n',
    "worker/src/lib/upward.ts":
      'import { login } from "../modules/auth/auth.service.ts";\nexport const upward = login;\n',
    "worker/src/middleware/upward.ts":
      'import type { login } from "../modules/auth/auth.service.ts";\nexport type Upward = typeof login;\n',
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

  it("stops the panel and the site from importing worker code", () => {
    expect(lint("panel/src/lib/leak.ts")).toContain("Only the worker imports worker code");
    expect(lint("marketing/src/leak.ts")).toContain("Only the worker imports worker code");
  });

  it("lets components use lib, and modules use the worker's lib", () => {
    expect(lint("panel/src/components/button.ts")).toBe("");
    expect(lint("worker/src/modules")).toBe("");
  });

  it("keeps the panel's lib below components and features, and components below features", () => {
    const lib = lint("panel/src/lib/session/upward.ts");
    expect(lib).toContain("lib/ is below components/ and features/");
    expect(lib.match(/lib\/ is below components\/ and features\//g)).toHaveLength(2);
    expect(lint("panel/src/components/upward.ts")).toContain("components/ is below features/");
  });

  it("keeps the worker's lib and middleware below its modules, type-only imports included", () => {
    expect(lint("worker/src/lib/upward.ts")).toContain("lib/ and middleware/ are below modules/");
    expect(lint("worker/src/middleware/upward.ts")).toContain("lib/ and middleware/ are below modules/");
  });

  it("reports an import cycle, type-only imports included", () => {
    expect(lint("worker/src")).toContain("noImportCycles");
  });
});
