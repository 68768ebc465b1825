/**
 * The servers the bench measures: the site's own (server/main.ts) and nginx, which serves the
 * same build for comparison and stands in as the TLS proxy of deploy/nginx.conf. The system
 * tests (tests/system/) run the site behind that proxy too.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { installWithApt } from "../apt-install.ts";

// Whatever happens to the bench, no server outlives it.
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

export interface Running {
  origin: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, what: string, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (process.exitCode !== null) throw new Error(`${what} exited with ${process.exitCode}`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${what} did not answer at ${url}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/** The site's server on 127.0.0.1:`port`, with a throwaway data folder. */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  await waitFor(`${origin}/healthz`, "The site's server", child);
  return { origin, stop };
}

/** A self-signed certificate for localhost, in a throwaway folder: its files and its PEM text. */
export function localCertificate(): { cert: string; key: string; certPem: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tls-"));
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key, certPem: readFileSync(cert, "utf8") };
}

/**
 * deploy/nginx.conf, pointed at this run's server and certificate, for localhost. With `ports`,
 * it listens on those ports of 127.0.0.1 instead of 80 and 443, so it needs no root for them
 * and disturbs nothing else on the machine.
 */
export function proxyConfig(
  sitePort: number | readonly number[],
  tls: { cert: string; key: string },
  ports?: { http: number; https: number },
): string {
  let config = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");
  const replace = (from: RegExp, to: string) => {
    if (!from.test(config)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    config = config.replace(from, to);
  };
  const sitePorts = typeof sitePort === "number" ? [sitePort] : sitePort;
  if (sitePorts.length === 1)
    replace(/server 127\.0\.0\.1:3000( [^;]*)?;/, `server 127.0.0.1:${sitePorts[0]}$1;`);
  else {
    // Several instances: deploy/upstream-two-instances.conf's upstream block, with their ports.
    const two = readFileSync(
      new URL("../../deploy/upstream-two-instances.conf", import.meta.url),
      "utf8",
    );
    const upstream = /^upstream grandcare_site \{[^}]*\}/m;
    const block = upstream.exec(two)?.[0];
    const line = block && /^\s*server [^;]+;$/m.exec(block)?.[0];
    if (!line) throw new Error("deploy/upstream-two-instances.conf has no upstream server");
    const servers = sitePorts.map((port) =>
      line.replace(/server [^ ;]+/, `server 127.0.0.1:${port}`),
    );
    replace(upstream, block.replace(/(^\s*server [^;]+;\n)+/m, `${servers.join("\n")}\n`));
  }
  replace(/server_name [^;]+;/g, "server_name localhost;");
  replace(/ssl_certificate [^;]+;/, `ssl_certificate ${tls.cert};`);
  replace(/ssl_certificate_key [^;]+;/, `ssl_certificate_key ${tls.key};`);
  if (ports) {
    replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`);
    replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
    replace(/\n\s*listen \[::\]:80;/, "");
    replace(/\n\s*listen \[::\]:443 ssl http2;/, "");
  }
  return config;
}

const nginxPath = "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** nginx's path, installing it (with the brotli_static module) through apt when missing. */
export function ensureNginx(): string | undefined {
  if (existsSync(nginxPath) && existsSync(brotliModule)) return nginxPath;
  installWithApt(["nginx-light", "libnginx-mod-http-brotli-static"]);
  return existsSync(nginxPath) && existsSync(brotliModule) ? nginxPath : undefined;
}

/**
 * nginx in the foreground with one worker, running `http` (the body of an http { } block) from
 * a throwaway prefix folder; ready once `origin` answers.
 */
export async function startNginx(http: string, origin: string): Promise<Running> {
  const prefix = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // Run as root, nginx's workers are another user: they must pass through the folder to the
  // temporary files of request bodies larger than its buffer (a résumé), which nginx makes theirs.
  chmodSync(prefix, 0o711);
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(
    config,
    `load_module ${brotliModule};
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  map_hash_bucket_size 256;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}
}
`,
  );
  const check = spawnSync(nginxPath, [
    "-t",
    "-q",
    "-p",
    prefix,
    "-e",
    `${prefix}/error.log`,
    "-c",
    config,
  ]);
  if (check.status !== 0) throw new Error(`nginx rejected its configuration:\n${check.stderr}`);
  const child = spawn(nginxPath, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", config], {
    stdio: "inherit",
  });
  const stop = stopper(child);
  try {
    await waitFor(origin, "nginx", child);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${readFileSync(`${prefix}/error.log`, "utf8")}`);
  }
  return { origin, stop };
}
