import { mergeClasses } from "@/lib/merge-classes";

type Props = {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "left" | "center";
  /** Heading level; sections use h2 unless they start the page. */
  as?: "h1" | "h2" | "h3";
  tone?: "light" | "dark";
  /** "hero": the larger title and introduction that open a landing page. */
  size?: "section" | "hero";
  id?: string;
  className?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  as: Tag = "h2",
  tone = "light",
  size = "section",
  id,
  className,
}: Props) {
  const centered = align === "center" ? "heading-center" : "";
  const dark = tone === "dark";
  const hero = size === "hero";
  return (
    <div className={mergeClasses("heading", centered, className)}>
      {eyebrow ? (
        <p className={mergeClasses("eyebrow", dark ? "text-brand-300" : "text-brand-700")}>
          {eyebrow}
        </p>
      ) : null}
      <Tag
        id={id}
        className={mergeClasses(hero ? "title-hero" : "title", dark ? "text-white" : "text-ink")}
      >
        {title}
      </Tag>
      {intro ? (
        <div
          className={mergeClasses(
            hero ? "mt-5 max-w-xl text-lg sm:text-xl" : "mt-4 text-lg",
            dark ? "text-brand-100" : "text-muted",
          )}
        >
          {intro}
        </div>
      ) : null}
    </div>
  );
}
