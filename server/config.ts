/**
 * The server's settings, from environment variables, checked once at start. A wrong value stops
 * the server with a message naming the variable, instead of failing later on a visitor's request.
 */
import path from "node:path";
import { Encrypter } from "age-encryption";
import { z } from "zod";
import { site } from "../content/site.ts";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The built site (react-router build, then scripts/postbuild.ts). */
  BUILD_DIR: z.string().min(1).default("build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * How many proxies in front add themselves to X-Forwarded-For (decision 009): the client is
   * the address that many entries from the right, and only those entries are believed, when the
   * nearest proxy connects from this machine or a private network. `true` is one, like
   * deploy/nginx.conf; `false` is none.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2})$/,
      "a number of proxies (1 behind deploy/nginx.conf), true (1) or false (0)",
    )
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  /** Where submissions are stored (a SQLite file, owner-only). */
  DATA_DIR: z.string().min(1).default("data"),
  /**
   * The PostgreSQL database every instance shares (postgres://user:password@host/name); unset,
   * the data lives in SQLite files in DATA_DIR (decision 029). Off this machine it must say
   * `sslmode=verify-full`, unless DATABASE_TRUSTED_NETWORK is true.
   */
  DATABASE_URL: z
    .url()
    .refine(
      (url) => /^postgres(ql)?:\/\//.test(url),
      "must start with postgres:// (or postgresql://)",
    )
    .optional(),
  /** Connections each instance keeps open to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * `true` when the network between the instances and PostgreSQL is private and trusted (a
   * private link), so a connection without TLS is allowed off this machine.
   */
  DATABASE_TRUSTED_NETWORK: z.enum(["true", "false"]).default("false"),
  /** The public origin forms must come from; unset, the request's own host is the site. */
  SITE_ORIGIN: z
    .url()
    .refine((url) => !url.endsWith("/"), "no trailing slash")
    .optional(),
  /** SMTP server for department notifications: smtp://user:pass@host:587 or smtps://…; unset, mail is off. */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), "must start with smtp:// or smtps://")
    .optional(),
  /** The From address of notifications. */
  MAIL_FROM: z.string().min(3).default("Website contact form <no-reply@example.org>"),
  /**
   * `true` puts the whole inquiry (message, phone, e-mail) in the department's e-mail, for a
   * provider without the staff inbox. By default the e-mail only says that an inquiry arrived and
   * links to it: health details stay out of e-mail (README, "Notifications").
   */
  NOTIFY_WITH_DETAILS: z.enum(["true", "false"]).default("false"),
  /** The address the notification links to (the staff inbox); defaults to the staff origin. */
  PUBLIC_URL: z
    .url()
    .refine((url) => !url.endsWith("/"), "no trailing slash")
    .optional(),
  /**
   * When the morning e-mail of counts goes out on working days, in Toronto time (24-hour HH:MM),
   * or `off`. It needs SMTP_URL.
   */
  DIGEST_AT: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, "a time written HH:MM (24-hour, Toronto), or off")
    .default("07:30"),
  /** Days a closed inquiry (Done or Spam) is kept before the server deletes it. */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(site.contactForm.retentionDays),
  /**
   * Days a job application not hired is kept after its last change, with its résumé; the Privacy
   * page states it (content/site.ts `careers.retentionDays`).
   */
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).default(site.careers.retentionDays),
  /**
   * The Unix socket of a ClamAV daemon (Debian's clamav-daemon: /run/clamav/clamd.ctl) that scans
   * each résumé; unset, résumés are kept and marked "not scanned" for staff.
   */
  CLAMD_SOCKET: z.string().min(1).optional(),
  /** Form submissions allowed per visitor address per minute, and in total per minute. */
  CONTACT_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(5),
  CONTACT_LIMIT_TOTAL: z.coerce.number().int().positive().default(60),
  /** Job applications allowed per visitor address per minute, and in total per minute. */
  APPLY_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(5),
  APPLY_LIMIT_TOTAL: z.coerce.number().int().positive().default(60),
  /** A host name of its own for the staff area (staff.example.org); unset, it lives under /staff. */
  STAFF_HOST: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
      "a host name, such as staff.example.org",
    )
    .optional(),
  /** A staff session ends after this many minutes without a request, and this many hours after sign-in. */
  STAFF_IDLE_MINUTES: z.coerce.number().positive().default(30),
  STAFF_SESSION_HOURS: z.coerce.number().positive().default(12),
  /** Sign-in attempts per minute from one address, and for one account. */
  STAFF_SIGN_IN_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(10),
  STAFF_SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** Where backups are written (server/backup/): a folder outside DATA_DIR, owner-only. */
  BACKUP_DIR: z.string().min(1).default("backups"),
  /**
   * The age public keys (`age1…`, several separated by commas) backups are encrypted to; the
   * private key stays off the server. Unset, backups are written unencrypted, and say so.
   */
  BACKUP_RECIPIENT: z
    .string()
    .refine((value) => !/AGE-SECRET-KEY/i.test(value), {
      message:
        "this is a private key: give its public key (age1…), and keep the private key off the server",
    })
    .transform((value, context) => {
      const keys = value.split(/[\s,]+/).filter(Boolean);
      for (const key of keys) {
        try {
          new Encrypter().addRecipient(key);
        } catch (error) {
          context.addIssue(`"${key}" is not an age public key (${(error as Error).message})`);
        }
      }
      if (keys.length === 0) context.addIssue("an age public key (age1…)");
      return keys;
    })
    .optional(),
  /** Hours between the server's own backups; unset, the server takes none. */
  BACKUP_EVERY_HOURS: z.coerce.number().positive().max(168).optional(),
  /** How many daily and weekly backups are kept; older ones are deleted. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(5),
  /** The port /metrics (Prometheus) answers on, on METRICS_HOST only; unset, there are none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * Sign-in with the organisation's account (OpenID Connect, decision 022): the provider's issuer
   * for this organisation alone (Entra ID: https://login.microsoftonline.com/<tenant id>/v2.0),
   * the app's client id and secret there, and which of the provider's groups (or app roles) give
   * which teams. All four set, or none: unset, the staff area signs in with passkeys only.
   */
  OIDC_ISSUER: z
    .url()
    .refine((value) => {
      const url = new URL(value);
      const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
      return url.protocol === "https:" || (url.protocol === "http:" && loopback);
    }, "must be https:// (http:// only on this machine, for tests)")
    .refine(
      (value) => !/\/(common|organizations|consumers)(\/|$)|\{tenant|%7Btenant/i.test(value),
      "must be your organisation's own issuer (with its tenant id), never a multi-tenant endpoint such as common: anyone with any Microsoft account could then sign in",
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z
    .string()
    .min(16, "the secret the provider made (16 characters or more)")
    .optional(),
  /**
   * A JSON object from each group (or app role) of the provider to what it gives here: a team
   * key, "admin", or a list of them: {"grp-intake": ["intake"], "grp-admins": "admin"}.
   */
  OIDC_GROUPS: z
    .string()
    .transform((value, context) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        context.addIssue(
          'a JSON object, such as {"grp-intake": ["intake"], "grp-admins": "admin"}',
        );
        return z.NEVER;
      }
      const grants = z
        .record(
          z.string().min(1),
          z.union([z.string(), z.array(z.string()).min(1)]).transform((given) => [given].flat()),
        )
        .safeParse(parsed);
      if (!grants.success || Object.keys(grants.data).length === 0) {
        context.addIssue(
          'a JSON object of groups, each giving a team key, "admin" or a list of them',
        );
        return z.NEVER;
      }
      const teamKeys = Object.keys(site.teams);
      const mapping: Record<string, GroupGrant> = {};
      for (const [group, given] of Object.entries(grants.data)) {
        const unknown = given.filter((item) => item !== "admin" && !teamKeys.includes(item));
        if (unknown.length > 0)
          context.addIssue(
            `group "${group}" gives "${unknown[0]}": the teams are ${teamKeys.join(", ")}, or admin`,
          );
        mapping[group] = {
          teams: given.filter((item) => item !== "admin"),
          admin: given.includes("admin"),
        };
      }
      return mapping;
    })
    .optional(),
  /** The ID token's claim that lists the groups: groups (Entra ID groups), roles (app roles). */
  OIDC_GROUPS_CLAIM: z
    .string()
    .regex(/^[\w:./-]{1,100}$/, "a claim name, such as groups or roles")
    .default("groups"),
  /** The scopes asked for; offline_access brings the refresh token of the hourly check. */
  OIDC_SCOPES: z
    .string()
    .refine((value) => value.split(" ").includes("openid"), "must include openid")
    .default("openid profile email offline_access"),
  /** Minutes between the checks of a session with the provider: 60 at most. */
  OIDC_CHECK_MINUTES: z.coerce.number().positive().max(60).default(60),
});

