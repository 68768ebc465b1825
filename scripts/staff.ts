/**
 * `npm run staff`: manage the staff area from the server's command line.
 *
 *   npm run staff -- invite ana@example.org --name "Ana Silva" --team intake [--team care] [--admin]
 *   npm run staff -- list
 *   npm run staff -- revoke ana@example.org
 *   npm run staff -- teams
 *   npm run staff -- audit verify
 *
 * Reads DATA_DIR (or DATABASE_URL) and the staff settings like the server (server/config.ts).
 * Safe while the server runs. Every change is written to the audit trail as done from the command line.
 */
import { recipients } from "../content/inquiry-form.ts";
import { parseArgs } from "node:util";
import { site } from "../content/site.ts";
import { readConfigOrExit } from "../server/config.ts";
import { openDatabases } from "../server/db/database.ts";
import { checkChainOf } from "../server/staff/audit-chain.ts";
import { invite, PeopleError, revoke } from "../server/staff/people.ts";
import { StaffStore } from "../server/staff/store.ts";

const usage = `Usage:
  npm run staff -- invite EMAIL --name "NAME" --team TEAM [--team TEAM] [--admin]
  npm run staff -- list
  npm run staff -- revoke EMAIL
  npm run staff -- teams
  npm run staff -- audit verify`;

/** Wrong use: say what is wrong and how to use it, and exit 2. */
function usageError(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      team: { type: "string", multiple: true, default: [] },
      admin: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
} catch (error) {
  usageError((error as Error).message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const [command, argument, ...rest] = positionals;
const commands: Record<string, number> = { invite: 1, list: 0, revoke: 1, teams: 0, audit: 1 };
if (!command || !(command in commands))
  usageError(command ? `Unknown command "${command}".` : "Say what to do.");
if ((argument === undefined ? 0 : 1) + rest.length !== commands[command])
  usageError(`"${command}" takes ${commands[command] === 1 ? "one argument" : "no argument"}.`);

const config = readConfigOrExit();
const databases = openDatabases(config.database, config.dataDir);
const store = await StaffStore.open(databases);
const cli = { by: null, client: "command line" };

try {
  switch (command) {
    case "invite": {
      if (values.team.length === 0)
        usageError("Give at least one --team (see `npm run staff -- teams`).");
      const { person, link } = await invite(
        store,
        { email: argument!, name: values.name, teams: values.team, admin: values.admin },
        { ...cli, origin: config.staff.origin },
      );
      console.log(
        `Invited ${person.name} <${person.email}> (${person.teams.join(", ")}${person.admin ? ", administrator" : ""}).`,
      );
      console.log(`Send them this link; it works once, for 24 hours:\n\n  ${link}\n`);
      break;
    }
    case "list":
      for (const person of await store.people()) {
        const passkeys = (await store.passkeysOf(person.id)).length;
        console.log(
          [
            person.email.padEnd(32),
            person.name.padEnd(24),
            person.teams.join(",").padEnd(24),
            person.admin ? "admin" : "     ",
            person.revokedAt ? "revoked" : `${passkeys} passkey${passkeys === 1 ? "" : "s"}`,
          ].join(" "),
        );
      }
      break;
    case "revoke": {
      const person = await store.personByEmail(argument!);
      if (!person) usageError(`No one with the e-mail ${argument}.`);
      await revoke(store, person.id, cli);
      console.log(`${person.name}'s access ended; their sessions are over.`);
      break;
    }
    case "teams":
      for (const [key, name] of Object.entries(site.teams)) {
        const choices = recipients.filter((recipient) => recipient.team === key);
        console.log(
          `${key.padEnd(14)} ${name}: ${choices.map((recipient) => recipient.label).join("; ")}`,
        );
      }
      break;
    case "audit": {
      if (argument !== "verify")
        usageError(`Unknown audit command "${argument}"; did you mean "audit verify"?`);
      const result = await checkChainOf(store.auditChain());
      if (result.ok) {
        console.log(
          `The audit trail is whole: ${result.rows} row${result.rows === 1 ? "" : "s"}, head ${result.head}.`,
        );
      } else {
        console.error(`The audit trail is broken at row ${result.brokenAt}: ${result.reason}.`);
        process.exitCode = 1;
      }
      break;
    }
  }
} catch (error) {
  if (!(error instanceof PeopleError)) throw error;
  usageError(`Not done: ${error.message}.`);
} finally {
  await databases.close();
}
