/**
 * The four service lines: their icons and phone lines, in menu order (content/navigation.ts). Each
 * language names them (content/<language>/service-areas.ts). The header's Services menu, the home
 * page's tabs, the services index and each area's banner read these. Colours live in the styles,
 * keyed by `key` (app/styles/tokens.css).
 */
import type { ServiceArea } from "./schema.ts";

export const serviceAreas = [
  {
    key: "personal-support",
    icon: "hand-heart",
    phoneLines: ["personalSupportToronto", "personalSupportPeel", "personalSupportYork"],
  },
  {
    key: "nursing",
    icon: "stethoscope",
    phoneLines: ["nursingToronto", "nursingPeel", "nursingYork"],
  },
  {
    key: "senior-care-services",
    icon: "users",
    phoneLines: ["seniorCareTollFree", "retirementHomeTransition"],
  },
  {
    key: "specialized-services",
    icon: "shield-plus",
    phoneLines: ["specializedToronto", "specializedPeel", "specializedYork"],
  },
] as const satisfies readonly ServiceArea[];
