import { Icon, type IconName } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";

type Feature = { title: string; text: string };

// Icons follow the order of the four features in the industrial page content.
const icons: readonly IconName[] = ["monitor-smartphone", "route", "headset", "chart-column"];

export function FeaturePanel({ title, items }: { title: string; items: readonly Feature[] }) {
  return (
    <Section aria-labelledby="features-title" tone="dark">
      <SectionHeading id="features-title" tone="dark" eyebrow="Platform" title={title} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => {
          const icon = icons[i] ?? "route";
          return (
            <li key={item.title} className="rounded-2xl border border-white/15 bg-white/5 p-6">
              <span className="icon-badge bg-brand-500/20 text-brand-200">
                <Icon icon={icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-white">{item.title}</h3>
              <p className="text-brand-100 mt-2">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
