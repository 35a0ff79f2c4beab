import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/images/static-image";
import { Tabs } from "@/components/widgets/tabs";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eprPage } from "@/content/services/epr";
import { ReviewNote } from "./review-note";

const { wasteTypes } = eprPage;

export function WasteTypeTabs({ id }: { id: string }) {
  return (
    <Section id={id} aria-labelledby="epr-waste-heading">
      <SectionHeading
        id="epr-waste-heading"
        eyebrow="Waste streams"
        title={wasteTypes.title}
        intro={wasteTypes.intro}
      />
      <Tabs
        label="Waste type"
        tabListClassName="mb-8"
        tabs={wasteTypes.tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          panel: (
            <div className="bg-surface grid items-center gap-8 rounded-3xl p-6 sm:p-8 lg:grid-cols-2">
              <StaticImage
                {...tab.image}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="w-full rounded-2xl"
              />
              <div>
                <h3 className="text-ink text-2xl font-bold">{tab.heading}</h3>
                <p className="text-muted mt-4 text-lg">{tab.text}</p>
                <ButtonLink href="#contact" className="mt-6">
                  Get started
                  <Icon icon="arrow-right" className="h-5 w-5" />
                </ButtonLink>
                <ReviewNote source={tab.source} className="mt-6" />
              </div>
            </div>
          ),
        }))}
      />
    </Section>
  );
}
