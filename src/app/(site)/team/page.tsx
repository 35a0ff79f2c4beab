import { CultureCarousel } from "./_components/culture-carousel";
import { JoinTeam } from "./_components/join-team";
import { TeamBanner } from "./_components/team-banner";
import { TeamGrid } from "./_components/team-grid";
import { BRAND_NAME } from "@/content/site";
import { cultureSlides } from "@/content/team";
import { getTeamMembers } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Our Team",
  description: `Meet the ${BRAND_NAME} team behind EPR compliance and waste pickup across south India, see how we work, and apply to join us.`,
  path: "/team",
  keywords: ["waste management team", "EPR compliance experts", "careers in waste management"],
});

export default async function TeamPage() {
  const team = await getTeamMembers();
  return (
    <>
      <TeamBanner />
      {team.items.length > 0 ? <TeamGrid members={team.items} sample={team.sample} /> : null}
      <CultureCarousel slides={cultureSlides} />
      <JoinTeam />
    </>
  );
}
