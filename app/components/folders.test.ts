/**
 * One rule for component folders (docs/architecture.md): a component of several files (its hook,
 * its styles, its parts) lives in a folder named after it, beside its main file of the same name;
 * a component of one file is a file in components/.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const components = path.resolve("app/components");

test("every component folder holds several files, named after its main component", () => {
  const folders = readdirSync(components, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  expect(folders.length).toBeGreaterThan(0);
  for (const folder of folders) {
    const files = readdirSync(path.join(components, folder.name));
    expect(files, folder.name).toContain(`${folder.name}.tsx`);
    expect(
      files.length,
      `${folder.name}/ has one file: make it components/${folder.name}.tsx`,
    ).toBeGreaterThan(1);
  }
});
