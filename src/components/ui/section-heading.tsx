import { cn } from "@/lib/cn";

type Props = {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "left" | "center";
  /** Heading level; sections use h2 unless they start the page. */
  as?: "h1" | "h2" | "h3";
  tone?: "light" | "dark";
  id?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  as: Tag = "h2",
  tone = "light",
  id,
}: Props) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  const dark = tone === "dark";
  return (
    <div className={cn("mb-10 max-w-3xl", centered)}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-widest uppercase",
            dark ? "text-brand-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Tag
        id={id}
        className={cn("text-3xl font-bold sm:text-4xl", dark ? "text-white" : "text-ink")}
      >
        {title}
      </Tag>
      {intro ? (
        <div className={cn("mt-4 text-lg", dark ? "text-brand-100" : "text-muted")}>{intro}</div>
      ) : null}
    </div>
  );
}
