import type { AreaPagesInput } from "../../schema.ts";

export const nursing = {
  index: {
    title: "Soins infirmiers",
    description:
      "Soins infirmiers à domicile, 24 h sur 24, 7 j sur 7, à Toronto et dans les régions de Peel et de York : plaies, suites d'une chirurgie, médicaments, maladie grave.",
    lead: "Avec les soins infirmiers à domicile, une infirmière ou un infirmier vient chez vous. Vous recevez ainsi des soins spécialisés sans devoir vous rendre dans une clinique ou à l'hôpital. Ces soins s'adressent aux personnes qui se rétablissent d'une chirurgie ou d'une maladie, aux personnes qui ont des plaies à soigner, aux personnes qui vivent avec un problème de santé de longue durée, et aux personnes atteintes d'une maladie grave qui souhaitent recevoir des soins à la maison. Les soins infirmiers sont offerts {fact:availability}.",
    sections: [
      {
        heading: "Ce que font nos infirmières et infirmiers",
        body: [
          [
            "Des soins après une chirurgie, y compris la vérification des plaies et le changement des pansements",
            "Des soins pour les plaies qui guérissent lentement, comme les lésions de pression (escarres) et les ulcères de jambe",
            "L'administration des médicaments et de l'aide pour bien les gérer, selon les ordonnances de votre médecin ou de votre infirmière praticienne ou infirmier praticien",
            "La vérification des signes vitaux, comme la pression artérielle, et le repérage rapide des changements",
            "Des soins de confort en cas de maladie grave, y compris de l'aide pour soulager la douleur et les autres symptômes",
            "Des conseils pour vous et votre famille sur la façon de gérer les soins entre les visites",
          ],
          "Nos infirmières et infirmiers suivent les ordonnances de votre médecin ou de votre infirmière praticienne ou infirmier praticien, et travaillent avec le reste de votre équipe de soins de santé. Pour en savoir plus, lisez nos pages sur les [soins postopératoires et le soin des plaies](/fr/services/soins-infirmiers/soins-postoperatoires-et-des-plaies) et sur la [maladie avancée et les soins palliatifs](/fr/services/soins-infirmiers/maladie-avancee-et-soins-palliatifs).",
        ],
      },
      {
        heading: "Comment se passe une visite de soins infirmiers",
        body: [
          "Beaucoup de visites de soins infirmiers sont courtes et prévues pour une tâche précise, comme changer un pansement. D'autres sont des quarts de travail plus longs, le jour ou la nuit, pour les personnes qui ont besoin de soins plus soutenus.",
          "À chaque visite, l'infirmière ou l'infirmier vérifie comment vous allez, donne les soins prévus dans votre plan, répond à vos questions et prend des notes. Ainsi, la visite suivante reprend là où celle-ci s'est arrêtée. Si vous avez aussi besoin d'aide pour le bain, l'habillage ou les repas, une [préposée ou un préposé aux services de soutien personnel (PSSP)](/fr/services/soutien-personnel) peut aussi venir chez vous.",
        ],
      },
      {
        heading: "Comment commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne des soins infirmiers de votre région, ou [envoyez-nous un message](/fr/nous-joindre). Nous répondons aux messages {fact:replyTime}.",
              },
              {
                title: "Gardez vos consignes à portée de main",
                text: "Si votre médecin ou l'hôpital vous a donné des consignes de soins ou une demande de consultation, gardez-les près de vous. Parlez-nous de votre santé, de votre domicile et de vos besoins.",
              },
              {
                title: "Planifiez les visites",
                text: "Ensemble, nous convenons des soins dont vous avez besoin, ainsi que des jours et des heures des visites.",
              },
              {
                title: "Les soins commencent",
                text: "Votre infirmière ou infirmier arrive à l'heure convenue. Le plan change quand vos besoins changent.",
              },
            ],
          },
          "Les médecins, les infirmières praticiennes et infirmiers praticiens et les responsables de la planification des congés à l'hôpital peuvent appeler les mêmes lignes pour organiser des soins pour une patiente ou un patient. Pour la sécurité de toutes et de tous, nous vous demandons ceci : {fact:smokingRule}.",
        ],
      },
      {
        heading: "Coûts",
        body: [
          "Certaines personnes sont admissibles à des soins infirmiers à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario, l'organisme provincial de soins à domicile ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Votre médecin, votre équipe de l'hôpital ou Santé à domicile Ontario peut vous dire si vous êtes admissible.",
          "Vous pouvez aussi payer des soins infirmiers privés, seuls ou en plus des soins financés par les fonds publics. Ils sont facturés à l'heure, pour les courtes visites comme pour les quarts plus longs, le jour ou la nuit : {cost:nursing}. Le tarif dépend des soins dont vous avez besoin : ceux d'une infirmière auxiliaire autorisée ou d'un infirmier auxiliaire autorisé (IAA), ou ceux d'une infirmière autorisée ou d'un infirmier autorisé (IA).",
          "La première visite, où une infirmière ou un infirmier vous rencontre à la maison pour planifier les soins avec vous, est {fact:assessmentVisit}. Avant le début des soins, nous vous disons combien coûtera votre plan.",
          "Certaines assurances-maladie privées et certains régimes d'avantages sociaux au travail paient une partie des soins à domicile : renseignez-vous auprès de votre assureur pour savoir ce qui est couvert. Anciens Combattants Canada peut aider certains vétérans et certaines vétéranes, ainsi que certains survivants et survivantes, à payer de l'aide à domicile. Conservez vos reçus : certains frais de soins à domicile peuvent donner droit au crédit d'impôt pour frais médicaux dans votre déclaration de revenus.",
        ],
      },
      {
        heading: "Qui appeler",
        body: [
          "Appelez la ligne des soins infirmiers de la région où habite la personne qui a besoin de soins, {hours:nursingToronto} : Toronto {phone:nursingToronto}, Peel {phone:nursingPeel} ou York {phone:nursingYork}. En dehors de ces heures, appelez notre ligne de soins, au {phone:careLine} : on vous répond 24 heures sur 24. Vous pouvez aussi envoyer un courriel à {email:info}.",
          {
            note: "Nos lignes téléphoniques ne sont pas un service d'urgence. Si une personne a une douleur à la poitrine, de la difficulté à respirer, un saignement abondant ou si elle est en danger, appelez le 911.",
          },
        ],
      },
    ],
  },
  "post-surgery-and-wound-care": {
    title: "Soins postopératoires et soin des plaies",
    description:
      "Le personnel infirmier vient chez vous après une chirurgie : soin des plaies, même lentes à guérir, aide pour la prise des médicaments et surveillance des complications.",
    lead: "Rentrer à la maison après une chirurgie est un soulagement, mais la plaie a encore besoin de soins pendant qu'elle guérit. Certaines plaies guérissent aussi lentement, souvent chez les personnes qui ont le diabète, une mauvaise circulation du sang ou de la difficulté à bouger. Nos infirmières et infirmiers viennent chez vous pour soigner les plaies chirurgicales et les plaies de longue durée. Vous pouvez ainsi guérir dans le confort, en sachant que quelqu'un surveille l'apparition de complications.",
    sections: [
      {
        heading: "À qui s'adresse ce service",
        body: [
          [
            "Aux personnes qui rentrent à la maison après une chirurgie, comme un remplacement de la hanche ou du genou, une chirurgie du cœur ou une opération à l'estomac ou à l'intestin",
            "Aux personnes qui ont des plaies qui guérissent lentement, comme des lésions de pression (escarres), des ulcères de jambe ou des plaies aux pieds liées au diabète",
            "Aux personnes qui ont besoin d'aide pour la prise de leurs médicaments ou l'utilisation d'un nouvel équipement après un séjour à l'hôpital",
            "Aux familles qui veulent savoir à quoi faire attention",
          ],
        ],
      },
      {
        heading: "Ce que comprend une visite",
        body: [
          [
            "La vérification de la plaie et de la peau autour",
            "Le nettoyage de la plaie et le changement du pansement, selon les ordonnances de votre chirurgienne ou chirurgien, ou de votre médecin",
            "Le retrait des points de suture ou des agrafes au bon moment, si c'est prescrit",
            "La vérification de votre douleur, de votre température et de vos autres signes vitaux",
            "De l'aide pour la prise des médicaments, selon l'ordonnance",
            "La surveillance des signes d'infection ou d'autres problèmes, et un appel à votre médecin si quelque chose change",
            "Des explications pour vous et votre famille sur la façon de protéger la plaie entre les visites",
          ],
          "Les visites sont habituellement courtes et planifiées à l'avance. La fréquence des visites dépend de votre plaie et de ce que votre médecin a prescrit. Les soins infirmiers sont offerts {fact:availability}.",
        ],
      },
      {
        heading: "De l'aide au-delà de la plaie",
        body: [
          "Le rétablissement ne se limite pas à la plaie. Dans les premiers jours à la maison, beaucoup de personnes ont aussi besoin d'aide pour se laver et s'habiller, préparer les repas et se déplacer en sécurité. Une [préposée ou un préposé aux services de soutien personnel (PSSP)](/fr/services/soutien-personnel) peut vous aider dans ces tâches de tous les jours.",
          "Notre service de [retour à domicile après l'hôpital](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital) aide les familles à planifier le retour à la maison. Le [soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants) offre une pause au membre de votre famille qui vous aide.",
        ],
      },
      {
        heading: "Comment commencer",
        body: [
          "Si possible, appelez-nous avant votre chirurgie ou avant la date de votre congé de l'hôpital. Ainsi, les soins seront prêts à votre retour à la maison.",
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne des soins infirmiers de votre région : Toronto {phone:nursingToronto}, Peel {phone:nursingPeel} ou York {phone:nursingYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre). Nous vous répondrons {fact:replyTime}.",
              },
              {
                title: "Donnez-nous vos consignes",
                text: "Dites-nous la date de votre chirurgie ou de votre congé, et gardez à portée de main les consignes de soin des plaies de l'hôpital ou de votre médecin.",
              },
              {
                title: "Réservez les visites",
                text: "Ensemble, nous convenons du moment où l'infirmière ou l'infirmier viendra. Le plan change à mesure que votre plaie guérit.",
              },
            ],
          },
        ],
      },
      {
        heading: "Payer les soins et qui appeler",
        body: [
          "Certaines personnes sont admissibles à des soins infirmiers à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Posez la question à votre équipe de l'hôpital avant de rentrer à la maison. Les soins infirmiers privés peuvent être payés directement. Certaines assurances privées ou d'autres régimes couvrent une partie des coûts. Renseignez-vous auprès de votre assureur.",
          "Pour toute question, à toute heure, notre ligne de soins, {phone:careLine}, répond 24 heures sur 24.",
          {
            note: "Si vous avez un saignement abondant, de la difficulté à respirer, une douleur à la poitrine ou si vous vous sentez soudainement très mal, appelez le 911. Pour d'autres inquiétudes au sujet de votre plaie, appelez le bureau de votre chirurgienne ou chirurgien, ou votre médecin.",
          },
        ],
      },
    ],
  },
  "advanced-illness-and-palliative": {
    title: "Maladie avancée et soins palliatifs",
    menuLabel: "Soins palliatifs",
    description:
      "Soins de confort à domicile en cas de maladie grave : soins infirmiers contre la douleur et les symptômes, aide des PSSP au quotidien, soutien aux familles jour et nuit.",
    lead: "Les soins palliatifs sont des soins de confort pour les personnes atteintes d'une maladie grave, comme un cancer avancé, une insuffisance cardiaque, une maladie pulmonaire ou une démence. Ils visent à soulager la douleur et les autres symptômes, et à offrir la meilleure qualité de vie possible. Ils peuvent commencer à n'importe quelle étape d'une maladie grave, pas seulement à l'approche de la fin de vie. Nos infirmières et infirmiers et nos préposées et préposés aux services de soutien personnel (PSSP) prennent soin des personnes à domicile et soutiennent la famille qui les aime.",
    sections: [
      {
        heading: "À qui s'adresse ce service",
        body: [
          [
            "Aux personnes atteintes d'une maladie grave ou avancée qui souhaitent recevoir des soins à la maison",
            "Aux personnes en fin de vie qui souhaitent rester dans un milieu familier",
            "Aux familles qui prennent soin d'une personne et qui ont besoin d'aide spécialisée, de conseils ou de repos",
          ],
        ],
      },
      {
        heading: "Comment notre équipe vous aide",
        body: [
          "**Les infirmières et infirmiers** peuvent :",
          [
            "Aider à soulager la douleur, l'essoufflement, la nausée et les autres symptômes, en suivant le plan établi par votre médecin ou votre équipe de soins palliatifs",
            "Donner les médicaments selon l'ordonnance",
            "Prendre soin de la peau, de la bouche et des plaies pour que la personne soit à l'aise",
            "Expliquer ce qui se passe et à quoi s'attendre",
          ],
          "**Les préposées et préposés aux services de soutien personnel (PSSP)** peuvent :",
          [
            "Donner le bain à la personne, l'habiller, la tourner et la changer de position avec douceur",
            "Aider la personne à manger et à boire, selon ses souhaits",
            "Rester auprès de la personne, pour que la famille puisse se reposer ou sortir un moment",
          ],
        ],
      },
      {
        heading: "Des soins jour et nuit",
        body: [
          "Une maladie grave ne respecte pas les heures de bureau. Les soins infirmiers et le soutien personnel sont offerts {fact:availability}. Certaines familles ont besoin de quelques visites par semaine. D'autres ont besoin de quarts plus longs, y compris la nuit, pour qu'une personne soit toujours présente. Quand les besoins changent, le plan change aussi.",
          "Prendre soin d'une personne atteinte d'une maladie grave est fatigant et difficile sur le plan émotif. Les membres de notre personnel soignant peuvent prendre le relais pendant quelques heures ou une nuit pour que vous puissiez vous reposer. C'est ce qu'on appelle le répit : une pause pour la proche aidante ou le proche aidant. Consultez nos pages sur le [soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants) et l'[aide de nuit](/fr/services/services-aux-aines/aide-de-nuit). Si le système de santé vous semble difficile à comprendre, notre service d'[orientation dans le système de santé](/fr/services/services-specialises/orientation-dans-le-systeme-de-sante) peut vous aider.",
        ],
      },
      {
        heading: "Planifier à l'avance",
        body: [
          "Demandez à votre médecin ou à votre équipe de soins palliatifs de noter qui appeler à toute heure, et quoi faire à l'approche de la fin de vie. Gardez ce plan près du téléphone, pour que personne n'ait à décider dans l'urgence.",
          {
            note: "En cas d'urgence soudaine, appelez le 911. Si votre famille a un plan de soins palliatifs, suivez-le et appelez les personnes qui y sont nommées.",
          },
        ],
      },
      {
        heading: "Comment commencer et comment payer",
        body: [
          "Appelez la ligne des soins infirmiers de votre région : Toronto {phone:nursingToronto}, Peel {phone:nursingPeel} ou York {phone:nursingYork}. Notre ligne de soins, {phone:careLine}, répond 24 heures sur 24. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre). Parlez-nous de la maladie, du plan de soins que vous avez déjà et de l'aide dont votre famille a le plus besoin.",
          "Certaines personnes sont admissibles à des soins palliatifs à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Les soins privés peuvent être payés directement, seuls ou en plus des soins financés par les fonds publics. Certaines assurances privées ou d'autres régimes couvrent une partie des coûts. Renseignez-vous auprès de votre assureur.",
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"nursing">;
