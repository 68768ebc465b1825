import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { declaredFaces, subsetFace } from "./fonts.ts";

describe("the web fonts", () => {
  const faces = declaredFaces();

  test("fonts.css declares the latin and latin-ext files, weights 400 to 700", () => {
    expect(faces.map((face) => face.file).sort()).toEqual([
      "app/fonts/atkinson-hyperlegible-next-latin-ext-wght-normal.woff2",
      "app/fonts/atkinson-hyperlegible-next-latin-wght-normal.woff2",
    ]);
    for (const face of faces) expect(face.weights).toEqual({ min: 400, max: 700 });
    const latin = faces.find((face) => face.file.includes("-latin-wght"))!;
    expect(latin.text).toContain("é");
    expect(latin.text).toContain("—");
  });

  test.each(faces)("$file is what `npm run fonts` makes from the package", async (face) => {
    const expected = await subsetFace(face);
    expect(Buffer.compare(readFileSync(face.file), expected)).toBe(0);
  });
});
