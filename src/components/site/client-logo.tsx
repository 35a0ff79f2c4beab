import { StaticImage } from "@/components/images/static-image";
import type { Client } from "@/content/clients";
import { cn } from "@/lib/cn";

/**
 * A client's logo, or its name set as a wordmark while WordPress has no logo for it. The logo
 * is not a link: the rows it sits in move, and a moving target is hard to hit.
 */
export function ClientLogo({ client, className }: { client: Client; className?: string }) {
  if (client.logo) return <StaticImage {...client.logo} className={className} />;
  return (
    <span
      className={cn(
        "text-ink inline-flex items-center text-lg font-bold whitespace-nowrap",
        className,
      )}
    >
      {client.name}
    </span>
  );
}
