import { SAMPLE_DATA, sampleNotes, type SampleKind } from "@/content/sample";
import { cn } from "@/lib/cn";

/**
 * The one way the site marks sample data for visitors: a small "Sample" tag and a sentence.
 * `sample`: whether the block shows its default (false once the company's own content, from
 * WordPress, replaces it: that carries no label).
 */
export function SampleNote({
  kind,
  tone = "light",
  sample = true,
  className,
}: {
  kind: SampleKind;
  tone?: "light" | "dark";
  sample?: boolean;
  className?: string;
}) {
  if (!SAMPLE_DATA || !sample) return null;
  return (
    <p
      className={cn(
        "text-xs leading-relaxed",
        tone === "dark" ? "text-white/85" : "text-muted",
        className,
      )}
    >
      <span className={cn("sample-tag", tone === "dark" ? "border-white/60" : "border-current")}>
        Sample
      </span>
      {sampleNotes[kind]}
    </p>
  );
}
