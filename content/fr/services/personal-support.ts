import type { AreaPagesInput } from "../../schema.ts";

export const personalSupport = {
  index: {
    title: "Soins à domicile et soins personnels",
    description:
      "Soutien personnel à domicile : aide au bain, à l'habillage, aux repas et au quotidien, 24 h sur 24, 7 j sur 7, à Toronto et dans les régions de Peel et de York.",
    lead: "Les soins à domicile, c'est de l'aide à la maison pour les tâches de tous les jours qui sont devenues difficiles à faire sans aide. Un préposé ou une préposée aux services de soutien personnel (PSSP) est une personne formée pour aider à prendre son bain, à s'habiller, à préparer les repas, à se déplacer en sécurité et à garder la maison en ordre. Les soins à domicile s'adressent aux personnes âgées, aux personnes qui vivent avec une maladie ou un handicap, et à toute personne qui se remet sur pied après un séjour à l'hôpital. L'aide est offerte {fact:availability}.",
    sections: [
      {
        heading: "Comment un ou une PSSP peut vous aider",
        body: [
          "Chaque plan est différent. Vous choisissez l'aide que vous voulez, par exemple :",
          [
            "Le bain, la douche, le lavage des cheveux et le rasage",
            "L'aide pour aller aux toilettes, dans le respect et l'intimité",
            "L'habillage et la préparation au coucher",
            "L'aide pour se lever du lit ou d'un fauteuil et s'y installer, et pour marcher en sécurité dans la maison",
            "La planification et la préparation des repas, et l'aide pour manger",
            "Des rappels pour prendre les médicaments au bon moment",
            "L'entretien ménager léger : vaisselle, lessive, rangement et changement des draps",
            "Les achats, les commissions et l'accompagnement à vos rendez-vous",
            "De la compagnie et de la conversation",
          ],
          "Pour les soins médicaux, comme le soin des plaies ou la gestion des médicaments, nos [infirmières et infirmiers](/fr/services/soins-infirmiers) peuvent venir chez vous. Les deux équipes peuvent travailler ensemble.",
          "Nous offrons aussi du soutien personnel pour des besoins particuliers : [soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants), [soins après un AVC](/fr/services/soutien-personnel/soins-apres-un-avc), [soins aux personnes âgées](/fr/services/soutien-personnel/soins-aux-personnes-agees) et [soins pour la maladie d'Alzheimer et la démence](/fr/services/soutien-personnel/alzheimer-et-demence).",
        ],
      },
      {
        heading: "Comment se passe une visite ou un quart",
        body: [
          "Vous choisissez quand l'aide arrive et pour combien de temps. Certaines personnes reçoivent une courte visite chaque matin pour se laver et s'habiller. D'autres veulent de l'aide à l'heure des repas, un quart plus long pendant la journée, ou une présence pendant la nuit. Les soins sont offerts {fact:availability}, y compris la fin de semaine.",
          "À chaque visite, votre PSSP suit le plan de soins établi avec vous. Vous faites ce que vous pouvez faire vous-même, et votre PSSP vous aide pour le reste. Si votre PSSP remarque un changement, comme une nouvelle confusion ou une chute, vous ou votre famille en serez informés, pour que le plan puisse changer aussi.",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne de soutien personnel de votre région, ou [envoyez-nous un message](/fr/nous-joindre). Nous répondons aux messages {fact:replyTime}.",
              },
              {
                title: "Dites-nous ce dont vous avez besoin",
                text: "Nous vous posons des questions sur vos habitudes de tous les jours, votre santé, votre domicile et ce qui compte le plus pour vous. Un membre de votre famille peut se joindre à l'appel.",
              },
              {
                title: "Établissez un plan avec nous",
                text: "Ensemble, nous choisissons les tâches, les jours et les heures de visite, et le nombre d'heures.",
              },
              {
                title: "Les soins commencent",
                text: "Votre PSSP arrive à l'heure convenue. Vous pouvez changer le plan chaque fois que vos besoins changent.",
              },
            ],
          },
          "Pour la sécurité de toutes et de tous, nous vous demandons ceci : {fact:smokingRule}.",
        ],
      },
      {
        heading: "Coûts",
        body: [
          "Certaines personnes sont admissibles à des soins à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario, l'organisme de soins à domicile de la province ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Votre médecin, votre équipe de l'hôpital ou Santé à domicile Ontario peut vous dire si vous êtes admissible et combien d'heures de soins sont couvertes.",
          "Vous pouvez aussi payer des soins privés, seuls ou pour ajouter des heures aux soins financés par les fonds publics. Les visites sont facturées à l'heure, avec une durée minimale par visite. Les soins de nuit et l'accompagnement à demeure sont facturés à la nuit ou à la journée. Nos tarifs :",
          [
            "Préposé ou préposée aux services de soutien personnel (PSSP) : {cost:personalSupport}",
            "Une personne éveillée à la maison toute la nuit : {cost:overnight}",
            "Accompagnement à demeure : {cost:liveIn}",
          ],
          "La première visite, où nous vous rencontrons à la maison pour planifier les soins avec vous, est {fact:assessmentVisit}. Avant le début des soins, nous vous disons combien coûtera votre plan.",
          "Certaines assurances-maladie privées et certains régimes d'avantages sociaux au travail paient une partie des soins à domicile : renseignez-vous auprès de votre assureur pour savoir ce qui est couvert. Anciens Combattants Canada peut aider certains vétérans et certaines vétéranes, ainsi que certains survivants et survivantes, à payer de l'aide à domicile. Conservez vos reçus : certains frais de soins à domicile peuvent donner droit au crédit d'impôt pour frais médicaux dans votre déclaration de revenus.",
        ],
      },
      {
        heading: "Qui appeler",
        body: [
          "Appelez la ligne de soutien personnel de la région où vit la personne qui a besoin de soins, {hours:personalSupportToronto} : Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} ou York {phone:personalSupportYork}. En dehors de ces heures, appelez notre ligne de soins, au {phone:careLine} : on vous répond 24 heures sur 24. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) ou écrire par courriel à {email:info}.",
          {
            note: "Nos lignes téléphoniques ne sont pas un service d'urgence. Si une personne est blessée, très malade ou en danger, appelez le 911.",
          },
        ],
      },
    ],
  },
  "family-caregiver-support": {
    title: "Soutien aux proches aidants",
    description:
      "Le répit offre une pause aux proches aidants, et l'aide à la transition rend le retour de l'hôpital ou de la réadaptation plus sûr et plus calme.",
    lead: "Prendre soin d'un parent, d'un conjoint ou d'une conjointe, ou d'un enfant à la maison, c'est un travail fait avec amour, mais c'est aussi un travail difficile. Le soutien aux proches aidants aide les personnes qui font ce travail. Nous offrons deux types d'aide : le **répit**, c'est-à-dire une pause pour le proche aidant ou la proche aidante pendant qu'une personne formée prend le relais, et l'aide à la **transition vers le domicile**, pour les jours où une personne revient de l'hôpital ou s'installe dans un nouveau domicile.",
    sections: [
      {
        heading: "Le répit : une pause pour vous",
        body: [
          "Tout le monde a besoin de temps pour se reposer, voir son propre médecin, travailler, faire des courses ou simplement dormir. Pendant votre absence, une personne de notre équipe reste avec votre proche et suit sa routine habituelle : un préposé ou une préposée aux services de soutien personnel (PSSP), ou encore un accompagnateur ou une accompagnatrice. Le répit peut durer :",
          [
            "**Quelques heures**, une ou plusieurs fois par semaine",
            "**Une journée complète** ou un quart régulier chaque semaine",
            "**Toute la nuit**, pour que vous puissiez dormir jusqu'au matin. Consultez [l'aide de nuit](/fr/services/services-aux-aines/aide-de-nuit).",
            "**Plusieurs jours ou plus**, pendant que vous voyagez ou que vous vous rétablissez vous-même. Consultez [l'accompagnement à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure).",
          ],
          "Pendant le répit, la personne qui prend le relais peut aider pour les soins personnels, les repas, les rappels de médicaments et l'entretien ménager léger, et tenir compagnie à votre proche, un peu comme vous le feriez.",
        ],
      },
      {
        heading: "La transition vers le domicile : s'installer en sécurité",
        body: [
          "Les premiers jours après un séjour à l'hôpital ou en réadaptation peuvent être les plus difficiles. Les gens sont souvent plus faibles qu'avant, et ils peuvent revenir avec de nouveaux médicaments, du nouvel équipement ou de nouvelles consignes. De l'aide supplémentaire à ce moment-là peut rendre cette période plus sûre et plus calme pour tout le monde. Nous pouvons :",
          [
            "Être là quand votre proche arrive à la maison",
            "Aider au bain, à l'habillage, à aller aux toilettes et à se déplacer en sécurité",
            "Aller chercher l'épicerie et les médicaments d'ordonnance, et préparer des repas simples",
            "Ranger la maison pour dégager les passages et garder les objets à portée de main",
            "Organiser des visites de notre [équipe de soins infirmiers](/fr/services/soins-infirmiers) pour les plaies, les médicaments ou les examens de santé",
          ],
          "Pour de l'aide à planifier le retour avant la sortie de l'hôpital, consultez la page [Retour à domicile après l'hôpital](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital). Si votre proche déménage dans une maison de retraite, nos [services gratuits de transition vers une maison de retraite](/fr/services/services-aux-aines/transition-vers-une-maison-de-retraite) peuvent vous aider à en choisir une.",
        ],
      },
      {
        heading: "Des signes que vous avez peut-être besoin d'une pause",
        body: [
          [
            "Vous ressentez de la fatigue tout le temps, ou vous dormez mal",
            "Vous avez remis à plus tard vos propres rendez-vous de santé",
            "Vous êtes irritable ou triste, ou vous souffrez de solitude",
            "Vous vous inquiétez de ce qui arriverait si vous tombiez malade",
          ],
          "Demander de l'aide, ce n'est pas abandonner. Après un peu de repos, vous avez plus à donner, et votre proche découvre un nouveau visage amical.",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne de soutien personnel de votre région : Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} ou York {phone:personalSupportYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) : nous vous répondrons {fact:replyTime}.",
              },
              {
                title: "Parlez-nous de votre proche",
                text: "Nous parlons de ses habitudes, de sa santé, de ses goûts et de ce dont vous avez le plus besoin.",
              },
              {
                title: "Choisissez l'horaire",
                text: "Choisissez quand la personne vient. Le répit peut être réservé une seule fois ou selon un horaire régulier, de jour comme de nuit.",
              },
            ],
          },
          "Si vous avez besoin de parler à quelqu'un en dehors des heures de bureau, notre ligne de soins, au {phone:careLine}, répond 24 heures sur 24.",
        ],
      },
      {
        heading: "Payer le soutien aux proches aidants",
        body: [
          "Certaines personnes sont admissibles à des soins à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Demandez à Santé à domicile Ontario si le répit ou l'aide après un séjour à l'hôpital est compris pour votre proche.",
          "Les soins privés peuvent être payés directement, seuls ou en plus des heures financées par les fonds publics. Certaines assurances privées ou d'autres régimes couvrent une partie des coûts : renseignez-vous auprès de votre régime pour savoir ce qu'il couvre.",
        ],
      },
    ],
  },
  "stroke-care": {
    title: "Soins après un AVC",
    description:
      "Aide à domicile après un AVC : soins personnels, déplacements sûrs, exercices de thérapie et soutien à la famille, à Toronto et dans les régions de Peel et de York.",
    lead: "Un accident vasculaire cérébral (AVC) se produit quand la circulation du sang vers une partie du cerveau est bloquée ou qu'un vaisseau sanguin éclate. Après un AVC, une personne peut avoir une faiblesse d'un côté du corps, de la difficulté à parler ou à avaler, de la fatigue, ou des changements d'humeur et de mémoire. Nos soins après un AVC aident les personnes qui ont survécu à un AVC à vivre chez elles en sécurité et de façon aussi autonome que possible, et soutiennent la famille qui les entoure.",
    sections: [
      {
        heading: "À qui s'adressent ces soins",
        body: [
          [
            "Les personnes qui rentrent à la maison après un AVC, au retour de l'hôpital ou d'un centre de réadaptation",
            "Les personnes qui ont survécu à un AVC, qui vivent chez elles et qui ont besoin d'aide pour les tâches de tous les jours",
            "Les familles qui veulent du soutien, ou une pause, pendant qu'elles prennent soin d'une personne après un AVC",
          ],
        ],
      },
      {
        heading: "Comment nous aidons",
        body: [
          "Un préposé ou une préposée aux services de soutien personnel (PSSP) peut offrir :",
          [
            "De l'aide pour le bain, l'habillage, l'hygiène personnelle et les toilettes, de la façon que votre équipe de soins vous a montrée",
            "De l'aide pour se lever du lit, d'une chaise ou de la voiture et pour s'y installer, et pour marcher en sécurité avec une canne ou une marchette",
            "Des encouragements à faire les exercices donnés par votre physiothérapeute ou votre ergothérapeute",
            "Des repas qui suivent le régime alimentaire conseillé par votre équipe de soins, et de l'aide pour manger",
            "Une conversation patiente, sans se presser, avec une personne qui a de la difficulté à parler",
            "De la compagnie, des sorties et de l'accompagnement aux rendez-vous",
          ],
          "Notre personnel ne remplace pas votre médecin ni vos thérapeutes. Il vous aide à suivre le plan que votre équipe de soins vous donne. Si vous avez besoin de soins infirmiers, comme de l'aide pour la prise de vos médicaments ou des examens de santé, nos [infirmières et infirmiers](/fr/services/soins-infirmiers) peuvent aussi venir chez vous.",
        ],
      },
      {
        heading: "Comment se passe une visite",
        body: [
          "Les visites peuvent être courtes, par exemple une heure chaque matin pour se lever, se laver et s'habiller. Il peut aussi s'agir de quarts plus longs pendant la journée, ou de soins pendant la nuit. L'aide est offerte {fact:availability}.",
          "Votre PSSP laisse la personne faire tout ce qu'elle peut faire en sécurité, car la pratique de tous les jours compte beaucoup après un AVC. Votre PSSP surveille aussi les changements et en informe la famille. Si vous prenez soin d'une personne après un AVC, le [soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants) peut vous donner du temps pour vous reposer.",
        ],
      },
      {
        heading: "Pour commencer et pour payer les soins",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne de soutien personnel de votre région : Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} ou York {phone:personalSupportYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre).",
              },
              {
                title: "Parlez-nous du plan",
                text: "Dites-nous ce que l'équipe de l'hôpital ou de réadaptation a conseillé, et à quoi ressemble la vie de tous les jours maintenant.",
              },
              {
                title: "Commencez les soins",
                text: "Nous convenons ensemble des tâches, des jours et des heures. Le plan peut changer au fil du rétablissement.",
              },
            ],
          },
          "Certaines personnes sont admissibles à des soins à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Les soins privés peuvent être payés directement, et certaines assurances privées ou d'autres régimes en couvrent une partie : renseignez-vous auprès de votre régime.",
        ],
      },
      {
        heading: "En cas d'urgence",
        body: [
          {
            note: "Apprenez à reconnaître les signes d'un AVC : un visage qui s'affaisse, un bras faible, ou une parole mal articulée ou confuse. Si vous voyez l'un de ces signes, appelez le 911 immédiatement, même si les signes disparaissent.",
          },
        ],
      },
    ],
  },
  "senior-care": {
    title: "Soins aux personnes âgées",
    description:
      "Aide quotidienne pour les personnes âgées qui veulent rester chez elles : soins personnels, repas, rappels de médicaments, ménage et compagnie, 24 h sur 24, 7 j sur 7.",
    lead: "Les soins aux personnes âgées, c'est de l'aide à domicile pour les personnes âgées qui veulent continuer à vivre là où elles se sentent bien. Ces soins conviennent à une personne qui se débrouille encore, mais qui trouve certaines choses plus difficiles, et à la famille qui s'inquiète pour elle. Un préposé ou une préposée aux services de soutien personnel (PSSP) aide pour la routine de tous les jours, veille à la sécurité et offre une compagnie amicale. Les soins aux personnes âgées sont offerts {fact:availability}.",
    sections: [
      {
        heading: "Des signes qu'il est peut-être temps d'obtenir de l'aide",
        body: [
          [
            "Des repas sont sautés, ou le réfrigérateur contient de la nourriture périmée",
            "Prendre son bain ou s'habiller est devenu difficile ou fatigant",
            "Il y a eu une chute, ou une chute évitée de justesse",
            "Des médicaments sont oubliés ou mélangés",
            "La maison est plus difficile à entretenir qu'avant",
            "Votre mère ou votre père semble souffrir de solitude, ou sort beaucoup moins",
          ],
          "Remarquer ces signes ne veut pas dire que la personne doit quitter sa maison. Quelques heures d'aide par semaine peuvent rendre la vie de tous les jours plus sûre et plus facile.",
        ],
      },
      {
        heading: "Ce que comprennent les soins aux personnes âgées",
        body: [
          [
            "Les soins personnels : bain, habillage, hygiène personnelle et aide pour aller aux toilettes",
            "La planification et la préparation des repas, et l'aide pour manger",
            "Les rappels de médicaments",
            "L'aide pour se déplacer en sécurité dans la maison",
            "L'entretien ménager léger et la lessive",
            "Les achats, les commissions et l'accompagnement aux rendez-vous",
            "La conversation, les jeux, les promenades et les loisirs",
          ],
          "Nous offrons aussi l'[accompagnement à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure), l'[aide de nuit](/fr/services/services-aux-aines/aide-de-nuit), l'[entretien ménager](/fr/services/services-aux-aines/entretien-menager) et les services de [chauffeurs et chauffeuses accompagnateurs](/fr/services/services-aux-aines/chauffeurs-accompagnateurs). Si vous voulez un seul plan qui réunit plusieurs services, renseignez-vous sur le service [Soins complets](/fr/services/services-aux-aines/soins-complets).",
        ],
      },
      {
        heading: "Comment se passe une visite ou un quart",
        body: [
          "Les soins peuvent prendre la forme d'une courte visite, d'un quart plus long, d'une nuit ou d'une aide 24 heures sur 24. Une visite le matin peut comprendre de l'aide pour se lever et prendre sa douche, la préparation du déjeuner, la vérification de la prise des médicaments et un petit rangement de la cuisine.",
          "La personne qui donne les soins suit un plan de soins établi avec vous et votre famille. Quand les besoins changent, le plan change aussi. Si une infirmière ou un infirmier est nécessaire, par exemple pour une plaie ou des médicaments, notre [équipe de soins infirmiers](/fr/services/soins-infirmiers) peut venir.",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne de soutien personnel de votre région : Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} ou York {phone:personalSupportYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) : nous vous répondrons {fact:replyTime}.",
              },
              {
                title: "Parlons-en ensemble",
                text: "Nous vous posons des questions sur les habitudes, la santé, le domicile et ce qui fait plaisir à votre mère ou à votre père. Il est utile de l'inviter à participer à la conversation.",
              },
              {
                title: "Commencez par ce qui aide le plus",
                text: "Beaucoup de familles commencent par quelques visites par semaine et en ajoutent plus tard. Vous pouvez changer le plan en tout temps.",
              },
            ],
          },
        ],
      },
      {
        heading: "Payer les soins aux personnes âgées",
        body: [
          "Certaines personnes âgées sont admissibles à des soins à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Votre médecin ou votre équipe de l'hôpital peut vous aider à faire une demande, ou vous pouvez communiquer vous-même avec Santé à domicile Ontario.",
          "Les soins privés peuvent être payés directement, seuls ou en plus des heures financées par les fonds publics. Certaines assurances privées ou d'autres régimes couvrent une partie des coûts : renseignez-vous auprès de votre régime. Quelqu'un répond à notre ligne de soins, au {phone:careLine}, 24 heures sur 24.",
          {
            note: "Nos lignes téléphoniques ne sont pas un service d'urgence. Si une personne a fait une chute et s'est blessée, est très malade ou est en danger, appelez le 911.",
          },
        ],
      },
    ],
  },
  "alzheimer-and-dementia-care": {
    title: "Soins pour la maladie d'Alzheimer et la démence",
    description:
      "Aide patiente à domicile pour les personnes qui vivent avec la maladie d'Alzheimer ou une autre démence, et soins de jour, de nuit et de répit pour leur famille.",
    lead: "La démence est un mot qui désigne des changements dans le cerveau qui touchent la mémoire, la pensée, l'humeur et le comportement, et qui s'aggravent avec le temps. La maladie d'Alzheimer en est la forme la plus courante. Nos soins pour la démence aident les personnes qui vivent avec la démence à rester en sécurité et calmes à la maison, et donnent à leur famille du soutien et du temps pour se reposer.",
    sections: [
      {
        heading: "À qui s'adressent ces soins",
        body: [
          [
            "Les personnes à tous les stades de la démence, des premières pertes de mémoire jusqu'au besoin d'aide à chaque moment de la journée",
            "Les personnes atteintes de démence qui vivent seules et qui ont besoin qu'une personne passe les voir, ou de rappels pour les repas et les médicaments",
            "Les familles qui jouent le rôle de proches aidants principaux et qui ont besoin d'aide ou d'une pause",
          ],
        ],
      },
      {
        heading: "Comment notre personnel aide",
        body: [
          "Un préposé ou une préposée aux services de soutien personnel (PSSP), ou encore un accompagnateur ou une accompagnatrice, peut aider pour :",
          [
            "le maintien d'une routine quotidienne stable, qui peut diminuer la confusion et l'inquiétude ;",
            "le bain, l'habillage et l'aide pour aller aux toilettes, avec douceur et patience ;",
            "les repas, les collations et les boissons, avec des rappels pour manger et boire ;",
            "les rappels de médicaments ;",
            "les activités que la personne aime, comme la musique, les vieilles photos, les promenades ou des tâches simples ;",
            "la sécurité à la maison et la surveillance pour prévenir l'errance ;",
            "un soutien calme quand la personne est contrariée ou confuse, ce qui arrive souvent en fin de journée.",
          ],
          "Voir des visages familiers rassure. Dans la mesure du possible, nous gardons la même petite équipe auprès de votre famille. Si des soins infirmiers sont nécessaires, par exemple pour des médicaments ou une plaie, nos [infirmières et infirmiers](/fr/services/soins-infirmiers) peuvent venir chez vous.",
        ],
      },
      {
        heading: "Soins de jour, de nuit et de répit",
        body: [
          "L'aide est offerte {fact:availability}. Certaines familles réservent quelques heures pendant la journée. D'autres ont besoin d'aide la nuit, quand une personne atteinte de démence peut être éveillée et agitée. Avec l'[aide de nuit](/fr/services/services-aux-aines/aide-de-nuit), une personne est présente pour que la famille puisse dormir. Pour des soins 24 heures sur 24, renseignez-vous sur l'[accompagnement à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure).",
          "Le répit, c'est une pause pour le proche aidant ou la proche aidante. Pour en savoir plus, consultez notre page [Soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants).",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez la ligne de soutien personnel de votre région : Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} ou York {phone:personalSupportYork}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre).",
              },
              {
                title: "Parlez-nous de la personne",
                text: "Racontez-nous l'histoire de sa vie, ses habitudes, ce qui la contrarie et ce qui la calme. Ces détails aident la personne qui donne les soins à créer un lien.",
              },
              {
                title: "Commencez à votre rythme",
                text: "Nous convenons ensemble d'un plan et d'un horaire. Les soins peuvent commencer par quelques heures et augmenter à mesure que les besoins changent.",
              },
            ],
          },
        ],
      },
      {
        heading: "Payer les soins et qui appeler",
        body: [
          "Certaines personnes sont admissibles à des soins à domicile financés par les fonds publics par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}). Les soins privés peuvent être payés directement, seuls ou en plus des heures financées par les fonds publics. Certaines assurances privées ou d'autres régimes couvrent une partie des coûts : renseignez-vous auprès de votre régime.",
          "Pour vos questions, à toute heure, quelqu'un répond à notre ligne de soins, au {phone:careLine}, 24 heures sur 24.",
          {
            note: "Si une personne atteinte de démence a disparu, ou en cas d'urgence médicale, appelez le 911 immédiatement.",
          },
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"personal-support">;
