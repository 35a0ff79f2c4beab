import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { quoteBanner } from "@/content/home";

export function QuoteBanner() {
  return (
    <section aria-label="Quote" className="bg-accent-100">
      <Container className="py-12 sm:py-16">
        <figure className="mx-auto max-w-4xl text-center">
          <Icon icon="quote" className="text-accent-500 mx-auto h-10 w-10" />
          <blockquote className="text-ink mt-4 text-2xl leading-snug font-bold text-balance sm:text-3xl">
            <p>“{quoteBanner.quote}”</p>
          </blockquote>
          <figcaption className="text-accent-700 mt-4 font-semibold">
            {quoteBanner.author}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
