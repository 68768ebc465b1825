import type { StandalonePageInput } from "../../schema.ts";

export const servicesIndex = {
  title: "Services",
  description:
    "Tous nos services à domicile : soutien personnel, soins infirmiers, services aux aînés et services spécialisés, à Toronto et dans les régions de Peel et de York.",
  lead: "Choisissez un service pour savoir ce qu'il comprend, à qui il s'adresse et comment commencer. Vous ne savez pas ce dont vous avez besoin? Appelez-nous et nous vous aiderons à choisir.",
} satisfies StandalonePageInput;
