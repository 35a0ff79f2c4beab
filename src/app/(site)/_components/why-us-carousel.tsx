import { StaticImage } from "@/components/ui/static-image";
import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { standardResponsive } from "@/content/carousel";
import { whyUs, whyUsIntro } from "@/content/home";
import styles from "./why-us.module.css";

/** The footer's "Why us" link lands here (/#why-us). */
export function WhyUsCarousel() {
  return (
    <Section id="why-us" aria-labelledby="why-us-title">
      <SectionHeading id="why-us-title" {...whyUsIntro} />
      <Carousel label="Reasons to choose us" responsive={standardResponsive}>
        {whyUs.map((item) => (
          <figure key={item.src} className={styles.card}>
            <StaticImage
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              sizes="(min-width: 1024px) 240px, (min-width: 464px) 33vw, 50vw"
              className="h-auto w-full"
            />
            <figcaption className={styles.caption}>{item.caption}</figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