/** Where the data lives (decision 029). */
export type DatabaseConfig =
  | { dialect: "sqlite" }
  | {
      dialect: "postgres";
      /** The connection string, password included: never logged. */
      url: string;
      /** Connections kept open at most, per instance. */
      poolSize: number;
    };

/** What one of the provider's groups gives here. */
export interface GroupGrant {
  /** Team keys (content/site.ts `teams`). */
  teams: string[];
  /** Whether it makes its members administrators. */
  admin: boolean;
}

/** Sign-in with the organisation's account (server/staff/organisation.ts). */
export interface OrganisationConfig {
  /** The issuer, exactly as the provider states it (checked against its discovery document). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Each group (or app role) of the provider, and what it gives here. */
  groups: Record<string, GroupGrant>;
  /** The ID token's claim holding the groups. */
  groupsClaim: string;
  /** The scopes of the authorization request. */
  scope: string;
  /** How long a session goes between checks with the provider. */
  checkMs: number;
}

const organisationVariables = [
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_GROUPS",
] as const;

export type ServerConfig = {
  port: number;
  host: string;
  buildDir: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  /** Proxies in front whose X-Forwarded-For and X-Forwarded-Proto entries are believed; 0 for none. */
  trustProxy: number;
  dataDir: string;
  /** Where the data lives: SQLite files in `dataDir`, or one PostgreSQL database (server/db/). */
  database: DatabaseConfig;
  siteOrigin?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Whether the department's e-mail carries the inquiry's words, or only a link to it. */
  notifyWithDetails: boolean;
  /** Where the notification's link to the inbox starts (https://staff.example.org). */
  inboxOrigin: string;
  /** When the morning e-mail goes out (HH:MM, Toronto time), or undefined for never. */
  digestAt?: string;
  /** Days a closed inquiry is kept before the server deletes it. */
  retentionDays: number;
  /** Days an application not hired is kept after its last change. */
  applicationRetentionDays: number;
  /** The ClamAV daemon's socket, when résumés are scanned. */
  clamdSocket?: string;
  contactLimitPerClient: number;
  contactLimitTotal: number;
  applyLimitPerClient: number;
  applyLimitTotal: number;
  staff: {
    /** The staff area's address (https://staff.example.org, http://localhost:3000 locally): passkeys are bound to its host name. */
    origin: string;
    /** When set, the staff area answers on this host name only. */
    host?: string;
    /** A session ends after this long without a request… */
    idleMs: number;
    /** …and this long after sign-in, whatever happens. */
    absoluteMs: number;
    /** Sign-in attempts allowed per minute from one address, and for one account. */
    signInPerClient: number;
    signInPerAccount: number;
    /** Sign-in with the organisation's account, when configured. */
    organisation?: OrganisationConfig;
  };
  backup: {
    /** Where archives are written. */
    dir: string;
    /** The age public keys archives are encrypted to; none: unencrypted. */
    recipients: string[];
    /** Hours between the server's own backups, when it takes them. */
    everyHours?: number;
    /** Daily and weekly archives kept; the rest are deleted after each backup. */
    keepDaily: number;
    keepWeekly: number;
  };
  /** Where /metrics answers, when METRICS_PORT is set. */
  metrics?: { host: string; port: number };
};

