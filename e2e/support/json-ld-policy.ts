// The site's structured-data policy, checked against the JSON-LD a page actually serves.

export type OfficeAddress = { address: string; city: string };

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Top-level entities of the page's JSON-LD blocks (arrays and @graph flattened). */
export function topLevelNodes(blocks: readonly unknown[]): Node[] {
  const nodes: Node[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (isNode(value)) {
      if (Array.isArray(value["@graph"])) value["@graph"].forEach(add);
      else nodes.push(value);
    }
  };
  blocks.forEach(add);
  return nodes;
}

export function typesOf(node: Node): string[] {
  const t = node["@type"];
  return Array.isArray(t) ? t.map(String) : t === undefined ? [] : [String(t)];
}

/** True when rating or review markup appears anywhere, however deeply nested. */
export function hasRatingMarkup(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasRatingMarkup);
  if (!isNode(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (/^(aggregateRating|review|reviews|reviewRating)$/i.test(key)) return true;
    if (key === "@type" && typesOf(value).some((t) => /^(AggregateRating|Review|Rating)$/.test(t)))
      return true;
    if (hasRatingMarkup(inner)) return true;
  }
  return false;
}

export type PageKind = "home" | "service" | "city" | "post" | "inner";

export function pageKind(path: string): PageKind {
  if (path === "/") return "home";
  if (/^\/(epr-compliance|industrial-waste-pickup|residential-waste-pickup)-service\/?$/.test(path))
    return "service";
  if (/^\/locations\/[^/]+\/?$/.test(path)) return "city";
  if (/^\/blog\/[^/]+\/?$/.test(path)) return "post";
  return "inner";
}

/** Problems with a page's JSON-LD; an empty list means it follows the policy. */
export function jsonLdProblems(
  path: string,
  blocks: readonly unknown[],
  offices: readonly OfficeAddress[],
): string[] {
  const problems: string[] = [];
  const kind = pageKind(path);
  const nodes = topLevelNodes(blocks);
  const ofType = (type: string) => nodes.filter((n) => typesOf(n).includes(type));

  for (const node of nodes) {
    if (
      node["@context"] !== undefined &&
      !/^https?:\/\/schema\.org\/?$/.test(String(node["@context"]))
    )
      problems.push(`unexpected @context ${String(node["@context"])}`);
  }
  const organizations = ofType("Organization");
  if (kind === "home" && organizations.length !== 1)
    problems.push(`home page needs exactly one Organization, found ${organizations.length}`);
  if (kind !== "home" && organizations.length > 0)
    problems.push("Organization belongs on the home page only");
  for (const org of organizations) {
    if (!org.contactPoint) problems.push("Organization lacks a contactPoint");
    if (!Array.isArray(org.sameAs) || org.sameAs.length === 0)
      problems.push("Organization lacks social profiles (sameAs)");
  }

  for (const business of ofType("LocalBusiness")) {
    const address = isNode(business.address) ? business.address : {};
    const street = String(address.streetAddress ?? "");
    const real = offices.some((o) => o.address === street);
    if (!real) problems.push(`LocalBusiness at "${street}" is not one of the company's offices`);
  }

  const services = ofType("Service");
  if (kind === "service" || kind === "city") {
    const withArea = services.filter((s) =>
      Array.isArray(s.areaServed) ? s.areaServed.length > 0 : Boolean(s.areaServed),
    );
    if (withArea.length === 0)
      problems.push("service and city pages need a Service with areaServed");
  }

  if (kind !== "home" && ofType("BreadcrumbList").length !== 1)
    problems.push(
      `inner pages need exactly one BreadcrumbList, found ${ofType("BreadcrumbList").length}`,
    );

  const postings = nodes.filter((n) =>
    typesOf(n).some((t) => t === "BlogPosting" || t === "Article" || t === "NewsArticle"),
  );
  if (kind === "post" && ofType("BlogPosting").length !== 1)
    problems.push(`blog posts need exactly one BlogPosting, found ${ofType("BlogPosting").length}`);
  if (kind !== "post" && postings.length > 0)
    problems.push("BlogPosting belongs on blog posts only");

  if (hasRatingMarkup(blocks)) problems.push("rating or review markup is not allowed");
  return problems;
}
