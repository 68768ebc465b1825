import type { AboutPagesInput } from "../schema.ts";
import { inquiryWords } from "./inquiry-form.ts";

/** The form's Subject field, named on the Patient safety page as the form names it. */
const subject = inquiryWords.fields.subject;

export const about = {
  index: {
    title: "À propos de nous",
    description:
      "Grand Care Health Services : soins infirmiers, soutien personnel et soins aux aînés à domicile, 24 h sur 24, à Toronto et dans les régions de Peel et de York.",
    lead: "{site:name} est un fournisseur de soins de santé à domicile et en milieu communautaire en Ontario. Nos infirmières et infirmiers, nos préposées et préposés aux services de soutien personnel (PSSP) et nos accompagnatrices et accompagnateurs ont donné {fact:hoursOfCare} au domicile des gens, pour qu'ils puissent rester là où ils se sentent le mieux.",
    sections: [
      {
        heading: "Ce que nous faisons",
        body: [
          "Nous vous apportons des soins chez vous. Nous offrons quatre types de services :",
          [
            "[Soutien personnel](/fr/services/soutien-personnel) : une ou un PSSP aide au bain, à l'habillage, aux repas et aux activités quotidiennes, et offre une pause aux proches aidants.",
            "[Soins infirmiers](/fr/services/soins-infirmiers) : des infirmières et infirmiers viennent chez vous pour des soins après une chirurgie, le soin des plaies et des soins de confort en cas de maladie avancée.",
            "[Services aux aînés](/fr/services/services-aux-aines) : des accompagnatrices et accompagnateurs qui passent vous voir, restent la nuit ou habitent chez vous, ainsi que des services d'entretien ménager, des chauffeurs accompagnateurs et une aide gratuite pour choisir une maison de retraite.",
            "[Services spécialisés](/fr/services/services-specialises) : de l'aide pour s'orienter dans le système de santé et pour rentrer de l'hôpital, des cliniques de soins des pieds et des vaccins contre la grippe.",
          ],
          "Les soins infirmiers, le soutien personnel et les services aux aînés sont offerts {fact:availability}.",
        ],
      },
      {
        heading: "Les personnes que nous servons",
        body: [
          "Nous servons les gens de Toronto, de la région de Peel et de la région de York. Beaucoup de nos clientes et clients sont des personnes âgées qui veulent continuer à vivre chez elles. D'autres rentrent de l'hôpital, vivent avec une maladie de longue durée ou un handicap, ou approchent de la fin de leur vie.",
          "Nous soutenons aussi les personnes qui les entourent : les filles, les fils, les conjointes et conjoints, les amies et amis qui aident chaque jour, ainsi que les infirmières et infirmiers, les médecins et les responsables de la planification des congés qui nous confient des clients.",
        ],
      },
      {
        heading: "Notre façon de travailler",
        body: [
          "De bons soins à domicile reposent sur quelques principes simples, et nous bâtissons tout autour d'eux :",
          [
            "**Une seule personne à appeler.** Avec les [Soins complets](/fr/a-propos/soins-complets), une coordonnatrice ou un coordonnateur planifie tous vos services. Vous n'avez donc pas à gérer de nombreux fournisseurs.",
            "**C'est vous qui décidez.** Vos soins sont planifiés avec vous, en fonction de vos objectifs et de vos habitudes. Découvrez notre approche de [soins centrés sur le client](/fr/a-propos/soins-centres-sur-le-client).",
            "**La sécurité à chaque visite.** Notre personnel soignant suit des pratiques de sécurité claires, et nous vous demandons aussi votre aide. Consultez la page sur la [sécurité des patients](/fr/a-propos/securite-des-patients).",
          ],
        ],
      },
      {
        heading: "Pour en savoir plus sur nous",
        body: [
          [
            "[Un message de notre chef de la direction](/fr/a-propos/message-de-la-direction)",
            "[Notre mission, notre vision et nos valeurs](/fr/a-propos/mission-vision-valeurs)",
            "[Travaillez avec nous](/fr/carrieres) : consultez nos [postes à pourvoir](/fr/carrieres#openings)",
          ],
        ],
      },
      {
        heading: "Parlez-nous",
        body: [
          "Appelez notre ligne de soins au {phone:careLine}, à toute heure du jour ou de la nuit. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) et nous vous répondrons {fact:replyTime}.",
        ],
      },
    ],
  },
  "message-from-ceo": {
    title: "Message de notre chef de la direction",
    description:
      "Message de notre chef de la direction : pourquoi Grand Care Health Services prend soin des gens à domicile et ce que vous pouvez attendre de nous.",
    lead: "Merci de votre visite. Que vous cherchiez des soins pour vous-même, pour une personne que vous aimez ou pour une patiente ou un patient, je me réjouis que vous nous ayez trouvés.",
    sections: [
      {
        heading: "Pourquoi nous faisons ce travail",
        body: [
          "La plupart des gens veulent rester chez eux en vieillissant ou pendant qu'ils se remettent d'une maladie. C'est à la maison que se trouvent vos habitudes, vos souvenirs et vos voisins. Notre travail est de rendre cela possible, en toute sécurité et dans le respect.",
          "Au fil des ans, notre équipe a donné {fact:hoursOfCare}. Chacune de ces heures a été passée avec une personne, dans un foyer. Nous ne l'oublions jamais.",
        ],
      },
      {
        heading: "Ce que vous pouvez attendre de nous",
        body: [
          [
            "Nous écoutons d'abord. Vos soins commencent par ce qui compte pour vous.",
            "Nous parlons simplement, et nous sommes honnêtes sur ce que nous pouvons faire et ne pas faire.",
            "Nous faisons passer la sécurité avant tout, pour vous et pour les personnes qui prennent soin de vous.",
            "Nous répondons au téléphone, de jour comme de nuit, au {phone:careLine}.",
            "Nous continuons d'apprendre, et nous changeons nos façons de faire quand vous nous dites que quelque chose ne fonctionne pas.",
          ],
          "Que vous ayez besoin de quelques heures d'aide par semaine ou de soins 24 heures sur 24, vous pouvez compter sur des [soins infirmiers](/fr/services/soins-infirmiers), du [soutien personnel](/fr/services/soutien-personnel), des [services aux aînés](/fr/services/services-aux-aines) et des [services spécialisés](/fr/services/services-specialises) qui s'agencent bien. Notre approche [Soins complets](/fr/a-propos/soins-complets) vous donne une seule coordonnatrice ou un seul coordonnateur pour tout cela.",
        ],
      },
      {
        heading: "Notre personnel soignant",
        body: [
          "Nos préposées et préposés aux services de soutien personnel, nos infirmières et infirmiers et nos accompagnatrices et accompagnateurs sont le cœur de notre organisme. Ces personnes viennent travailler par tous les temps, pendant les jours fériés et au milieu de la nuit. Nous leur offrons de la formation, du soutien et une coordonnatrice ou un coordonnateur qu'elles peuvent toujours appeler, car un personnel soignant qui se sent soutenu donne de meilleurs soins.",
          "Si vous souhaitez vous joindre à elles, consultez nos [postes à pourvoir](/fr/carrieres#openings).",
        ],
      },
      {
        heading: "Donnez-nous votre avis",
        body: [
          "Si quelque chose va bien, nous aimerions beaucoup le savoir. Si quelque chose ne va pas, dites-le-nous le plus tôt possible. Chaque commentaire nous aide à nous améliorer. Appelez le {phone:careLine} ou [envoyez-nous un message](/fr/nous-joindre).",
          "Avec mes remerciements et mes salutations chaleureuses,",
          "**Chef de la direction**, {site:name}",
        ],
      },
    ],
  },
  "mission-vision-values": {
    title: "Mission, vision et valeurs",
    description:
      "Notre mission, notre vision et les valeurs qui guident chaque visite : respect, compassion, sécurité, honnêteté, travail d'équipe et apprentissage.",
    lead: "Notre mission, notre vision et nos valeurs guident chaque visite, chaque appel et chaque décision que nous prenons. Les voici, en termes simples.",
    sections: [
      {
        heading: "Notre mission",
        body: [
          "Aider les gens à vivre chez eux en sécurité, dans le confort et la dignité, en leur offrant, ainsi qu'aux familles qui les aiment, un soutien compétent et bienveillant.",
        ],
      },
      {
        heading: "Notre vision",
        body: [
          "Une communauté où toute personne qui a besoin de soins peut les recevoir à la maison, de personnes en qui elle a confiance, aussi longtemps que la maison est le bon endroit pour elle.",
        ],
      },
      {
        heading: "Nos valeurs",
        body: [
          [
            "**Respect.** Nous traitons chaque personne comme un individu unique, et nous respectons ses choix, sa culture, ses croyances et son domicile.",
            "**Compassion.** Nous faisons preuve de bienveillance et de patience, surtout dans les jours difficiles.",
            "**Sécurité.** Nous protégeons la santé et la sécurité de nos clientes et clients, de leurs familles et de notre personnel soignant.",
            "**Honnêteté.** Nous disons la vérité, nous expliquons les choses clairement et nous tenons nos promesses.",
            "**Travail d'équipe.** Nous travaillons en étroite collaboration avec les clients, les familles, les médecins, les hôpitaux et entre nous.",
            "**Apprentissage.** Nous continuons d'améliorer nos compétences et nos services, et nous sommes à l'écoute des commentaires.",
          ],
        ],
      },
      {
        heading: "Ce que cela signifie pour vous",
        body: [
          "Nos valeurs ne sont pas que des mots affichés au mur. Voici comment elles se traduisent dans vos soins :",
          [
            "Quand vous appelez notre ligne de soins au {phone:careLine}, une personne vous répond, de jour comme de nuit.",
            "Votre plan de soins est établi en fonction de vos objectifs, et vous pouvez le modifier quand vos besoins changent.",
            "La personne qui prend soin de vous connaît vos habitudes et respecte votre domicile.",
            "Vous pouvez faire part d'une préoccupation en tout temps, et cela ne vous nuira jamais.",
          ],
          "Pour en savoir plus, lisez nos pages sur les [soins centrés sur le client](/fr/a-propos/soins-centres-sur-le-client) et la [sécurité des patients](/fr/a-propos/securite-des-patients), ou découvrez nos services : [soutien personnel](/fr/services/soutien-personnel), [soins infirmiers](/fr/services/soins-infirmiers), [services aux aînés](/fr/services/services-aux-aines) et [services spécialisés](/fr/services/services-specialises).",
        ],
      },
    ],
  },
  "total-care": {
    title: "Soins complets",
    description:
      "Les Soins complets réunissent dans un seul plan toute l'aide dont une personne a besoin à domicile, avec une seule personne pour l'organiser et une seule à appeler.",
    lead: "Les Soins complets réunissent dans un seul plan toute l'aide dont une personne a besoin à domicile, organisée par une seule coordonnatrice ou un seul coordonnateur. Vous n'avez qu'une personne à appeler, au lieu de plusieurs.",
    sections: [
      {
        heading: "Pourquoi confier la coordination à une seule personne",
        body: [
          "Quand une personne a besoin de plus d'aide à domicile, les familles doivent souvent jongler avec de nombreux fournisseurs : une infirmière ou un infirmier un jour, une préposée ou un préposé aux services de soutien personnel le lendemain, quelqu'un d'autre pour le ménage ou les transports. Les horaires entrent en conflit, et personne n'a une vue d'ensemble.",
          "Avec les Soins complets, une coordonnatrice ou un coordonnateur des soins apprend à connaître la personne et sa famille, planifie tous les services ensemble et tient tout le monde au courant. Si quelque chose change, vous le dites à une seule personne, qui ajuste le plan.",
        ],
      },
      {
        heading: "Ce que les Soins complets peuvent comprendre",
        body: [
          [
            "Des [soins infirmiers](/fr/services/soins-infirmiers), comme le soin des plaies, les soins après une chirurgie et les soins de confort.",
            "Du [soutien personnel](/fr/services/soutien-personnel) donné par une préposée ou un préposé aux services de soutien personnel (PSSP) : bain, habillage, repas et activités quotidiennes.",
            "Des [accompagnatrices et accompagnateurs](/fr/services/services-aux-aines) qui passent vous voir, restent la nuit ou habitent chez vous, ainsi que l'entretien ménager et des chauffeurs accompagnateurs.",
            "Des [services spécialisés](/fr/services/services-specialises), comme de l'aide pour rentrer de l'hôpital et pour s'orienter dans le système de santé.",
          ],
          "Vous choisissez seulement ce dont vous avez besoin. Beaucoup de gens commencent avec un peu d'aide et en ajoutent avec le temps.",
        ],
      },
      {
        heading: "Fonctionnement",
        body: [
          {
            steps: [
              {
                title: "Parlez-nous",
                text: "Appelez la ligne sans frais de nos services aux aînés au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre). Parlez-nous de la personne qui a besoin de soins et de ce qui vous inquiète.",
              },
              {
                title: "Rencontrez votre coordonnatrice ou coordonnateur",
                text: "Cette personne discute avec vous et votre famille de vos besoins, de vos habitudes et de vos objectifs.",
              },
              {
                title: "Recevez un seul plan",
                text: "Votre coordonnatrice ou coordonnateur prépare un seul plan qui réunit tous les services que vous voulez, et organise la venue du personnel soignant.",
              },
              {
                title: "Ajustez quand les besoins changent",
                text: "Votre coordonnatrice ou coordonnateur reste en contact avec vous et modifie le plan quand vos besoins changent.",
              },
            ],
          },
        ],
      },
      {
        heading: "Coûts",
        body: [
          "Les coûts dépendent des services inclus dans votre plan et de leur fréquence. Certains services ont un nombre minimum d'heures par visite. Votre coordonnatrice ou coordonnateur passera les coûts en revue avec vous avant le début des soins.",
        ],
      },
      {
        heading: "Pour en savoir plus",
        body: [
          "Pour en savoir plus, y compris les réponses aux questions fréquentes, consultez notre [page du service Soins complets](/fr/services/services-aux-aines/soins-complets). Pour joindre quelqu'un à toute heure, de jour comme de nuit, appelez notre ligne de soins au {phone:careLine}.",
        ],
      },
    ],
  },
  "client-centred-care": {
    title: "Soins centrés sur le client",
    description:
      "Comment nous vous plaçons au centre de vos soins : l'énoncé de nos valeurs, la déclaration de vos droits, notre sondage et notre conseil consultatif.",
    lead: "Des soins centrés sur le client, cela veut dire que vous êtes au centre de chaque décision sur vos soins. Nous planifions avec vous, et pas seulement pour vous, et nous respectons vos choix, votre culture et votre domicile. Ouvrez chaque section ci-dessous pour en savoir plus.",
    sections: [
      {
        heading: "Énoncé de nos valeurs à l'égard de la clientèle",
        collapsible: true,
        body: [
          "Cet énoncé décrit la façon dont toute l'équipe de {site:shortName} vous traitera, vous et votre famille :",
          [
            "Nous vous traiterons avec dignité, gentillesse et respect.",
            "Nous vous écouterons et prendrons vos souhaits au sérieux.",
            "Nous respecterons votre domicile, vos habitudes, votre culture et vos croyances.",
            "Nous vous expliquerons les choses en termes simples et nous vérifierons que vous les comprenez.",
            "Nous inclurons votre famille et vos amies et amis dans vos soins autant que vous le voulez, et pas plus.",
            "Nous garderons vos renseignements personnels confidentiels.",
          ],
        ],
      },
      {
        heading: "Déclaration des droits des patients",
        collapsible: true,
        body: [
          "En tant que cliente ou client de {site:shortName}, vous avez le droit :",
          [
            "De recevoir un traitement courtois et respectueux, et de ne subir aucune forme de mauvais traitements.",
            "De voir votre dignité, votre vie privée et votre autonomie respectées.",
            "De recevoir de l'information sur vos soins d'une façon que vous pouvez comprendre, et de participer à chaque décision qui les concerne.",
            "D'accepter ou de refuser tout soin ou tout service.",
            "De connaître le nom et le rôle de chaque membre du personnel soignant qui vous rend visite.",
            "De voir vos renseignements personnels et vos renseignements sur la santé gardés confidentiels, et de consulter votre propre dossier.",
            "De faire part d'une préoccupation ou de déposer une plainte sans craindre que cela nuise à vos soins.",
          ],
        ],
      },
      {
        heading: "Expérience des patients",
        collapsible: true,
        body: [
          "Nous voulons savoir comment se passent vos soins. Nous envoyons un court sondage sur la satisfaction des patients à nos clientes et clients et à leurs familles {fact:satisfactionSurvey}. Nous lisons chaque réponse et nous utilisons ce que vous nous dites pour nous améliorer.",
          "Vous n'avez pas à attendre un sondage. Vous pouvez nous faire part d'un compliment, d'une idée ou d'une préoccupation en tout temps. Appelez le {phone:careLine} ou [envoyez-nous un message](/fr/nous-joindre). Faire part d'une préoccupation ne nuira jamais à vos soins.",
        ],
      },
      {
        heading: "Conseil consultatif des patients et des familles",
        collapsible: true,
        body: [
          "Notre Conseil consultatif des patients et des familles est un groupe de clientes et clients, de membres de leur famille et de proches aidants qui nous aident à voir notre travail de leur point de vue. Les membres racontent leur expérience et donnent des conseils sur des sujets comme les nouveaux programmes, l'information que nous remettons aux clients et les façons de rendre les soins plus sécuritaires.",
          "Vous n'avez besoin d'aucune expérience particulière pour en faire partie, seulement de l'envie de raconter votre histoire et d'écouter celle des autres. Si cela vous intéresse, [envoyez-nous un message](/fr/nous-joindre) ou appelez le {phone:careLine}.",
        ],
      },
    ],
  },
  "patient-safety": {
    title: "Sécurité des patients",
    description:
      "Comment nous assurons des visites sécuritaires : pas de fumée, mains propres, prévention des chutes, sécurité des médicaments et signalement des préoccupations.",
    lead: "Votre sécurité, et celle de notre personnel soignant, passe avant tout, à chaque visite. La sécurité fonctionne le mieux quand nous y travaillons ensemble : vous, votre famille et notre équipe.",
    sections: [
      {
        heading: "Une visite sans fumée",
        body: [
          "Nous demandons à toutes les personnes présentes à la maison de respecter une seule règle : {fact:smokingRule}. Nous savons que cela peut être difficile, et nous vous remercions de votre aide. Voici pourquoi c'est important :",
          [
            "**L'oxygène et le feu.** Certaines de nos clientes et certains de nos clients utilisent de l'oxygène à la maison. L'oxygène fait prendre le feu plus facilement et le fait brûler plus fort et plus vite. Une cigarette allumée ou une étincelle près de l'oxygène peut causer un grave incendie.",
            "**La santé des personnes qui vous soignent.** La fumée reste dans l'air longtemps après qu'une cigarette a été éteinte. Notre personnel soignant visite de nombreux domiciles, et respirer encore et encore de la fumée secondaire nuit à sa santé.",
          ],
          "Nous ne sommes pas là pour juger. Si cette règle est difficile pour vous, parlez-en à votre coordonnatrice ou coordonnateur, et nous planifierons des heures de visite qui vous conviennent.",
        ],
      },
      {
        heading: "Des mains propres",
        body: [
          "Avoir les mains propres est l'un des meilleurs moyens d'empêcher les microbes de se propager. Notre personnel soignant se lave les mains en arrivant, avant et après les soins, et avant de partir. Vous pouvez toujours demander : « Vous êtes-vous lavé les mains? » Une bonne soignante ou un bon soignant vous remerciera de poser la question.",
          "Si une personne est malade à la maison, par exemple si elle tousse ou fait de la fièvre, veuillez nous le dire avant la visite.",
        ],
      },
      {
        heading: "Prévenir les chutes",
        body: [
          [
            "Gardez les passages dégagés et enlevez les carpettes qui glissent et les fils qui traînent.",
            "Assurez-vous d'avoir un bon éclairage, y compris des veilleuses sur le chemin de la salle de bain.",
            "Portez des chaussures ou des pantoufles bien ajustées et antidérapantes.",
            "Parlez-nous de toute chute, ou de toute chute évitée de justesse, même si personne n'a été blessé.",
          ],
        ],
      },
      {
        heading: "La sécurité des médicaments",
        body: [
          [
            "Gardez une liste à jour de tous vos médicaments, y compris les vitamines et les médicaments que vous achetez sans ordonnance.",
            "Montrez cette liste à votre personnel soignant, à votre médecin et à votre pharmacienne ou pharmacien.",
            "N'arrêtez pas un médicament et n'en changez pas sans en parler à votre médecin ou à votre pharmacienne ou pharmacien.",
            "Après un séjour à l'hôpital, dites-nous quels médicaments ont été prescrits, cessés ou modifiés.",
          ],
        ],
      },
      {
        heading: "Comment faire part d'une préoccupation",
        body: [
          {
            steps: [
              {
                title:
                  "Parlez-en à votre soignante ou soignant, ou à votre coordonnatrice ou coordonnateur",
                text: "Beaucoup de préoccupations peuvent être réglées tout de suite.",
              },
              {
                title: "Appelez-nous",
                text: "Notre ligne de soins, {phone:careLine}, répond 24 heures sur 24.",
              },
              {
                title: "Ou écrivez-nous",
                text: `[Envoyez-nous un message](/fr/nous-joindre) et, dans le champ « ${subject.label} », choisissez « ${subject.options.concern} ».`,
              },
            ],
          },
          "Nous vous écouterons, nous examinerons la situation et nous vous dirons ce que nous faisons à ce sujet. Faire part d'une préoccupation ne nuira jamais à vos soins.",
          {
            note: "Si une personne est en danger ou a besoin d'une aide médicale urgente, appelez le 911.",
          },
        ],
      },
    ],
  },
} satisfies AboutPagesInput;
