import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { openApplications } from "./careers/open-applications.ts";
import { sampleApplication as validApplication } from "./staff/application-test-support.ts";
import { SubmissionStore } from "./contact/store.ts";
import { validFields, validInquiry } from "./contact/test-support.ts";
import { routeGroup, routeGroups, serveMetrics } from "./metrics.ts";
import { makeTestSite } from "./test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let root: string;

beforeAll(async () => {
  site = await makeTestSite();
  root = await mkdtemp(path.join(tmpdir(), "metrics-"));
});
afterAll(async () => {
  await site.remove();
  await rm(root, { recursive: true, force: true });
});

/** The server listening on a free port of 127.0.0.1, on a fresh DATA_DIR. */
async function listening(name: string, env: Record<string, string> = {}) {
  const app = await buildServer(
    readConfig({
      BUILD_DIR: site.buildDir,
      DATA_DIR: path.join(root, name),
      BACKUP_DIR: path.join(root, `${name}-backups`),
      LOG_LEVEL: "silent",
      ...env,
    }),
  );
  onTestFinished(() => app.close());
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Each sample of the Prometheus text: its name, labels and value. */
function samples(text: string) {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name, labels = "", value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return {
        name: name!,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
        ),
        // Prometheus writes infinity as +Inf.
        value: value === "+Inf" ? Infinity : Number(value),
      };
    });
}

function value(text: string, name: string, labels: Record<string, string> = {}) {
  return samples(text).find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, expected]) => sample.labels[key] === expected),
  )?.value;
}

test("requests are counted by route group and status, and no label holds a name, address, e-mail, id or path", async () => {
  const { app, origin } = await listening("labels", { CONTACT_LIMIT_PER_CLIENT: "2" });
  const inquiryId = "0b7c5a1e-4f7e-4a8e-9d51-2f1c3e5a7b90";
  const post = () => {
    const form = new FormData();
    for (const [name, field] of Object.entries(validFields)) form.append(name, field);
    return fetch(`${origin}/api/contact`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json" },
    });
  };
  const statuses = [];
  for (const url of [
    "/",
    "/assets/root-abc123.js",
    "/services/nursing?name=Ann+Lee&email=ann%40example.com",
    `/nope/${validInquiry.email}/${inquiryId}`,
    `/staff/inquiries/${inquiryId}`,
    `/api/staff/inquiries/${inquiryId}`,
    "/healthz",
    "/fr/recherche?q=Ann+Lee+d%C3%A9mence",
  ])
    statuses.push((await fetch(origin + url, { redirect: "manual" })).status);
  for (let i = 0; i < 3; i++) statuses.push((await post()).status);
  const signIn = await fetch(`${origin}/api/staff/sign-in/verify`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/json" },
    body: JSON.stringify({
      id: "not-a-passkey",
      rawId: "not-a-passkey",
      type: "public-key",
      response: { clientDataJSON: "e30" },
    }),
  });
  expect(statuses).toEqual([200, 200, 200, 404, 200, 401, 200, 200, 200, 200, 429]);
  expect(signIn.status).toBe(401);

  const text = await app.metrics.registry.metrics();
  const ours = samples(text).filter((sample) => sample.name.startsWith("homecare_"));
  for (const { labels } of ours) {
    for (const [label, labelValue] of Object.entries(labels)) {
      expect(["group", "status"]).toContain(label);
      if (label === "group") expect(routeGroups).toContain(labelValue);
      else expect(labelValue).toMatch(/^\d{3}$/);
    }
  }
  // Nothing a visitor sent or an inquiry holds is anywhere in the answer.
  for (const secret of [
    validInquiry.name,
    validInquiry.email,
    "ann%40example.com",
    validInquiry.message.split("\n")[0]!,
    inquiryId,
    "/nope",
    "nursing",
    "recherche",
    "mence",
  ])
    expect(text).not.toContain(secret);

  const requests = (group: string, status: string) =>
    value(text, "homecare_http_requests_total", { group, status });
  expect(requests("pages", "200")).toBe(2);
  expect(requests("pages", "404")).toBe(1);
  expect(requests("assets", "200")).toBe(1);
  expect(requests("staff-pages", "200")).toBe(1);
  expect(requests("staff-api", "401")).toBe(2);
  expect(requests("health", "200")).toBe(1);
  expect(requests("search", "200")).toBe(1);
  expect(requests("contact", "200")).toBe(2);
  expect(requests("contact", "429")).toBe(1);
  expect(value(text, "homecare_rate_limit_refusals_total", { group: "contact" })).toBe(1);
  expect(value(text, "homecare_staff_sign_in_failures_total")).toBe(1);
  expect(value(text, "homecare_inquiries_stored")).toBe(2);
  // Mail is off: both notifications wait, and the metrics say mail is off.
  expect(value(text, "homecare_mail_enabled")).toBe(0);
  expect(value(text, "homecare_mail_waiting")).toBe(2);
  expect(value(text, "homecare_mail_oldest_unsent_age_seconds")).toBeGreaterThan(0);
  expect(value(text, "homecare_backup_age_seconds")).toBe(Infinity);
});

