import type { StandalonePageInput } from "../../schema.ts";

export const privacy = {
  title: "Confidentialité",
  description:
    "Ce que recueillent le formulaire de contact et la candidature en ligne, pourquoi, combien de temps nous le gardons et à qui vous adresser à ce sujet.",
  lead: "Cette page explique quels renseignements personnels le formulaire de contact et le formulaire de candidature de notre site Web recueillent, pourquoi nous les recueillons, combien de temps nous les gardons et qui peut les voir. Si cette page ne répond pas à votre question, n'hésitez pas à nous la poser.",
  sections: [
    {
      heading: "Avant d'utiliser le formulaire de contact",
      body: [
        "Dites-nous en quelques mots de quelle aide il s'agit : quel type d'aide, pour qui, depuis quand. Par exemple : « Mon père a du mal à marcher depuis sa chute le mois dernier et il a besoin d'aide pour le bain. » Cela nous suffit pour que la bonne personne vous rappelle.",
        "N'envoyez ni dossier médical ni antécédents médicaux complets. Nous vous demanderons ce dont nous avons besoin quand nous vous parlerons.",
        {
          note: "N'utilisez pas le formulaire pour une situation urgente. En cas d'urgence, composez le 911. Pour parler à quelqu'un maintenant, appelez notre ligne de soins au {phone:careLine}, 24 heures sur 24.",
        },
      ],
    },
    {
      heading: "Ce que le formulaire de contact recueille",
      body: [
        "Quand vous nous envoyez un message, le formulaire recueille ce que vous choisissez d'y écrire :",
        [
          "Votre nom",
          "Votre numéro de téléphone",
          "Votre lien avec nous (par exemple : client ou cliente, membre de la famille, professionnel ou professionnelle de la santé)",
          "L'équipe que vous voulez joindre",
          "L'objet de votre message",
          "Votre adresse courriel",
          "Votre message",
        ],
        "Seuls deux renseignements sont obligatoires : l'équipe destinataire et votre adresse courriel. Pour le reste, c'est vous qui décidez.",
      ],
    },
    {
      heading: "Pourquoi nous les recueillons",
      body: [
        "Nous utilisons ces renseignements seulement pour vous répondre et pour transmettre votre message à la bonne équipe. Nous ne les utilisons pour rien d'autre.",
      ],
    },
    {
      heading: "Où nous les gardons et pendant combien de temps",
      body: [
        "Votre message est conservé sur notre propre serveur, et non chez un service de formulaires externe. Il n'est jamais envoyé par courriel : l'équipe que vous avez choisie reçoit un courriel qui dit seulement qu'un message est arrivé, sans le contenu de votre message, ni votre nom, ni vos coordonnées, et elle lit votre message dans notre propre système.",
        "Nous gardons votre message {fact:formRetention}, puis nous le supprimons.",
        "Si vous nous avez demandé une copie de vos renseignements ou si vous avez porté plainte, nous gardons votre message jusqu'à ce que la demande soit réglée, comme l'exige la loi.",
        "Il y a une exception. Si vous devenez client ou cliente et que votre message porte sur vos soins, il peut être versé à votre dossier de soins. Les dossiers de soins sont conservés aussi longtemps que la loi l'exige pour les dossiers de santé.",
      ],
    },
    {
      heading: "Qui peut les voir",
      body: [
        "Seuls les membres du personnel de l'équipe qui s'occupe de votre message peuvent le lire, ainsi que les quelques administratrices et administrateurs de notre système. Chacune et chacun s'y connecte avec sa propre clé d'accès.",
        "Chaque fois qu'une personne ouvre votre message, notre système enregistre qui l'a fait et quand. Votre message peut contenir des renseignements personnels sur la santé, que la loi ontarienne nous demande de protéger de cette façon.",
      ],
    },
    {
      heading: "Quand vous postulez à un emploi",
      body: [
        "Quand vous postulez à un emploi sur notre site Web, le formulaire de candidature recueille ce que vous nous donnez :",
        [
          "Votre nom et votre numéro de téléphone, et votre adresse courriel si vous la donnez",
          "La région où vous aimeriez travailler",
          "Si vous avez un certificat de PSSP, ou votre numéro d'inscription à l'Ordre des infirmières et infirmiers de l'Ontario, quand le poste l'exige",
          "Les jours et les quarts où vous pouvez travailler",
          "Si vous avez un permis de conduire et une voiture, quand le poste l'exige",
          "Les langues que vous parlez",
          "Les mesures d'adaptation que vous demandez",
          "Votre CV, si vous en joignez un",
        ],
        "Nous utilisons votre candidature seulement pour l'examiner en vue du poste choisi et de postes semblables. Seule notre équipe d'embauche la lit, ainsi que les quelques administratrices et administrateurs de notre système; chacune et chacun s'y connecte avec sa propre clé d'accès.",
        "Avant que quiconque ouvre un CV, nous vérifions ce que contient le fichier : nous gardons seulement les documents PDF, Word (DOCX) et OpenDocument (ODT), et nous les soumettons tous à un antivirus.",
        "Si vous donnez une adresse courriel, nous vous envoyons un seul court message pour confirmer que votre candidature a bien été reçue. Il ne reprend pas vos réponses.",
        "Nous gardons votre candidature et votre CV {fact:applicationRetention}, puis nous supprimons les deux, sauf si nous vous embauchons.",
      ],
    },
    {
      heading: "Ce que nous ne faisons jamais",
      body: [
        [
          "Nous ne vendons jamais vos renseignements.",
          "Nous ne les utilisons jamais pour de la publicité et nous ne les communiquons jamais à des annonceurs.",
        ],
      ],
    },
    {
      heading: "Vos droits",
      body: [
        "Vous pouvez demander à voir les renseignements personnels que nous avons à votre sujet, et nous demander de les corriger s'ils sont inexacts.",
        "Deux lois protègent vos renseignements. En Ontario, la **Loi de 2004 sur la protection des renseignements personnels sur la santé (LPRPS)** s'applique aux renseignements sur la santé que détiennent les fournisseurs de soins de santé comme nous. Au Canada, la **Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE)** s'applique aux renseignements personnels que les entreprises recueillent dans le cadre de leurs activités commerciales.",
        "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissaire à l'information et à la protection de la vie privée de l'Ontario (pour les renseignements sur la santé) ou auprès du Commissariat à la protection de la vie privée du Canada.",
      ],
    },
    {
      heading: "Questions sur la protection de vos renseignements",
      body: [
        "Pour poser une question, consulter vos renseignements, les faire corriger ou porter plainte, écrivez à {email:privacy} ou appelez notre siège social au {phone:headOffice}. Vous pouvez aussi lire comment nous protégeons vos droits en tant que client ou cliente sur notre page [Soins centrés sur le client](/fr/a-propos/soins-centres-sur-le-client).",
      ],
    },
  ],
} satisfies StandalonePageInput;
