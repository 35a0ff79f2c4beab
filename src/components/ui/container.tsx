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

export function Section({
  tone = "white",
  reveal = true,
  className,
  children,
  ...props
}: SectionProps) {
  const content = <Container>{children}</Container>;
  return (
    <section className={cn("py-16 sm:py-20", tones[tone], className)} {...props}>
      {reveal ? <Reveal>{content}</Reveal> : content}
    </section>
  );
}
