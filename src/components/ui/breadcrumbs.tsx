import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd, type Crumb } from "@/lib/seo/structured-data";
import { mergeClasses } from "@/lib/merge-classes";

/** Visible breadcrumb trail plus its BreadcrumbList JSON-LD. The last crumb is the current page. */
export function Breadcrumbs({
  items,
  tone = "light",
}: {
  items: readonly Crumb[];
  tone?: "light" | "dark";
}) {
  const muted = tone === "dark" ? "text-brand-100" : "text-muted";
  const link = tone === "dark" ? "text-white" : "text-brand-800";
  return (
    <>
      <nav aria-label="Breadcrumb" className={mergeClasses("text-sm", muted)}>
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((crumb, index) => {
            const last = index === items.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <>
                    <Link
                      href={crumb.path}
                      className={mergeClasses(
                        "py-1 font-medium underline-offset-4 hover:underline",
                        link,
                      )}
                    >
                      {crumb.name}
                    </Link>
                    <Icon icon="chevron-right" className="h-4 w-4" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items)} />
    </>
  );
}
