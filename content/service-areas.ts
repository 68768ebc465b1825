/**
 * The four service lines: their names, icons and phone lines. The header's Services menu, the home
 * page's tabs, the services index and each area's banner read these. Colours live in the styles,
 * keyed by `key` (app/styles/tokens.css).
 */
import type { ServiceArea } from "./schema.ts";

export const serviceAreas = [
  {
    key: "personal-support",
    name: "Personal Support",
    icon: "hand-heart",
    summary: "Help at home with bathing, dressing, meals and daily routines, day or night.",
    phoneLines: ["personalSupportToronto", "personalSupportPeel", "personalSupportYork"],
  },
  {
    key: "nursing",
    name: "Nursing",
    icon: "stethoscope",
    summary:
      "Nurses who come to your home for wound care, recovery after surgery and palliative care.",
    phoneLines: ["nursingToronto", "nursingPeel", "nursingYork"],
  },
  {
    key: "senior-care-services",
    name: "Senior Care Services",
    icon: "users",
    summary:
      "Companions for visits, overnight stays and live-in care, plus help choosing a retirement home.",
    phoneLines: ["seniorCareTollFree", "retirementHomeTransition"],
  },
  {
    key: "specialized-services",
    name: "Specialized Services",
    icon: "shield-plus",
    summary:
      "Help finding your way in health care, getting home from hospital, foot care and flu shots.",
    phoneLines: ["specializedToronto", "specializedPeel", "specializedYork"],
  },
] as const satisfies readonly ServiceArea[];
