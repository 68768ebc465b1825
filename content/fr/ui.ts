/**
 * Interface strings in French (fr-CA): labels, menu names and error texts, keyed like the English
 * (content/en/ui.ts).
 */
import type { UiStrings } from "../en/ui.ts";

export const ui = {
  pages: {
    home: "Accueil",
    services: "Services",
    about: "À propos",
    careers: "Carrières",
    contact: "Nous joindre",
    contactSent: "Message envoyé",
    accessibility: "Accessibilité",
    privacy: "Confidentialité",
  },
  shortPages: { contact: "Contact" },
  skipLink: "Passer au contenu principal",
  otherLanguage: "English",
  shareImageAlt: (name: string, phone: string) =>
    `${name} : soins à domicile à Toronto et dans les régions de Peel et de York. Appelez-nous au ${phone}.`,
  shareImage: {
    services: (areas: string) =>
      `Soins infirmiers, soutien personnel et services aux aînés à domicile : ${areas}.`,
    call: (phone: string) => `Appelez le ${phone}, 24 heures sur 24`,
  },
  /** Written before a colon: a space in French (Translation Bureau), none in English. */
  colon: "\u00a0:",
  logoLabel: (name: string) => `${name}, accueil`,
  nav: {
    label: "Menu principal",
    menuButton: "Menu",
    closeMenu: "Fermer le menu",
    allServices: "Tous les services",
  },
  callUs: "Appelez-nous",
  callUsAnyTime: "Appelez-nous en tout temps",
  footer: {
    navLabel: "Pied de page",
    socialLabel: "Suivez-nous",
    rights: "Tous droits réservés.",
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      x: "X (Twitter)",
      youtube: "YouTube",
    },
  },
  sideMenu: {
    aboutLabel: "Pages de la section À propos",
    areaLabel: "Pages de la section",
  },
  french: {
    spoken: "Service en français",
    lines: "Sur les lignes marquées « Service en français », on vous répond en français.",
    care: {
      onRequest:
        "Les soins à domicile en français sont offerts sur demande : dites-le-nous quand vous nous appelez ou nous écrivez.",
      no: "Nos soins à domicile sont offerts en anglais.",
    },
  },
  talkToUs: {
    heading: "Communiquez avec nous",
    intro: {
      regional: "Appelez la ligne de votre région :",
      several: "Appelez la ligne qui correspond à votre besoin :",
      one: "Appelez-nous :",
      roundTheClock: "En tout temps, le jour comme la nuit :",
      onlyRoundTheClock: "Appelez-nous. Une personne vous répond, le jour comme la nuit :",
      afterHours: "En dehors de ces heures, en tout temps, le jour comme la nuit :",
    },
    introWithHours: {
      regional: (hours: string) => `Appelez la ligne de votre région, ${hours} :`,
      several: (hours: string) => `Appelez la ligne qui correspond à votre besoin, ${hours} :`,
      one: (hours: string) => `Appelez-nous ${hours} :`,
    },
    writeInstead: "Ou envoyez-nous un message",
  },
  faq: { heading: "Questions et réponses" },
  serviceTabs: {
    previous: "Service précédent",
    next: "Service suivant",
    position: (name: string, number: number, total: number) => `${name}, ${number} sur ${total}`,
    // "sur le soutien personnel", "sur les soins infirmiers": each area's name is masculine.
    learnMore: (name: string) =>
      `En savoir plus sur ${/^\S+s\b/.test(name) ? "les" : "le"} ${name.charAt(0).toLowerCase()}${name.slice(1)}`,
  },
  carousel: {
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
    slideLabel: (number: number, total: number) => `${number} sur ${total}`,
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    show: (number: number) => `Afficher le témoignage ${number}`,
  },
  careers: {
    apply: "Postuler",
    applyFor: (title: string) => `au poste « ${title} »`,
    applySubject: "Candidature :",
    groups: {
      "personal-support": "Soutien personnel",
      nursing: "Soins infirmiers",
      "senior-companions": "Accompagnement des aînés",
      administration: "Administration",
    },
  },
  contact: {
    directoryHeading: "Numéros de téléphone par service",
    regionalHours: (hours: string) => `Les lignes régionales de chaque service répondent ${hours}.`,
    headOffice: "Siège social",
    telephone: "Téléphone",
    fax: "Télécopieur",
  },
  notFound: {
    title: "Page introuvable",
    heading: "Page introuvable",
    status: "Erreur 404",
    text: "Nous n'avons pas trouvé cette page. Elle a peut-être été déplacée. Ces liens peuvent vous aider à trouver ce que vous cherchez :",
    phone: { before: "Appelez-nous au", after: "\u00a0: nous vous aiderons." },
  },
  area: {
    heading: "Où nous allons",
    intro: "Nous donnons des soins à domicile aux endroits suivants :",
    short: (regions: string) => `Nous nous rendons à domicile dans ces secteurs : ${regions}.`,
    region: (name: string, municipalities: string) =>
      municipalities === name ? name : `${name} : ${municipalities}`,
    regionInline: (name: string, municipalities: string) =>
      municipalities === name ? name : `${name} (${municipalities})`,
    checkHeading: "Venez-vous dans mon secteur?",
    checkLabel: "Votre code postal",
    checkHint: "Les trois premiers caractères suffisent, par exemple M5V ou L5B.",
    checkButton: "Vérifier",
    checkTitle: "Venez-vous dans mon secteur?",
    ask: "Tapez votre code postal, ou ses trois premiers caractères, puis choisissez Vérifier.",
    unclear:
      "Nous n'avons pas pu lire ce code postal. Tapez les trois premiers caractères du vôtre, une lettre, un chiffre et une lettre, par exemple M5V ou L5B.",
    served: (fsa: string, region: string) =>
      `Oui, nous venons chez vous : le ${fsa} est dans notre secteur (${region}).`,
    servedCall: "Pour parler de soins, appelez la ligne de votre secteur :",
    partly: (fsa: string, region: string) =>
      `Le ${fsa} couvre des villages de notre secteur (${region}) et d'autres juste à côté. Il est bien possible que nous venions chez vous : appelez-nous pour vérifier, votre code postal complet sous la main.`,
    outside: (fsa: string) =>
      `Nous sommes désolés : le ${fsa} est hors de notre secteur, et nous ne pouvons pas y offrir de soins.`,
    outsideHelp:
      "Santé à domicile Ontario organise les soins à domicile partout en Ontario, financés par la province pour les personnes admissibles, et peut vous renseigner sur les fournisseurs près de chez vous. Composez le",
    outsideHelpWeb: "(sans indicatif régional), ou consultez",
    anyTime: "Notre ligne de soins répond à toute heure :",
    back: "Retour à Nous joindre",
  },
  search: {
    label: "Rechercher dans le site",
    button: "Rechercher",
    landmark: "Recherche dans le site",
    heading: "Recherche",
    title: (query: string) => (query ? `Recherche : ${query}` : "Recherche"),
    prompt: "Tapez quelques mots, par exemple démence, aide de nuit ou soins des pieds.",
    count: (count: number, query: string) =>
      count === 1
        ? `1 page trouvée pour « ${query} »`
        : `${count} pages trouvées pour « ${query} »`,
    results: "Résultats",
    jobOpening: "Offre d'emploi",
    didYouMean: { before: "Vouliez-vous dire", after: " ?" },
    weServe: (place: string) => `Nous offrons nos services à domicile à ${place}.`,
    weServeLink: "Renseignez-vous sur nos soins",
    none: (query: string) => `Aucune page trouvée pour « ${query} ».`,
    noneHelp: "Essayez d'autres mots, ou demandez-nous. Appelez le",
    noneWrite: "ou",
    noneWriteLink: "écrivez-nous",
  },
  llms: {
    summary: (areas: string, availability: string, phone: string) =>
      `Fournisseur de soins de santé à domicile et en milieu communautaire en Ontario (${areas}) : soutien personnel, soins infirmiers, services aux aînés et services spécialisés à domicile. Les soins infirmiers, le soutien personnel et les services aux aînés sont offerts ${availability}. Ligne de soins : ${phone}. En cas d'urgence, composez le 911.`,
    reach: (phone: string, contactUrl: string, replyTime: string) =>
      `Pour parler à une personne, composez le ${phone}. Pour nous écrire, utilisez le formulaire de contact à l'adresse ${contactUrl} (nous répondons ${replyTime}) : dites en quelques mots de quelle aide il s'agit, et n'y envoyez ni dossier médical ni rien d'urgent.`,
    otherPages: "Autres pages",
  },
  error: {
    heading: "Une erreur est survenue",
    text: "Nous n'avons pas pu afficher cette page. Veuillez réessayer ou nous appeler :",
  },
} satisfies UiStrings;
