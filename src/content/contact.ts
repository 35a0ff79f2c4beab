// Copy and images for the contact page. Each banner has a wide image and a narrow one for
// screens of 768px or less (the site's phone layout).
import type { ImageAsset } from "@/content/media";

export type ArtDirectedImage = { wide: ImageAsset; narrow: ImageAsset };

export const contactCopy = {
  reachOut: "Reach out to us today and let's turn waste into opportunity, together!",
} as const;

export const officeBannerImage: ArtDirectedImage = {
  wide: {
    src: "/images/contact/office-wide.webp",
    alt: "Illustration of our corporate office building in Coimbatore, with the Western Ghats behind it",
    width: 1600,
    height: 600,
  },
  narrow: {
    src: "/images/contact/office-narrow.webp",
    alt: "Illustration of our corporate office building in Coimbatore, with the Western Ghats behind it",
    width: 768,
    height: 640,
  },
};

export const reachBannerImage: ArtDirectedImage = {
  wide: {
    src: "/images/contact/reach-wide.webp",
    alt: "Illustration of a phone with a message bubble and a pickup route on its map",
    width: 1600,
    height: 560,
  },
  narrow: {
    src: "/images/contact/reach-narrow.webp",
    alt: "Illustration of a phone with a message bubble and a pickup route on its map",
    width: 768,
    height: 480,
  },
};
