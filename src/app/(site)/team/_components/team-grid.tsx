import { SampleNote } from "@/components/site/sample-note";
import { StaticImage } from "@/components/images/static-image";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { TeamMember } from "@/content/team";

/** Members in rows of three, and two on tablets and phones (one a row made a phone's page very long). */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <Section aria-labelledby="team-members-heading">
      <SectionHeading
        id="team-members-heading"
        eyebrow="Leadership and managers"
        title="Meet our team"
        intro="The people who plan your pickups, file your returns and answer your calls."
      />
      <ul
        data-testid="team-grid"
        className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 lg:gap-8"
      >
        {members.map((member) => (
          <li
            key={member.name}
            className="border-brand-100 overflow-hidden rounded-2xl border bg-white shadow-sm"
          >
            {member.image ? (
              <StaticImage
                {...member.image}
                sizes="(min-width: 1024px) 26rem, 50vw"
                className="aspect-square w-full object-cover"
              />
            ) : (
              // No photo yet: the initials on the brand tint keep the card's square.
              <div
                aria-hidden="true"
                className="bg-brand-50 text-brand-800 flex aspect-square w-full items-center justify-center text-5xl font-bold"
              >
                {initials(member.name)}
              </div>
            )}
            <div className="p-3 text-center sm:p-5">
              <h3 className="text-ink text-base font-bold sm:text-lg">{member.name}</h3>
              <p className="text-brand-800 mt-1 text-sm sm:text-base">{member.designation}</p>
            </div>
          </li>
        ))}
      </ul>
      <SampleNote kind="team" className="mt-6 text-center" />
    </Section>
  );
}

/** "Asha Menon" → "AM": at most two letters, from the first and last words. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((w) =>
    w ? Array.from(w)[0]!.toLocaleUpperCase("en-IN") : "",
  );
  return letters.join("");
}
