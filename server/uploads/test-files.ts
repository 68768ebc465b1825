/** Files for the upload tests: good documents, and what an attacker would send instead. */
import { strToU8, zipSync } from "fflate";

/** The EICAR anti-virus test file: harmless, and found by every scanner as if it were a virus. */
export const eicar = strToU8(
  String.raw`X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`,
);

export const pdf = strToU8(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export const docx = zipSync({
  "[Content_Types].xml": strToU8(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  "word/document.xml": strToU8("<w:document><w:body>Ann Lee, PSW</w:body></w:document>"),
});

export const odt = zipSync({
  mimetype: [strToU8("application/vnd.oasis.opendocument.text"), { level: 0 }],
  "content.xml": strToU8("<office:document-content>Ann Lee, PSW</office:document-content>"),
});

/** A DOCX whose one part unpacks to 60 MB of zeros: a zip bomb, about 60 KB as sent. */
export function docxBomb(): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
    "word/document.xml": new Uint8Array(60 * 1024 * 1024),
  });
}

export const html = strToU8("<!DOCTYPE html><html><script>alert(document.cookie)</script></html>");

/** A Windows program's first bytes ("MZ"). */
export const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]);

/** Both a PDF (by its first bytes) and an HTML page (by what follows). */
export const polyglot = strToU8(
  "%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n",
);

/** A PDF carrying the EICAR test file. */
export const pdfWithEicar = new Uint8Array([...pdf, ...eicar, 0x0a]);
