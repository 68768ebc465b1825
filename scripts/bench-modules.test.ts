/**
 * `npm run bench` runs on plain Node (type stripping), not through Vite: a bench part that
 * imports, however indirectly, a `.tsx` module (a page renderer) loads in the tests but stops the
 * bench halfway through its run. Each part is loaded here as the bench loads it.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

const benchDir = path.join(import.meta.dirname, "bench");
const parts = readdirSync(benchDir).filter((file) => file.endsWith(".ts"));

test.each(parts)("scripts/bench/%s loads on plain Node", { timeout: 60_000 }, async (file) => {
  const url = new URL(`file://${path.join(benchDir, file)}`).href;
  const { stderr } = await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "-e",
    `await import(${JSON.stringify(url)});`,
  ]);
  expect(stderr).not.toMatch(/Error/);
});
