/**
 * Inviting and managing staff: the rules the command line (`npm run staff`) and the People page
 * share, so both behave the same and both are audited the same.
 */
import { staffPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { newSecret, type Person, type StaffStore } from "./store.ts";

/** How long an invitation link works. */
export const inviteLifetimeMs = 24 * 60 * 60 * 1000;

/** The teams configured in content/site.ts. */
export const teamKeys = Object.keys(site.teams);

/** A rule about people was broken; the message says which, for the person who asked. */
export class PeopleError extends Error {
  override name = "PeopleError";
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invites a person, or sends a new link to one already invited (a lost device) or revoked (access
 * restored). Returns the link, which is shown once: only its hash is stored. Its token comes after
 * the #, which browsers never send to a server, so it stays out of logs and proxies.
 */
export async function invite(
  store: StaffStore,
  request: { email: string; name?: string; teams: string[]; admin: boolean },
  context: { origin: string; by: string | null; client: string },
): Promise<{ person: Person; link: string }> {
  const email = request.email.trim().toLowerCase();
  if (!emailPattern.test(email))
    throw new PeopleError(`"${request.email}" is not an e-mail address`);
  checkTeams(request.teams);
  let person = await store.personByEmail(email);
  if (!person) {
    const name = request.name?.trim();
    if (!name) throw new PeopleError("a new person needs a name");
    person = await store.addPerson({ email, name, teams: request.teams, admin: request.admin });
  } else if (person.revokedAt) {
    await store.restore(person.id);
  }
  const token = newSecret();
  await store.addInvite(person.id, token, new Date(Date.now() + inviteLifetimeMs));
  await store.audit({
    personId: context.by,
    action: "invite",
    client: context.client,
    detail: { person: person.id },
  });
  return {
    person: (await store.personById(person.id))!,
    link: `${context.origin}${staffPath("welcome")}#${token}`,
  };
}

/** Throws unless every team is a configured one. */
export function checkTeams(teams: readonly string[]): void {
  const unknown = teams.filter((team) => !teamKeys.includes(team));
  if (unknown.length > 0)
    throw new PeopleError(`no team "${unknown[0]}": the teams are ${teamKeys.join(", ")}`);
}

/** Changes a person's teams and role; the last administrator keeps the role. */
export async function changeTeams(
  store: StaffStore,
  personId: string,
  change: { teams: string[]; admin: boolean },
  context: { by: string | null; client: string },
): Promise<Person> {
  checkTeams(change.teams);
  const person = await store.personById(personId);
  if (!person) throw new PeopleError("no such person");
  if (person.admin && !change.admin && (await isLastAdmin(store, person)))
    throw new PeopleError(
      "the last administrator cannot stop being one: make someone else an administrator first",
    );
  await store.setTeams(person.id, change.teams, change.admin);
  await store.audit({
    personId: context.by,
    action: "teams changed",
    client: context.client,
    detail: { person: person.id, teams: change.teams.join(" "), admin: change.admin },
  });
  return (await store.personById(person.id))!;
}

/** Ends a person's access at once: their sessions end, their links stop working. */
export async function revoke(
  store: StaffStore,
  personId: string,
  context: { by: string | null; client: string },
): Promise<Person> {
  const person = await store.personById(personId);
  if (!person) throw new PeopleError("no such person");
  if (person.admin && (await isLastAdmin(store, person)))
    throw new PeopleError(
      "the last administrator cannot be removed: make someone else an administrator first",
    );
  await store.revoke(person.id);
  await store.audit({
    personId: context.by,
    action: "revoke",
    client: context.client,
    detail: { person: person.id },
  });
  return (await store.personById(person.id))!;
}

async function isLastAdmin(store: StaffStore, person: Person): Promise<boolean> {
  return (await store.activeAdmins()).every((admin) => admin.id === person.id);
}