/**
 * Where the staff area is: its own host over HTTPS when STAFF_HOST is set, else the site's public
 * origin, else this machine (browsers allow passkeys on http://localhost, never on a bare IP).
 */
function staffOrigin(values: z.infer<typeof schema>): string {
  if (values.STAFF_HOST) return `https://${values.STAFF_HOST}`;
  return values.SITE_ORIGIN ?? `http://localhost:${values.PORT}`;
}

/** Whether `inner` is `outer` or a folder inside it. */
function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** Whether a database host is this machine: a loopback address, or a Unix socket's folder. */
function isLocalHost(host: string): boolean {
  return (
    host === "" ||
    host.startsWith("/") ||
    host === "localhost" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "::1" ||
    host === "[::1]"
  );
}

/**
 * Why a connection to PostgreSQL would cross the network unprotected, or undefined when it does
 * not: on this machine, or with TLS that checks the server's certificate and name. Only
 * `sslmode=verify-full` means that in libpq and in every version of node-postgres (pg 8 reads
 * `require` as it, pg 9 will not). https://www.postgresql.org/docs/current/libpq-ssl.html
 */
function unprotectedConnection(url: string): string | undefined {
  const parsed = new URL(url);
  const host = parsed.searchParams.get("host") ?? decodeURIComponent(parsed.hostname);
  if (isLocalHost(host)) return undefined;
  if (parsed.searchParams.get("sslmode") === "verify-full") return undefined;
  return (
    `connects to ${host} without TLS that checks the server's certificate: add ` +
    "?sslmode=verify-full (and sslrootcert=<the server's CA file> when its certificate is not " +
    "from a public authority), or set DATABASE_TRUSTED_NETWORK=true if the network to it is " +
    "private and trusted"
  );
}

