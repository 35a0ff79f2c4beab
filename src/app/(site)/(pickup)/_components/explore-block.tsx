import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/images/static-image";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/container";
import type { ImageAsset } from "@/content/media";

type Props = { title: string; text: readonly string[]; image: ImageAsset };

export function ExploreBlock({ title, text, image }: Props) {
  return (
    <Section aria-labelledby="explore-title">
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <StaticImage
          {...image}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          className="h-auto w-full rounded-3xl shadow-lg"
        />
        <div>
          <h2 id="explore-title" className="title text-ink">
            {title}
          </h2>
          <div className="text-muted mt-5 space-y-4 text-lg">
            {text.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ButtonLink href="#contact" size="lg" className="mt-8">
            Get started
            <Icon icon="arrow-right" className="h-5 w-5" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
