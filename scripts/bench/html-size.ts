// Prints each page's HTML weight (raw, gzip, and Brotli as the production proxy sends it)
// against its budget, from a running production server; a blog post is counted without its own
// body.
//   npm run html:size -- --base http://127.0.0.1:3000 [--json bench-results/html-size.json]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { argValue } from "./server";
import { pagesToMeasure } from "../../tests/support/html-pages";
import { budgetFor, ceilingFor, kb, measureHtml, overBudget, type HtmlSize } from "../../tests/support/html-size";

async function main() {
  const base = (argValue("base") ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
  const pages = await pagesToMeasure(base);
  const results: Record<string, HtmlSize & { budget: ReturnType<typeof budgetFor> }> = {};
  let failed = false;
  console.log(
    `${"page".padEnd(44)} ${"raw".padStart(9)} ${"gzip".padStart(9)} ${"Brotli".padStart(9)}   ` +
      "target (ceiling enforced by the test)",
  );
  for (const page of pages) {
    const res = await fetch(`${base}${page}`, { headers: { accept: "text/html" } });
    if (!res.ok) throw new Error(`${page} answered ${res.status}`);
    const size = measureHtml(await res.text());
    const path = page.split("?")[0]!;
    const budget = budgetFor(path);
    const ceiling = ceilingFor(path);
    const overTarget = overBudget(path, size);
    const overCeiling = overBudget(path, size, ceiling);
    failed ||= overCeiling.length > 0;
    results[page] = { ...size, budget };
    console.log(
      `${page.slice(0, 44).padEnd(44)} ${kb(size.raw).padStart(9)} ${kb(size.gzip).padStart(9)} ` +
        `${kb(size.brotli).padStart(9)}   ` +
        `${kb(budget.raw)} / ${kb(budget.gzip)} (${kb(ceiling.raw)} / ${kb(ceiling.gzip)})` +
        (size.postBody ? `   post body ${kb(size.postBody)} not counted` : "") +
        (overCeiling.length
          ? `   OVER CEILING: ${overCeiling.join("; ")}`
          : overTarget.length
            ? "   over target"
            : ""),
    );
  }
  const json = argValue("json");
  if (json) {
    mkdirSync(path.dirname(json), { recursive: true });
    writeFileSync(json, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  }
  console.log(
    failed ? "\nSome pages are over their ceiling." : "\nEvery page is within its ceiling.",
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
