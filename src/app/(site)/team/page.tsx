import { CultureCarousel } from "@/components/sections/team/culture-carousel";
import { JoinTeam } from "@/components/sections/team/join-team";
import { TeamBanner } from "@/components/sections/team/team-banner";
import { TeamGrid } from "@/components/sections/team/team-grid";
import { BRAND_NAME } from "@/content/site";
import { cultureSlides, teamMembers } from "@/content/team";
import { buildMetadata } from "@/lib/seo";

export const metadata = buildMetadata({
  title: "Our Team",
  description: `Meet the ${BRAND_NAME} team behind EPR compliance and waste pickup across south India, see how we work, and apply to join us.`,
  path: "/team",
  keywords: ["waste management team", "EPR compliance experts", "careers in waste management"],
});

export default function TeamPage() {
  return (
    <>
      <TeamBanner />
      <TeamGrid members={teamMembers} />
      <CultureCarousel slides={cultureSlides} />
      <JoinTeam />
    </>
  );
}
