import { describe, expect, test } from "vitest";
import { displayName, inspectUpload, uploadLimits } from "./inspect.ts";
import * as files from "./test-files.ts";

describe("the type is decided by the bytes", () => {
  test.each([
    ["a PDF", "pdf", files.pdf],
    ["a DOCX", "docx", files.docx],
    ["an ODT", "odt", files.odt],
    // Served only as an attachment, with nosniff and a sandbox (the hiring inbox): as a PDF.
    ["a PDF that is also HTML", "pdf", files.polyglot],
  ])("%s is accepted as %s", async (_, extension, bytes) => {
    expect(await inspectUpload(bytes)).toMatchObject({ ok: true, extension });
  });

  test.each([
    ["HTML (whatever its name says)", files.html],
    ["a Windows program", files.executable],
    ["the EICAR text alone", files.eicar],
    ["plain text", new TextEncoder().encode("Ann Lee, PSW, 416-555-0199")],
  ])("%s is refused as not allowed", async (_, bytes) => {
    expect(await inspectUpload(bytes)).toEqual({ ok: false, reason: "notAllowed" });
  });
});

describe("size and archives", () => {
  test("0 bytes is empty", async () => {
    expect(await inspectUpload(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  test("5 MB is taken, 5 MB and one byte is too large", async () => {
    const exactly = new Uint8Array(uploadLimits.maxBytes);
    exactly.set(files.pdf);
    expect(await inspectUpload(exactly)).toMatchObject({ ok: true, extension: "pdf" });
    const over = new Uint8Array(uploadLimits.maxBytes + 1);
    over.set(files.pdf);
    expect(await inspectUpload(over)).toEqual({ ok: false, reason: "tooLarge" });
  });

  test("a DOCX that unpacks to 60 MB is refused before anything inflates it", async () => {
    const bomb = files.docxBomb();
    expect(bomb.length).toBeLessThan(uploadLimits.maxBytes);
    expect(await inspectUpload(bomb)).toEqual({ ok: false, reason: "unsafeArchive" });
  });

  test("a broken zip is refused", async () => {
    const broken = files.docx.slice(0, files.docx.length - 30);
    expect(await inspectUpload(broken)).toMatchObject({ ok: false });
  });
});

describe("the file's name is only words to show", () => {
  test.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\ann\\résumé.pdf", "résumé.pdf"],
    ["..\\..\\boot.ini", "boot.ini"],
    ['cv"; filename="evil.html', "cv filename=evil.html"],
    // The line break goes, and "/" is a path: only its last part is the name.
    ["cv\r\nContent-Type: text/html.pdf", "html.pdf"],
    ["cv\r\nContent-Type: evil.pdf", "cvContent-Type evil.pdf"],
    ["\u202Efdp.exe", "fdp.exe"],
    ["...", "résumé"],
    ["", "résumé"],
  ])("%j is shown as %j", (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  test("at most 120 characters", () => {
    expect(displayName(`${"a".repeat(500)}.pdf`)).toHaveLength(120);
  });
});
