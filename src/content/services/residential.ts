// Residential waste pickup page copy and image slots.
import type { ImageAsset } from "@/content/media";
import { claims } from "@/content/site";

export const residentialPage = {
  path: "/residential-waste-pickup-service",
  meta: {
    title: "Residential waste pickup for homes and apartments",
    description:
      "Doorstep waste pickup for homes and apartment communities in south India: four-stream segregation, live tracking and composting support.",
    keywords: [
      "residential waste pickup",
      "doorstep waste collection",
      "apartment waste management",
      "waste segregation at home",
      "composting",
      "Pondicherry waste collection",
      "Solid Waste Management Rules 2026",
    ],
  },
  serviceType: "Residential waste collection",
  banner: {
    eyebrow: "Residential waste pickup",
    title: "Doorstep waste pickup for homes and apartments",
    text: `Segregated collection on a schedule that suits you, live tracking on your phone and a team on call ${claims.support}.`,
    image: {
      src: "/images/pickup/residential-banner.webp",
      alt: "Illustration of houses and an apartment block with a collection truck, four colour-coded bins and residents",
      width: 1600,
      height: 700,
    } satisfies ImageAsset,
  },
  explore: {
    title: "Clean homes, clean streets",
    text: [
      "Sign up your home or your whole residents' association. We agree a pickup schedule, show your family how to sort into four streams and collect from your door.",
      "Dry waste goes to our sorting centre and on to recyclers; wet waste goes to composting. You see each pickup on your phone.",
    ],
    image: {
      src: "/images/pickup/residential-explore.webp",
      alt: "A phone showing a tracked pickup route beside a house, a bin and a crew member",
      width: 640,
      height: 520,
    } satisfies ImageAsset,
  },
  showcase: {
    title: "Household waste, stream by stream",
    intro:
      "From daily kitchen waste to the old laptop in the cupboard: what we pick up, and where the streams with rules of their own go.",
  },
  counters: { title: "Our impact so far" },
  getStarted: {
    title: "Ready for doorstep pickup?",
    text: "Tell us where you live and how many households; we will confirm a slot and a quote.",
  },
} as const;
