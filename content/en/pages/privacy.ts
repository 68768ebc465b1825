import type { StandalonePageInput } from "../../schema.ts";

export const privacy = {
  title: "Privacy",
  description:
    "What the contact form collects, why we collect it, how long we keep it, and whom to contact about your personal information.",
  lead: "This page explains what personal information our website's contact form collects, why we collect it, how long we keep it and who can see it. If you have a question that this page does not answer, please ask us.",
  sections: [
    {
      heading: "Before you use the contact form",
      body: [
        {
          note: "Please do not send health details or anything urgent through the contact form. In an emergency, call 911. To talk to someone now, call our care line at {phone:careLine}, 24 hours a day.",
        },
      ],
    },
    {
      heading: "What the contact form collects",
      body: [
        "When you send us a message, the form collects what you choose to type in:",
        [
          "Your name",
          "Your phone number",
          "Your relationship to us (for example, a client, a family member or a health care professional)",
          "Which department you want to reach",
          "The subject of your message",
          "Your e-mail address",
          "Your message",
        ],
        "Only the department and your e-mail address are required. Everything else is up to you.",
      ],
    },
    {
      heading: "Why we collect it",
      body: [
        "We use this information only to answer you and to send your message to the right team. We do not use it for anything else.",
      ],
    },
    {
      heading: "Where we keep it and for how long",
      body: [
        "Your message is stored on our own server. We keep it for {fact:formRetention} and then delete it.",
        "If you have asked us for a copy of your information or made a complaint, we keep your message until that is settled, as the law requires.",
        "There is one exception. If you become a client and your message is about your care, it may become part of your care record. Care records are kept as long as the law requires for health records.",
      ],
    },
    {
      heading: "Who can see it",
      body: [
        "Only the staff who answer inquiries can see your message. The department you choose gets a notice so they can reply to you.",
      ],
    },
    {
      heading: "What we never do",
      body: [
        [
          "We never sell your information.",
          "We never use it for advertising or share it with advertisers.",
        ],
      ],
    },
    {
      heading: "Your rights",
      body: [
        "You can ask to see the personal information we hold about you, and ask us to correct it if it is wrong.",
        "Two laws protect your information. Ontario's **Personal Health Information Protection Act (PHIPA)** covers health information held by health care providers like us. Canada's **Personal Information Protection and Electronic Documents Act (PIPEDA)** covers personal information that businesses collect in their commercial activities.",
        "If you are not satisfied with our answer, you can complain to the Information and Privacy Commissioner of Ontario (for health information) or to the Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      heading: "Questions about your privacy",
      body: [
        "To ask a question, see your information, correct it or make a complaint, e-mail {email:privacy} or call our head office at {phone:headOffice}. You can also read how we protect your rights as a client on our [client-centred care](/about/client-centred-care) page.",
      ],
    },
  ],
} satisfies StandalonePageInput;
