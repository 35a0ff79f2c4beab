import { SampleNote } from "@/components/site/sample-note";
import { StaticImage } from "@/components/images/static-image";
import { Section } from "@/components/ui/container";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { SectionHeading } from "@/components/ui/section-heading";
import type { TeamMember } from "@/content/team";

/**
 * Members in rows of three, and two on tablets and phones (one a row made a phone's page very
 * long). Any count fits: a last row that is not full is centred under the others.
 * `sample`: the default team is shown, with its label.
 */
export function TeamGrid({
  members,
  sample = true,
}: {
  members: readonly TeamMember[];
  sample?: boolean;
}) {
  return (
    <Section aria-labelledby="team-members-heading">
      <SectionHeading
        id="team-members-heading"
        eyebrow="Leadership and managers"
        title="Meet our team"
        intro="The people who plan your pickups, file your returns and answer your calls."
      />
      <ul data-testid="team-grid" className="team-grid">
        {members.map((member, i) => (
          <li key={`${i}-${member.name}`} className="team-card">
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
              <h3 className="text-ink text-base font-bold break-words sm:text-lg">{member.name}</h3>
              <p className="text-brand-800 mt-1 text-sm break-words sm:text-base">
                {member.designation}
              </p>
              {member.bio ? (
                <p className="text-muted mt-2 text-sm break-words">{member.bio}</p>
              ) : null}
              {member.profileUrl ? (
                <NewTabLink
                  href={member.profileUrl}
                  className="text-brand-800 mt-2 inline-flex min-h-6 items-center text-sm font-semibold underline underline-offset-4"
                >
                  Profile<span className="sr-only"> of {member.name}</span>
                </NewTabLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <SampleNote kind="team" sample={sample} className="mt-6 text-center" />
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
