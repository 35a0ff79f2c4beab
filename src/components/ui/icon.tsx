import type { SVGProps } from "react";
import { cn } from "@/lib/cn";
import { ICON_SPRITE, type IconName } from "./icon-names";

export type { IconName };

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { icon: IconName };

/**
 * An icon from the site's sprite (`public/icons/`, made by `npm run icons`): the page
 * carries only a reference, and the shapes come once per visitor in one cached file instead of
 * in every page's HTML and again in its RSC payload. Plain SVG, so a server component renders
 * it and nothing is hydrated. Decorative, hidden from assistive technology, unless it is given
 * a label or a role.
 *
 * Lucide's stroke settings come from the `icon` class (globals.css) and are inherited by the
 * referenced shapes; brand marks in the sprite are filled instead.
 */
export function Icon({ icon, className, ...props }: IconProps) {
  const named =
    props["aria-label"] !== undefined ||
    props["aria-labelledby"] !== undefined ||
    props.role !== undefined;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden={named ? undefined : true}
      className={cn("icon", className)}
      {...props}
    >
      <use href={`${ICON_SPRITE}#${icon}`} />
    </svg>
  );
}
