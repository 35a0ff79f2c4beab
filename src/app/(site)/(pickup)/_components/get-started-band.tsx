import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

export function GetStartedBand({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="get-started-title" className="bg-accent-100">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="get-started-title" className="text-ink text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="text-muted mt-2 text-lg">{text}</p>
        </div>
        <ButtonLink href="#contact" size="lg" className="shrink-0">
          Get started
        </ButtonLink>
      </Container>
    </section>
  );
}
