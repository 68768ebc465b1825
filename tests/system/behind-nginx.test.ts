/**
 * The site's server behind the real nginx with deploy/nginx.conf (decision 009). Whatever
 * X-Forwarded-For a visitor sends, the per-visitor limit counts the address nginx saw; the
 * answer knows it came over HTTPS; a visitor's X-Forwarded-Host changes nothing.
 * `npm run test:system` installs nginx with apt first when it is missing (as root, as in CI).
 */
import { mkdtemp } from "node:fs/promises";
import { request } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  localCertificate,
  proxyConfig,
  type Running,
  startNginx,
} from "../../scripts/bench/servers.ts";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { applicationBodyLimit } from "../../content/application-form.ts";
import { upload, validApplicationForm } from "../../server/careers/test-support.ts";
import { multipart, validFields } from "../../server/contact/test-support.ts";
import * as files from "../../server/uploads/test-files.ts";
import { makeTestSite } from "../../server/test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let tls: ReturnType<typeof localCertificate>;

beforeAll(async () => {
  site = await makeTestSite();
  tls = localCertificate();
});
afterAll(() => site.remove());

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(["1", "true"])("TRUST_PROXY=%s behind deploy/nginx.conf", (trustProxy) => {
  let server: Awaited<ReturnType<typeof buildServer>>;
  let proxy: Running;
  let httpsPort: number;

  beforeAll(async () => {
    server = await buildServer(
      readConfig({
        BUILD_DIR: site.buildDir,
        DATA_DIR: await mkdtemp(path.join(tmpdir(), "nginx-data-")),
        LOG_LEVEL: "silent",
        TRUST_PROXY: trustProxy,
        CONTACT_LIMIT_PER_CLIENT: "2",
      }),
    );
    await server.listen({ port: 0, host: "127.0.0.1" });
    const sitePort = (server.server.address() as AddressInfo).port;
    const ports = { http: await freePort(), https: await freePort() };
    httpsPort = ports.https;
    proxy = await startNginx(proxyConfig(sitePort, tls, ports), `http://127.0.0.1:${ports.http}`);
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.close();
  });

  /** One request through nginx over HTTPS, from `localAddress` (any 127.x is this machine). */
  function throughNginx(
    method: "GET" | "POST",
    url: string,
    headers: Record<string, string>,
    body?: Buffer,
    localAddress = "127.0.0.1",
  ): Promise<{ statusCode: number; headers: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: "localhost",
          ca: tls.certPem,
          localAddress,
          method,
          path: url,
          headers: { host: `localhost:${httpsPort}`, ...headers },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ statusCode: response.statusCode!, headers: response.headers }),
          );
        },
      )
        .on("error", reject)
        .end(body);
    });
  }

  async function post(headers: Record<string, string>, localAddress?: string) {
    const form = await multipart(validFields);
    return throughNginx(
      "POST",
      "/api/contact",
      { ...form.headers, ...headers },
      form.payload,
      localAddress,
    );
  }

  test("a visitor who writes its own X-Forwarded-For entries is still limited", async () => {
    for (const spoofed of ["198.51.100.1", "198.51.100.2"]) {
      expect((await post({ "x-forwarded-for": spoofed })).statusCode).toBe(200);
    }
    const limited = await post({ "x-forwarded-for": "198.51.100.3, 198.51.100.4" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another visitor, another address to nginx, is not held back by the first.
    expect((await post({}, "127.0.0.2")).statusCode).toBe(200);
  });

  test("the server knows the visit came over HTTPS and sends HSTS", async () => {
    for (const url of ["/", "/?from=mail", "/nope"]) {
      const answer = await throughNginx("GET", url, { "x-forwarded-proto": "http" });
      expect(answer.headers["strict-transport-security"], url).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  test("a job application with a 5 MB résumé passes nginx; a larger body gets the site's 413, not nginx's", async () => {
    const apply = async (size: number, localAddress: string) => {
      // A PDF's first bytes, then as many more as asked.
      const bytes = new Uint8Array(size).fill(0x20);
      bytes.set(files.pdf);
      const form = await multipart([...validApplicationForm, ["resume", upload(bytes, "cv.pdf")]]);
      return throughNginx(
        "POST",
        "/careers/personal-support-worker/apply",
        form.headers,
        form.payload,
        localAddress,
      );
    };
    const kept = await apply(5 * 1024 * 1024, "127.0.0.4");
    expect(kept.statusCode).toBe(303);
    expect(kept.headers.location).toMatch(/^\/careers\/personal-support-worker\/applied\?sent=/);
    const tooLarge = await apply(applicationBodyLimit, "127.0.0.4");
    expect(tooLarge.statusCode).toBe(413);
    // The server's own page (drawn by the test site's renderer), never nginx's.
    expect(tooLarge.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(tooLarge.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("a visitor's X-Forwarded-Host does not make another site's form look like ours", async () => {
    const answer = await post(
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      "127.0.0.3",
    );
    expect(answer.statusCode).toBe(403);
  });
});
