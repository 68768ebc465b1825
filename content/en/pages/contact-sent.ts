import type { StandalonePageInput } from "../../schema.ts";
import { siteWords } from "../site.ts";

/** The page a visitor without JavaScript sees after the form was stored (no menus, no sitemap). */
export const contactSent = {
  title: "Thank you, your message was sent",
  description: `Your message reached our team. We reply ${siteWords.facts.replyTime}; to talk to someone now, call our care line.`,
  lead: "We will reply {fact:replyTime}. To talk to someone now, call {phone:careLine}.",
} satisfies StandalonePageInput;
