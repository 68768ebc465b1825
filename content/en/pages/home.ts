import type { HomePageInput } from "../../schema.ts";
import { siteWords } from "../site.ts";

export const home = {
  title: "Home care in Toronto, Peel and York",
  description: `Nursing, personal support and senior care at home in Toronto, Peel and York, 24 hours a day. Call us or send a message; we reply ${siteWords.facts.replyTime}.`,
  hero: {
    heading: "Grand Healthcare for Yourself and Your Loved Ones",
    text: "Nurses, personal support workers and companions who come to your home in Toronto, Peel and York. Nursing, personal support and senior care are available {fact:availability}.",
    cta: "Explore more",
  },
  totalCare: {
    heading: "Total Care",
    body: [
      "Total Care brings all the help a person needs at home into one plan: nursing, personal support, companionship, cleaning and rides. One coordinator arranges it all, so your family has one person to call.",
    ],
    link: "Learn more about us",
  },
  services: {
    heading: "How we can help",
    tabs: [
      {
        area: "personal-support",
        description:
          "A personal support worker (PSW) helps with daily life at home, for an hour a week or around the clock.",
        points: [
          "Bathing, dressing and grooming",
          "Meals and light housekeeping",
          "[Support for family caregivers](/services/personal-support/family-caregiver-support), including respite (a break for you)",
          "[Stroke care](/services/personal-support/stroke-vision-values) and [Alzheimer's and dementia care](/services/personal-support/alzheimer-and-dementia-care)",
        ],
      },
      {
        area: "nursing",
        description: "Nurses visit your home for medical care, day or night.",
        points: [
          "[Care after surgery and wound care](/services/nursing/post-surgery-and-wound-care)",
          "[Advanced illness and palliative care](/services/nursing/advanced-illness-and-palliative) (comfort care)",
          "Available {fact:availability}",
        ],
      },
      {
        area: "senior-care-services",
        description: "Companions who keep older adults company and help them stay independent.",
        points: [
          "[Drop-in](/services/senior-care-services), [overnight](/services/senior-care-services/overnight-assistance) and [live-in companions](/services/senior-care-services/live-in-companions)",
          "[House cleaners](/services/senior-care-services/house-cleaners) and [driver companions](/services/senior-care-services/driver-companions)",
          "[Free help choosing a retirement home](/services/senior-care-services/free-retirement-home-transition-services)",
        ],
      },
      {
        area: "specialized-services",
        description: "Help with the parts of health care that are hard to manage alone.",
        points: [
          "[Navigating the health care system](/services/specialized-services/navigating-health-care)",
          "[Getting home safely from hospital](/services/specialized-services/hospital-to-home-transition)",
          "[Foot care clinics](/services/specialized-services/foot-care-clinics)",
          "[Flu shots](/services/specialized-services/flu-shots) at work or at home",
        ],
      },
    ],
  },
  testimonials: {
    heading: "What families say",
    items: [
      {
        text: "The nurses who came after my mother's surgery were kind and on time, every single day. She healed at home, which is all she wanted.",
        name: "Linda",
        location: "Toronto",
        service: "Health Care",
      },
      {
        text: "Our companion, Grace, has become part of the family. Dad looks forward to their walks and card games every week.",
        name: "Michael",
        location: "Mississauga",
        service: "Companionship Services",
      },
      {
        text: "When my husband's dementia got worse, the overnight support meant I could finally sleep. I don't know what we would have done without it.",
        name: "Rosa",
        location: "Markham",
        service: "Health Care",
      },
    ],
  },
  workWithUs: {
    heading: "Work with us",
    text: "We are hiring personal support workers, nurses and companions across Toronto, Peel and York.",
    link: "Open positions",
  },
} satisfies HomePageInput;
