/**
 * `npm run fonts`: makes the web font files that app/styles/fonts.css declares, from the
 * @fontsource-variable package. Each file keeps only its rule's characters (`unicode-range`) and
 * weights (`font-weight`): the package's files carry weights 200 to 800, and the site uses 400
 * and 700, so the latin file drops from 33 KB to about 19 KB. The output is committed; run this
 * again after changing a rule or updating the package. A unit test checks the files are current.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const sourceDir = "node_modules/@fontsource-variable/atkinson-hyperlegible-next/files";
const stylesheet = "app/styles/fonts.css";

export interface FontFace {
  /** The file the rule loads, relative to the project. */
  file: string;
  /** Every code point in the rule's unicode-range. */
  text: string;
  weights: { min: number; max: number };
}

/** The @font-face rules of fonts.css that load a file of ours. */
export function declaredFaces(css = readFileSync(stylesheet, "utf8")): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, rule]) => {
    const url = /src:\s*url\("([^"]+)"\)/.exec(rule!)?.[1];
    const weight = /font-weight:\s*(\d+)\s+(\d+)/.exec(rule!);
    const ranges = /unicode-range:([^;]+);/.exec(rule!)?.[1];
    if (!url || !weight || !ranges) return [];
    return [
      {
        file: path.join(path.dirname(stylesheet), url),
        text: codePoints(ranges),
        weights: { min: Number(weight[1]), max: Number(weight[2]) },
      },
    ];
  });
}

/** "U+0041-005A, U+00E9" as the string of characters it names. */
function codePoints(ranges: string): string {
  let text = "";
  for (const [, from, to] of ranges.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)) {
    const first = parseInt(from!, 16);
    for (let point = first; point <= parseInt(to ?? from!, 16); point++)
      text += String.fromCodePoint(point);
  }
  return text;
}

/** The bytes `face.file` should hold. */
export function subsetFace(face: FontFace): Promise<Buffer> {
  const source = readFileSync(path.join(sourceDir, path.basename(face.file)));
  return subsetFont(source, face.text, {
    targetFormat: "woff2",
    variationAxes: { wght: face.weights },
  });
}

if (import.meta.main) {
  for (const face of declaredFaces()) {
    const bytes = await subsetFace(face);
    writeFileSync(face.file, bytes);
    console.log(`${face.file}: ${(bytes.length / 1024).toFixed(1)} KiB`);
  }
}
