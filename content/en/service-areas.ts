/** Each service area's name and one-line summary in English (content/service-areas.ts). */
import type { Words } from "../locale.ts";
export const serviceAreaWords = {
  "personal-support": {
    name: "Personal Support",
    summary: "Help at home with bathing, dressing, meals and daily routines, day or night.",
  },
  nursing: {
    name: "Nursing",
    summary:
      "Nurses who come to your home for wound care, recovery after surgery and palliative care.",
  },
  "senior-care-services": {
    name: "Senior Care Services",
    summary:
      "Companions for visits, overnight stays and live-in care, plus help choosing a retirement home.",
  },
  "specialized-services": {
    name: "Specialized Services",
    summary:
      "Help finding your way in health care, getting home from hospital, foot care and flu shots.",
  },
} as const;

/** The shape each language's area words take. */
export type ServiceAreaWords = Words<typeof serviceAreaWords>;
