import { StaticImage } from "@/components/images/static-image";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { ImageAsset } from "@/content/media";
import type { Crumb } from "@/lib/seo/structured-data";

type Props = {
  eyebrow: string;
  title: string;
  text: string;
  image: ImageAsset;
  crumbs: readonly Crumb[];
};

/** The page's opening banner; its illustration is the largest paint, so it is fetched first. */
export function PickupBanner({ eyebrow, title, text, image, crumbs }: Props) {
  return (
    <section
      aria-labelledby="banner-title"
      className="from-brand-950 to-brand-800 relative overflow-hidden bg-gradient-to-br text-white"
    >
      <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:py-16">
        <div>
          <Breadcrumbs items={crumbs} tone="dark" />
          <p className="eyebrow text-brand-300 mt-6 mb-0">{eyebrow}</p>
          <h1 id="banner-title" className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
            {title}
          </h1>
          <p className="text-brand-100 mt-5 max-w-xl text-lg">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="#contact" variant="accent" size="lg">
              Get started
            </ButtonLink>
            <ButtonLink
              href="#how-it-works"
              size="lg"
              className="border-2 border-white/60 bg-transparent hover:bg-white/10"
            >
              How it works
            </ButtonLink>
          </div>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/10">
          <StaticImage
            {...image}
            priority
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
            className="aspect-[16/10] h-auto w-full object-cover object-right"
          />
        </div>
      </Container>
    </section>
  );
}
