/** Each service area's name and one-line summary in English (content/service-areas.ts). */
import type { Words } from "../locale.ts";
export const serviceAreaWords = {
  "personal-support": {
    name: "Personal Support",
    summary: "Help at home with bathing, dressing, meals and daily routines, day or night.",
    /** Each of the area's pages, as the phone menu lists them (content/navigation.ts). */
    pages: {
      index: "Home care and personal care",
      "family-caregiver-support": "Family caregiver support",
      "stroke-care": "Stroke care",
      "senior-care": "Senior care",
      "alzheimer-and-dementia-care": "Alzheimer's and dementia care",
    },
  },
  nursing: {
    name: "Nursing",
    summary:
      "Nurses who come to your home for wound care, recovery after surgery and palliative care.",
    pages: {
      index: "Nursing services",
      "post-surgery-and-wound-care": "Post-surgery and wound care",
      "advanced-illness-and-palliative": "Advanced illness and palliative care",
    },
  },
  "senior-care-services": {
    name: "Senior Care Services",
    summary:
      "Companions for visits, overnight stays and live-in care, plus help choosing a retirement home.",
    pages: {
      index: "Companionship services",
      "live-in-companions": "Live-in companions",
      "overnight-assistance": "Overnight assistance",
      "house-cleaners": "House cleaners",
      "driver-companions": "Driver companions",
      "retirement-home-transition": "Free retirement home transition",
      "total-care": "Total care",
    },
  },
  "specialized-services": {
    name: "Specialized Services",
    summary:
      "Help finding your way in health care, getting home from hospital, foot care and flu shots.",
    pages: {
      index: "Specialized medical services",
      "navigating-health-care": "Navigating health care",
      "hospital-to-home-transition": "Hospital to home transition",
      "foot-care-clinics": "Foot care clinics",
      "flu-shots": "Flu shots",
    },
  },
} as const;

/** The shape each language's area words take. */
export type ServiceAreaWords = Words<typeof serviceAreaWords>;
