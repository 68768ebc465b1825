import type { CareersPageInput } from "../../schema.ts";

export const careers = {
  title: "Careers",
  description:
    "Work as a personal support worker, nurse, companion or coordinator in Toronto, Peel and York, with flexible schedules and ongoing training.",
  lead: "Our caregivers make it possible for people to stay safely at home. If you are a personal support worker (PSW), nurse, companion or coordinator, we would like to hear from you. We hire across Toronto, Peel Region and York Region.",
  sections: [
    {
      heading: "What we look for",
      body: [
        [
          "Kindness, patience and respect for people of every background and ability.",
          "Reliability: our clients count on you to arrive on time.",
          "Clear, honest communication.",
          "The training or registration your role needs (each opening says which).",
          "A wish to keep learning.",
        ],
        "Most roles involve travelling between clients' homes.",
      ],
    },
    {
      heading: "How hiring works",
      body: [
        {
          steps: [
            {
              title: "Apply",
              text: "Send your résumé as described under [Current openings](/careers#openings).",
            },
            {
              title: "We contact you",
              text: "If your experience fits the role, we contact you to set up an interview.",
            },
            {
              title: "Interview",
              text: "Tell us about yourself and ask your questions. Bring your certificate or registration if your role needs one.",
            },
            {
              title: "Orientation",
              text: "Before your first visit, you learn our safety practices and meet the coordinator who will support you.",
            },
          ],
        },
      ],
    },
  ],
  benefits: {
    heading: "Why work with us",
    items: [
      {
        title: "Scheduling flexibility",
        icon: "calendar-clock",
        text: "Tell us when you can work, and we will do our best to offer shifts that fit your life.",
      },
      {
        title: "Variety of assignments",
        icon: "map",
        text: "Support different clients and needs, from short visits to longer shifts.",
      },
      {
        title: "Competitive wages and benefits",
        icon: "coins",
        text: "Fair, competitive pay and benefits, explained clearly for your role at your interview.",
      },
      {
        title: "Orientation and ongoing support",
        icon: "life-buoy",
        text: "You start with an orientation, and a coordinator is always a phone call away.",
      },
      {
        title: "Employee recognition",
        icon: "award",
        text: "We notice good work and say thank you, because the people who give care deserve care too.",
      },
      {
        title: "Continuous education and professional development",
        icon: "graduation-cap",
        text: "Ongoing training helps you keep your skills up to date and learn new ones.",
      },
      {
        title: "Growth and career advancement",
        icon: "trending-up",
        text: "We help you grow, whether you want to build new skills or move into coordination or leadership.",
      },
      {
        title: "Making a difference",
        icon: "heart",
        text: "Your work helps people stay safely in the home they love.",
      },
    ],
  },
  openings: {
    heading: "Current openings",
    howToApply:
      "Choose a job to read about it and apply online, in about two minutes. You can also e-mail your résumé to {email:careers} with the job title in the subject line, for example “Personal Support Worker”.",
    accommodation:
      "In line with Ontario's Accessibility for Ontarians with Disabilities Act (AODA), accommodation is available on request for candidates with disabilities at every stage of recruitment. Tell us what you need at {email:careers}.",
    items: [
      {
        group: "personal-support",
        title: "Personal Support Worker",
        summary:
          "Help clients with bathing, dressing, eating and moving safely. Requires a personal support worker (PSW) certificate or equivalent training.",
      },
      {
        group: "personal-support",
        title: "Home Support Worker",
        summary:
          "Help clients with light housekeeping, laundry, meals and errands so they can keep living at home.",
      },
      {
        group: "personal-support",
        title: "Live-In Companion",
        summary:
          "Live in a client's home for a set time, giving company and help with meals, household tasks and daily routines.",
      },
      {
        group: "personal-support",
        title: "Physiotherapy Assistant",
        summary:
          "Help clients do the exercises their physiotherapist planned. Requires physiotherapist assistant training, such as a college program.",
      },
      {
        group: "nursing",
        title: "Foot Care Nurse",
        summary:
          "Give foot and nail care in our clinics and in clients' homes. Requires College of Nurses of Ontario registration (RN or RPN) and foot care training.",
      },
      {
        group: "nursing",
        title: "Nurse",
        summary:
          "Give nursing care at home, such as wound care. Requires registration with the College of Nurses of Ontario as a registered practical nurse (RPN) or RN.",
      },
      {
        group: "nursing",
        title: "Registered Nurse",
        summary:
          "Lead nursing care at home, from assessment to palliative (comfort) care. Requires registration as a registered nurse (RN) with the College of Nurses of Ontario.",
      },
      {
        group: "senior-companions",
        title: "Cleaner",
        summary:
          "Keep clients' homes clean, safe and comfortable, from kitchens and bathrooms to floors and laundry.",
      },
      {
        group: "senior-companions",
        title: "Companion",
        summary:
          "Spend time with older adults: conversation, walks, games, meals and outings. Kindness and reliability matter most.",
      },
      {
        group: "senior-companions",
        title: "Driver Companion",
        summary:
          "Drive clients to appointments and errands and stay with them. Requires a valid Ontario driver's licence and a good driving record.",
      },
      {
        group: "senior-companions",
        title: "Handy Person",
        summary:
          "Make small repairs and safety changes in clients' homes, such as putting up grab bars. Home repair experience is needed.",
      },
      {
        group: "administration",
        title: "Client Care Coordinator",
        summary:
          "Plan clients' care and schedules with them and their families, and match them with the right caregivers.",
      },
      {
        group: "administration",
        title: "Executive Assistant",
        summary:
          "Support our leadership team with calendars, meetings, records and letters. Strong organizing and writing skills are needed.",
      },
    ],
  },
} satisfies CareersPageInput;
