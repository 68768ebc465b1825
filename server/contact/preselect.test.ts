import { expect, test } from "vitest";
import { recipientFor, recipientIn } from "../../content/inquiry-form.ts";
import { placeAt } from "../../content/navigation.ts";
import type { StaticFile } from "../static-site.ts";
import { chosenPage, preselect } from "./preselect.ts";

const form = [
  '<select id="contact-relationship" name="Relationship"><option value="" selected="">Choose one</option><option value="I am a client">I am a client</option></select>',
  '<select id="contact-recipient" name="Recipient" required=""><option value="" selected="">Choose one</option><option value="General Inquiry">A general question</option><option value="Personal Care, Nursing &amp; Senior Care Services">Personal support, nursing and senior care at home</option></select>',
].join("");

test("the chosen department is selected in the Recipient list, and only there", () => {
  const html = preselect(form, "Personal Care, Nursing & Senior Care Services");
  expect(html).toContain(
    '<option value="Personal Care, Nursing &amp; Senior Care Services" selected="">',
  );
  // "Choose one" is no longer chosen in the Recipient list; the other list is untouched.
  expect(html.match(/<option value="" selected="">/g)).toHaveLength(1);
  expect(html.slice(0, html.indexOf('name="Recipient"'))).toBe(
    form.slice(0, form.indexOf('name="Recipient"')),
  );
});

test("a page without the list or the choice stops the server's start, naming what is missing", () => {
  expect(() => preselect("<h1>Contact</h1>", "Foot Care")).toThrow(/no <select name="Recipient">/);
  expect(() => preselect(form, "Foot Care")).toThrow(/no option "Foot Care"/);
});

test.each([
  ["/services/personal-support/alzheimer-and-dementia-care", "care"],
  ["/fr/services/soins-infirmiers", "care"],
  ["/services/specialized-services/hospital-to-home-transition", "specialized"],
  ["/services/specialized-services/foot-care-clinics", "footCare"],
  ["/fr/services/services-specialises/vaccins-contre-la-grippe", "fluClinics"],
  ["/about", undefined],
  ["/careers", undefined],
])("a link from %s chooses %s", (path, key) => {
  expect(placeAt(path), path).toBeDefined();
  expect(recipientFor(placeAt(path))).toBe(key);
});

test("one key chooses; a repeated key, on the server and in the browser alike, is the plain page", () => {
  const care = { body: Buffer.from("care") } as StaticFile;
  const pages = new Map([["care", care]]);
  expect(chosenPage(pages, "?recipient=care")).toBe(care);
  expect(recipientIn(new URLSearchParams("?recipient=care"))).toBe(
    "Personal Care, Nursing & Senior Care Services",
  );
  for (const query of [
    "?recipient=care&recipient=specialized",
    "?recipient=care&recipient=care",
    "?recipient=&recipient=care",
  ]) {
    expect(chosenPage(pages, query), query).toBeUndefined();
    expect(recipientIn(new URLSearchParams(query)), query).toBeUndefined();
  }
});
