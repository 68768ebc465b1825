import type { HomePageInput } from "../../schema.ts";
import { siteWords } from "../site.ts";

export const home = {
  title: "Soins à domicile à Toronto, Peel et York",
  description: `Soins infirmiers, soutien personnel et services aux aînés, 24 h sur 24, à Toronto et dans les régions de Peel et de York. Réponse ${siteWords.facts.replyTime}.`,
  hero: {
    heading: "Des soins de grande qualité pour vous et vos proches",
    text: "Des infirmières et infirmiers, des préposés et préposées aux services de soutien personnel et des accompagnateurs et accompagnatrices viennent chez vous, à Toronto et dans les régions de Peel et de York. Les soins infirmiers, le soutien personnel et les services aux aînés sont offerts {fact:availability}.",
    cta: "Découvrir nos services",
  },
  totalCare: {
    heading: "Soins complets",
    body: [
      "Les Soins complets réunissent dans un seul plan toute l'aide dont une personne a besoin à domicile : soins infirmiers, soutien personnel, compagnie, ménage et transport. Une seule personne coordonne le tout. Votre famille n'a donc qu'un numéro à appeler.",
    ],
    link: "En savoir plus sur nous",
  },
  services: {
    heading: "Comment nous pouvons vous aider",
    tabs: [
      {
        area: "personal-support",
        description:
          "Un préposé ou une préposée aux services de soutien personnel (PSSP) vous aide dans la vie de tous les jours, à domicile, une heure par semaine ou 24 heures sur 24.",
        points: [
          "Bain, habillage et soins d'hygiène",
          "Repas et entretien ménager léger",
          "[Soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants), y compris le répit (une pause pour vous)",
          "[Soins après un AVC](/fr/services/soutien-personnel/soins-apres-un-avc) et [soins aux personnes atteintes de la maladie d'Alzheimer ou de démence](/fr/services/soutien-personnel/alzheimer-et-demence)",
        ],
      },
      {
        area: "nursing",
        description:
          "Des infirmières et infirmiers viennent chez vous pour des soins médicaux, le jour comme la nuit.",
        points: [
          "[Soins après une chirurgie et soin des plaies](/fr/services/soins-infirmiers/soins-postoperatoires-et-des-plaies)",
          "[Maladie avancée et soins palliatifs](/fr/services/soins-infirmiers/maladie-avancee-et-soins-palliatifs) (soins de confort)",
          "Offerts {fact:availability}",
        ],
      },
      {
        area: "senior-care-services",
        description:
          "Des accompagnateurs et accompagnatrices tiennent compagnie aux personnes âgées et les aident à rester autonomes.",
        points: [
          "Accompagnement lors de [visites ponctuelles](/fr/services/services-aux-aines), [la nuit](/fr/services/services-aux-aines/aide-de-nuit) ou [à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure)",
          "[Entretien ménager](/fr/services/services-aux-aines/entretien-menager) et [chauffeurs accompagnateurs](/fr/services/services-aux-aines/chauffeurs-accompagnateurs)",
          "[Aide gratuite pour choisir une maison de retraite](/fr/services/services-aux-aines/transition-vers-une-maison-de-retraite)",
        ],
      },
      {
        area: "specialized-services",
        description:
          "De l'aide pour les aspects des soins de santé qu'il est difficile de gérer par soi-même.",
        points: [
          "[S'orienter dans le système de santé](/fr/services/services-specialises/orientation-dans-le-systeme-de-sante)",
          "[Rentrer de l'hôpital en toute sécurité](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital)",
          "[Cliniques de soins des pieds](/fr/services/services-specialises/cliniques-de-soins-des-pieds)",
          "[Vaccins contre la grippe](/fr/services/services-specialises/vaccins-contre-la-grippe) au travail ou à domicile",
        ],
      },
    ],
  },
  testimonials: {
    heading: "Ce que disent les familles",
    items: [
      {
        text: "Le personnel infirmier venu après l'opération de ma mère était gentil et ponctuel, tous les jours sans exception. Elle a guéri à la maison, et c'est tout ce qu'elle voulait.",
        name: "Linda",
        location: "Toronto",
        service: "Soins de santé",
      },
      {
        text: "Notre accompagnatrice, Grace, fait maintenant partie de la famille. Chaque semaine, papa a hâte de retrouver leurs promenades et leurs parties de cartes.",
        name: "Michael",
        location: "Mississauga",
        service: "Services d'accompagnement",
      },
      {
        text: "Quand la démence de mon mari s'est aggravée, le soutien de nuit m'a enfin permis de dormir. Je ne sais pas ce que nous aurions fait sans cette aide.",
        name: "Rosa",
        location: "Markham",
        service: "Soins de santé",
      },
    ],
  },
  workWithUs: {
    heading: "Travaillez avec nous",
    text: "Nous embauchons des préposés et préposées aux services de soutien personnel (PSSP), des infirmières et infirmiers et des accompagnateurs et accompagnatrices partout à Toronto et dans les régions de Peel et de York.",
    link: "Postes à pourvoir",
  },
} satisfies HomePageInput;
