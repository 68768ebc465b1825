/**
 * Les mots de la candidature en français (fr-CA), clé pour clé comme l'anglais
 * (content/en/application-form.ts).
 */
import { resumeMaxMegabytes } from "../application-form.ts";
import type { ApplicationWords } from "../en/application-form.ts";

export const applicationWords = {
  form: {
    title: (posting: string) => `Postuler : ${posting}`,
    description: (posting: string) =>
      `Postulez en ligne au poste « ${posting} », en deux minutes environ.`,
    pay: "Salaire",
    intro:
      "Cela prend environ deux minutes. Les réponses marquées (obligatoire) sont nécessaires; les autres nous aident à vous proposer le poste qui vous convient.",
    backToPosting: "Relire l'offre d'emploi",
    required: "(obligatoire)",
    optional: "(facultatif)",
    submit: "Envoyer ma candidature",
    honeypotLabel: "Laissez ce champ vide",
  },

  problem: {
    errorPrefix: "Erreur :",
    summaryHeading: "Il y a un problème",
    fixText:
      "Votre candidature n'est pas encore envoyée. Veuillez corriger les réponses ci-dessous, puis l'envoyer de nouveau : ce que vous avez écrit est encore dans le formulaire.",
    unavailableText:
      "Nous n'avons pas pu enregistrer votre candidature pour le moment. Rien de ce que vous avez écrit n'est perdu : tout se trouve plus bas. Veuillez réessayer dans quelques minutes, ou appeler notre siège social au {phone:headOffice}.",
    chooseAgain: "Nous n'avons pas pu conserver le CV choisi : veuillez le choisir de nouveau.",
    waitText:
      "Votre candidature n'est pas encore envoyée, et ce que vous avez écrit n'a pas pu être conservé : veuillez remplir le formulaire de nouveau dans une minute, ou appeler notre siège social au {phone:headOffice}.",
    retypeText:
      "Votre candidature n'a pas été envoyée, et ce que vous avez écrit n'a pas pu être conservé : veuillez remplir le formulaire de nouveau ci-dessous. Le bouton Précédent de votre navigateur a peut-être encore vos réponses.",
  },

  sections: {
    aboutYou: "À propos de vous",
    availability: "Quand et comment vous pouvez travailler",
    accommodation: "Mesures d'adaptation",
    consent: "Votre consentement",
  },

  fields: {
    name: { label: "Votre nom complet" },
    phone: {
      label: "Numéro de téléphone",
      hint: "Nous vous appelons à ce numéro. Par exemple : 416 555-0199",
    },
    email: {
      label: "Courriel",
      hint: "Nous vous envoyons un court message pour confirmer que votre candidature a bien été reçue.",
    },
    region: { legend: "Où aimeriez-vous travailler?" },
    pswCertificate: {
      legend: "Avez-vous un certificat de PSSP?",
      hint: "PSSP veut dire préposé ou préposée aux services de soutien personnel. Le certificat est délivré par un collège ou un autre établissement de formation de PSSP.",
    },
    cnoNumber: {
      label: "Votre numéro d'inscription à l'Ordre des infirmières et infirmiers de l'Ontario",
      hint: "7 ou 8 chiffres, comme dans le registre public de l'Ordre.",
    },
    days: {
      legend: "Quels jours pouvez-vous travailler?",
      hint: "Cochez tous les jours qui vous conviennent.",
    },
    shifts: {
      legend: "Quels quarts pouvez-vous faire?",
      hint: "Cochez tous les quarts qui vous conviennent.",
    },
    driversLicence: { legend: "Avez-vous un permis de conduire valide?" },
    car: {
      legend: "Avez-vous une voiture que vous pouvez utiliser pour le travail?",
      hint: "Les visites ont lieu au domicile de la clientèle, souvent plusieurs dans une journée.",
    },
    languages: {
      legend: "Quelles langues parlez-vous?",
      hint: "Bien des clients et clientes sont plus à l'aise dans leur propre langue.",
    },
    otherLanguages: {
      label: "Autres langues que vous parlez",
      hint: "Par exemple le tagalog, le pendjabi ou le cantonais.",
    },
    resume: {
      label: "Votre CV",
      hint: `Un fichier PDF, Word (DOCX) ou OpenDocument (ODT), d'au plus ${resumeMaxMegabytes} Mo. Vous pouvez postuler sans CV.`,
      kept: "Votre CV, {file}, est gardé : il sera envoyé avec votre candidature. Pour envoyer un autre fichier à la place, choisissez-le ici.",
      remove: "Retirer {file} et envoyer ma candidature sans CV",
      tooLargeChosen: `Ce fichier dépasse ${resumeMaxMegabytes} Mo : il ne peut pas être envoyé. Choisissez un fichier plus petit, ou envoyez votre candidature sans CV.`,
    },
    accommodation: {
      label: "Avez-vous besoin d'une mesure d'adaptation pour postuler ou pour une entrevue?",
      hint: "Dites-nous ce qui vous aiderait, par exemple une salle au rez-de-chaussée, un ou une interprète, ou plus de temps. Laissez vide si vous n'avez besoin de rien.",
    },
    consent: {
      text: "Nous utilisons votre candidature seulement pour l'examiner en vue de ce poste et de postes semblables. Seule notre équipe d'embauche la lit. Nous la gardons, avec votre CV, {fact:applicationRetention}, puis nous la supprimons, sauf si nous vous embauchons. Lisez notre [avis de confidentialité](/fr/confidentialite).",
      label: "J'accepte",
    },
  },

  aoda: "Conformément à la Loi de 2005 sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO), nous offrons des mesures d'adaptation aux personnes handicapées à chaque étape de l'embauche, sur demande. Dites-nous ici ce dont vous avez besoin, ou appelez le {phone:headOffice}.",

  choices: {
    yes: "Oui",
    no: "Non",
    days: {
      mon: "Lundi",
      tue: "Mardi",
      wed: "Mercredi",
      thu: "Jeudi",
      fri: "Vendredi",
      sat: "Samedi",
      sun: "Dimanche",
    },
    shifts: {
      morning: "Matins",
      afternoon: "Après-midi",
      evening: "Soirs",
      overnight: "Nuits",
    },
    languages: { en: "Anglais", fr: "Français" },
  },

  errors: {
    name: "Entrez votre nom complet.",
    phone: "Entrez un numéro de téléphone, comme 416 555-0199.",
    phoneDigits: "Un numéro de téléphone compte 10 chiffres, comme 416 555-0199.",
    email: "Entrez une adresse courriel comme nom@exemple.com, ou laissez le champ vide.",
    region: "Choisissez où vous aimeriez travailler.",
    pswCertificate: "Dites-nous si vous avez un certificat de PSSP.",
    cnoNumber:
      "Entrez votre numéro d'inscription à l'Ordre des infirmières et infirmiers de l'Ontario.",
    cnoFormat: "Un numéro d'inscription compte 7 ou 8 chiffres, comme 1234567.",
    days: "Choisissez au moins un jour où vous pouvez travailler.",
    shifts: "Choisissez au moins un quart que vous pouvez faire.",
    driversLicence: "Dites-nous si vous avez un permis de conduire.",
    car: "Dites-nous si vous avez une voiture pour le travail.",
    languages:
      "Choisissez une langue que vous parlez, ou écrivez-la sous « Autres langues que vous parlez ».",
    consent: "Cochez « J'accepte », pour que nous puissions lire votre candidature.",
    tooLong: (maxLength: number) => `Écrivez au plus ${maxLength} caractères ici.`,
    controlCharacter:
      "Cette réponse contient des caractères que nous ne pouvons pas accepter. Veuillez la taper de nouveau.",
    notAnOption: "Choisissez une des réponses proposées.",
  },

  request: {
    needsFixing: "Certaines réponses doivent être corrigées.",
    malformed:
      "Le formulaire a envoyé des réponses qu'il ne contient pas. Veuillez le remplir de nouveau sur cette page.",
    unreadable: "Nous n'avons pas pu lire le formulaire. Veuillez l'envoyer de nouveau.",
    tooLarge: `Votre CV dépasse ${resumeMaxMegabytes} Mo : rien n'a été envoyé. Veuillez remplir le formulaire de nouveau avec un fichier plus petit, ou sans fichier.`,
    wrongType: "Envoyez le formulaire au format multipart/form-data.",
    otherSite: "Les candidatures ne peuvent être envoyées qu'à partir de ce site Web.",
    tooMany:
      "Trop de candidatures ont été envoyées en peu de temps. Veuillez attendre une minute et réessayer, ou nous appeler.",
    notSaved:
      "Nous n'avons pas pu enregistrer votre candidature. Veuillez réessayer dans quelques minutes, ou nous appeler.",
  },

  resumeRefusals: {
    empty: "Le fichier était vide.",
    tooLarge: `Le fichier dépasse ${resumeMaxMegabytes} Mo.`,
    notAllowed:
      "Le fichier n'est pas un document PDF, Word (DOCX) ou OpenDocument (ODT). Nous nous fions à ce que contient le fichier, et non à son nom.",
    unsafeArchive:
      "Le fichier ne pouvait pas être ouvert en toute sécurité : une fois décompressé, il serait bien plus gros qu'un CV.",
    infected:
      "Notre vérification antivirus a trouvé un élément dangereux dans le fichier : nous l'avons donc supprimé.",
  },

  applied: {
    title: "Merci : nous avons reçu votre candidature",
    description: "Votre candidature a été reçue.",
    received: (posting: string) => `Nous avons reçu votre candidature au poste « ${posting} ».`,
    nextHeading: "La suite",
    next: [
      "Une personne de notre équipe d'embauche lit chaque candidature.",
      "Si votre expérience correspond au poste, nous vous appelons pour discuter et fixer une entrevue.",
      "Si vous avez donné une adresse courriel, nous vous avons envoyé un court message pour confirmer que votre candidature a bien été reçue.",
    ],
    questions:
      "Vous avez des questions sur votre candidature? Appelez notre siège social au {phone:headOffice}.",
    resumeHeading: "Nous n'avons pas pu conserver votre CV",
    resumeKept: "Votre candidature a été reçue sans CV.",
    resumeLost:
      "Le CV envoyé lors d'un essai précédent n'a pas pu être retrouvé : votre candidature a donc été reçue sans CV.",
    resumeOtherWay:
      "Vous pouvez envoyer votre CV par courriel à {email:careers}, avec le titre du poste en objet, ou l'apporter à votre entrevue.",
    moreOpenings: "Voir nos autres postes à pourvoir",
  },

  notApplied: {
    title: "Aucune candidature à confirmer ici",
    description: "Cette page confirme une candidature juste après son envoi.",
    text: "Cette page confirme une candidature juste après son envoi, et aucune candidature n'a été envoyée d'ici à l'instant. Si vous avez postulé et voulez savoir si votre candidature a bien été reçue, appelez notre siège social au {phone:headOffice}.",
    apply: (posting: string) => `Postuler au poste « ${posting} »`,
  },

  interviewMail: {
    subject: {
      invitation: (posting: string) => `Invitation à une entrevue : ${posting}`,
      change: (posting: string) => `Votre entrevue a changé : ${posting}`,
      cancellation: (posting: string) => `Votre entrevue est annulée : ${posting}`,
    },
    opening: {
      invitation: (posting: string, provider: string) =>
        `Merci d'avoir postulé au poste « ${posting} » chez ${provider}. Nous aimerions vous rencontrer en entrevue.`,
      change: (posting: string) =>
        `Les détails de votre entrevue pour le poste « ${posting} » ont changé. Voici l'entrevue telle qu'elle est maintenant.`,
      cancellation: (posting: string) =>
        `Votre entrevue pour le poste « ${posting} » est annulée. Si nous en prévoyons une autre, nous vous le dirons.`,
    },
    when: "Quand",
    where: "Où",
    join: "Téléphone ou lien vidéo",
    with: "Avec",
    timeZone: "heure de Toronto",
    minutes: (minutes: number) => `environ ${minutes} minutes`,
    calendar: "Le fichier de calendrier joint ajoute l'entrevue à votre calendrier.",
    summary: (posting: string, provider: string) => `Entrevue : ${posting} (${provider})`,
    reply: (email: string, phone: string) =>
      `Si ce moment ne vous convient pas, écrivez à ${email} ou appelez notre siège social au ${phone}.`,
  },

  accommodationNotices: {
    interview: {
      subject: (posting: string) => `Votre entrevue : ${posting}`,
      text: "Des mesures d'adaptation sont offertes pour l'entrevue et pour toute tâche que nous vous demandons d'y faire. Si vous en avez besoin, dites-nous ce qui vous aiderait et nous l'organiserons avec vous.",
    },
    offer: {
      subject: (posting: string) => `Notre offre : ${posting}`,
      text: "Nos politiques de mesures d'adaptation pour les membres du personnel handicapés s'appliquent à vous dès votre premier jour. Si vous avez besoin d'une mesure d'adaptation pour faire ce travail, dites-nous ce qui vous aiderait et nous trouverons une solution avec vous. Vous pouvez nous demander une copie de ces politiques en tout temps.",
    },
  },

  mail: {
    subject: (posting: string) => `Nous avons reçu votre candidature : ${posting}`,
    text: (posting: string, provider: string, email: string, phone: string) =>
      [
        "Bonjour,",
        "",
        `Merci d'avoir postulé au poste « ${posting} » chez ${provider}. Votre candidature est bien arrivée.`,
        "Une personne de notre équipe d'embauche lit chaque candidature. Si votre expérience correspond au poste, nous vous appellerons.",
        "",
        `Si vous avez besoin d'une mesure d'adaptation à une étape de l'embauche, écrivez à ${email} ou appelez notre siège social au ${phone}.`,
        "",
        provider,
        "",
        "Vous recevez ce courriel parce que cette adresse a été donnée dans notre formulaire de candidature. Si vous n'avez pas postulé, vous pouvez l'ignorer.",
      ].join("\n"),
  },
} satisfies ApplicationWords;
