import type { AreaPagesInput } from "../../schema.ts";

export const specializedServices = {
  index: {
    title: "Services médicaux spécialisés",
    description:
      "Aide pour s'orienter dans le système de santé et rentrer de l'hôpital en sécurité, cliniques de soins des pieds et vaccins contre la grippe au travail ou à domicile.",
    lead: "Certains besoins n'entrent pas facilement dans un seul service. Nos services spécialisés aident les familles à s'orienter dans le système de santé, à planifier un retour à la maison en toute sécurité après l'hôpital, à prendre soin des pieds douloureux ou difficiles à atteindre, et à recevoir le vaccin contre la grippe au travail ou à domicile. Ils s'adressent aux personnes âgées, à leurs familles et aux employeurs de Toronto et des régions de Peel et de York.",
    sections: [
      {
        heading: "Nos services spécialisés",
        body: [
          [
            "[Orientation dans le système de santé](/fr/services/services-specialises/orientation-dans-le-systeme-de-sante) : de l'aide pour comprendre le système de santé, les soins offerts et à qui s'adresser",
            "[Retour à domicile après l'hôpital](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital) : une planification avant la sortie de l'hôpital, pour que la bonne aide soit prête dès le premier jour à la maison",
            "[Cliniques de soins des pieds](/fr/services/services-specialises/cliniques-de-soins-des-pieds) : des soins des ongles et des pieds donnés par une infirmière ou un infirmier en soins des pieds, sans demande de consultation",
            "[Vaccins contre la grippe](/fr/services/services-specialises/vaccins-contre-la-grippe) : des cliniques de vaccination contre la grippe à Toronto et dans les régions de Peel et de York, à votre lieu de travail ou à domicile",
          ],
        ],
      },
      {
        heading: "À qui s'adressent ces services",
        body: [
          "Vous êtes peut-être une fille dont le père va bientôt quitter l'hôpital, et vous ne savez pas trop ce qui va se passer ensuite. Vous êtes peut-être une personne âgée qui n'arrive plus à atteindre ses orteils pour se couper les ongles. Ou vous dirigez peut-être une entreprise et vous voulez garder votre équipe en santé pendant la saison de la grippe. Dans chaque cas, nous commençons par écouter, puis nous vous expliquons vos choix en termes simples. Les responsables de la planification des congés, les infirmières et infirmiers et les médecins peuvent aussi nous appeler pour organiser de l'aide pour une patiente ou un patient.",
        ],
      },
      {
        heading: "Comment ils s'ajoutent à nos autres soins",
        body: [
          "Les services spécialisés mènent souvent à des soins à domicile, ou s'y ajoutent. Après un séjour à l'hôpital, par exemple, vous aurez peut-être besoin de [soins infirmiers](/fr/services/soins-infirmiers) pour une plaie, d'une [préposée ou d'un préposé aux services de soutien personnel](/fr/services/soutien-personnel) (PSSP) pour le bain et l'habillage, ou d'une [accompagnatrice ou d'un accompagnateur](/fr/services/services-aux-aines) pour vous tenir compagnie. Si vous avez besoin de plusieurs services, les [Soins complets](/fr/services/services-aux-aines/soins-complets) les réunissent dans un seul plan.",
          {
            note: "Ces services ne sont pas destinés aux urgences. Si une personne est gravement blessée ou soudainement très malade, appelez le 911.",
          },
        ],
      },
      {
        heading: "Coûts",
        body: [
          "Nos services spécialisés sont à vos frais. Nos tarifs :",
          [
            "Visite de soins des pieds : {cost:footCare}",
            "Aide pour vous orienter dans le système de santé ou planifier le retour à domicile après l'hôpital : {cost:careNavigation}",
          ],
          "En Ontario, le vaccin contre la grippe est gratuit pour la plupart des gens chez le médecin et dans de nombreuses pharmacies. Pour une clinique de vaccination à votre lieu de travail ou un vaccin à domicile, demandez-nous ce qu'il en coûte.",
          "Pour l'aide à l'orientation dans le système de santé ou au retour à domicile après l'hôpital, la première visite, où nous vous rencontrons pour planifier ensemble l'aide dont vous avez besoin, est {fact:assessmentVisit}.",
          "Certaines assurances-maladie privées et certains régimes d'avantages sociaux au travail paient une partie des soins des pieds donnés par une infirmière ou un infirmier : renseignez-vous auprès de votre assureur et conservez votre reçu. Anciens Combattants Canada peut aider certains vétérans et certaines vétéranes, ainsi que certains survivants et survivantes, à payer de l'aide à domicile.",
        ],
      },
      {
        heading: "Qui appeler",
        body: [
          "Appelez la ligne la plus proche de chez vous, {hours:specializedToronto} :",
          [
            "Toronto : {phone:specializedToronto}",
            "Peel : {phone:specializedPeel}",
            "York : {phone:specializedYork}",
          ],
          "En dehors de ces heures, appelez notre ligne de soins, au {phone:careLine} : on vous répond 24 heures sur 24. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre). Comme destinataire, choisissez « {recipient:specialized} », « {recipient:footCare} » ou « {recipient:fluClinics} », et nous vous répondrons {fact:replyTime}.",
        ],
      },
    ],
  },
  "navigating-health-care": {
    title: "Orientation dans le système de santé",
    description:
      "De l'aide pour vous orienter dans le système de santé de l'Ontario : les soins offerts, qui appeler et comment obtenir des soins à domicile.",
    lead: "Le système de santé peut ressembler à un labyrinthe : hôpitaux, médecins de famille, spécialistes, soins à domicile, cliniques et formulaires. S'orienter dans le système de santé, c'est avoir quelqu'un qui vous aide à trouver votre chemin. Nous vous expliquons quels types de soins existent, qui les offre et quelle est la prochaine étape. Vous pouvez ainsi prendre vos décisions en voyant la situation plus clairement.",
    sections: [
      {
        heading: "À qui s'adresse ce service",
        body: [
          [
            "aux familles qui prennent soin d'un parent dont la santé change",
            "aux personnes âgées qui viennent de recevoir un nouveau diagnostic et qui ne savent pas vers qui se tourner",
            "aux personnes qui quittent l'hôpital et qui ne savent pas trop quels soins elles recevront à la maison",
            "aux proches aidants qui habitent loin et qui doivent organiser de l'aide à distance",
          ],
        ],
      },
      {
        heading: "Comment nous pouvons vous aider",
        body: [
          "Les questions de chaque famille sont différentes. Nous pouvons vous aider à :",
          [
            "comprendre les types de soins à domicile, de l'[accompagnement](/fr/services/services-aux-aines) au [soutien personnel](/fr/services/soutien-personnel) et aux [soins infirmiers](/fr/services/soins-infirmiers)",
            "connaître la différence entre les soins financés par les fonds publics et les soins que vous payez vous-même",
            "noter les questions à poser au médecin, puis comprendre les prochaines étapes après le rendez-vous",
            "planifier un retour à la maison après l'hôpital, ou un déménagement dans une [maison de retraite](/fr/services/services-aux-aines/transition-vers-une-maison-de-retraite)",
            "garder au même endroit la liste des rendez-vous, des fournisseurs de soins et des numéros de téléphone",
          ],
          "Nous ne remplaçons pas votre médecin et nous ne donnons pas de conseils médicaux. Votre médecin, votre infirmière praticienne ou infirmier praticien, ou votre pharmacienne ou pharmacien reste responsable des décisions médicales. Notre rôle est de vous aider à poser les bonnes questions et à frapper à la bonne porte.",
        ],
      },
      {
        heading: "Comment se passe une conversation avec nous",
        body: [
          {
            steps: [
              {
                title: "Expliquez-nous la situation",
                text: "Appelez-nous ou [envoyez-nous un message](/fr/nous-joindre). Dites-nous ce qui s'est passé, quels soins sont en place en ce moment et ce qui vous inquiète le plus.",
              },
              {
                title: "Comprenez vos choix",
                text: "Nous vous expliquons, en termes simples, les types d'aide qui pourraient convenir et qui les offre.",
              },
              {
                title: "Planifiez la prochaine étape",
                text: "Ensemble, nous décidons quoi faire en premier : appeler le médecin, recevoir nos soins à domicile ou poser une question à l'équipe de l'hôpital.",
              },
            ],
          },
        ],
      },
      {
        heading: "Qui appeler",
        body: [
          "Appelez la ligne des services spécialisés de votre région : Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} ou York {phone:specializedYork}. Renseignez-vous sur les coûts quand vous appelez, car ils dépendent de l'aide dont vous avez besoin. Si vous savez déjà que vous avez besoin de plusieurs types de soins, les [Soins complets](/fr/services/services-aux-aines/soins-complets) sont peut-être la solution la plus simple.",
          {
            note: "Si une personne est en danger ou très malade en ce moment, n'attendez pas : appelez le 911.",
          },
        ],
      },
    ],
  },
  "hospital-to-home-transition": {
    title: "Retour à domicile après l'hôpital",
    description:
      "Planifiez un retour sécuritaire après l'hôpital : soins infirmiers, soutien personnel, transport et ménage, prêts dès le premier jour.",
    lead: "Rentrer à la maison après l'hôpital est un soulagement, mais les premiers jours peuvent être difficiles. Le retour à domicile après l'hôpital, c'est une planification faite avant la sortie de l'hôpital, pour que la bonne aide soit prête quand votre proche franchit la porte. Ce service s'adresse à toute personne qui quitte l'hôpital après une chirurgie, une chute, un AVC ou une maladie, et à la famille qui l'aidera.",
    sections: [
      {
        heading: "Pourquoi les premiers jours comptent",
        body: [
          "Après un séjour à l'hôpital, beaucoup de personnes sont plus faibles qu'avant. Elles ont parfois de nouveaux médicaments, une plaie à soigner ou de la difficulté à monter l'escalier. Il arrive que les familles n'apprennent la date de sortie qu'un jour ou deux à l'avance. Planifier tôt aide votre proche à se rétablir à la maison de façon plus sécuritaire et donne à la famille le temps de respirer.",
        ],
      },
      {
        heading: "Ce que nous pouvons organiser",
        body: [
          "Dès que nous connaissons le plan de sortie, nous pouvons mettre en place l'aide qu'il prévoit :",
          [
            "un [chauffeur accompagnateur ou une chauffeuse accompagnatrice](/fr/services/services-aux-aines/chauffeurs-accompagnateurs) pour le retour à la maison et pour les rendez-vous de suivi",
            "des [soins infirmiers](/fr/services/soins-infirmiers) pour les [soins des plaies et le rétablissement après une chirurgie](/fr/services/soins-infirmiers/soins-postoperatoires-et-des-plaies)",
            "une [préposée ou un préposé aux services de soutien personnel](/fr/services/soutien-personnel) (PSSP) pour aider au bain, à l'habillage, aux repas et aux déplacements en sécurité",
            "de l'[aide de nuit](/fr/services/services-aux-aines/aide-de-nuit) pour qu'une personne soit présente les premières nuits",
            "une [personne à l'entretien ménager](/fr/services/services-aux-aines/entretien-menager) pour préparer la maison avant le retour",
          ],
          "Après un AVC, consultez notre page sur les [soins après un AVC](/fr/services/soutien-personnel/soins-apres-un-avc). Pour la famille, notre [soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants) peut aussi aider à traverser ce changement.",
        ],
      },
      {
        heading: "Comment commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez avant la sortie",
                text: "Appelez-nous dès que vous savez qu'une sortie de l'hôpital approche, même si la date n'est pas encore fixée.",
              },
              {
                title: "Transmettez le plan de sortie",
                text: "Demandez à l'équipe de l'hôpital les consignes de sortie, et dites-nous quels soins elle recommande.",
              },
              {
                title: "Préparez la maison",
                text: "Nous planifions les soins avec vous et réservons les premières visites, pour qu'elles commencent dès le premier jour à la maison.",
              },
              {
                title: "Ajustez au fil du rétablissement",
                text: "À mesure que votre proche reprend des forces, nous réduisons ou modifions les soins avec vous.",
              },
            ],
          },
        ],
      },
      {
        heading: "Coûts et qui appeler",
        body: [
          "Certaines personnes quittent l'hôpital avec des soins à domicile financés par les fonds publics. Nos services peuvent s'ajouter à ces soins ou combler les manques, et ils sont habituellement à vos frais. Le coût dépend des services et des heures que vous choisissez : renseignez-vous quand vous nous appelez. Appelez la ligne des services spécialisés de votre région : Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} ou York {phone:specializedYork}, ou [envoyez-nous un message](/fr/nous-joindre).",
          {
            note: "Si votre proche a une douleur à la poitrine, de la difficulté à respirer ou un changement soudain après son retour à la maison, appelez le 911.",
          },
        ],
      },
    ],
  },
  "foot-care-clinics": {
    title: "Cliniques de soins des pieds",
    description:
      "Cliniques de soins des pieds avec une infirmière ou un infirmier : coupe des ongles, cors et callosités, examen des pieds. Service payant, sans demande de consultation.",
    lead: "Des pieds en santé vous aident à rester stable et à continuer de marcher. Nos cliniques de soins des pieds sont tenues par des infirmières et infirmiers en soins des pieds. Ces personnes coupent les ongles, soulagent les cors et les callosités, et vérifient si vos pieds ont des problèmes. Le service s'adresse à toute personne qui a de la difficulté à atteindre ses pieds ou à en prendre soin elle-même. **Aucune demande de consultation n'est nécessaire**, et des frais s'appliquent.",
    sections: [
      {
        heading: "À qui s'adresse ce service",
        body: [
          [
            "aux personnes âgées qui ne peuvent plus se pencher ou qui voient mal leurs pieds",
            "aux personnes qui ont des ongles épais, durs ou incarnés",
            "aux personnes qui ont le diabète ou une mauvaise circulation, à qui l'on conseille souvent de prendre un soin particulier de leurs pieds",
            "à toute personne qui a des cors ou des callosités qui rendent la marche inconfortable",
          ],
        ],
      },
      {
        heading: "Comment se passe une visite",
        body: [
          "Une visite de soins des pieds se fait dans le calme, sans hâte. Habituellement, l'infirmière ou l'infirmier :",
          [
            "vous pose des questions sur votre santé, vos médicaments et toute douleur aux pieds",
            "examine vos pieds, votre peau et vos ongles",
            "coupe et lime les ongles de vos orteils",
            "réduit doucement les cors et les callosités",
            "vous dit ce qu'elle ou il a remarqué et quand il serait bon de revenir",
          ],
          "Si l'infirmière ou l'infirmier remarque quelque chose qui demande l'avis d'un médecin, elle ou il vous le dira et vous suggérera de consulter votre médecin. Portez des chaussures et des bas faciles à enlever, et apportez la liste de vos médicaments.",
          {
            note: "Une clinique de soins des pieds n'est pas destinée aux problèmes urgents. Si vous avez une plaie ouverte qui s'aggrave, ou un pied rouge, chaud ou enflé, appelez votre médecin. En cas d'urgence, appelez le 911.",
          },
        ],
      },
      {
        heading: "Coûts",
        body: [
          "Des frais s'appliquent pour les soins des pieds. Pour connaître le montant, posez la question quand vous appelez pour prendre rendez-vous. Certains régimes d'assurance-maladie privés couvrent une partie du coût des soins des pieds donnés par une infirmière ou un infirmier. Renseignez-vous auprès de votre régime et gardez votre reçu.",
        ],
      },
      {
        heading: "Où, quand et comment prendre rendez-vous",
        body: [
          "Aucune demande de consultation n'est nécessaire : vous pouvez prendre rendez-vous pour vous-même ou pour un parent. Pour savoir où et quand aura lieu la prochaine clinique près de chez vous, et pour prendre rendez-vous, appelez la ligne des services spécialisés de votre région : Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} ou York {phone:specializedYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) et choisir « {recipient:footCare} » comme destinataire. Nous vous répondrons {fact:replyTime}.",
          "S'il vous est difficile de sortir, un [chauffeur accompagnateur ou une chauffeuse accompagnatrice](/fr/services/services-aux-aines/chauffeurs-accompagnateurs) peut vous conduire à la clinique et vous ramener à la maison.",
        ],
      },
      {
        heading: "Infirmières et infirmiers : travaillez avec nous",
        body: [
          "Vous êtes infirmière ou infirmier et vous avez une formation en soins des pieds? Nous embauchons des infirmières et infirmiers en soins des pieds. Consultez notre [page Carrières](/fr/carrieres#openings).",
        ],
      },
    ],
  },
  "flu-shots": {
    title: "Vaccins contre la grippe",
    description:
      "Le vaccin contre la grippe au travail, à domicile ou en clinique, à Toronto et dans les régions de Peel et de York. Protégez votre personnel, votre famille et vous-même.",
    lead: "La grippe, c'est plus qu'un gros rhume. Les symptômes durent de 5 à 10 jours, et une personne peut transmettre la grippe à d'autres pendant une période pouvant aller jusqu'à sept jours. Environ 1,5 million de jours de travail sont perdus chaque année à cause de la grippe. Nous donnons le vaccin contre la grippe dans les milieux de travail, à domicile pour les personnes qui ne peuvent pas sortir facilement, et dans des cliniques de vaccination contre la grippe à Toronto et dans les régions de Peel et de York.",
    sections: [
      {
        heading: "Le vaccin contre la grippe au travail",
        body: [
          "Une clinique de vaccination contre la grippe au travail permet à votre équipe de se faire vacciner facilement, sans prendre congé. Nous fournissons le personnel infirmier et le matériel. Vous fournissez un endroit calme et vous nous aidez à établir l'horaire. Les cliniques en milieu de travail conviennent aux bureaux, aux usines, aux entrepôts, aux écoles, aux commerces et aux groupes communautaires.",
          {
            steps: [
              {
                title: "Communiquez avec nous",
                text: "Appelez la ligne des services spécialisés de votre région ou [envoyez-nous un message](/fr/nous-joindre) en choisissant « {recipient:fluClinics} » comme destinataire.",
              },
              {
                title: "Planifiez la clinique",
                text: "Dites-nous combien de personnes vous attendez, où se trouve votre lieu de travail et quels jours vous conviennent.",
              },
              {
                title: "Informez votre équipe",
                text: "Annoncez la date et l'heure au personnel, pour que chaque personne puisse s'inscrire et s'organiser.",
              },
              {
                title: "Le jour de la clinique",
                text: "Notre personnel infirmier donne les vaccins, et votre équipe retourne au travail.",
              },
            ],
          },
        ],
      },
      {
        heading: "Le vaccin contre la grippe à domicile",
        body: [
          "Certaines personnes ne peuvent pas se rendre facilement à une pharmacie ou à une clinique, par exemple après une chirurgie, en raison d'une mobilité réduite ou parce qu'elles prennent soin d'une autre personne. Une infirmière ou un infirmier peut venir à domicile pour donner le vaccin contre la grippe. Parlez-nous-en quand vous appelez.",
        ],
      },
      {
        heading:
          "Cliniques de vaccination contre la grippe à Toronto et dans les régions de Peel et de York",
        body: [
          "Nous tenons aussi nos propres cliniques de vaccination contre la grippe. Aucune demande de consultation n'est nécessaire. Pour savoir où et quand aura lieu la prochaine clinique près de chez vous, et combien elle coûte, appelez la ligne des services spécialisés de votre région : Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} ou York {phone:specializedYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) et choisir « {recipient:fluClinics} » comme destinataire.",
        ],
      },
      {
        heading: "L'efficacité du vaccin contre la grippe",
        body: [
          "Quand le vaccin correspond bien aux virus de la grippe qui circulent, il peut être efficace chez les adultes en bonne santé (efficacité : {fact:fluShotEffectiveness}). Son efficacité varie d'une année à l'autre et d'une personne à l'autre. Se faire vacciner aide aussi à protéger les gens autour de vous, y compris les personnes plus à risque de tomber gravement malades.",
        ],
      },
      {
        heading: "Qui appeler",
        body: [
          "Appelez la ligne des services spécialisés de votre région : Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} ou York {phone:specializedYork}. Renseignez-vous sur le coût quand vous appelez.",
          {
            note: "La grippe peut être grave pour les personnes âgées, les bébés et les personnes atteintes d'une maladie de longue durée. Si une personne a de la difficulté à respirer, une douleur à la poitrine ou si elle est très somnolente, appelez le 911.",
          },
        ],
      },
    ],
    faqs: [
      {
        question: "Pouvez-vous venir à notre lieu de travail?",
        answer: [
          "Oui. Nous tenons des cliniques de vaccination contre la grippe dans des milieux de travail à Toronto et dans les régions de Peel et de York. Appelez-nous ou [envoyez-nous un message](/fr/nous-joindre) en indiquant votre adresse, le nombre de personnes que vous attendez et les jours qui vous conviennent. Nous planifierons la clinique avec vous.",
        ],
      },
      {
        question: "Ai-je besoin d'une demande de consultation?",
        answer: [
          "Non. Vous n'avez pas besoin d'une demande de consultation d'un médecin pour recevoir chez nous le vaccin contre la grippe.",
        ],
      },
      {
        question: "Qui ne devrait pas recevoir le vaccin contre la grippe?",
        answer: [
          "La plupart des gens peuvent recevoir le vaccin contre la grippe, mais il ne convient pas à tout le monde. Si vous avez déjà eu une réaction allergique grave à un vaccin contre la grippe, ou si vous avez un doute sur sa sécurité pour vous, parlez-en à votre médecin ou à votre pharmacienne ou pharmacien avant de le recevoir.",
        ],
      },
      {
        question: "Le vaccin contre la grippe peut-il donner la grippe?",
        answer: [
          "Non, le vaccin contre la grippe ne peut pas vous donner la grippe. Certaines personnes ont mal au bras ou se sentent un peu fatiguées pendant environ une journée après le vaccin. Si vous avez des questions sur les effets secondaires, posez-les à l'infirmière ou à l'infirmier de la clinique, ou à votre pharmacienne ou pharmacien.",
        ],
      },
      {
        question: "Dois-je me faire vacciner contre la grippe chaque année?",
        answer: [
          "Oui. Les virus de la grippe changent d'une année à l'autre, et le vaccin est mis à jour chaque année en conséquence. Le vaccin de l'an dernier ne vous protégera pas complètement cette année.",
        ],
      },
      {
        question: "Combien cela coûte-t-il?",
        answer: [
          "En Ontario, le vaccin contre la grippe est gratuit pour la plupart des gens dans les cabinets de médecins et dans beaucoup de pharmacies. Pour l'une de nos cliniques de vaccination contre la grippe, une clinique en milieu de travail ou une visite à domicile, renseignez-vous sur le coût quand vous nous appelez.",
        ],
      },
      {
        question: "Quelle est l'efficacité du vaccin contre la grippe?",
        answer: [
          "Une année où le vaccin correspond aux virus qui circulent, il peut être efficace chez les adultes en bonne santé (efficacité : {fact:fluShotEffectiveness}). D'autres années, il fonctionne moins bien. Il réduit quand même vos risques de tomber malade et de transmettre la grippe à d'autres personnes.",
        ],
      },
      {
        question: "Une personne peut-elle recevoir le vaccin contre la grippe à domicile?",
        answer: [
          "Oui, s'il lui est difficile de sortir. Appelez la ligne des services spécialisés de votre région : une infirmière ou un infirmier peut venir à domicile pour donner le vaccin.",
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"specialized-services">;
