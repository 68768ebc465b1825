/**
 * The contact form's words in French (fr-CA), keyed like the English (content/en/inquiry-form.ts).
 * The choices are stored and sent to the department under their English names.
 */
import type { InquiryWords } from "../en/inquiry-form.ts";
import { siteWords } from "./site.ts";
import { site } from "../site.ts";

export const inquiryWords = {
  fields: {
    name: { label: "Nom", placeholder: "Prénom et nom" },
    phone: { label: "Numéro de téléphone", hint: "Par exemple : 416 555-0199" },
    callTime: {
      label: "Meilleur moment pour vous rappeler",
      options: {
        morning: "Le matin",
        afternoon: "L'après-midi",
        evening: "Le soir",
        anyTime: "En tout temps",
      },
    },
    relationship: {
      label: "Votre lien avec nous",
      options: {
        client: "Je suis un client ou une cliente",
        relative:
          "Je suis un membre de la famille ou un proche aidant d'un client ou d'une cliente",
        prospective: "Je suis un futur client ou une future cliente",
        professional: "Je suis un professionnel ou une professionnelle de la santé",
        learnMore: `Je veux en savoir plus sur ${site.shortName}`,
      },
    },
    recipient: {
      label: "Destinataire",
      hint: "L'équipe qui doit lire votre message",
      options: {
        general: "Une question générale",
        care: "Soutien personnel, soins infirmiers et services aux aînés à domicile",
        specialized: "Orientation dans le système de santé, ou retour à domicile après l'hôpital",
        footCare: "Cliniques de soins des pieds",
        fluClinics: "Cliniques de vaccination contre la grippe",
      },
    },
    subject: {
      label: "Objet",
      options: {
        serviceRequest: "Demande de service",
        generalInquiry: "Demande de renseignements",
        compliment: "Compliment",
        feedback: "Commentaires",
        concern: "Plainte ou préoccupation",
        partnership: "Occasion d'affaires ou partenariat",
      },
    },
    email: { label: "Courriel" },
    message: {
      label: "Message",
      hint: "Dites-nous en quelques mots de quelle aide il s'agit : quel type d'aide, pour qui, depuis quand. N'y mettez ni dossier médical, ni antécédents médicaux complets, ni rien d'urgent : en cas d'urgence, composez le 911, ou appelez notre ligne de soins au {phone:careLine}. Votre message est conservé sur notre propre serveur et lu seulement par l'équipe qui s'en occupe. Chaque accès à votre message est consigné, et le message est supprimé {fact:formRetention}. Il n'est jamais envoyé par courriel. Lisez notre [avis de confidentialité](/fr/confidentialite).",
    },
  },

  form: {
    heading: "Envoyez-nous un message",
    required: "(obligatoire)",
    choose: "Faites un choix",
    submit: "Envoyer le message",
    sending: "Envoi en cours…",
    honeypotLabel: "Laissez ce champ vide",
    success: {
      title: "Message envoyé",
      emoji: "😊",
      status:
        "Merci. Votre message a été envoyé. Nous vous répondrons {fact:replyTime}. Pour parler à quelqu'un maintenant, composez le {phone:careLine}.",
    },
    failure: {
      title: "Le message n'a pas été envoyé",
      emoji: "😞",
      text: "Tout ce que vous avez écrit est encore dans le formulaire : vous pouvez réessayer. Vous pouvez aussi nous appeler au {phone:careLine}.",
      detailsHeading: "À corriger :",
      close: "Fermer",
    },
    noScript: {
      summaryHeading: "Il y a un problème",
      errorPrefix: "Erreur :",
      errorTitle: "Votre message n'a pas été envoyé",
      errorText:
        "Veuillez corriger les points suivants, puis envoyer votre message de nouveau. Ce que vous avez écrit se trouve plus bas.",
      unavailableText:
        "Nous n'avons pas pu enregistrer votre message pour le moment. Rien de ce que vous avez écrit n'est perdu : tout se trouve plus bas. Veuillez réessayer dans quelques minutes, ou composer le {phone:careLine}.",
      waitText:
        "Trop de messages ont été envoyés depuis votre connexion dans la dernière minute : celui-ci n'est donc pas encore envoyé. Rien de ce que vous avez écrit n'est perdu : tout se trouve plus bas. Veuillez attendre une minute, puis l'envoyer de nouveau, ou composer le {phone:careLine}.",
      retypeText:
        "Nous n'avons pas pu lire ce qui a été envoyé : ce que vous avez écrit n'a donc pas pu être conservé. Veuillez écrire votre message de nouveau ci-dessous, ou composer le {phone:careLine}.",
    },
  },

  tool: {
    name: "send_inquiry",
    description:
      "Envoyer un message à l'équipe du fournisseur de soins à domicile. Pour les questions sur les services, les demandes de soins, les commentaires ou les partenariats; pas pour les urgences (composez le 911).",
    recipient: `L'équipe qui doit lire le message; elle répond ${siteWords.facts.replyTime}.`,
  },

  receiver: {
    field: {
      required: (label: string) => `Le champ « ${label} » est obligatoire.`,
      controlCharacter: (label: string) =>
        `Le champ « ${label} » contient des caractères que nous ne pouvons pas accepter.`,
      tooLong: (label: string, maxLength: number) =>
        `Le champ « ${label} » peut contenir au plus ${maxLength} caractères.`,
      notAnOption: (label: string) =>
        `Pour le champ « ${label} », choisissez une réponse dans la liste.`,
      email: "Entrez une adresse courriel comme nom@exemple.com.",
      phoneFormat: "Entrez un numéro de téléphone comme 416 555-0199.",
      phoneDigits: "Un numéro de téléphone compte 10 chiffres, comme 416 555-0199.",
      file: "Ce formulaire n'accepte pas de fichiers.",
      duplicate: "Ce champ a été envoyé plus d'une fois.",
      unknown: "Le formulaire n'a aucun champ portant ce nom.",
    },
    request: {
      needsFixing: "Certaines réponses doivent être corrigées.",
      unknownFields: "Le formulaire a envoyé des champs qu'il ne contient pas.",
      unreadable: "Nous n'avons pas pu lire les données du formulaire.",
      tooLarge: "Le message est trop long pour être envoyé.",
      wrongType: "Envoyez le formulaire au format multipart/form-data.",
      otherSite: "Le formulaire ne peut être envoyé qu'à partir de ce site Web.",
      tooMany:
        "Trop de messages ont été envoyés en peu de temps. Veuillez attendre une minute et réessayer, ou nous appeler.",
      notSaved:
        "Nous n'avons pas pu enregistrer votre message. Veuillez réessayer dans quelques minutes, ou nous appeler.",
    },
  },
} satisfies InquiryWords;
