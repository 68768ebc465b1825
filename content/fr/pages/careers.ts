import type { CareersPageInput } from "../../schema.ts";

export const careers = {
  title: "Carrières",
  description:
    "Soutien personnel, soins infirmiers, accompagnement, coordination : travaillez à Toronto et dans les régions de Peel et de York. Horaires flexibles, formation continue.",
  lead: "Grâce à nos équipes de soins, des gens peuvent rester chez eux en toute sécurité. Si vous travaillez comme préposé ou préposée aux services de soutien personnel (PSSP), en soins infirmiers, en accompagnement ou en coordination, nous aimerions vous connaître. Nous embauchons partout à Toronto et dans les régions de Peel et de York.",
  sections: [
    {
      heading: "Ce que nous recherchons",
      body: [
        [
          "De la bienveillance, de la patience et du respect pour les personnes de tous les horizons, quelles que soient leurs capacités.",
          "De la fiabilité : notre clientèle compte sur vous pour arriver à l'heure.",
          "Une communication claire et honnête.",
          "La formation ou l'inscription que votre poste exige (chaque offre le précise).",
          "L'envie de continuer à apprendre.",
        ],
        "La plupart des postes demandent de se déplacer d'un domicile à l'autre.",
      ],
    },
    {
      heading: "Comment se passe l'embauche",
      body: [
        {
          steps: [
            {
              title: "Postuler",
              text: "Envoyez votre curriculum vitæ (CV) comme l'explique la section [Postes à pourvoir](/fr/carrieres#openings).",
            },
            {
              title: "Nous communiquons avec vous",
              text: "Si votre expérience correspond au poste, nous communiquons avec vous pour fixer une entrevue.",
            },
            {
              title: "Entrevue",
              text: "Parlez-nous de vous et posez vos questions. Apportez votre certificat ou votre preuve d'inscription si votre poste l'exige.",
            },
            {
              title: "Orientation",
              text: "Avant votre première visite, vous apprenez nos pratiques de sécurité et vous rencontrez la coordonnatrice ou le coordonnateur qui vous soutiendra.",
            },
          ],
        },
      ],
    },
  ],
  benefits: {
    heading: "Pourquoi travailler avec nous",
    items: [
      {
        title: "Horaires flexibles",
        icon: "calendar-clock",
        text: "Dites-nous quand vous pouvez travailler. Nous ferons de notre mieux pour vous offrir des quarts de travail qui conviennent à votre vie.",
      },
      {
        title: "Affectations variées",
        icon: "map",
        text: "Soutenez des personnes aux besoins variés, lors de courtes visites ou de quarts plus longs.",
      },
      {
        title: "Salaire et avantages sociaux concurrentiels",
        icon: "coins",
        text: "Un salaire juste et concurrentiel, et des avantages sociaux. Nous vous les expliquons clairement pour votre poste, à l'entrevue.",
      },
      {
        title: "Orientation et soutien continu",
        icon: "life-buoy",
        text: "Vous commencez par une séance d'orientation. Ensuite, une coordonnatrice ou un coordonnateur est joignable en tout temps par téléphone.",
      },
      {
        title: "Reconnaissance du personnel",
        icon: "award",
        text: "Nous remarquons le bon travail et nous disons merci, parce que les personnes qui prennent soin des autres méritent aussi qu'on prenne soin d'elles.",
      },
      {
        title: "Formation continue et perfectionnement professionnel",
        icon: "graduation-cap",
        text: "La formation continue vous aide à garder vos compétences à jour et à en acquérir de nouvelles.",
      },
      {
        title: "Croissance et avancement professionnel",
        icon: "trending-up",
        text: "Nous vous aidons à progresser, que vous vouliez acquérir de nouvelles compétences ou passer à un poste de coordination ou de direction.",
      },
      {
        title: "Un travail qui compte",
        icon: "heart",
        text: "Votre travail aide des gens à rester en sécurité dans la maison qu'ils aiment.",
      },
    ],
  },
  openings: {
    heading: "Postes à pourvoir",
    howToApply:
      "Choisissez un poste pour en savoir plus et postuler en ligne, en deux minutes environ. Vous pouvez aussi envoyer votre CV par courriel à {email:careers} en écrivant le titre du poste dans l'objet, par exemple « Préposé ou préposée aux services de soutien personnel ».",
    accommodation:
      "Conformément à la Loi de 2005 sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO), des mesures d'adaptation sont offertes sur demande aux personnes handicapées à chaque étape du recrutement. Dites-nous ce dont vous avez besoin à {email:careers}.",
    items: [
      {
        group: "personal-support",
        title: "Préposé ou préposée aux services de soutien personnel (PSSP)",
        summary:
          "Aidez nos clients et clientes à se laver, à s'habiller, à manger et à se déplacer en toute sécurité. Ce poste exige un certificat de PSSP ou une formation équivalente.",
      },
      {
        group: "personal-support",
        title: "Préposé ou préposée au soutien à domicile",
        summary:
          "Aidez nos clients et clientes à faire l'entretien ménager léger, la lessive, les repas et les courses, pour qu'ils puissent continuer à vivre chez eux.",
      },
      {
        group: "personal-support",
        title: "Accompagnateur ou accompagnatrice à demeure",
        summary:
          "Vivez chez un client ou une cliente pendant une période fixée d'avance, pour lui tenir compagnie et l'aider à préparer les repas, à faire les tâches ménagères et à accomplir les activités de tous les jours.",
      },
      {
        group: "personal-support",
        title: "Assistant ou assistante en physiothérapie",
        summary:
          "Aidez nos clients et clientes à faire les exercices prévus par leur physiothérapeute. Exige une formation d'assistant ou d'assistante en physiothérapie, comme un programme collégial.",
      },
      {
        group: "nursing",
        title: "Infirmière ou infirmier en soins des pieds",
        summary:
          "Offrez des soins des pieds et des ongles dans nos cliniques et à domicile. Exige l'inscription à l'Ordre des infirmières et infirmiers de l'Ontario (comme IA ou IAA) et une formation en soins des pieds.",
      },
      {
        group: "nursing",
        title: "Infirmière ou infirmier",
        summary:
          "Donnez des soins à domicile, comme le soin des plaies. Exige l'inscription à l'Ordre des infirmières et infirmiers de l'Ontario comme infirmière auxiliaire autorisée ou infirmier auxiliaire autorisé (IAA), ou comme IA.",
      },
      {
        group: "nursing",
        title: "Infirmière autorisée ou infirmier autorisé",
        summary:
          "Dirigez les soins infirmiers à domicile, de l'évaluation aux soins palliatifs (de confort). Exige l'inscription à l'Ordre des infirmières et infirmiers de l'Ontario comme infirmière autorisée ou infirmier autorisé (IA).",
      },
      {
        group: "senior-companions",
        title: "Préposé ou préposée à l'entretien ménager",
        summary:
          "Gardez le domicile de nos clients et clientes propre, sécuritaire et confortable : cuisine, salle de bain, planchers et lessive.",
      },
      {
        group: "senior-companions",
        title: "Accompagnateur ou accompagnatrice",
        summary:
          "Passez du temps avec des personnes âgées : conversations, promenades, jeux, repas et sorties. La gentillesse et la fiabilité comptent plus que tout.",
      },
      {
        group: "senior-companions",
        title: "Chauffeur accompagnateur ou chauffeuse accompagnatrice",
        summary:
          "Conduisez nos clients et clientes à leurs rendez-vous et à leurs courses, et restez avec eux. Exige un permis de conduire de l'Ontario valide et un bon dossier de conduite.",
      },
      {
        group: "senior-companions",
        title: "Personne à tout faire",
        summary:
          "Faites de petites réparations et des adaptations de sécurité chez nos clients et clientes, comme installer des barres d'appui. Une expérience en réparations domiciliaires est nécessaire.",
      },
      {
        group: "administration",
        title: "Coordonnateur ou coordonnatrice des soins à la clientèle",
        summary:
          "Planifiez les soins et les horaires de nos clients et clientes avec eux et leur famille, et trouvez pour chaque personne les bons membres du personnel soignant.",
      },
      {
        group: "administration",
        title: "Adjoint ou adjointe de direction",
        summary:
          "Soutenez notre équipe de direction : agendas, réunions, dossiers et lettres. De solides compétences en organisation et en rédaction sont nécessaires.",
      },
    ],
  },
} satisfies CareersPageInput;
