/** Each service area's name and one-line summary in French (content/service-areas.ts). */
import type { ServiceAreaWords } from "../en/service-areas.ts";

export const serviceAreaWords = {
  "personal-support": {
    name: "Soutien personnel",
    summary:
      "De l'aide à domicile pour le bain, l'habillage, les repas et les activités de tous les jours, le jour comme la nuit.",
  },
  nursing: {
    name: "Soins infirmiers",
    summary:
      "Des infirmières et infirmiers viennent chez vous pour le soin des plaies, le rétablissement après une chirurgie et les soins palliatifs.",
  },
  "senior-care-services": {
    name: "Services aux aînés",
    summary:
      "Accompagnement lors de visites ponctuelles, la nuit ou à demeure, et aide pour choisir une maison de retraite.",
  },
  "specialized-services": {
    name: "Services spécialisés",
    summary:
      "De l'aide pour vous orienter dans le système de santé et rentrer de l'hôpital, des soins des pieds et des vaccins contre la grippe.",
  },
} satisfies ServiceAreaWords;