test("retention deletions are counted", async () => {
  const dataDir = path.join(root, "retention");
  const store = await SubmissionStore.openFolder(dataDir);
  const old = (await store.save(validInquiry)).id;
  await store.inbox.update(old, 1, { status: "done" }, new Date(Date.now() - 91 * 86_400_000));
  await store.save(validInquiry);
  await store.close();
  const { app } = await listening("retention");
  const text = await app.metrics.registry.metrics();
  expect(value(text, "homecare_retention_deletions_total")).toBe(1);
  expect(value(text, "homecare_inquiries_stored")).toBe(1);
});

test("job applications: how many, how many past their 45-day date, and their mail waiting, with nothing of the applicant", async () => {
  const dataDir = path.join(root, "applications");
  const { applications, close } = await openApplications(dataDir);
  const interviewed = (await applications.save(validApplication)).id;
  await applications.addInterview(interviewed, "2026-01-05", "p1");
  await applications.save({ ...validApplication, email: "" });
  await close();
  const { app } = await listening("applications");
  const text = await app.metrics.registry.metrics();
  expect(value(text, "homecare_applications_stored")).toBe(2);
  expect(value(text, "homecare_applications_overdue")).toBe(1);
  // The team's notice for each, and one applicant's confirmation: mail is off, all three wait.
  expect(value(text, "homecare_mail_waiting")).toBe(3);
  for (const secret of [validApplication.name, validApplication.email, interviewed])
    expect(text).not.toContain(secret);
});

test("/metrics answers on its own port, on loopback by default, and nowhere on the site's", async () => {
  const { app, origin } = await listening("port");
  const config = readConfig({ METRICS_PORT: "9464" });
  expect(config.metrics).toEqual({ host: "127.0.0.1", port: 9464 });
  const metricsServer = await serveMetrics(app.metrics, { host: config.metrics!.host, port: 0 });
  onTestFinished(() => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
  const { address, port } = metricsServer.address() as AddressInfo;
  expect(address).toBe("127.0.0.1");

  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(await answer.text()).toMatch(/^homecare_inquiries_stored 0$/m);
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  expect((await fetch(`${origin}/metrics`)).status).toBe(404);
});

test("a job application's addresses are a group of their own, whatever the posting", async () => {
  for (const url of [
    "/careers/personal-support-worker/apply",
    "/fr/carrieres/registered-nurse/postuler",
    "/careers/personal-support-worker/applied",
  ])
    expect(routeGroup(url), url).toBe("apply");
  expect(routeGroup("/careers/personal-support-worker")).toBe("pages");
  expect(routeGroup("/careers/personal-support-worker/apply/x")).toBe("pages");
});
