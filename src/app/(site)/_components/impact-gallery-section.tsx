import { ImpactGallery } from "./impact-gallery";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { imageSlot } from "@/components/images/static-image";
import { impactGallery } from "@/content/home";

export function ImpactGallerySection() {
  return (
    <Section aria-labelledby="gallery-title" tone="surface">
      <SectionHeading
        id="gallery-title"
        eyebrow="In the field"
        title="Moments from our work"
        intro="Clean-up drives, school sessions, sorting lines and doorstep pickups across south India."
      />
      <ImpactGallery
        images={impactGallery}
        slot={imageSlot("(min-width: 1280px) 240px, (min-width: 768px) 20vw, 33vw")}
      />
    </Section>
  );
}
