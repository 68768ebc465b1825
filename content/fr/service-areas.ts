/** Each service area's name and one-line summary in French (content/service-areas.ts). */
import type { ServiceAreaWords } from "../en/service-areas.ts";

export const serviceAreaWords = {
  "personal-support": {
    name: "Soutien personnel",
    summary:
      "De l'aide à domicile pour le bain, l'habillage, les repas et les activités de tous les jours, le jour comme la nuit.",
    pages: {
      index: "Soins à domicile et soins personnels",
      "family-caregiver-support": "Soutien aux proches aidants",
      "stroke-care": "Soins après un AVC",
      "senior-care": "Soins aux personnes âgées",
      "alzheimer-and-dementia-care": "Alzheimer et démence",
    },
  },
  nursing: {
    name: "Soins infirmiers",
    summary:
      "Des infirmières et infirmiers viennent chez vous pour le soin des plaies, le rétablissement après une chirurgie et les soins palliatifs.",
    pages: {
      index: "Soins infirmiers",
      "post-surgery-and-wound-care": "Soins postopératoires et soin des plaies",
      "advanced-illness-and-palliative": "Maladie avancée et soins palliatifs",
    },
  },
  "senior-care-services": {
    name: "Services aux aînés",
    summary:
      "Accompagnement lors de visites ponctuelles, la nuit ou à demeure, et aide pour choisir une maison de retraite.",
    pages: {
      index: "Services d'accompagnement",
      "live-in-companions": "Accompagnement à demeure",
      "overnight-assistance": "Aide de nuit",
      "house-cleaners": "Entretien ménager",
      "driver-companions": "Chauffeurs accompagnateurs",
      "retirement-home-transition": "Transition vers une maison de retraite",
      "total-care": "Soins complets",
    },
  },
  "specialized-services": {
    name: "Services spécialisés",
    summary:
      "De l'aide pour vous orienter dans le système de santé et rentrer de l'hôpital, des soins des pieds et des vaccins contre la grippe.",
    pages: {
      index: "Services médicaux spécialisés",
      "navigating-health-care": "Orientation dans le système de santé",
      "hospital-to-home-transition": "Retour à domicile après l'hôpital",
      "foot-care-clinics": "Cliniques de soins des pieds",
      "flu-shots": "Vaccins contre la grippe",
    },
  },
} satisfies ServiceAreaWords;
