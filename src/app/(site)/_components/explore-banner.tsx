import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { exploreBanner } from "@/content/home";

/** Its button is a plain in-page link, so it scrolls to the services list without scripts. */
export function ExploreBanner() {
  return (
    <section aria-labelledby="explore-title" className="bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="explore-title" className="text-2xl font-bold sm:text-3xl">
            {exploreBanner.title}
          </h2>
          <p className="text-brand-100 mt-2">{exploreBanner.text}</p>
        </div>
        <a
          href="#services"
          className="bg-accent-400 text-ink hover:bg-accent-300 inline-flex min-h-13 shrink-0 items-center gap-2 rounded-full px-8 text-lg font-semibold transition-colors"
        >
          {exploreBanner.cta}
          <Icon icon="arrow-down" className="h-5 w-5" />
        </a>
      </Container>
    </section>
  );
}
