import { imageSlot } from "@/components/images/static-image";

/** The EPR carousels' picture slot: five across on desktop, three on tablets, two on phones. */
export const fiveThreeTwoSlot = imageSlot(
  "(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 464px) 33vw, 50vw",
);
