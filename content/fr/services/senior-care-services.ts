import type { AreaPagesInput } from "../../schema.ts";

export const seniorCareServices = {
  index: {
    title: "Services d'accompagnement",
    description:
      "Un accompagnement amical lors de visites ponctuelles, la nuit ou à demeure, et de l'aide pour le ménage, les déplacements en voiture et le choix d'une maison de retraite.",
    lead: "Un accompagnateur ou une accompagnatrice passe du temps avec une personne âgée à la maison : pour discuter, partager un repas, faire une promenade ou aller à un rendez-vous. Nos accompagnateurs et accompagnatrices viennent en visite pour quelques heures à la fois, les jours que vous choisissez. L'accompagnement s'adresse à toute personne qui se sent seule, qui est un peu instable sur ses jambes ou qui se sent simplement mieux avec quelqu'un près d'elle, ainsi qu'aux familles qui ne peuvent pas toujours être présentes.",
    sections: [
      {
        heading: "Ce que fait la personne accompagnatrice pendant une visite",
        body: [
          "Chaque visite est planifiée en fonction de la personne, et non d'une liste de tâches. La personne accompagnatrice peut :",
          [
            "parler, écouter, jouer aux cartes ou faire un casse-tête ensemble",
            "préparer un repas simple ou une collation et le partager",
            "faire une promenade, aller à la bibliothèque, dans un lieu de culte ou rendre visite à des amis",
            "faire des rappels, par exemple l'heure de prendre un médicament ou de boire de l'eau",
            "aider à faire un peu de ménage et la lessive, et à ranger l'épicerie",
            "accompagner la personne à ses rendez-vous et l'aider à se souvenir de ce que le médecin a dit",
          ],
          "Le personnel d'accompagnement ne donne pas de médicaments et n'accomplit aucun acte infirmier. Si votre proche a besoin d'aide pour le bain, l'habillage ou les déplacements en sécurité, notre personnel de [soutien personnel](/fr/services/soutien-personnel) peut l'aider. Pour le soin des plaies ou d'autres besoins médicaux, consultez la page [Soins infirmiers](/fr/services/soins-infirmiers).",
        ],
      },
      {
        heading: "À qui s'adresse ce service",
        body: [
          "L'accompagnement convient à une personne âgée qui vit encore chez elle mais qui passe de longues heures seule, qui a cessé de sortir ou qui oublie un peu les choses. Il offre aussi une pause à la fille, au fils, au conjoint ou à la conjointe qui s'occupe de la plupart des soins. Cette pause s'appelle le **répit** : une autre personne prend le relais pour que le proche aidant ou la proche aidante puisse se reposer.",
        ],
      },
      {
        heading: "D'autres façons de vous aider",
        body: [
          "Nos services aux aînés sont offerts {fact:availability}, y compris à demeure. Choisissez ce qui vous convient :",
          [
            "[Accompagnement à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure) : une personne qui reste dans la maison, pour quelques jours ou à long terme",
            "[Aide de nuit](/fr/services/services-aux-aines/aide-de-nuit) : une personne accompagnatrice présente toute la nuit",
            "[Entretien ménager](/fr/services/services-aux-aines/entretien-menager) : un ménage régulier pour que la maison reste sécuritaire et confortable",
            "[Chauffeurs et chauffeuses accompagnateurs](/fr/services/services-aux-aines/chauffeurs-accompagnateurs) : des déplacements en voiture pour les rendez-vous et les commissions, avec de la compagnie en chemin",
            "[Transition vers une maison de retraite](/fr/services/services-aux-aines/transition-vers-une-maison-de-retraite) : de l'aide gratuite pour trouver une maison de retraite et y déménager",
            "[Soins complets](/fr/services/services-aux-aines/soins-complets) : plusieurs services réunis dans un seul plan",
          ],
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez notre ligne sans frais au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre). Parlez-nous de votre proche et de ce qui vous inquiète.",
              },
              {
                title: "Planifiez les visites",
                text: "Ensemble, nous choisissons les jours, les heures et ce que fera la personne accompagnatrice.",
              },
              {
                title: "Rencontrez la personne accompagnatrice",
                text: "Nous choisissons une personne accompagnatrice selon les besoins et les intérêts de votre proche, et les visites commencent.",
              },
            ],
          },
        ],
      },
      {
        heading: "Coûts",
        body: [
          "Les services d'accompagnement sont habituellement à vos frais : ils sont payés par la personne ou par sa famille. Les visites sont facturées à l'heure, avec une durée minimale par visite. L'aide de nuit et l'accompagnement à demeure sont facturés à la nuit ou à la journée. Nos tarifs :",
          [
            "Accompagnateur ou accompagnatrice, ou chauffeur ou chauffeuse accompagnateur : {cost:companion}",
            "Entretien ménager : {cost:houseCleaning}",
            "Aide de nuit : {cost:overnight}",
            "Accompagnement à demeure : {cost:liveIn}",
          ],
          "L'[aide pour trouver une maison de retraite](/fr/services/services-aux-aines/transition-vers-une-maison-de-retraite) est gratuite. La première visite, où nous rencontrons votre proche à la maison pour planifier les visites avec vous, est {fact:assessmentVisit}.",
          "Certaines assurances-maladie privées et certains régimes d'avantages sociaux au travail paient une partie de l'aide à domicile : renseignez-vous auprès de votre assureur pour savoir ce qui est couvert. Anciens Combattants Canada peut aider certains vétérans et certaines vétéranes, ainsi que certains survivants et survivantes, à payer de l'aide à domicile, comme l'entretien ménager.",
        ],
      },
      {
        heading: "Devenez accompagnateur ou accompagnatrice",
        body: [
          "Vous aimez la compagnie des personnes âgées? Nous embauchons des personnes gentilles, patientes et fiables pour faire de l'accompagnement. Consultez nos postes à pourvoir et [posez votre candidature](/fr/carrieres#openings).",
        ],
      },
    ],
  },
  "live-in-companions": {
    title: "Accompagnement à demeure",
    description:
      "Une personne accompagnatrice vit dans la maison : une seule personne pendant quatre jours ou moins, ou deux qui se relaient pour une présence 24 h sur 24, 7 j sur 7.",
    lead: "Une personne accompagnatrice à demeure reste dans la maison de votre proche, pour qu'il y ait quelqu'un sur place jour et nuit. C'est une façon pour une personne âgée de continuer à vivre chez elle quand il n'est plus sécuritaire de rester seule, ou pendant que la famille est absente. L'accompagnement à demeure fait partie de nos services aux aînés, qui sont offerts {fact:availability}.",
    sections: [
      {
        heading: "À court terme ou à long terme",
        body: [
          [
            "**À demeure, à court terme :** une seule personne accompagnatrice reste pendant quatre jours ou moins. Cette formule convient bien quand le proche aidant ou la proche aidante voyage, est malade ou a besoin de repos.",
            "**À demeure, à long terme :** deux personnes accompagnatrices se partagent le travail et se relaient pour assurer une présence 24 heures sur 24, 7 jours sur 7. Chacune peut se reposer suffisamment, et votre proche a toujours une personne alerte à proximité.",
          ],
          "Si vous ne savez pas quelle formule choisir, appelez-nous et nous en parlerons avec vous.",
        ],
      },
      {
        heading: "Ce que fait une personne accompagnatrice à demeure",
        body: [
          "La journée suit la routine de votre proche. Une personne accompagnatrice à demeure peut :",
          [
            "lui tenir compagnie aux repas, pendant les promenades et le soir",
            "préparer les repas et aider à faire l'épicerie",
            "garder la maison en ordre et faire la lessive",
            "faire des rappels pour les médicaments, les repas et les rendez-vous",
            "être là la nuit si votre proche se réveille, s'inquiète ou a besoin qu'on lui offre son bras",
            "appeler la famille, ou appeler le 911 en cas d'urgence",
          ],
          "Comme la personne accompagnatrice vit dans la maison, nous discuterons avec vous de l'endroit où elle dormira et prendra ses pauses. Si votre proche a aussi besoin d'aide pour le bain, l'habillage ou les déplacements en sécurité, nous pouvons ajouter du [soutien personnel](/fr/services/soutien-personnel). Pour les besoins en soins infirmiers, consultez la page [Soins infirmiers](/fr/services/soins-infirmiers).",
        ],
      },
      {
        heading: "À qui s'adresse ce service",
        body: [
          "Les soins à demeure aident souvent les personnes qui vivent avec des pertes de mémoire, qui ont fait une chute ou qui reviennent à la maison après un séjour à l'hôpital. Ils aident aussi un conjoint ou une conjointe qui prend soin de son partenaire de vie et qui ne peut plus y arriver sans aide. Si votre proche vit avec la démence, consultez la page [Soins pour la maladie d'Alzheimer et la démence](/fr/services/soutien-personnel/alzheimer-et-demence).",
        ],
      },
      {
        heading: "Pour commencer et pour payer",
        body: [
          "Appelez notre ligne sans frais au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre). Nous vous poserons des questions sur la routine, la santé et le domicile de votre proche, et nous planifierons le bon type d'accompagnement à demeure. L'accompagnement à demeure est habituellement à vos frais. Le coût dépend de la durée, à court terme ou à long terme : renseignez-vous quand vous nous appelez.",
        ],
      },
      {
        heading: "Travaillez comme accompagnateur ou accompagnatrice à demeure",
        body: [
          "Le travail à demeure convient aux personnes attentionnées qui aiment une routine stable et qui aiment apprendre à bien connaître une personne. Consultez nos postes à pourvoir et [posez votre candidature](/fr/carrieres#openings).",
        ],
      },
    ],
  },
  "overnight-assistance": {
    title: "Aide de nuit",
    description:
      "Une personne accompagnatrice reste toute la nuit pour qu'une personne âgée ne soit pas seule le soir venu, et pour que les proches aidants puissent enfin dormir.",
    lead: "La nuit peut être le moment le plus difficile. Avec l'aide de nuit, une personne accompagnatrice reste à la maison toute la nuit, pour que votre proche ait de la compagnie en cas de réveil, de confusion ou de besoin d'aide pour aller à la salle de bain. La famille peut aussi profiter d'une bonne nuit de sommeil.",
    sections: [
      {
        heading: "À qui s'adresse ce service",
        body: [
          [
            "les personnes âgées qui se réveillent souvent, qui errent ou qui ont peur la nuit",
            "les personnes à risque de tomber en allant à la salle de bain",
            "une personne qui vient de rentrer de l'hôpital et qui ne devrait pas rester seule les premières nuits",
            "les proches aidants épuisés de se lever la nuit",
          ],
          "Les réveils pendant la nuit sont fréquents avec les pertes de mémoire. Notre page [Soins pour la maladie d'Alzheimer et la démence](/fr/services/soutien-personnel/alzheimer-et-demence) en dit plus.",
        ],
      },
      {
        heading: "Ce qui se passe pendant un quart de nuit",
        body: [
          "La personne accompagnatrice arrive le soir et repart le matin, aux heures convenues avec vous. Pendant le quart, elle peut :",
          [
            "aider votre proche à se préparer pour la nuit avec une routine calme au coucher",
            "être là en cas de réveil, et offrir à boire, un moment de conversation ou des paroles rassurantes",
            "offrir son bras pour aller à la salle de bain et en revenir",
            "vérifier que les portes sont verrouillées et que la cuisinière est éteinte",
            "dire à la famille, le matin, comment la nuit s'est passée",
          ],
          "Si votre proche a besoin d'aide pour des soins personnels, comme aller aux toilettes ou se changer, dites-le-nous. Nous pouvons plutôt prévoir du [soutien personnel](/fr/services/soutien-personnel) pour la nuit.",
          {
            note: "Notre personnel d'accompagnement ne remplace pas les services d'urgence. Si une personne est gravement blessée ou soudainement très malade, appelez le 911.",
          },
        ],
      },
      {
        heading: "Une pause pour les proches aidants",
        body: [
          "Beaucoup de filles, de fils, de conjoints et de conjointes ont le sommeil léger pendant des mois, l'oreille tendue au cas où il y aurait une chute. L'aide de nuit est une forme de **répit** : une pause pour la personne qui s'occupe de la plupart des soins. Pour en savoir plus, consultez la page [Soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants).",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          "Appelez notre ligne sans frais au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre). Dites-nous de quelles nuits vous avez besoin et ce qui se passe habituellement la nuit. L'aide de nuit est habituellement à vos frais, et le coût dépend du nombre de nuits et d'heures : renseignez-vous quand vous nous appelez. Si vous avez besoin d'une présence 24 heures sur 24, consultez la page [Accompagnement à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure).",
        ],
      },
      {
        heading: "Travaillez de nuit avec nous",
        body: [
          "Vous êtes une personne calme et stable, et le travail de nuit vous convient? Nous embauchons des accompagnateurs et accompagnatrices de nuit. Consultez nos postes à pourvoir et [posez votre candidature](/fr/carrieres#openings).",
        ],
      },
    ],
  },
  "house-cleaners": {
    title: "Entretien ménager",
    description:
      "Un ménage régulier pour les personnes âgées à domicile en Ontario : cuisine, salle de bain, planchers et lessive, pour une maison sécuritaire et confortable.",
    lead: "Garder la maison propre devient plus difficile avec l'âge, avec des douleurs aux articulations ou après une maladie. Notre personnel d'entretien ménager fait le ménage qui est devenu trop lourd, pour que votre proche puisse continuer à vivre dans une maison sécuritaire, saine et confortable.",
    sections: [
      {
        heading: "Ce que comprend une visite de ménage",
        body: [
          "Vous nous dites ce qui compte le plus, et la personne qui fait le ménage commence par là. Une visite peut comprendre :",
          [
            "le nettoyage de la cuisine : comptoirs, évier, surface de cuisson et extérieur des électroménagers",
            "le nettoyage de la salle de bain : toilette, baignoire ou douche, lavabo et miroir",
            "l'aspirateur, le balayage et le lavage des planchers",
            "l'époussetage et le rangement des pièces où l'on vit",
            "la lessive et le changement des draps",
            "la sortie des ordures, du bac de recyclage et du bac vert",
          ],
          "Si vous avez besoin de quelque chose de plus important, comme un grand ménage avant un déménagement, dites-le-nous quand vous appelez et nous verrons ce que nous pouvons organiser.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour la sécurité",
        body: [
          "Une maison propre, ce n'est pas seulement une question d'apparence. Des objets qui traînent par terre et des liquides renversés dans la cuisine peuvent causer des chutes. La poussière et la moisissure peuvent rendre la respiration plus difficile. Un réfrigérateur propre réduit le risque de manger des aliments gâtés. Un ménage régulier veut aussi dire qu'une personne vient à la maison un jour fixe. Si la personne qui fait le ménage remarque quelque chose d'inquiétant, comme un nouvel obstacle qui pourrait faire trébucher, elle peut vous en informer.",
        ],
      },
      {
        heading: "À qui s'adresse ce service",
        body: [
          [
            "les personnes âgées qui vivent seules et qui veulent rester chez elles",
            "les personnes qui se remettent d'une opération ou d'une maladie et qui ne peuvent pas se pencher, soulever des objets ou tendre le bras pour les atteindre",
            "les couples où l'un des deux prend soin de l'autre",
            "les familles qui préparent la maison de leur mère ou de leur père pour son retour de l'hôpital",
          ],
          "L'entretien ménager peut être combiné à l'[accompagnement](/fr/services/services-aux-aines) ou au [soutien personnel](/fr/services/soutien-personnel), ou faire partie d'un plan [Soins complets](/fr/services/services-aux-aines/soins-complets).",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          {
            steps: [
              {
                title: "Appelez-nous ou écrivez-nous",
                text: "Appelez notre ligne sans frais au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre).",
              },
              {
                title: "Parlez-nous de la maison",
                text: "Dites-nous la taille de la maison, à quelle fréquence vous voulez un ménage et ce qui demande le plus d'attention.",
              },
              {
                title: "Fixez un horaire",
                text: "Nous convenons du jour et de l'heure, et la personne qui fait le ménage vient selon le même horaire chaque fois.",
              },
            ],
          },
          "L'entretien ménager est à vos frais. Le coût dépend de la fréquence et de la durée des visites : renseignez-vous quand vous nous appelez.",
        ],
      },
    ],
  },
  "driver-companions": {
    title: "Chauffeurs et chauffeuses accompagnateurs",
    description:
      "Un chauffeur accompagnateur ou une chauffeuse accompagnatrice conduit les personnes âgées à leurs rendez-vous, courses et visites, et reste avec elles, de porte à porte.",
    lead: "Un chauffeur accompagnateur ou une chauffeuse accompagnatrice, c'est plus qu'un simple transport. Cette personne conduit votre proche chez le médecin, à la pharmacie, à l'épicerie ou chez des amis, et reste à ses côtés, de la porte de la maison jusqu'à destination, puis jusqu'à la porte de la maison au retour. Ce service convient aux personnes âgées qui ne conduisent plus, ou qui ne devraient pas sortir seules.",
    sections: [
      {
        heading: "Où nos chauffeurs et chauffeuses peuvent vous conduire",
        body: [
          [
            "les rendez-vous médicaux, dentaires et pour les yeux, et les examens dans une clinique ou à l'hôpital",
            "la pharmacie, la banque et le bureau de poste",
            "l'épicerie et d'autres commissions",
            "le salon de coiffure, un lieu de culte, un centre pour aînés ou une visite en famille",
          ],
        ],
      },
      {
        heading: "Ce que comprend le trajet",
        body: [
          "La personne qui conduit ne se contente pas de déposer votre proche au bord du trottoir. Elle peut :",
          [
            "l'aider à se préparer, à verrouiller la porte et à monter dans la voiture",
            "l'accompagner à pied jusque dans l'édifice et attendre à ses côtés",
            "l'accompagner au rendez-vous, si votre proche le souhaite, et noter ce que dit le médecin",
            "aider à porter les sacs et à ranger l'épicerie à la maison",
            "dire à la famille comment la sortie s'est passée",
          ],
          "Si votre proche utilise une marchette ou un fauteuil roulant, dites-le-nous quand vous appelez pour que nous puissions organiser le trajet en conséquence. Pendant l'appel, nous parlerons aussi des trajets dont vous avez besoin et de la façon dont le transport sera organisé.",
        ],
      },
      {
        heading: "À qui s'adresse ce service",
        body: [
          "Les chauffeurs et chauffeuses accompagnateurs aident les personnes âgées qui ont cessé de conduire, qui se fatiguent ou deviennent confuses dans les endroits où il y a beaucoup de monde, ou qui se remettent d'une maladie ou d'une opération. Ce service aide aussi les familles qui ne peuvent pas prendre congé du travail pour chaque rendez-vous. Pour le premier trajet vers la maison après un séjour à l'hôpital, consultez la page [Retour à domicile après l'hôpital](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital).",
        ],
      },
      {
        heading: "Comment réserver",
        body: [
          "Appelez notre ligne sans frais au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre). Dites-nous où votre proche doit aller, quand, et si votre proche a besoin d'aide pour marcher. Il est utile de réserver tôt, surtout pour les rendez-vous réguliers. Le service de chauffeur accompagnateur est à vos frais, et le coût dépend de la durée du trajet et du temps d'attente : renseignez-vous quand vous nous appelez.",
        ],
      },
      {
        heading: "Prenez le volant avec nous",
        body: [
          "Vous aimez conduire et aider les gens? Nous embauchons des chauffeurs et chauffeuses accompagnateurs. Consultez nos postes à pourvoir et [posez votre candidature](/fr/carrieres#openings).",
        ],
      },
    ],
  },
  "retirement-home-transition": {
    title: "Services gratuits de transition vers une maison de retraite",
    menuLabel: "Transition vers une maison de retraite",
    description:
      "Aide gratuite pour trouver la bonne maison de retraite : nous cernons ce qui compte, réduisons la liste, organisons les visites et aidons au déménagement.",
    lead: "Choisir une maison de retraite est une grande décision, et cela prend du temps. Les familles passent en moyenne {fact:retirementSearchHours} à chercher une maison de retraite. Nos conseillères et conseillers en transition vers une maison de retraite font une bonne partie de ce travail avec vous, et **notre aide pour la recherche est gratuite**. Ce service s'adresse aux personnes âgées qui pensent à déménager et aux familles qui les aident.",
    sections: [
      {
        heading: "Notre aide, en quatre étapes",
        body: [
          {
            steps: [
              {
                title: "Découvrir",
                text: "Nous parlons avec vous et votre famille de ce qui compte : l'emplacement, le budget, les besoins de santé, les repas, les activités, les animaux de compagnie et les personnes dont vous voulez rester proche.",
              },
              {
                title: "Personnaliser",
                text: "Nous examinons les maisons de retraite qui répondent à ces besoins et nous vous remettons une courte liste, pour que vous n'ayez pas à fouiller des dizaines de sites Web.",
              },
              {
                title: "Voir sur place",
                text: "Nous vous aidons à organiser des visites, pour que vous puissiez voir les chambres, goûter la nourriture, rencontrer le personnel et poser vos propres questions.",
              },
              {
                title: "Emménager",
                text: "Une fois la maison choisie, nous vous aidons à planifier le déménagement et les premières semaines, pour que le changement soit moins difficile à vivre.",
              },
            ],
          },
        ],
      },
      {
        heading: "À qui s'adresse ce service",
        body: [
          "Ce service s'adresse aux personnes âgées qui trouvent plus difficile de vivre seules, qui veulent plus de compagnie ou qui ne veulent plus entretenir une maison. Il s'adresse aussi aux familles qui vivent loin, qui travaillent à temps plein ou qui ne savent pas par où commencer. Vous pouvez nous appeler tôt, même si le déménagement n'aura lieu que dans des mois ou des années.",
        ],
      },
      {
        heading: "Questions à poser pendant une visite",
        body: [
          "Apportez un carnet. Ces questions vous aident à comparer les maisons de façon équitable :",
          [
            "Que comprennent les frais mensuels, et qu'est-ce qui coûte en plus?",
            "Y a-t-il sur place une infirmière ou un infirmier, ou un préposé ou une préposée aux services de soutien personnel, et à quelles heures?",
            "Que se passe-t-il si mes besoins de soins augmentent?",
            "Puis-je apporter mes propres meubles, ou mon animal de compagnie?",
            "Comment sont les repas, et puis-je voir le menu de cette semaine?",
            "Quelles activités et sorties sont offertes, et combien de résidentes et résidents y participent?",
          ],
        ],
      },
      {
        heading: "De l'aide en plus pour le jour du déménagement",
        body: [
          "Déménager est fatigant à tout âge. Si vous voulez plus de bras, notre personnel d'[entretien ménager](/fr/services/services-aux-aines/entretien-menager) peut aider à préparer l'ancienne maison, un [chauffeur accompagnateur ou une chauffeuse accompagnatrice](/fr/services/services-aux-aines/chauffeurs-accompagnateurs) peut conduire votre proche aux visites, et une [personne accompagnatrice](/fr/services/services-aux-aines) peut lui tenir compagnie pendant le déménagement. Ces autres services ne sont pas gratuits : renseignez-vous sur leur coût avant de décider.",
        ],
      },
      {
        heading: "Pour commencer",
        body: [
          "Appelez la ligne des services de transition vers une maison de retraite au {phone:retirementHomeTransition} ou [envoyez-nous un message](/fr/nous-joindre). Parlez-nous un peu de votre proche et de la région où vous cherchez.",
        ],
      },
    ],
    faqs: [
      {
        question: "Est-ce vraiment gratuit?",
        answer: [
          "Oui. Vous et votre famille ne nous payez rien pour l'aide à trouver et à choisir une maison de retraite. Si vous décidez d'utiliser un autre de nos services, comme l'entretien ménager ou le service de chauffeur accompagnateur pour le jour du déménagement, ce service a un coût. Renseignez-vous d'abord : vous payez seulement les services que vous choisissez.",
        ],
      },
      {
        question: "Alors, qui vous paie?",
        answer: [
          "Ce sont les maisons de retraite qui nous paient, pas vous. Quand nous recommandons un nouveau résident ou une nouvelle résidente à une maison de retraite, la maison nous verse une commission. Vous et votre famille ne payez pas pour la recherche.",
          "Nos conseils ne dépendent pas de ces frais. Nous suggérons des maisons parce qu'elles répondent à vos besoins, à votre budget et à vos souhaits. Vous pouvez choisir n'importe quelle maison, y compris une maison que nous n'avons pas suggérée. Si vous avez des questions sur ces frais, posez-les-nous quand vous appelez.",
          "Vous pouvez aussi vérifier vous-même n'importe quelle maison de retraite. L'Office de réglementation des maisons de retraite (ORMR) délivre les permis des maisons de retraite de l'Ontario et les inspecte. Son registre public, sur son site Web [rhra.ca](https://www.rhra.ca/), indique si une maison a un permis et ce que ses inspections ont révélé.",
        ],
      },
      {
        question: "Devons-nous choisir une maison que vous suggérez?",
        answer: [
          "Non. La décision vous appartient toujours, à vous et à votre famille. Vous pouvez visiter des maisons que nous n'avons pas suggérées, prendre tout le temps nécessaire, ou décider de ne pas déménager du tout.",
        ],
      },
      {
        question:
          "Quelle est la différence entre une maison de retraite et un foyer de soins de longue durée?",
        answer: [
          "Une maison de retraite est une résidence privée pour les personnes âgées qui sont en grande partie autonomes. Vous payez le loyer et choisissez les services que vous voulez, comme les repas et l'entretien ménager. Un foyer de soins de longue durée s'adresse aux personnes qui ont besoin de soins infirmiers et d'aide 24 heures sur 24. En Ontario, les soins de longue durée sont financés par les fonds publics, et vous faites une demande par l'entremise de Santé à domicile Ontario ({atHome:phone}, sans indicatif régional, ou {atHome:web}) au lieu de choisir un foyer directement. Notre aide gratuite pour la recherche porte sur les maisons de retraite.",
        ],
      },
      {
        question: "Combien de temps dure la recherche?",
        answer: [
          "Cela dépend du moment où vous devez déménager et du nombre de maisons que vous voulez voir. Les familles passent en moyenne {fact:retirementSearchHours} à chercher par elles-mêmes. Avec une conseillère ou un conseiller qui fait une bonne partie de la recherche, vous pouvez consacrer plus de temps aux visites et aux décisions.",
        ],
      },
      {
        question: "Ma mère ou mon père hésite à déménager. Pouvez-vous quand même nous aider?",
        answer: [
          "Oui. Beaucoup de gens hésitent au début. Nous pouvons commencer par une conversation et une visite ou deux, sans pression. Si votre mère ou votre père préfère rester à la maison pour l'instant, nos [services d'accompagnement](/fr/services/services-aux-aines) ou les [soins à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure) peuvent aider.",
        ],
      },
      {
        question: "Qui dois-je appeler?",
        answer: [
          "Appelez la ligne des services de transition vers une maison de retraite au {phone:retirementHomeTransition}, ou [envoyez-nous un message](/fr/nous-joindre) et nous vous répondrons {fact:replyTime}.",
        ],
      },
    ],
  },
  "total-care": {
    title: "Soins complets",
    description:
      "Soins complets réunit accompagnement, soutien personnel, soins infirmiers, ménage et transport en un plan, avec une seule équipe à appeler. Coûts selon les services.",
    lead: "Le service Soins complets réunit plusieurs de nos services dans un seul plan pour une seule personne. Au lieu d'appeler différentes agences pour une personne accompagnatrice, un préposé ou une préposée aux services de soutien personnel, une infirmière ou un infirmier et une personne pour le ménage, vous avez un coordonnateur ou une coordonnatrice des soins qui planifie tout, et une seule personne à appeler. Ce service s'adresse aux personnes âgées dont les besoins augmentent, et aux familles qui essaient de tout gérer à la fois.",
    sections: [
      {
        heading: "Ce que peut comprendre Soins complets",
        body: [
          "Chaque plan est différent. Il peut combiner n'importe lesquels de ces services :",
          [
            "L'[accompagnement](/fr/services/services-aux-aines) pour les visites, les sorties et la conversation",
            "Le [soutien personnel](/fr/services/soutien-personnel) : l'aide d'un préposé ou d'une préposée aux services de soutien personnel (PSSP) pour le bain, l'habillage, les repas et les déplacements en sécurité",
            "Les [soins infirmiers](/fr/services/soins-infirmiers), comme les [soins des plaies et le rétablissement après une opération](/fr/services/soins-infirmiers/soins-postoperatoires-et-des-plaies)",
            "L'[aide de nuit](/fr/services/services-aux-aines/aide-de-nuit) ou l'[accompagnement à demeure](/fr/services/services-aux-aines/accompagnement-a-demeure)",
            "L'[entretien ménager](/fr/services/services-aux-aines/entretien-menager) et les [chauffeurs et chauffeuses accompagnateurs](/fr/services/services-aux-aines/chauffeurs-accompagnateurs)",
            "Les [services spécialisés](/fr/services/services-specialises), comme l'aide pour [rentrer à la maison après l'hôpital](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital) ou pour [vous orienter dans le système de santé](/fr/services/services-specialises/orientation-dans-le-systeme-de-sante)",
          ],
          "Les services aux aînés, le soutien personnel et les soins infirmiers sont offerts {fact:availability}. Pour en savoir plus sur ce que Soins complets veut dire pour nous, consultez la page [Soins complets](/fr/a-propos/soins-complets).",
        ],
      },
      {
        heading: "À qui s'adresse ce service",
        body: [
          "Soins complets convient à une personne qui a besoin de plus d'un type d'aide : par exemple, une personne qui vit avec la démence et qui a besoin d'une personne accompagnatrice le jour, d'un ou d'une PSSP le matin et d'une présence la nuit. Ce service convient aussi aux familles qui veulent un seul plan et une seule personne pour le coordonner, au lieu de devoir jongler avec de nombreux fournisseurs.",
        ],
      },
      {
        heading: "Fonctionnement",
        body: [
          {
            steps: [
              {
                title: "Dites-nous ce qui se passe",
                text: "Appelez la ligne sans frais des services aux aînés au {phone:seniorCareTollFree} ou [envoyez-nous un message](/fr/nous-joindre). Décrivez-nous une journée normale et ce qui vous inquiète le plus.",
              },
              {
                title: "Établissez le plan",
                text: "Votre coordonnateur ou coordonnatrice des soins travaille avec vous pour choisir les services, les jours et les heures. Cette personne vous explique le coût de chaque partie et le nombre minimum d'heures, s'il y a lieu.",
              },
              {
                title: "Commencez les soins",
                text: "Les soins commencent. Vous avez une seule personne à appeler pour vos questions ou vos changements : votre coordonnateur ou coordonnatrice.",
              },
              {
                title: "Adaptez le plan aux besoins",
                text: "Les besoins changent avec le temps. Informez votre coordonnateur ou coordonnatrice, et le plan change avec vous.",
              },
            ],
          },
        ],
      },
      {
        heading: "Le coût",
        body: [
          "Les coûts varient selon les services choisis et le nombre d'heures dont vous avez besoin. Certains services ont un minimum d'heures par visite ou par quart. Votre coordonnateur ou coordonnatrice passera les coûts en revue avec vous avant le début des soins.",
          "Chaque service de votre plan est facturé selon son propre tarif. Consultez les tarifs du [soutien personnel](/fr/services/soutien-personnel#couts), des [soins infirmiers](/fr/services/soins-infirmiers#couts), de l'[accompagnement, de l'aide de nuit et de l'accompagnement à demeure](/fr/services/services-aux-aines#couts) et des [services spécialisés](/fr/services/services-specialises#couts).",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien coûte le service Soins complets?",
        answer: [
          "Cela dépend des services que vous choisissez et du nombre d'heures dont vous avez besoin : il n'y a donc pas de prix unique. Appelez la ligne sans frais des services aux aînés au {phone:seniorCareTollFree} et nous vous expliquerons le coût du plan auquel vous pensez.",
        ],
      },
      {
        question: "Y a-t-il un minimum d'heures?",
        answer: [
          "Certains services ont un minimum d'heures, par exemple une durée minimale pour une visite ou un quart. Nous vous indiquerons le minimum pour chaque service quand nous planifierons vos soins ensemble.",
        ],
      },
      {
        question: "Le gouvernement ou une assurance couvre-t-il une partie des coûts?",
        answer: [
          "Certaines personnes reçoivent en Ontario des heures de soins à domicile financées par les fonds publics, et des services privés comme les nôtres peuvent s'ajouter à ces heures. Certains régimes d'assurance-maladie privés couvrent une partie du coût des soins à domicile. Renseignez-vous auprès de votre régime, et demandez à votre médecin ou à la personne qui planifie votre congé de l'hôpital si vous pourriez être admissible à des soins financés par les fonds publics.",
        ],
      },
      {
        question: "Pouvons-nous changer le plan plus tard?",
        answer: [
          "Oui. Les besoins changent, après une chute, un séjour à l'hôpital ou à mesure que la perte de mémoire progresse. Appelez-nous et nous ajouterons, réduirons ou modifierons les services avec vous.",
        ],
      },
      {
        question: "Soins complets peut-il commencer tout de suite après un séjour à l'hôpital?",
        answer: [
          "Oui, et il est utile d'appeler avant la date du congé de l'hôpital pour que les soins soient prêts dès le premier jour à la maison. Consultez [retour à domicile après l'hôpital](/fr/services/services-specialises/retour-a-domicile-apres-l-hopital) pour savoir comment planifier.",
        ],
      },
      {
        question: "Un membre de la famille peut-il continuer à participer?",
        answer: [
          "Oui. Beaucoup de familles donnent elles-mêmes une partie des soins et font appel à Soins complets pour le reste, comme les nuits, le bain ou les déplacements. Nous planifions en fonction de ce que votre famille veut continuer à faire.",
        ],
      },
      {
        question: "Qui dois-je appeler?",
        answer: [
          "Pour commencer le service Soins complets, ou pour en connaître le coût, appelez la ligne sans frais des services aux aînés au {phone:seniorCareTollFree}. Une fois les soins commencés, appelez votre coordonnateur ou coordonnatrice des soins pour vos questions ou vos changements.",
          "Pour joindre quelqu'un à toute heure, de jour comme de nuit, appelez notre ligne de soins au {phone:careLine}. Vous pouvez aussi [nous envoyer un message](/fr/nous-joindre) et nous vous répondrons {fact:replyTime}. Si une personne est en danger ou très malade, appelez le 911.",
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"senior-care-services">;
