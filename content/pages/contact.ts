import type { StandalonePageInput } from "../schema.ts";

export const contact = {
  title: "Contact Us",
  description:
    "Call us any time or send a message. We reply within the next business day. Phone numbers for each service in Toronto, Peel and York.",
  lead: "Call us or send us a message. We will reply {fact:replyTime}.",
} satisfies StandalonePageInput;
