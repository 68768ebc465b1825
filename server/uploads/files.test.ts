import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { deleteUpload, readUpload, saveUpload, uploadsDir } from "./files.ts";
import { pdf } from "./test-files.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "uploads-"));

test("a stored file has a generated name, owner-only rights and its own bytes", async () => {
  const name = await saveUpload(dataDir, pdf, "pdf");
  expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  expect(statSync(path.join(uploadsDir(dataDir), name)).mode & 0o777).toBe(0o600);
  expect(statSync(uploadsDir(dataDir)).mode & 0o777).toBe(0o700);
  expect(new Uint8Array(await readUpload(dataDir, name))).toEqual(pdf);
  // Nothing half-written is left beside it.
  expect(readdirSync(uploadsDir(dataDir)).filter((file) => file.endsWith(".part"))).toEqual([]);
  await deleteUpload(dataDir, name);
  expect(readdirSync(uploadsDir(dataDir))).not.toContain(name);
});

test.each(["../staff.sqlite", "/etc/passwd", "x.pdf", "00000000-0000-0000-0000-000000000000.html"])(
  "%s is not a stored upload's name: neither read nor deleted",
  async (name) => {
    await expect(readUpload(dataDir, name)).rejects.toThrow(/Not a stored upload/);
    await expect(deleteUpload(dataDir, name)).rejects.toThrow(/Not a stored upload/);
  },
);
