import type { ComponentProps } from "react";
import { Reveal } from "@/components/motion/reveal";
import { mergeClasses } from "@/lib/merge-classes";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={mergeClasses("wrap", className)} {...props} />;
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
    <section className={mergeClasses("section", tones[tone], className)} {...props}>
      {reveal ? <Reveal>{content}</Reveal> : content}
    </section>
  );
}
