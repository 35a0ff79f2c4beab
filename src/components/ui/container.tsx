import type { ComponentProps } from "react";
import { Reveal } from "@/components/ui/reveal";
import { cn } from "@/lib/cn";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}

type SectionProps = ComponentProps<"section"> & {
  tone?: "white" | "surface" | "brand" | "dark";
  /** Fade in and slide up the first time it scrolls into view. */
  reveal?: boolean;
};

const tones = {
  white: "bg-white",
  surface: "bg-surface",
  brand: "bg-brand-50",
  dark: "bg-brand-950 text-white",
} as const;

/**
 * For blocks below the first screen (every Section, the footer): the browser may skip their
 * layout and painting until they come near the viewport (`content-visibility: auto`), so the
 * first paint only pays for what is on screen. The intrinsic size is a placeholder height,
 * replaced by the real one once seen. It also clips painting to the block, like overflow.
 */
export const deferredRendering = "[content-visibility:auto] [contain-intrinsic-size:auto_900px]";

export function Section({
  tone = "white",
  reveal = true,
  className,
  children,
  ...props
}: SectionProps) {
  const content = <Container>{children}</Container>;
  return (
    <section className={cn("py-16 sm:py-20", deferredRendering, tones[tone], className)} {...props}>
      {reveal ? <Reveal>{content}</Reveal> : content}
    </section>
  );
}
