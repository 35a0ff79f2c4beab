import { BRAND_NAME } from "@/content/site";
import { mergeClasses } from "@/lib/merge-classes";

/** The brand mark: a leaf closing into a loop, drawn as inline SVG. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#0b6e42" />
      <path d="M11 25c0-8 6-14 17-15-1 10-6 17-14 17-1.2 0-2.2-.3-3-.8" fill="#6de3a5" />
      <path
        d="M12.5 27.5c3-5 7-8.5 11.5-11"
        stroke="#04281a"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M29.5 22.5a10 10 0 0 1-15.8 6.2"
        stroke="#fbbf3c"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span
        className={mergeClasses(
          "text-xl font-extrabold tracking-tight",
          tone === "dark" ? "text-brand-900" : "text-white",
        )}
      >
        {BRAND_NAME}
      </span>
    </span>
  );
}
