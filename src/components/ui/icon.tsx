import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { icon: IconNode };

/**
 * A Lucide icon (`import { Leaf } from "lucide"`) drawn as plain SVG. It is ordinary markup, so
 * a server component renders it on the server and nothing but the SVG itself is hydrated
 * (lucide-react's icons are client components, one per icon on the page). Decorative, hidden
 * from assistive technology, unless it is given a label or a role.
 *
 * Lucide's stroke settings come from the `icon` class (globals.css) rather than five attributes
 * on every icon, which a page would otherwise carry twice per icon (markup and RSC payload);
 * `xmlns` is left out because the HTML parser puts an inline `<svg>` in the SVG namespace.
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
      className={className ? `icon ${className}` : "icon"}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
