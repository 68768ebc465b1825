/**
 * Time from publish to visible: a hiring member publishes a new posting through the staff API
 * (gate, session, policy, audit row and all), and the public asks for its page until it is
 * there. Nothing is rebuilt or restarted (decision 018): the next request after the publish
 * draws the page. Measured over HTTP on a real server of the build, on a fresh data folder, with
 * `GET /api/staff/me` and `GET /careers` (a drawn page already drawn) as references in the same
 * run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathTo, postingPath } from "../../content/navigation.ts";
import { entityTag } from "../../content/record-version.ts";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { invite } from "../../server/staff/people.ts";
import { openStaff } from "../../server/staff/open-staff.ts";
import { SoftAuthenticator } from "../../server/staff/test-support.ts";

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

export async function benchPublish(buildDir: string, port: number, runs = 20) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
  const origin = `http://localhost:${port}`;
  const app = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "error" }),
  );
  await app.listen({ port, host: "127.0.0.1" });
  try {
    // A hiring member, invited as an administrator would, signs up with a passkey.
    const { staff: people, close: closePeople } = await openStaff(dataDir);
    const { link } = await invite(
      people,
      { email: "hiring@example.org", name: "Hiring", teams: ["hiring"], admin: false },
      { origin, by: null, client: "bench" },
    );
    await closePeople();
    let cookie = "";
    const api = async (method: string, url: string, body?: unknown, version?: number) => {
      const response = await fetch(`${origin}/api/staff${url}`, {
        method,
        headers: {
          origin,
          cookie,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          // The version the change is made from, as the postings page sends it.
          ...(version === undefined ? {} : { "if-match": entityTag(version) }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      if (!response.ok)
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{
        options: Parameters<SoftAuthenticator["register"]>[0];
        posting: { id: string; slug: string; frenchSlug: string | null; version: number };
        postings: { draft: Record<string, unknown> & { title: { en: string } } }[];
      }>;
    };
    const token = link.split("#")[1]!;
    const device = new SoftAuthenticator(origin);
    const { options } = await api("POST", "/welcome/options", { token });
    await api("POST", "/welcome/verify", { token, response: device.register(options) });

    const page = (url: string) =>
      fetch(`${origin}${url}`).then(async (r) => ({ status: r.status, html: await r.text() }));
    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    // The seed's personal support posting's content, under a new title each time.
    const { postings } = await api("GET", "/postings");
    const model = postings.find((posting) => posting.draft.title.en === "Personal Support Worker")!;
    const visible: number[] = [];
    const publishCall: number[] = [];
    const me: number[] = [];
    const careers: number[] = [];
    let polls = 0;
    for (let run = 0; run < runs; run++) {
      const title = `Personal Support Worker ${run}`;
      const { posting } = await api("POST", "/postings", {
        ...model.draft,
        title: { en: title, fr: `Préposé aux services de soutien personnel ${run}` },
      });
      const start = performance.now();
      await api("POST", `/postings/${posting.id}/publish`, {}, posting.version);
      publishCall.push(performance.now() - start);
      for (;;) {
        polls++;
        const { status, html } = await page(postingPath(posting, "en"));
        if (status === 200 && html.includes(title)) break;
      }
      visible.push(performance.now() - start);
      // And on the Careers page's list, at the next request.
      const list = await page(pathTo("careers"));
      if (!list.html.includes(title))
        throw new Error(`${title} is not on /careers after publishing`);
      me.push(await time(() => api("GET", "/me")));
      careers.push(await time(() => page(pathTo("careers"))));
    }
    return {
      runs,
      pollsPerRun: polls / runs,
      visible: median(visible),
      publishCall: median(publishCall),
      me: median(me),
      careers: median(careers),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
