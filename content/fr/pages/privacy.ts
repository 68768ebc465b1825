import type { StandalonePageInput } from "../../schema.ts";

export const privacy = {
  title: "Confidentialité",
  description:
    "Ce que le formulaire de contact recueille, pourquoi, combien de temps nous le gardons et à qui vous adresser au sujet de vos renseignements personnels.",
  lead: "Cette page explique quels renseignements personnels le formulaire de contact de notre site Web recueille, pourquoi nous les recueillons, combien de temps nous les gardons et qui peut les voir. Si cette page ne répond pas à votre question, n'hésitez pas à nous la poser.",
  sections: [
    {
      heading: "Avant d'utiliser le formulaire de contact",
      body: [
        {
          note: "N'envoyez aucun renseignement sur votre santé ni rien d'urgent par le formulaire de contact. En cas d'urgence, composez le 911. Pour parler à quelqu'un maintenant, appelez notre ligne de soins au {phone:careLine}, 24 heures sur 24.",
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
        "Votre message est conservé sur notre propre serveur. Nous le gardons {fact:formRetention}, puis nous le supprimons.",
        "Si vous nous avez demandé une copie de vos renseignements ou si vous avez porté plainte, nous gardons votre message jusqu'à ce que la demande soit réglée, comme l'exige la loi.",
        "Il y a une exception. Si vous devenez client ou cliente et que votre message porte sur vos soins, il peut être versé à votre dossier de soins. Les dossiers de soins sont conservés aussi longtemps que la loi l'exige pour les dossiers de santé.",
      ],
    },
    {
      heading: "Qui peut les voir",
      body: [
        "Seuls les membres du personnel qui répondent aux demandes peuvent voir votre message. L'équipe que vous choisissez reçoit un avis pour pouvoir vous répondre.",
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
