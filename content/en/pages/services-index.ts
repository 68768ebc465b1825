import type { StandalonePageInput } from "../../schema.ts";

export const servicesIndex = {
  title: "Services",
  description:
    "All our home care services in one place: personal support, nursing, senior care services and specialized services in Toronto, Peel and York.",
  lead: "Choose a service to learn what it includes, who it is for and how to start. Not sure what you need? Call us and we will help you decide.",
} satisfies StandalonePageInput;
