/**
 * Imports run one way in app/, content/ and server/: no module reaches itself through others. A
 * circle makes the order modules load in matter (a value read before its module ran is
 * `undefined`) and hides which module is the lower one. Type-only imports count: they are a
 * circle for the reader even when the compiler drops them. `import()` at run time does not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const roots = ["app", "content", "server"];

/** Every .ts and .tsx file below a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The project files a file imports or re-exports from, by their path from the root. */
function importsOf(file: string, known: Set<string>): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), 99, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
    const target = relative(root, resolve(root, dirname(file), specifier.text));
    if (known.has(target)) found.push(target);
  }
  return found;
}

/** Each circle once, as the files it passes through, starting and ending with the same file. */
export function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  function visit(file: string) {
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) found.push([...path.slice(path.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  }
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("finds a circle, and one through three files", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", ["d.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["c.ts"]],
    ]);
    expect(circles(graph)).toEqual([
      ["a.ts", "b.ts", "a.ts"],
      ["c.ts", "d.ts", "e.ts", "c.ts"],
    ]);
    expect(
      circles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  // Reads every source file: seconds, more on a busy machine.
  it("run one way in app/, content/ and server/", { timeout: 60_000 }, () => {
    const files = roots
      .flatMap((folder) => sources(join(root, folder)))
      .map((file) => relative(root, file));
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    // The walk saw the imports (a broken reader would find no circle either).
    expect(graph.get("server/app.ts")).toContain("server/staff/plugin.ts");
    expect(circles(graph).map((circle) => circle.join(" → "))).toEqual([]);
  });
});
