import { Icon, type IconName } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { serviceTerms } from "@/content/services/pickup";

const icons: readonly IconName[] = ["calendar-check", "receipt-text", "bell-ring"];

type Props = { onboarding?: { title: string; items: readonly string[] } };

/** How signing up, pricing and tracking work, plus what industry must share. */
export function ServiceTerms({ onboarding }: Props) {
  return (
    <Section id="how-it-works" aria-labelledby="terms-title">
      <SectionHeading
        id="terms-title"
        eyebrow="How it works"
        title="From sign-up to your first pickup"
      />
      <ol className="grid gap-5 md:grid-cols-3">
        {serviceTerms.map((term, i) => {
          const icon = icons[i] ?? "calendar-check";
          return (
            <li key={term.title} className="bg-surface border-brand-100 rounded-2xl border p-6">
              <div className="flex items-center gap-3">
                <span className="bg-brand-700 inline-flex h-11 w-11 items-center justify-center rounded-full text-white">
                  <Icon icon={icon} className="h-5 w-5" />
                </span>
                <span className="text-brand-700 text-sm font-bold">Step {i + 1}</span>
              </div>
              <h3 className="text-ink mt-4 text-xl font-bold">{term.title}</h3>
              <p className="text-muted mt-2">{term.text}</p>
            </li>
          );
        })}
      </ol>
      {onboarding ? (
        <div className="border-brand-200 bg-brand-50 mt-10 rounded-2xl border p-6 sm:p-8">
          <h3 className="text-ink flex items-center gap-3 text-xl font-bold">
            <Icon icon="clipboard-list" className="text-brand-700 h-6 w-6" />
            {onboarding.title}
          </h3>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {onboarding.items.map((item, i) => (
              <li
                key={i}
                className="text-ink rounded-xl bg-white px-4 py-3 text-center font-medium shadow-sm"
              >
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
