import { Icon } from "@/components/ui/icon";
import type { SocialNetwork } from "@/content/site";

/** A social network's filled brand mark, from the icon sprite. */
export function SocialIcon({
  network,
  className = "h-5 w-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return <Icon icon={`brand-${network}`} className={className} />;
}
