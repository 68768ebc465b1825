/**
 * Replies by e-mail from a record (issue 38): written on an inquiry or an application, kept on
 * it, and sent by the outbox (server/contact/replies.ts), in the person's language, with the
 * team's mailbox as Reply-To. Saved replies per team, which administrators edit.
 *
 * A reply is an addition, like a note (decision 028, "merged"): it goes through from an older
 * version of the record, except when someone replied since that version, so that a family is
 * not answered twice by two people at once; the 409 carries the replies as they are now, and the
 * page keeps what the person typed.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { entityTag } from "../../content/record-version.ts";
import { replyLimits, replySubjects, savedReplyLimits } from "../../content/saved-replies.ts";
import { site } from "../../content/site.ts";
import { type AuditAction, staffText } from "../../content/staff-ui.ts";
import type { Locale } from "../../content/locale.ts";
import { departmentFor } from "../contact/outbox.ts";
import type { Replies } from "../contact/replies.ts";
import type { Application } from "../careers/applications.ts";
import { everyTeam } from "../contact/inbox.ts";
import { clientOf, noBody, noQuery, type StaffContext, type StaffRoute } from "./route-kit.ts";
import type { SavedReply, SavedReplyEdit, SavedReplyResult } from "./store.ts";

const text = staffText.api;

/** No line break or other control character: nothing here may end a mail header early. */
const oneLine = /^[^\p{Cc}]*$/u;

/** A reply: its words, its subject, and the saved reply it started from, if any. */
export const replyBody = z.strictObject({
  subject: z.string().max(replyLimits.subject * 2),
  body: z.string().max(replyLimits.body * 2),
  savedReply: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, "a saved reply's key")
    .nullable()
    .optional(),
});

/** Words of a mail's body: line breaks and tabs, but no other control character. */
const mailText = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/** A saved reply's name in one language: one line, something written, not too long. */
const savedTitle = z
  .string()
  .trim()
  .min(1)
  .max(savedReplyLimits.title)
  .refine((title) => oneLine.test(title), { params: { reason: "one-line" } });

/** A saved reply's words in one language. */
const savedWords = z
  .string()
  .trim()
  .min(1)
  .max(replyLimits.body)
  .refine((words) => mailText.test(words), { params: { reason: "control" } });

/** A saved reply's name and words, in both languages. */
const savedReplyText = {
  title: z.strictObject({ en: savedTitle, fr: savedTitle }),
  body: z.strictObject({ en: savedWords, fr: savedWords }),
};

/** The version a change to a saved reply was made from (decision 028). */
const savedReplyVersion = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An administrator's edit of a saved reply, made from the version they saw. */
const savedReplyEdit = z.strictObject({ ...savedReplyText, version: savedReplyVersion });

/** An administrator's new saved reply. */
const savedReplyNew = z.strictObject(savedReplyText);

/** Removing a saved reply, from the version the administrator saw. */
const savedReplyRemoval = z.strictObject({ version: savedReplyVersion });

/** A saved reply's address: a team that exists, and a key as the store makes them. */
const savedReplyParams = z.strictObject({
  team: z.enum(everyTeam as [string, ...string[]]),
  key: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});

const replyParams = z.object({ reply: z.coerce.number().int().positive() });

/** The record a reply goes from: to whom, answered to which mailbox, in which language. */
export interface Addressee {
  id: string;
  email: string;
  language: Locale;
  team: string;
  replyTo: string;
  subject: string;
}

/**
 * An applicant as a reply's addressee: their address and language, answered to the careers
 * mailbox, under the subject naming the posting (the bulk Not selected writes to them too).
 */
export function applicantAddressee(
  application: Pick<Application, "id" | "email" | "language" | "postingTitle">,
): Addressee {
  return {
    id: application.id,
    email: application.email,
    language: application.language,
    team: "hiring",
    replyTo: site.emails.careers,
    subject: replySubjects.application[application.language](application.postingTitle),
  };
}