// Rules between variables, each reported under the variable to change.
const checkedSchema = schema.superRefine((values, context) => {
  if (isWithin(path.resolve(values.BACKUP_DIR), path.resolve(values.DATA_DIR)))
    context.addIssue({
      code: "custom",
      path: ["BACKUP_DIR"],
      message: "must be outside DATA_DIR: a backup in the folder it copies is lost with it",
    });
  const given = organisationVariables.filter((name) => values[name] !== undefined);
  if (given.length > 0)
    for (const name of organisationVariables)
      if (values[name] === undefined)
        context.addIssue({
          code: "custom",
          path: [name],
          message: `is needed with ${given.join(", ")}: organisation sign-in takes all four`,
        });
  if (values.DATABASE_URL && values.DATABASE_TRUSTED_NETWORK !== "true") {
    const problem = unprotectedConnection(values.DATABASE_URL);
    if (problem) context.addIssue({ code: "custom", path: ["DATABASE_URL"], message: problem });
  }
  if (values.METRICS_PORT === values.PORT)
    context.addIssue({
      code: "custom",
      path: ["METRICS_PORT"],
      message: "must differ from PORT: the metrics are not for the public",
    });
});

/** Reads the settings, or throws one error listing every variable that is wrong. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = checkedSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join("\n")}`);
  }
  const values = result.data;
  return {
    port: values.PORT,
    host: values.HOST,
    buildDir: path.resolve(values.BUILD_DIR),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    dataDir: path.resolve(values.DATA_DIR),
    database: values.DATABASE_URL
      ? { dialect: "postgres", url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE }
      : { dialect: "sqlite" },
    siteOrigin: values.SITE_ORIGIN,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    notifyWithDetails: values.NOTIFY_WITH_DETAILS === "true",
    inboxOrigin: values.PUBLIC_URL ?? staffOrigin(values),
    digestAt: values.DIGEST_AT === "off" ? undefined : values.DIGEST_AT,
    retentionDays: values.RETENTION_DAYS,
    applicationRetentionDays: values.APPLICATION_RETENTION_DAYS,
    clamdSocket: values.CLAMD_SOCKET,
    contactLimitPerClient: values.CONTACT_LIMIT_PER_CLIENT,
    contactLimitTotal: values.CONTACT_LIMIT_TOTAL,
    applyLimitPerClient: values.APPLY_LIMIT_PER_CLIENT,
    applyLimitTotal: values.APPLY_LIMIT_TOTAL,
    staff: {
      origin: staffOrigin(values),
      host: values.STAFF_HOST,
      idleMs: values.STAFF_IDLE_MINUTES * 60_000,
      absoluteMs: values.STAFF_SESSION_HOURS * 3_600_000,
      signInPerClient: values.STAFF_SIGN_IN_LIMIT_PER_CLIENT,
      signInPerAccount: values.STAFF_SIGN_IN_LIMIT_PER_ACCOUNT,
      organisation:
        values.OIDC_ISSUER &&
        values.OIDC_CLIENT_ID &&
        values.OIDC_CLIENT_SECRET &&
        values.OIDC_GROUPS
          ? {
              issuer: values.OIDC_ISSUER,
              clientId: values.OIDC_CLIENT_ID,
              clientSecret: values.OIDC_CLIENT_SECRET,
              groups: values.OIDC_GROUPS,
              groupsClaim: values.OIDC_GROUPS_CLAIM,
              scope: values.OIDC_SCOPES,
              checkMs: values.OIDC_CHECK_MINUTES * 60_000,
            }
          : undefined,
    },
    backup: {
      dir: path.resolve(values.BACKUP_DIR),
      recipients: values.BACKUP_RECIPIENT ?? [],
      everyHours: values.BACKUP_EVERY_HOURS,
      keepDaily: values.BACKUP_KEEP_DAILY,
      keepWeekly: values.BACKUP_KEEP_WEEKLY,
    },
    metrics: values.METRICS_PORT
      ? { host: values.METRICS_HOST, port: values.METRICS_PORT }
      : undefined,
  };
}

/** The settings, or the process ends with the message naming each wrong variable (exit 1). */
export function readConfigOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
