import { ImageCardCarousel } from "@/components/widgets/image-card-carousel";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { imageSlot } from "@/components/images/static-image";
import { standardResponsive } from "@/components/widgets/carousel-layouts";
import { whyUs, whyUsIntro } from "@/content/home";

/** The footer's "Why us" link lands here (/#why-us). */
export function WhyUsCarousel() {
  return (
    <Section id="why-us" aria-labelledby="why-us-title">
      <SectionHeading id="why-us-title" {...whyUsIntro} />
      <ImageCardCarousel
        label="Reasons to choose us"
        responsive={standardResponsive}
        look="photo"
        slot={imageSlot("(min-width: 1024px) 240px, (min-width: 464px) 33vw, 50vw")}
        cards={whyUs.map(({ caption, ...image }) => ({ image, caption }))}
      />
    </Section>
  );
}
