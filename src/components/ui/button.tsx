import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { joinClasses } from "@/lib/join-classes";

type Variant = "primary" | "accent" | "outline" | "ghost" | "light";
type Size = "sm" | "md" | "lg";

/**
 * A button's classes: `btn`, a variant and a size, defined once in `app/components.css`.
 * `className` comes last; its utilities win over the component classes (CSS layers), so a
 * caller's padding or width wins.
 */
export function buttonClasses(
  variant: Variant = "primary",
  size: Size = "md",
  className?: string,
): string {
  return joinClasses("btn", `btn-${variant}`, `btn-${size}`, className);
}

type Common = { variant?: Variant; size?: Size };

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: Common & ComponentProps<typeof Link>) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: Common & ComponentProps<"button">) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
