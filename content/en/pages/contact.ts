import type { ContactPageInput } from "../../schema.ts";
import { siteWords } from "../site.ts";

export const contact = {
  title: "Contact Us",
  description: `Call us any time or send a message. We reply ${siteWords.facts.replyTime}. Phone numbers for each service in Toronto, Peel and York.`,
  lead: "The fastest way to reach us is by phone: someone answers the care line {phone:careLine} 24 hours a day. You can also send us a message with the form below, and we will reply {fact:replyTime}.",
  emergency: "**If this is an emergency, call 911.** Do not use this form or wait for our reply.",
  jobSeekers:
    "**Looking for work with us?** Our openings and how to apply are on the [Careers page](/careers). This form reaches our care teams, not the people who hire.",
} satisfies ContactPageInput;
