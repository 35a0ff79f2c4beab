import type { Category } from "@/lib/blog";
import { mergeClasses } from "@/lib/merge-classes";

/** The post's categories as small labels (there are no category pages to link to). */
export function CategoryTags({
  categories,
  size = "md",
}: {
  categories: Category[];
  size?: "sm" | "md";
}) {
  if (categories.length === 0) return null;
  const pad = size === "sm" ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm";
  return (
    <ul className="relative z-10 flex flex-wrap gap-2" aria-label="Categories">
      {categories.map((category) => (
        <li
          key={category.id}
          className={mergeClasses("bg-brand-50 text-brand-800 rounded-full font-semibold", pad)}
        >
          {category.name}
        </li>
      ))}
    </ul>
  );
}
