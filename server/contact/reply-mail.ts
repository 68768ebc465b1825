/**
 * The outbox's queue of the replies written from the staff area (replies.ts), apart from the
 * replies' store so that the store, which the inbox opens, does not import the outbox.
 */
import type { SendMailOptions } from "nodemailer";
import type { MailSource } from "./outbox.ts";
import type { Replies, Reply } from "./replies.ts";

/** The outbox's queue of replies: each to its person, from the fixed From, answered to the team. */
export function replyMail(replies: Replies, from: string, kind: string): MailSource<Reply> {
  return {
    due: (limit) => replies.due(limit),
    message: (reply): SendMailOptions => ({
      from,
      to: reply.to,
      replyTo: reply.replyTo,
      subject: reply.subject,
      text: reply.body,
      headers: { "Content-Language": reply.language },
    }),
    sent: (reply) => replies.markSent(reply.id),
    failed: (reply, code, retryAt) => replies.markFailed(reply.id, code, retryAt),
    released: (reply) => replies.release(reply.id),
    attempts: (reply) => reply.attempts,
    describe: (reply) => `${kind} ${reply.recordId} (reply ${reply.id})`,
  };
}
