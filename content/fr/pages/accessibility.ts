import type { StandalonePageInput } from "../../schema.ts";

export const accessibility = {
  title: "Accessibilité",
  description:
    "Notre engagement pour un site Web et des services accessibles, comment obtenir l'information dans un autre format et comment nous faire part de vos commentaires.",
  lead: "Nous voulons que tout le monde puisse utiliser ce site Web et nos services, y compris les personnes handicapées. Cette page explique ce que nous avons fait, comment obtenir l'information dans un autre format et comment nous signaler un problème.",
  sections: [
    {
      heading: "Notre engagement",
      body: [
        "Certaines des personnes que nous servons sont malvoyantes ou malentendantes, ou vivent avec des tremblements, des troubles de la mémoire ou d'autres handicaps. Nous croyons qu'elles doivent pouvoir trouver de l'information et nous joindre aussi facilement que n'importe qui, et le faire de façon autonome si elles le souhaitent.",
        "Nous respectons la Loi de 2005 sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO), et nous continuons d'éliminer les obstacles sur ce site Web et dans nos services.",
      ],
    },
    {
      heading: "La norme que nous visons",
      body: [
        "Nous visons à respecter les Règles pour l'accessibilité des contenus Web (WCAG) 2.2, au niveau AA. Les WCAG sont la norme internationale pour les sites Web accessibles.",
        "La LAPHO demande aux sites Web comme le nôtre de respecter les WCAG 2.0 au niveau AA. La version 2.2 est plus récente. Elle protège mieux les personnes qui utilisent un téléphone ou une tablette, les personnes malvoyantes et les personnes ayant des difficultés de mémoire ou d'attention.",
      ],
    },
    {
      heading: "Ce que nous avons fait",
      body: [
        [
          "**Lecteurs d'écran.** Les pages ont des titres, des étiquettes et des descriptions clairs. Les lecteurs d'écran peuvent donc les lire à voix haute dans un ordre logique.",
          "**Clavier.** Tout le site, y compris les menus, les panneaux et le formulaire de contact, fonctionne avec le clavier seulement, et vous voyez toujours où vous êtes dans la page.",
          "**Zoom.** Vous pouvez agrandir l'affichage jusqu'à 400 % sans avoir à faire défiler la page horizontalement.",
          "**Texte grand et lisible.** Nous utilisons un texte de grande taille et une police de caractères conçue pour les personnes malvoyantes, avec un fort contraste entre le texte et l'arrière-plan.",
          "**Plus que la couleur.** La couleur n'est jamais le seul moyen de transmettre une information. Chaque service a aussi un nom et une icône.",
          "**Des pages calmes.** Rien ne bouge tout seul, et les animations de défilement s'arrêtent si votre appareil demande de réduire les animations.",
        ],
      ],
    },
    {
      heading: "L'information dans un autre format",
      body: [
        "Vous pouvez demander toute information de ce site Web, ou toute autre information de notre part, dans un autre format. Par exemple :",
        ["En gros caractères", "En texte brut, par courriel", "Lue à voix haute, au téléphone"],
        "Écrivez à {email:accessibility} ou appelez notre siège social au {phone:headOffice}. Dites-nous ce dont vous avez besoin et comment vous joindre. Nous trouverons avec vous une façon de vous fournir l'information, sans frais.",
      ],
    },
    {
      heading: "Faites-nous part de vos commentaires",
      body: [
        "Si quelque chose sur ce site Web est difficile à utiliser, ou si vous avez une idée pour l'améliorer, dites-le-nous. Vous pouvez :",
        [
          "Écrire à {email:accessibility}",
          "Appeler notre siège social au {phone:headOffice}",
          "[Nous envoyer un message](/fr/nous-joindre)",
        ],
        "Si possible, dites-nous sur quelle page vous étiez et ce qui s'est passé. **Nous accusons réception de vos commentaires** {fact:accessibilityReplyTime} et nous vous disons ce que nous allons faire.",
      ],
    },
    {
      heading: "Limites connues",
      body: [
        "À notre connaissance, aucune partie de ce site Web n'est aujourd'hui en dessous de la norme que nous visons. Nous le testons, mais nous avons pu manquer quelque chose. Si vous trouvez un obstacle, dites-le-nous. Nous allons le corriger ou, en attendant, vous donner l'information d'une autre façon.",
        "Les liens vers nos pages de médias sociaux mènent à des sites Web que nous ne contrôlons pas. Leur accessibilité peut être différente.",
      ],
    },
  ],
} satisfies StandalonePageInput;
