import type { StandalonePageInput } from "../../schema.ts";

export const accessibility = {
  title: "Accessibility",
  description:
    "Our commitment to an accessible website and services, how to ask for information in another format and how to give us feedback.",
  lead: "We want everyone to be able to use this website and our services, including people with disabilities. This page explains what we have done, how to get information in another format, and how to tell us about a problem.",
  sections: [
    {
      heading: "Our commitment",
      body: [
        "Some of the people we serve live with low vision, hearing loss, tremor, memory changes or other disabilities. We believe they should be able to find information and reach us as easily as anyone else, and do it on their own if they wish.",
        "We follow Ontario's Accessibility for Ontarians with Disabilities Act (AODA), and we keep working to remove barriers on this website and in our services.",
      ],
    },
    {
      heading: "The standard we aim for",
      body: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. WCAG is the international standard for accessible websites.",
        "Ontario's AODA asks websites like ours to meet WCAG 2.0 at level AA. Version 2.2 is newer and adds more protection for people who use phones and tablets, people with low vision, and people with memory or attention difficulties.",
      ],
    },
    {
      heading: "What we have done",
      body: [
        [
          "**Screen readers.** Pages use clear headings, labels and descriptions, so screen readers can read them aloud in a sensible order.",
          "**Keyboard.** Everything on the site, including menus, panels and the contact form, works with a keyboard alone, and you can always see where you are on the page.",
          "**Zoom.** You can zoom in up to 400% without having to scroll sideways.",
          "**Large, readable text.** We use a large text size and a typeface designed for readers with low vision, with strong contrast between text and background.",
          "**More than colour.** Colour is never the only way we show something. Each service also has a name and an icon.",
          "**Calm pages.** Nothing moves on its own, and slide animations stop if your device asks for reduced motion.",
        ],
      ],
    },
    {
      heading: "Information in another format",
      body: [
        "You can ask for any information on this website, or any information from us, in another format. For example:",
        ["Large print", "Plain text, by e-mail", "Read aloud to you over the phone"],
        "E-mail {email:accessibility} or call our head office at {phone:headOffice}. Tell us what you need and how to reach you, and we will work with you to provide it at no cost.",
      ],
    },
    {
      heading: "Give us feedback",
      body: [
        "If something on this website is hard to use, or you have an idea to make it better, please tell us. You can:",
        [
          "E-mail {email:accessibility}",
          "Call our head office at {phone:headOffice}",
          "[Send us a message](/contact)",
        ],
        "If you can, tell us which page you were on and what happened. **We acknowledge your feedback** {fact:accessibilityReplyTime} and let you know what we will do about it.",
      ],
    },
    {
      heading: "Known limits",
      body: [
        "We do not know of any part of this website that falls short of our target today. We test it, but we may have missed something. If you find a barrier, please tell us. We will fix it, or give you the information another way while we do.",
        "Links to our social media pages take you to websites we do not control, and their accessibility may differ.",
      ],
    },
  ],
} satisfies StandalonePageInput;
