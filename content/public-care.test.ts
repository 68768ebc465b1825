import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { resolveInline } from "./inline-markup.ts";
import { site } from "./site.ts";

// Every quoted text of the pages' content, in both languages.
const folders = ["en/services", "fr/services", "en/pages", "fr/pages"];
const texts = folders.flatMap((folder) =>
  readdirSync(path.join(import.meta.dirname, folder)).flatMap((file) =>
    [
      ...readFileSync(path.join(import.meta.dirname, folder, file), "utf8").matchAll(
        /"((?:[^"\\]|\\.)*)"|`([^`]*)`/g,
      ),
    ].map((match) => ({ file: `${folder}/${file}`, text: match[1] ?? match[2]! })),
  ),
);

describe("publicly funded care: the way to ask (issue 37)", () => {
  test("every text that names Ontario Health atHome gives its number and its site", () => {
    const naming = texts.filter(({ text }) =>
      /Ontario Health atHome|Santé à domicile Ontario/.test(text),
    );
    expect(naming.length).toBeGreaterThanOrEqual(18);
    for (const { file, text } of naming) {
      expect(text, file).toContain("{atHome:phone}");
      expect(text, file).toContain("{atHome:web}");
    }
  });

  test("the number is dialled as written and the site is a link, from content/site.ts", () => {
    expect(resolveInline("({atHome:phone}, {atHome:web})", "fr")).toEqual([
      { kind: "text", text: "(" },
      { kind: "phone", text: "310-2222", href: "tel:310-2222" },
      { kind: "text", text: ", " },
      { kind: "link", text: "ontariohealthathome.ca", href: site.publicHomeCare.web },
      { kind: "text", text: ")" },
    ]);
    expect(() => resolveInline("{atHome:fax}", "en")).toThrow(/No "fax"/);
  });
});
