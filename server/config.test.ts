import path from "node:path";
import { describe, expect, test } from "vitest";
import { readConfig } from "./config.ts";

test("defaults serve on port 3000", () => {
  const config = readConfig({});
  expect(config.port).toBe(3000);
  expect(config.trustProxy).toBe(0);
});

test("PORT overrides the port", () => {
  expect(readConfig({ PORT: "8080" }).port).toBe(8080);
});

test("a wrong value stops the start with the variable named", () => {
  expect(() => readConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
});

test("TRUST_PROXY is a number of proxies; true is one, false none", () => {
  expect(readConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
  expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
  expect(() => readConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: a number of proxies/);
  expect(() => readConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
});

test("backups: off by default, to ./backups, keeping 7 daily and 5 weekly archives, unencrypted", () => {
  const { backup, metrics } = readConfig({});
  expect(backup).toEqual({
    dir: path.resolve("backups"),
    recipients: [],
    everyHours: undefined,
    keepDaily: 7,
    keepWeekly: 5,
  });
  expect(metrics).toBeUndefined();
});

test("BACKUP_RECIPIENT takes age public keys, and refuses anything else naming the variable", () => {
  const recipient = "age1uqghls85u730cm6xxjx2acfrrznzpklcgwfmpqrq7lnfj4pdepfq8rqpt7";
  expect(readConfig({ BACKUP_RECIPIENT: recipient }).backup.recipients).toEqual([recipient]);
  expect(readConfig({ BACKUP_RECIPIENT: `${recipient}, ${recipient}` }).backup.recipients).toEqual([
    recipient,
    recipient,
  ]);
  expect(() => readConfig({ BACKUP_RECIPIENT: "age1notakey" })).toThrow(
    /BACKUP_RECIPIENT: "age1notakey" is not an age public key/,
  );
  // A private key is refused without being repeated in the message (it would go to the logs).
  const secret = "AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ";
  let message = "";
  try {
    readConfig({ BACKUP_RECIPIENT: secret });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toMatch(/BACKUP_RECIPIENT: this is a private key: give its public key/);
  expect(message).not.toContain(secret);
});

test("the backup folder must be outside DATA_DIR, and the schedule and limits must be numbers", () => {
  expect(() => readConfig({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data/backups" })).toThrow(
    /BACKUP_DIR: must be outside DATA_DIR/,
  );
  expect(() => readConfig({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data" })).toThrow(
    /BACKUP_DIR/,
  );
  expect(readConfig({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data-backups" }).backup.dir).toBe(
    "/srv/data-backups",
  );
  expect(readConfig({ BACKUP_EVERY_HOURS: "6" }).backup.everyHours).toBe(6);
  expect(() =>
    readConfig({ BACKUP_EVERY_HOURS: "0", BACKUP_KEEP_DAILY: "0", BACKUP_KEEP_WEEKLY: "many" }),
  ).toThrow(/BACKUP_EVERY_HOURS[\s\S]*BACKUP_KEEP_DAILY[\s\S]*BACKUP_KEEP_WEEKLY/);
});

test("METRICS_PORT turns /metrics on, on loopback unless METRICS_HOST says otherwise", () => {
  expect(readConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ host: "127.0.0.1", port: 9464 });
  expect(readConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
    host: "10.0.0.5",
    port: 9464,
  });
  expect(() => readConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
  expect(() => readConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
});

test("DIGEST_AT: 07:30 by default, a 24-hour time in Toronto, or off; anything else names the variable", () => {
  expect(readConfig({}).digestAt).toBe("07:30");
  expect(readConfig({ DIGEST_AT: "06:05" }).digestAt).toBe("06:05");
  expect(readConfig({ DIGEST_AT: "off" }).digestAt).toBeUndefined();
  for (const wrong of ["7:30", "24:00", "07:60", "7 am", "07:30:00", ""])
    expect(() => readConfig({ DIGEST_AT: wrong }), wrong).toThrow(
      /DIGEST_AT: a time written HH:MM \(24-hour, Toronto\), or off/,
    );
});

describe("organisation sign-in (OIDC_*)", () => {
  const complete = {
    OIDC_ISSUER: "https://login.microsoftonline.com/11111111-2222-3333-4444-555555555555/v2.0",
    OIDC_CLIENT_ID: "app-id",
    OIDC_CLIENT_SECRET: "a-secret-of-some-length",
    OIDC_GROUPS:
      '{"grp-intake": ["intake"], "grp-care": "care", "grp-admins": ["admin", "intake"]}',
  };

  test("unset, there is none: the staff area signs in with passkeys only", () => {
    expect(readConfig({}).staff.organisation).toBeUndefined();
  });

  test("set, each group gives its teams and administrator; checks hourly by default", () => {
    expect(readConfig(complete).staff.organisation).toEqual({
      issuer: complete.OIDC_ISSUER,
      clientId: "app-id",
      clientSecret: "a-secret-of-some-length",
      groups: {
        "grp-intake": { teams: ["intake"], admin: false },
        "grp-care": { teams: ["care"], admin: false },
        "grp-admins": { teams: ["intake"], admin: true },
      },
      groupsClaim: "groups",
      scope: "openid profile email offline_access",
      checkMs: 3_600_000,
    });
  });

  test("all four or none: a missing one is named", () => {
    const partial: Record<string, string> = { ...complete };
    delete partial.OIDC_CLIENT_SECRET;
    expect(() => readConfig(partial)).toThrow(/OIDC_CLIENT_SECRET: is needed with/);
    expect(() => readConfig({ OIDC_ISSUER: complete.OIDC_ISSUER })).toThrow(/OIDC_GROUPS/);
  });

  test("refuses the multi-tenant endpoints, plain http off this machine, and checks over an hour apart", () => {
    for (const issuer of [
      "https://login.microsoftonline.com/common/v2.0",
      "https://login.microsoftonline.com/organizations/v2.0",
      "https://login.microsoftonline.com/{tenantid}/v2.0",
    ])
      expect(() => readConfig({ ...complete, OIDC_ISSUER: issuer })).toThrow(
        /OIDC_ISSUER: must be your organisation's own issuer/,
      );
    expect(() => readConfig({ ...complete, OIDC_ISSUER: "http://idp.example.org" })).toThrow(
      /OIDC_ISSUER: must be https/,
    );
    expect(
      readConfig({ ...complete, OIDC_ISSUER: "http://127.0.0.1:9000" }).staff.organisation,
    ).toBeDefined();
    expect(() => readConfig({ ...complete, OIDC_CHECK_MINUTES: "90" })).toThrow(
      /OIDC_CHECK_MINUTES/,
    );
  });

  test("a group that gives an unknown team, or a mapping that is not JSON, is refused by name", () => {
    expect(() => readConfig({ ...complete, OIDC_GROUPS: '{"g": ["intake", "kitchen"]}' })).toThrow(
      /OIDC_GROUPS: group "g" gives "kitchen": the teams are intake, care, specialized, hiring, or admin/,
    );
    expect(() => readConfig({ ...complete, OIDC_GROUPS: "grp-intake=intake" })).toThrow(
      /OIDC_GROUPS: a JSON object/,
    );
    expect(() => readConfig({ ...complete, OIDC_GROUPS: "{}" })).toThrow(/OIDC_GROUPS/);
    expect(() => readConfig({ ...complete, OIDC_GROUPS: '{"g": 3}' })).toThrow(/OIDC_GROUPS/);
  });
});

test("the data lives in SQLite in DATA_DIR by default; DATABASE_URL moves it to PostgreSQL, 10 connections at most", () => {
  expect(readConfig({}).database).toEqual({ dialect: "sqlite" });
  expect(readConfig({ DATABASE_URL: "postgres://site@localhost/homecare" }).database).toEqual({
    dialect: "postgres",
    url: "postgres://site@localhost/homecare",
    poolSize: 10,
  });
  expect(
    readConfig({ DATABASE_URL: "postgres://localhost/homecare", DATABASE_POOL_SIZE: "4" }).database,
  ).toMatchObject({ poolSize: 4 });
  expect(() => readConfig({ DATABASE_URL: "mysql://localhost/homecare" })).toThrow(
    /DATABASE_URL: must start with postgres:\/\//,
  );
});

test("off this machine, DATABASE_URL needs TLS that checks the server, unless the network is said to be trusted", () => {
  const remote = "postgres://site:secret@db.example.org/homecare";
  for (const url of [remote, `${remote}?sslmode=require`, `${remote}?sslmode=no-verify`])
    expect(() => readConfig({ DATABASE_URL: url })).toThrow(
      /DATABASE_URL: connects to db\.example\.org without TLS that checks the server's certificate: add \?sslmode=verify-full/,
    );
  expect(readConfig({ DATABASE_URL: `${remote}?sslmode=verify-full` }).database.dialect).toBe(
    "postgres",
  );
  expect(
    readConfig({ DATABASE_URL: remote, DATABASE_TRUSTED_NETWORK: "true" }).database.dialect,
  ).toBe("postgres");
  // This machine: loopback addresses and Unix sockets.
  for (const url of [
    "postgres://site@127.0.0.1:5433/homecare",
    "postgres://site@[::1]/homecare",
    "postgres://site@%2Fvar%2Frun%2Fpostgresql/homecare",
    "postgres:///homecare?host=/var/run/postgresql",
  ])
    expect(readConfig({ DATABASE_URL: url }).database.dialect).toBe("postgres");
});
