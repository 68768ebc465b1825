/** Helpers for the contact receiver's tests: a server on a temporary store, and form bodies. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { Outbox } from "./outbox.ts";
import { type ContactOptions, contactRoutes } from "./routes.ts";
import { SubmissionStore } from "./store.ts";

/** A multipart body and its content type, as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string> | [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields))
    form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")!, accept: "application/json" },
  };
}

export const validFields = {
  Name: "Ann Lee",
  "Phone Number": "416-555-0199",
  Relationship: "I am a client",
  Recipient: "Foot Care",
  Subject: "Service Request",
  Email: "ann@example.com",
  message: "Hello,\nCan a nurse visit on Tuesday?",
};

/** `validFields` as the store keeps them. */
export const validSubmission = {
  name: validFields.Name,
  phone: validFields["Phone Number"],
  relationship: validFields.Relationship,
  recipient: validFields.Recipient,
  subject: validFields.Subject,
  email: validFields.Email,
  message: validFields.message,
};

/** A Fastify app with only the contact routes, on a fresh store in a temporary folder. */
export async function contactApp(
  overrides: Partial<ContactOptions> = {},
  makeOutbox?: (store: SubmissionStore) => Outbox,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "contact-"));
  const store = new SubmissionStore(dataDir);
  const outbox = makeOutbox?.(store);
  const app = Fastify();
  await app.register(contactRoutes, {
    store,
    outbox,
    perClientPerMinute: 1000,
    totalPerMinute: 100_000,
    ...overrides,
  });
  return {
    app,
    store,
    dataDir,
    outbox,
    async close() {
      await app.close();
      await outbox?.stop();
      store.close();
      await rm(dataDir, { recursive: true });
    },
  };
}
