import { StaticImage } from "@/components/images/static-image";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { teamBanner } from "@/content/team";

export function TeamBanner() {
  return (
    <section className="from-brand-50 bg-gradient-to-b to-white pt-8 pb-12 sm:pb-16">
      <Container>
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Team", path: "/team" },
          ]}
        />
        <div className="mt-6 grid items-center gap-8 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow text-brand-700 mb-0">Our people</p>
            <h1 className="text-ink mt-3 text-4xl font-bold sm:text-5xl">
              The team turning waste into opportunity
            </h1>
            <p className="text-muted mt-5 max-w-xl text-lg">
              Compliance specialists, engineers, drivers and field crews across south India, working
              towards one vision: a world without waste.
            </p>
          </div>
          <StaticImage
            {...teamBanner}
            sizes="(min-width: 1024px) 55vw, 100vw"
            priority
            className="w-full rounded-3xl shadow-sm"
          />
        </div>
      </Container>
    </section>
  );
}
