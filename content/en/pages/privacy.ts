import type { StandalonePageInput } from "../../schema.ts";

export const privacy = {
  title: "Privacy",
  description:
    "What the contact form and the job application collect, why we collect it, how long we keep it, and whom to contact about your personal information.",
  lead: "This page explains what personal information our website's contact form and job application collect, why we collect it, how long we keep it and who can see it. If you have a question that this page does not answer, please ask us.",
  sections: [
    {
      heading: "Before you use the contact form",
      body: [
        "Tell us in a few words what help is needed: what kind of help, for whom, and since when. For example: “My father has had trouble walking since his fall last month and needs help with bathing.” That is enough for us to call you back with the right person.",
        "Please do not send medical records or a full health history. We will ask for what we need when we talk with you.",
        {
          note: "Do not use the form for anything urgent. In an emergency, call 911. To talk to someone now, call our care line at {phone:careLine}, 24 hours a day.",
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
        "Your message is kept on our own server, not with an outside form service. It is never sent by e-mail: the team you chose gets an e-mail that says only that a message has arrived, without your words, your name or how to reach you, and reads your message on our own system.",
        "We keep your message for {fact:formRetention} and then delete it.",
        "If you have asked us for a copy of your information or made a complaint, we keep your message until that is settled, as the law requires.",
        "There is one exception. If you become a client and your message is about your care, it may become part of your care record. Care records are kept as long as the law requires for health records.",
      ],
    },
    {
      heading: "Who can see it",
      body: [
        "Only the staff of the team that handles your message can read it, and the few administrators who run our system. Each of them signs in to it with their own passkey.",
        "Every time someone opens your message, our system records who it was and when. Your message may hold personal health information, which Ontario's law asks us to protect this way.",
      ],
    },
    {
      heading: "When you apply for a job",
      body: [
        "When you apply for a job on our website, the application form collects what you give us:",
        [
          "Your name and phone number, and your e-mail address if you give it",
          "The region where you would like to work",
          "Whether you have a PSW certificate, or your College of Nurses of Ontario registration number, when the job needs one",
          "The days and shifts you can work",
          "Whether you have a driver's licence and a car, when the job needs them",
          "The languages you speak",
          "Any accommodation you ask for",
          "Your résumé, if you attach one",
        ],
        "We use your application only to consider you for the job you applied for and for others like it. Only our hiring team reads it, with the few administrators who run our system; each of them signs in with their own passkey.",
        "Before anyone opens a résumé, we check what is inside the file: we keep only PDF, Word (DOCX) and OpenDocument (ODT) documents, and we scan each one for viruses.",
        "If you give an e-mail address, we send you one short e-mail to say your application arrived. It does not repeat your answers.",
        "We keep your application and your résumé for {fact:applicationRetention}, then delete both, unless we hire you.",
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
