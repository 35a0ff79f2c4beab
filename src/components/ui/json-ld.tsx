import { serializeJsonLd } from "@/lib/seo/structured-data";

export function JsonLd({
  data,
}: {
  data: Record<string, unknown> | readonly Record<string, unknown>[];
}) {
  return (
    <script
      type="application/ld+json"
      // Serialised with every markup-significant character escaped.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
