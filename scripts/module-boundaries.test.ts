import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allowedImports,
  arrows,
  cycles,
  forbiddenArrows,
  type Graph,
  importsOf,
  LOWER_FLOORS,
  MODULES_DIR,
  moduleGraph,
  moduleOf,
  type SourceFile,
} from "./module-boundaries.ts";

// The worker's modules import each other in no cycle, and only as docs/architecture.md#modules
// allows (issue 45). Biome's noImportCycles sees files only: two modules can import each other
// through different files without a cycle of files.
const repo = resolve(import.meta.dirname, "..");

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(join(repo, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(repo, join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .map((path) => ({ path, text: readFileSync(join(repo, path), "utf8") }));
}

const edgesOf = (graph: Graph) => new Map([...graph].map(([from, targets]) => [from, [...targets.keys()]]));

describe("the worker's modules (issue 45)", () => {
  const files = sourcesUnder("worker/src");
  const graph = moduleGraph(files);
  const allowed = allowedImports(readFileSync(join(repo, "docs/architecture.md"), "utf8"));

  it("import each other in no cycle", () => {
    expect(cycles(edgesOf(graph)).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("import only what docs/architecture.md allows", () => {
    expect(forbiddenArrows(graph, allowed)).toEqual([]);
  });

  it("use every import the list allows, and the list has no cycle itself", () => {
    const used = new Set(arrows(graph));
    const listed = [...allowed].flatMap(([from, targets]) => [...targets].map((to) => `${from} → ${to}`));
    expect(
      listed.filter((arrow) => !used.has(arrow)),
      "allowed in docs/architecture.md, imported nowhere",
    ).toEqual([]);
    expect(cycles(allowed)).toEqual([]);
  });

  it("are each a row of the list, and the list names no other", () => {
    const folders = readdirSync(join(repo, MODULES_DIR), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...allowed.keys()].sort()).toEqual(folders);
  });

  it("are imported by no file of the floors below them (lib, middleware, db, mail, providers)", () => {
    const upward = files
      .filter((file) => LOWER_FLOORS.some((floor) => file.path.startsWith(floor)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => moduleOf(target))
          .map((target) => `${file.path} → ${target}`),
      );
    expect(upward).toEqual([]);
  });
});

describe("the module checks themselves", () => {
  const file = (path: string, ...imports: string[]): SourceFile => ({
    path: `${MODULES_DIR}${path}`,
    text: imports.join("\n"),
  });

  it("find a cycle of two modules made through different files", () => {
    const graph = moduleGraph([
      file("auth/auth.routes.ts", 'import { live } from "../support/support-live.ts";'),
      file("support/support.routes.ts", 'import { locale } from "../auth/auth-cookies.ts";'),
      file("support/support-live.ts"),
      file("auth/auth-cookies.ts"),
    ]);
    expect(arrows(graph)).toEqual(["auth → support", "support → auth"]);
    expect(cycles(edgesOf(graph))).toEqual([["auth", "support", "auth"]]);
  });

  it("find a longer cycle through type-only, re-exported and dynamic imports, and name its path", () => {
    const graph = moduleGraph([
      file("a/a.service.ts", 'import type { B } from "../b/b.service.ts";'),
      file("b/b.service.ts", 'export { c } from "../c/c.service.ts";'),
      file("c/c.service.ts", 'const a = await import("../a/a.service.ts");', 'import { z } from "zod";'),
      file("d/d.service.ts", 'import { c } from "../c/c.service.ts";'),
    ]);
    expect(cycles(edgesOf(graph))).toEqual([["a", "b", "c", "a"]]);
  });

  it("find none in a chain, and leave tests out of the graph", () => {
    const graph = moduleGraph([
      file("a/a.service.ts", 'import { b } from "../b/b.service.ts";'),
      file("b/b.service.ts", 'import { c } from "../c/c.service.ts";'),
      file("c/c.test.ts", 'import { a } from "../a/a.service.ts";'),
    ]);
    expect(cycles(edgesOf(graph))).toEqual([]);
    expect(arrows(graph)).toEqual(["a → b", "b → c"]);
  });

  it("report an import that the list does not allow, with the file that makes it", () => {
    const allowed = allowedImports(
      [
        "<!-- module-imports:start -->",
        "| Module | May import |",
        "| --- | --- |",
        "| `a` | `b` |",
        "| `b` | |",
        "<!-- module-imports:end -->",
      ].join("\n"),
    );
    expect(allowed).toEqual(
      new Map([
        ["a", new Set(["b"])],
        ["b", new Set()],
      ]),
    );
    const graph = moduleGraph([
      file("a/a.service.ts", 'import { b } from "../b/b.service.ts";'),
      file("b/b.routes.ts", 'import { a } from "../a/a.service.ts";'),
    ]);
    expect(forbiddenArrows(graph, allowed)).toEqual([
      "b → a (worker/src/modules/b/b.routes.ts → worker/src/modules/a/a.service.ts)",
    ]);
  });
});
