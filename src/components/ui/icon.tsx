import type { SVGProps } from "react";
import { joinClasses } from "@/lib/join-classes";
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
 * Lucide's stroke settings and the 24px default size come from the `icon` class (globals.css);
 * each symbol in the sprite carries its own viewBox, so the outer `<svg>` needs none and the
 * drawing scales to whatever size the classes give. Brand marks in the sprite are filled.
 */
export function Icon({ icon, className, ...props }: IconProps) {
  const named =
    props["aria-label"] !== undefined ||
    props["aria-labelledby"] !== undefined ||
    props.role !== undefined;
  return (
    <svg
      aria-hidden={named ? undefined : true}
      className={joinClasses("icon", className)}
      {...props}
    >
      <use href={`${ICON_SPRITE}#${icon}`} />
    </svg>
  );
}
