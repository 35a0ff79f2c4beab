import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab and says so to screen readers (the words follow the visible
 * text and any icon the caller puts in it). For other sites: `rel` keeps the new tab from
 * reaching back to this page, and without `noreferrer` where the caller asks for that.
 */
export function NewTabLink({
  children,
  rel = "noopener noreferrer",
  ...props
}: Omit<ComponentProps<"a">, "target">) {
  return (
    <a target="_blank" rel={rel} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
