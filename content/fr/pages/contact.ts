import type { ContactPageInput } from "../../schema.ts";
import { siteWords } from "../site.ts";

export const contact = {
  title: "Nous joindre",
  description: `Appelez-nous en tout temps ou écrivez-nous : réponse ${siteWords.facts.replyTime}. Les numéros de chaque service à Toronto et dans les régions de Peel et de York.`,
  lead: "Le moyen le plus rapide de nous joindre est le téléphone : une personne répond à la ligne de soins au {phone:careLine}, 24 heures sur 24. Vous pouvez aussi nous envoyer un message avec le formulaire ci-dessous. Nous vous répondrons {fact:replyTime}.",
  emergency:
    "**En cas d'urgence, composez le 911.** N'utilisez pas ce formulaire et n'attendez pas notre réponse.",
  jobSeekers:
    "**Vous cherchez un emploi chez nous?** Les postes à pourvoir et la façon de postuler se trouvent sur la [page Carrières](/fr/carrieres). Ce formulaire est lu par nos équipes de soins, et non par les personnes qui embauchent.",
} satisfies ContactPageInput;
