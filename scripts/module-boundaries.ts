import { posix } from "node:path";
import ts from "typescript";

/**
 * The worker's modules as a graph: which module imports which (docs/architecture.md#modules). A
 * file belongs to the module of its folder under `worker/src/modules/`; its imports (type-only and
 * dynamic ones included) are read with TypeScript's own pre-processor, so no import shape escapes.
 */
export const MODULES_DIR = "worker/src/modules/";
/** The floors below the modules: they never import one (the seed lives outside them, in worker/seed/). */
export const LOWER_FLOORS = [
  "worker/src/lib/",
  "worker/src/middleware/",
  "worker/src/db/",
  "worker/src/mail/",
  "worker/src/providers/",
];

export type SourceFile = { path: string; text: string };
export type Graph = Map<string, Map<string, string[]>>;

/** The module a repository path belongs to, or null outside the modules' folder. */
export function moduleOf(path: string): string | null {
  if (!path.startsWith(MODULES_DIR)) return null;
  const [name, ...rest] = path.slice(MODULES_DIR.length).split("/");
  return name && rest.length > 0 ? name : null;
}

/** The repository paths a file imports by relative path (packages are not the modules' concern). */
export function importsOf(file: SourceFile): string[] {
  return ts
    .preProcessFile(file.text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => posix.normalize(posix.join(posix.dirname(file.path), name)));
}

/** Module → imported module → the files (`from → to`) that make that arrow. Tests are left out. */
export function moduleGraph(files: readonly SourceFile[]): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || file.path.endsWith(".test.ts")) continue;
    const arrows = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, arrows);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      arrows.set(to, [...(arrows.get(to) ?? []), `${file.path} → ${target}`]);
    }
  }
  return graph;
}

/** Every arrow of a graph as `from → to`. */
export function arrows(graph: Graph): string[] {
  return [...graph].flatMap(([from, targets]) => [...targets.keys()].map((to) => `${from} → ${to}`)).sort();
}

/**
 * The cycles of a graph, one per strongly connected component of two modules or more (Tarjan's
 * algorithm), each as the path that goes round it: `["a", "b", "a"]`.
 */
export function cycles(edges: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const next = (node: string) => [...(edges.get(node) ?? [])];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  // A path round each component: breadth-first from its first member back to itself.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] as string;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift() as string;
      for (const target of next(node).filter((t) => members.has(t))) {
        if (target === start) {
          const path = [start];
          for (let at: string | undefined = node; at && at !== start; at = previous.get(at)) path.splice(1, 0, at);
          return [...path, start];
        }
        if (!previous.has(target)) {
          previous.set(target, node);
          queue.push(target);
        }
      }
    }
    return [...component, component[0] as string];
  });
}

/**
 * The allowed imports between modules, from the table between the `module-imports` markers of
 * docs/architecture.md: `| auth | mfa, referrals, support |` (an empty cell: none).
 */
export function allowedImports(architecture: string): Map<string, Set<string>> {
  const start = architecture.indexOf("<!-- module-imports:start -->");
  const end = architecture.indexOf("<!-- module-imports:end -->");
  if (start < 0 || end < start) throw new Error("docs/architecture.md has no module-imports markers");
  const allowed = new Map<string, Set<string>>();
  for (const line of architecture.slice(start, end).split("\n")) {
    const row = /^\|\s*`?([a-z][a-z-]*)`?\s*\|([^|]*)\|/.exec(line.trim());
    if (!row?.[1]) continue;
    const targets = (row[2] ?? "")
      .split(",")
      .map((name) => name.replaceAll("`", "").trim())
      .filter((name) => /^[a-z-]+$/.test(name));
    allowed.set(row[1], new Set(targets));
  }
  return allowed;
}

/** The arrows of the code that the allowed list does not hold, with the imports that make each. */
export function forbiddenArrows(graph: Graph, allowed: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => !allowed.get(from)?.has(to))
      .map(([to, via]) => `${from} → ${to} (${via.join("; ")})`),
  );
}