/** Whether `address` can head a mail: no line break or other control character in it. */
export const mailHeaderSafe = (address: string) => address !== "" && oneLine.test(address);

export function replyRoutes(context: StaffContext): StaffRoute[] {
  const { store, inbox, applications } = context;
  const me = (request: FastifyRequest) => request.staff.person!;
  const names = async () =>
    new Map((await store.people()).map((person) => [person.id, person.name]));

  /** The replies of a record, with their authors by name, and what the form needs. */
  async function view(replies: Replies, to: Addressee, version: number) {
    const byId = await names();
    return {
      version,
      to: to.email,
      replyTo: to.replyTo,
      language: to.language,
      subject: to.subject,
      limits: replyLimits,
      savedReplies: (await store.savedReplies(to.team)).map((saved) => ({
        key: saved.key,
        title: saved.title.en,
        body: saved.body[to.language],
        delayDays: saved.delayDays,
      })),
      replies: (await replies.of(to.id)).map((reply) => ({
        id: reply.id,
        at: reply.at,
        subject: reply.subject,
        body: reply.body,
        language: reply.language,
        savedReply: reply.savedReply,
        sendAfter: reply.sendAfter,
        sentAt: reply.sentAt,
        cancelledAt: reply.cancelledAt,
        author: byId.get(reply.personId) ?? null,
      })),
    };
  }

  /** The words of a reply checked, or the words saying why it cannot go. */
  async function checked(body: z.infer<typeof replyBody>, to: Addressee) {
    const words = body.body.trim();
    const subject = body.subject.trim() || to.subject;
    if (!words) return text.replyEmpty;
    if (words.length > replyLimits.body) return text.replyTooLong(replyLimits.body);
    // Checked as sent, before trimming: a line break anywhere is refused, not tidied away.
    if (!oneLine.test(body.subject) || subject.length > replyLimits.subject) return text.oneLine;
    if (!mailHeaderSafe(to.email)) return text.noEmail;
    const saved = body.savedReply
      ? (await store.savedReplies(to.team)).find((each) => each.key === body.savedReply)
      : undefined;
    if (body.savedReply && !saved) return text.noSuchSavedReply;
    return { words, subject, saved };
  }

  /** The routes of one kind of record: its replies, a reply, a cancellation. */
  function routesOf(kind: {
    base: "/inquiries" | "/applications";
    replies: Replies;
    /** The record's addressee, or undefined when there is none (the answer is then 404). */
    find: (request: FastifyRequest) => Addressee | undefined | Promise<Addressee | undefined>;
    versionOf: (id: string) => number | Promise<number>;
    rule: Pick<StaffRoute["rule"], "access" | "inquiry">;
    of: "inquiry" | "application";
    audit: (
      request: FastifyRequest,
      action: AuditAction,
      id: string,
      detail: object,
    ) => Promise<void>;
  }): StaffRoute[] {
    const missing = (reply: FastifyReply) => reply.code(404).send({ error: text.notFound });
    return [
      {
        method: "GET",
        url: `${kind.base}/:id/replies`,
        // Every access is audited (the guide): the row names the record, never a word of a reply.
        rule: { ...kind.rule, audit: { byHandler: true } },
        shape: { query: noQuery, body: noBody },
        async handler(request, reply) {
          const to = await kind.find(request);
          if (!to) return missing(reply);
          await kind.audit(request, "replies read", to.id, {});
          return view(kind.replies, to, await kind.versionOf(to.id));
        },
      },
      {
        method: "POST",
        url: `${kind.base}/:id/replies`,
        rule: {
          ...kind.rule,
          version: { of: kind.of, stale: "merged" },
          audit: { byHandler: true },
        },
        shape: { query: noQuery, body: replyBody },
        async handler(request, reply) {
          const to = await kind.find(request);
          if (!to) return missing(reply);
          const outcome = await checked(request.body as z.infer<typeof replyBody>, to);
          if (typeof outcome === "string") return reply.code(422).send({ error: outcome });
          const version = request.staff.ifMatch!;
          const result = await kind.replies.queue(
            to.id,
            me(request).id,
            {
              to: to.email,
              replyTo: to.replyTo,
              subject: outcome.subject,
              body: outcome.words,
              language: to.language,
              savedReply: outcome.saved?.key ?? null,
              delayDays: outcome.saved?.delayDays ?? 0,
            },
            version,
          );
          if (result.outcome === "missing") return missing(reply);
          if (result.outcome === "conflict") {
            await kind.audit(request, "reply refused", to.id, { version });
            const answer = {
              error: text.repliedMeanwhile,
              ...(await view(kind.replies, to, result.version)),
            };
            return reply.code(409).header("etag", entityTag(result.version)).send(answer);
          }
          // Who sent what and when; the words stay with the record, never in the trail.
          await kind.audit(request, "reply sent", to.id, {
            reply: result.reply.id,
            language: to.language,
            delayDays: outcome.saved?.delayDays ?? 0,
            savedReply: outcome.saved?.key ?? null,
            version,
          });
          // Sent at once when it is due now, rather than at the outbox's next look.
          void context.outbox?.kick();
          const now = await kind.versionOf(to.id);
          reply.header("etag", entityTag(now));
          return view(kind.replies, to, now);
        },
      },
      {
        method: "POST",
        url: `${kind.base}/:id/replies/:reply/cancel`,
        rule: {
          ...kind.rule,
          version: { of: kind.of, stale: "merged" },
          audit: { byHandler: true },
        },
        shape: { query: noQuery, body: noBody },
        async handler(request, reply) {
          const to = await kind.find(request);
          const params = replyParams.safeParse(request.params);
          if (!to || !params.success) return missing(reply);
          if (!(await kind.replies.cancel(to.id, params.data.reply)))
            return reply.code(409).send({ error: text.notCancellable });
          await kind.audit(request, "reply cancelled", to.id, { reply: params.data.reply });
          return view(kind.replies, to, await kind.versionOf(to.id));
        },
      },
    ];
  }

  /** A saved reply with who changed it last by name, never their id. */
  function named(saved: SavedReply, byId: Map<string, string>) {
    return { ...saved, changedBy: saved.changedBy ? (byId.get(saved.changedBy) ?? null) : null };
  }

  /** Every team's saved replies, with who changed each last, by name. */
  async function savedRepliesView() {
    const byId = await names();
    return {
      teams: await Promise.all(
        everyTeam.map(async (team) => ({
          team,
          name: site.teams[team as keyof typeof site.teams],
          replies: (await store.savedReplies(team)).map((saved) => named(saved, byId)),
        })),
      ),
      limits: { title: savedReplyLimits.title, body: replyLimits.body },
    };
  }

  /** The audit row of a change to a saved reply: which one, never its words. */
  async function savedReplyAudit(
    request: FastifyRequest,
    action: AuditAction,
    saved: { team: string; key: string },
    detail: Record<string, number> = {},
  ) {
    await store.audit({
      personId: me(request).id,
      action,
      client: clientOf(request),
      detail: { team: saved.team, key: saved.key, ...detail },
    });
  }

  /**
   * The answer to a change of a saved reply: done, with every team's; gone (404); or refused
   * because an administrator changed it since (409, decision 028), with it as it is now, who
   * changed it, and what was sent, so the page keeps what the person typed.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    result: SavedReplyResult,
    action: "saved reply changed" | "saved reply removed",
    version: number,
    sent?: SavedReplyEdit,
  ) {
    if (result.outcome === "missing") return reply.code(404).send({ error: text.noSuchSavedReply });
    if (result.outcome === "conflict") {
      await savedReplyAudit(request, "saved reply refused", result.reply, {
        version,
        now: result.reply.version,
      });
      return reply.code(409).send({
        error: text.savedReplyChanged,
        reply: named(result.reply, await names()),
        ...(sent ? { sent } : {}),
      });
    }
    await savedReplyAudit(request, action, result.reply, { version });
    return { reply: named(result.reply, await names()), ...(await savedRepliesView()) };
  }

  const inquiries = routesOf({
    base: "/inquiries",
    replies: inbox.replies,
    of: "inquiry",
    rule: { access: "signed-in", inquiry: true },
    async find(request) {
      const inquiry = await inbox.get(request.staff.inquiryId!);
      if (!inquiry) return undefined;
      return {
        id: inquiry.id,
        email: inquiry.email,
        language: inquiry.language,
        team: inquiry.team,
        // Their answer comes back where the department's notice came from (outbox.ts).
        replyTo: departmentFor(inquiry.recipient),
        subject: replySubjects.inquiry[inquiry.language],
      };
    },
    versionOf: async (id) => (await inbox.get(id))!.version,
    async audit(request, action, id, detail) {
      await store.audit({
        personId: me(request).id,
        action,
        inquiryId: id,
        client: clientOf(request),
        detail: detail as Record<string, string | number | null>,
      });
    },
  });

  const hiring = routesOf({
    base: "/applications",
    replies: applications.replies,
    of: "application",
    rule: { access: "hiring" },
    async find(request) {
      const { id } = request.params as { id: string };
      const found = z.string().uuid().safeParse(id).success
        ? await applications.get(id, new Date().toISOString().slice(0, 10))
        : undefined;
      return found ? applicantAddressee(found) : undefined;
    },
    versionOf: async (id) => (await applications.versionOf(id))!,
    async audit(request, action, id, detail) {
      await store.audit({
        personId: me(request).id,
        action,
        client: clientOf(request),
        detail: { application: id, ...(detail as Record<string, string | number | null>) },
      });
    },
  });

  return [
    ...inquiries,
    ...hiring,
    {
      method: "GET",
      url: "/saved-replies",
      rule: { access: "admin", audit: { none: "the team's saved texts: nobody's personal data" } },
      shape: { query: noQuery, body: noBody },
      async handler() {
        return savedRepliesView();
      },
    },
    {
      method: "POST",
      url: "/saved-replies/:team",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: noQuery, body: savedReplyNew },
      async handler(request, reply) {
        const params = savedReplyParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: text.notFound });
        const { team } = params.data;
        const added = await store.addSavedReply(
          team,
          request.body as z.infer<typeof savedReplyNew>,
          me(request).id,
        );
        await savedReplyAudit(request, "saved reply added", added);
        const answer = { reply: named(added, await names()), ...(await savedRepliesView()) };
        return reply.code(201).send(answer);
      },
    },
    {
      method: "PATCH",
      url: "/saved-replies/:team/:key",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: noQuery, body: savedReplyEdit },
      async handler(request, reply) {
        const params = savedReplyParams.safeParse(request.params);
        if (!params.success || !params.data.key)
          return reply.code(404).send({ error: text.noSuchSavedReply });
        const { team, key } = params.data;
        const { version, ...edit } = request.body as z.infer<typeof savedReplyEdit>;
        const result = await store.editSavedReply(team, key, edit, me(request).id, version);
        return answer(request, reply, result, "saved reply changed", version, edit);
      },
    },
    {
      method: "DELETE",
      url: "/saved-replies/:team/:key",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: noQuery, body: savedReplyRemoval },
      async handler(request, reply) {
        const params = savedReplyParams.safeParse(request.params);
        if (!params.success || !params.data.key)
          return reply.code(404).send({ error: text.noSuchSavedReply });
        const { team, key } = params.data;
        const { version } = request.body as z.infer<typeof savedReplyRemoval>;
        const result = await store.removeSavedReply(team, key, me(request).id, version);
        return answer(request, reply, result, "saved reply removed", version);
      },
    },
  ];
}
