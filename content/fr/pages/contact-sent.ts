import type { StandalonePageInput } from "../../schema.ts";
import { siteWords } from "../site.ts";

/** The page a visitor without JavaScript sees after the form was stored (no menus, no sitemap). */
export const contactSent = {
  title: "Merci, votre message a été envoyé",
  description: `Votre message est bien parvenu à notre équipe. Nous répondons ${siteWords.facts.replyTime}. Pour parler à quelqu'un maintenant, appelez notre ligne de soins.`,
  lead: "Nous vous répondrons {fact:replyTime}. Pour parler à quelqu'un maintenant, composez le {phone:careLine}.",
} satisfies StandalonePageInput;
