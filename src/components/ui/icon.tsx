import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { icon: IconNode };

/**
 * A Lucide icon (`import { Leaf } from "lucide"`) drawn as plain SVG. It is ordinary markup, so
 * a server component renders it on the server and nothing but the SVG itself is hydrated
 * (lucide-react's icons are client components, one per icon on the page). Decorative, hidden
 * from assistive technology, unless it is given a label or a role.
 */
export function Icon({ icon, ...props }: IconProps) {
  const named =
    props["aria-label"] !== undefined ||
    props["aria-labelledby"] !== undefined ||
    props.role !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
