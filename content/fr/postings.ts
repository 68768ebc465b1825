/**
 * Les mots des pages publiques des offres d'emploi, en français (content/en/postings.ts).
 */
import type { PostingWords } from "../en/postings.ts";

export const postingWords = {
  openingsHeading: "Postes à pourvoir",
  count: (shown: number, place: string, kind: string) =>
    `${shown} ${shown === 1 ? "poste" : "postes"} à pourvoir${kind ? ` ${kind}` : ""} ${place}.`,
  everywhere: "à Toronto et dans les régions de Peel et de York",
  placeOf: {
    toronto: "à Toronto",
    peel: "dans la région de Peel",
    york: "dans la région de York",
  },
  kindOf: {
    "personal-support": "en soutien personnel",
    nursing: "en soins infirmiers",
    "senior-companions": "en accompagnement des aînés",
    administration: "en administration",
  },
  filter: {
    legend: "Afficher les postes",
    region: "Région",
    group: "Type de travail",
    anyRegion: "Toutes",
    anyGroup: "Tous les types",
    submit: "Afficher",
    showAll: "Afficher tous les postes",
  },
  none: "Aucun poste ne correspond à ce choix pour le moment.",
  // In running text and lists, as French names them ("Toronto, région de Peel"); a label or a
  // list that opens a line takes its capital where it is drawn (`regionLabel`).
  regions: { toronto: "Toronto", peel: "région de Peel", york: "région de York" },
  employmentTypes: {
    "full-time": "Temps plein",
    "part-time": "Temps partiel",
    casual: "Occasionnel",
  },
  groups: {
    "personal-support": "Soutien personnel",
    nursing: "Soins infirmiers",
    "senior-companions": "Accompagnement des aînés",
    administration: "Administration",
  },
  pay: {
    hour: (figure: string) => `${figure} l'heure`,
    year: (figure: string) => `${figure} par année`,
    range: (bottom: string, top: string) => `de ${bottom} à ${top}`,
  },
  facts: {
    heading: "À propos de ce poste",
    pay: "Salaire",
    where: "Lieu",
    type: "Type",
    hours: "Horaire",
    closes: "Date limite",
    vacancy: "Poste vacant",
    ai: "Intelligence artificielle",
  },
  vacancy: {
    yes: "Oui : cette offre vise un poste vacant en ce moment.",
    no: "Non : cette offre ne vise pas un poste vacant; nous appelons des gens selon les besoins.",
  },
  noAi: "Nous n'utilisons pas l'intelligence artificielle pour présélectionner, évaluer ou choisir les candidatures.",
  duties: "Ce que vous ferez",
  requirements: "Ce qu'il vous faut",
  apply: "Postuler",
  applyFor: (title: string) => `au poste « ${title} »`,
  applySubject: "Candidature :",
  applyHow: "Vous pouvez aussi envoyer votre CV par courriel, avec le titre du poste en objet, à",
  allOpenings: "Voir tous les postes à pourvoir",
  closed: {
    title: "Cette offre d'emploi est fermée",
    description: "Cette offre d'emploi est fermée et n'accepte plus de candidatures.",
    text: "Elle n'accepte plus de candidatures. Ces postes sont à pourvoir en ce moment :",
  },
} satisfies PostingWords;
