import { statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { contactApp, multipart, validFields } from "./test-support.ts";
import { everyTeam } from "./inbox.ts";
import { receiverText } from "../../content/inquiry-form.ts";

let current: Awaited<ReturnType<typeof contactApp>>;
afterEach(async () => current?.close());

async function post(fields: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) {
  const body = await multipart(fields);
  return current.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe("a good submission", () => {
  test("answers 200 with an id only once it is stored", async () => {
    current = await contactApp();
    const response = await post(validFields);
    expect(response.statusCode).toBe(200);
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    const [stored] = await current.store.inbox.all({ teams: everyTeam });
    expect(stored).toMatchObject({
      id,
      name: "Ann Lee",
      recipient: "Foot Care",
      email: "ann@example.com",
    });
    expect(stored!.message).toBe("Hello,\nCan a nurse visit on Tuesday?");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  test("the database file is readable by its owner only", async () => {
    current = await contactApp();
    const mode = statSync(path.join(current.dataDir, "submissions.sqlite")).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  test("only Recipient and Email are required", async () => {
    current = await contactApp();
    const response = await post({ Recipient: "General Inquiry", Email: "a@example.org" });
    expect(response.statusCode).toBe(200);
  });

  test("the same form sent twice with its key is stored once", async () => {
    current = await contactApp();
    const key = "0b8f6c1e-8a3d-4f5e-9c2b-7d1a2e3f4a5b";
    const first = await post(validFields, { "idempotency-key": key });
    const second = await post(validFields, { "idempotency-key": key });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect((await current.store.counts()).submissions).toBe(1);
  });

  test("a key sent again with changed words stores the new words, never only the first", async () => {
    // The browser keeps its key after a failed send; the visitor may edit and send again.
    current = await contactApp();
    const key = "0b8f6c1e-8a3d-4f5e-9c2b-7d1a2e3f4a5b";
    const edited = { ...validFields, message: "Sorry, I meant Wednesday." };
    const first = await post(validFields, { "idempotency-key": key });
    const second = await post(edited, { "idempotency-key": key });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    const messages = (await current.store.inbox.all({ teams: everyTeam })).map(
      (submission) => submission.message,
    );
    expect(messages.sort()).toEqual([validFields.message, edited.message].sort());
    // Each version, sent again with the key, is still the one stored submission it was.
    expect((await post(edited, { "idempotency-key": key })).json().id).toBe(second.json().id);
    expect((await post(validFields, { "idempotency-key": key })).json().id).toBe(first.json().id);
    expect((await current.store.counts()).submissions).toBe(2);
  });

  test("without JavaScript it answers with a redirect to a thank-you page", async () => {
    current = await contactApp();
    const response = await post(validFields, { accept: "text/html" });
    expect(response.statusCode).toBe(303);
    // A pre-rendered page (content/pages/contact-sent.ts), checked by the build checks.
    expect(response.headers.location).toBe("/contact/sent");
  });

  test("a client that refuses JSON (q=0) gets the HTML answer", async () => {
    current = await contactApp();
    const response = await post(validFields, { accept: "application/json;q=0, text/html" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact/sent");
  });

  test("a filled honeypot is thanked but not stored", async () => {
    current = await contactApp();
    const response = await post({ ...validFields, website: "http://spam.example" });
    expect(response.statusCode).toBe(200);
    expect((await current.store.counts()).submissions).toBe(0);
  });
});

describe("answers that refuse, and store nothing", () => {
  test("422 names each wrong field", async () => {
    current = await contactApp();
    const response = await post({
      Recipient: "Someone",
      Email: "not-an-address",
      "Phone Number": "12345",
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBeTruthy();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "Recipient", code: "not_an_option" }),
        expect.objectContaining({ field: "Email", code: "invalid" }),
        expect.objectContaining({ field: "Phone Number", code: "invalid" }),
      ]),
    );
    expect((await current.store.counts()).submissions).toBe(0);
  });

  test("422 when a required field is missing", async () => {
    current = await contactApp();
    const response = await post({ Name: "Ann" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      "Recipient",
      "Email",
    ]);
  });

  test.each([
    ["a line break in the name", { ...validFields, Name: "Ann\r\nBcc: victim@example.com" }],
    [
      "a line break in the e-mail",
      { ...validFields, Email: "ann@example.com\r\nBcc: x@example.com" },
    ],
    ["a NUL in the message", { ...validFields, message: "hi\u0000there" }],
  ])("422 for %s (no header injection)", async (_name, fields) => {
    current = await contactApp();
    const response = await post(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe("control_character");
  });

  test("422 when a field is too long", async () => {
    current = await contactApp();
    const response = await post({ ...validFields, Name: "A".repeat(101) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: "Name", code: "too_long" });
  });

  test("400 for a field the form does not have", async () => {
    current = await contactApp();
    const response = await post({ ...validFields, Admin: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "Admin", code: "unknown_field" });
  });

  test("400 for a file", async () => {
    current = await contactApp();
    const response = await post([...Object.entries(validFields), ["attachment", new Blob(["x"])]]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe("file_not_allowed");
  });

  test("413 for a body over 32 KiB", async () => {
    current = await contactApp();
    const response = await post({ ...validFields, message: "a".repeat(40_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/too long/);
  });

  test("415 for a body that is not form data", async () => {
    current = await contactApp();
    const response = await current.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: JSON.stringify(validFields),
      headers: { "content-type": "application/json", accept: "application/json" },
    });
    expect(response.statusCode).toBe(415);
  });

  test("403 for a form sent from another site", async () => {
    current = await contactApp({ siteOrigin: "https://www.example.org" });
    expect((await post(validFields, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post(validFields, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect(
      (
        await post(validFields, {
          origin: "https://www.example.org",
          "sec-fetch-site": "same-origin",
        })
      ).statusCode,
    ).toBe(200);
  });

  test("403 when, without Origin, the Referer names another site", async () => {
    current = await contactApp({ siteOrigin: "https://www.example.org" });
    for (const referer of [
      "https://evil.example/contact",
      "https://www.example.org.evil.example/contact",
      "http://www.example.org/contact",
      "not an address",
    ]) {
      expect((await post(validFields, { referer })).statusCode, referer).toBe(403);
    }
    expect(
      (await post(validFields, { referer: "https://www.example.org/contact" })).statusCode,
    ).toBe(200);
    // Neither header: a command-line client, allowed as before.
    expect((await post(validFields)).statusCode).toBe(200);
    expect((await current.store.counts()).submissions).toBe(2);
  });

  test("429 with Retry-After past the limit per visitor", async () => {
    current = await contactApp({ perClientPerMinute: 2 });
    expect((await post(validFields)).statusCode).toBe(200);
    expect((await post(validFields)).statusCode).toBe(200);
    const limited = await post(validFields);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await current.store.counts()).submissions).toBe(2);
  });

  test("429 past the limit for everyone together", async () => {
    current = await contactApp({ totalPerMinute: 1 });
    await post(validFields);
    expect((await post(validFields, { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(429);
  });

  test("503, never 200, when storage fails", async () => {
    current = await contactApp();
    current.store.close();
    const response = await post(validFields);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatch(/could not save/);
  });

  test("without JavaScript a wrong answer gets the form back, filled in", async () => {
    current = await contactApp();
    const response = await post(
      { ...validFields, Email: "nope", message: "Please call <b>me</b>" },
      { accept: "text/html" },
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Enter an e-mail address like name@example.com.");
    expect(response.body).toContain('value="nope"');
    expect(response.body).toContain("Please call &lt;b&gt;me&lt;/b&gt;</textarea>");
    expect(response.body).toContain(
      '<option value="Foot Care" selected="">Foot care clinics</option>',
    );
    expect(response.body).toContain('<option value="Afternoon" selected="">Afternoon</option>');
  });

  test("without JavaScript a best time to call that is not on the list is refused, the rest kept", async () => {
    current = await contactApp();
    const response = await post(
      { ...validFields, "Best Time to Call": '"><img src=x onerror=alert(1)>' },
      { accept: "text/html" },
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("Choose Best time to call you back from the list.");
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).not.toContain("<img");
    expect(response.body).toContain('value="Ann Lee"');
    expect(response.body).toContain('<option value="Foot Care" selected="">');
    expect((await current.store.counts()).submissions).toBe(0);
  });
});

describe("a refused send without JavaScript keeps every value, in words that fit the refusal", () => {
  const typed = { ...validFields, message: "Dad wanders at night.\nCan someone stay?" };
  const noScript = receiverText("en");

  /** The values a page sent back holds, as the browser fills the form with them. */
  function expectKept(body: string) {
    expect(body).toContain('value="Ann Lee"');
    expect(body).toContain('value="ann@example.com"');
    // The platform sends a line break as CRLF, and the page gives it back so.
    expect(body).toContain(">Dad wanders at night.\r\nCan someone stay?</textarea>");
    expect(body).toContain('<option value="Foot Care" selected="">');
    expect(body).toMatch(
      /<option value="Afternoon" selected="">(Afternoon|L’après-midi)<\/option>/,
    );
  }

  test("429: every value kept, told to wait, not to fix anything; nothing stored", async () => {
    current = await contactApp({ perClientPerMinute: 1 });
    expect((await post(typed, { accept: "text/html" })).statusCode).toBe(303);
    const limited = await post(typed, { accept: "text/html" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expectKept(limited.body);
    expect(limited.body).toContain(noScript.request.tooMany);
    expect(limited.body).toContain("Too many messages were sent from your connection");
    expect(limited.body).not.toContain("Please fix the following");
    expect((await current.store.counts()).submissions).toBe(1);
  });

  test("429 in French: in the form's language, every value kept", async () => {
    current = await contactApp({ perClientPerMinute: 1 });
    await post(typed);
    const limited = await post({ ...typed, Language: "fr" }, { accept: "text/html" });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('<html lang="fr-CA">');
    expect(limited.body).toContain(receiverText("fr").request.tooMany);
    expectKept(limited.body);
  });

  test("503: every value kept, and told so", async () => {
    current = await contactApp();
    current.store.close();
    const failed = await post(typed, { accept: "text/html" });
    expect(failed.statusCode).toBe(503);
    expectKept(failed.body);
    expect(failed.body).toContain("Nothing you typed has been lost");
  });

  test("413: nothing could be read, and the page says so instead of claiming it kept it", async () => {
    current = await contactApp();
    const large = await post({ ...typed, message: "a".repeat(40_000) }, { accept: "text/html" });
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain(noScript.request.tooLarge);
    expect(large.body).toContain("we could not keep what you typed");
    expect(large.body).not.toContain("What you typed is below");
    expect(large.body).not.toContain("has been lost");
  });

  test("with JavaScript, 429 and 503 answer JSON the form's script reads, its fields left as typed", async () => {
    current = await contactApp({ perClientPerMinute: 1 });
    await post(typed);
    const limited = await post(typed);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: noScript.request.tooMany, errors: [] });
  });
});

describe("a form written in French", () => {
  const french = { ...validFields, Language: "fr", message: "Bonjour, pouvez-vous m'appeler?" };

  test("is stored with its language, the choices in the one English vocabulary", async () => {
    current = await contactApp();
    expect((await post(french)).statusCode).toBe(200);
    const [stored] = await current.store.inbox.all({ teams: everyTeam });
    expect(stored!.language).toBe("fr");
    expect(stored!.recipient).toBe(validFields.Recipient);
  });

  test("without JavaScript it leads to the French thank-you page", async () => {
    current = await contactApp();
    const response = await post(french, { accept: "text/html" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/fr/nous-joindre/message-envoye");
  });

  test("a wrong answer is explained in French, with and without JavaScript", async () => {
    current = await contactApp();
    const json = await post({ ...french, Email: "nope" });
    expect(json.statusCode).toBe(422);
    expect(json.json().error).toBe(receiverText("fr").request.needsFixing);
    expect(json.json().errors[0].message).toBe(receiverText("fr").field.email);

    const html = await post({ ...french, Email: "nope" }, { accept: "text/html" });
    expect(html.body).toContain('<html lang="fr-CA">');
    expect(html.body).toContain(receiverText("fr").field.email);
    // The French labels, the English values: what the visitor chose is kept.
    expect(html.body).toMatch(/<option value="Foot Care" selected="">[^<]+<\/option>/);
    expect(html.body).not.toContain(">Foot Care</option>");
    expect((await current.store.counts()).submissions).toBe(0);
  });

  test("a refusal before the form is read answers in the language of the page it came from", async () => {
    current = await contactApp();
    const response = await post(french, {
      origin: "https://elsewhere.example",
      referer: "https://elsewhere.example/fr/nous-joindre",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(receiverText("fr").request.otherSite);
  });

  test("a language the site does not have is refused, and nothing is stored", async () => {
    current = await contactApp();
    const response = await post({ ...french, Language: "de" });
    expect(response.statusCode).toBe(400);
    expect((await current.store.counts()).submissions).toBe(0);
  });
});
