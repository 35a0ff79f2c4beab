import { existsSync } from "node:fs";
import path from "node:path";
import { createElement, isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import PageError from "@/app/(site)/error";
import GlobalError from "@/app/global-error";
import { ErrorView } from "./error-view";

// next/font only works inside a Next.js build; the class name does not matter here.
vi.mock("@/app/fonts", () => ({ jakarta: { variable: "" } }));

// What a visitor sees when a page fails to render. The boundaries are rendered directly, so no
// deliberately failing route has to ship in the production build.

const message = "We're sorry, but something unexpected happened. Please try refreshing the page.";

afterEach(() => vi.unstubAllGlobals());

function retryOf(element: ReactElement): () => void {
  // The boundary renders ErrorView (inside html/body for the root one); find its handler.
  const queue: unknown[] = [element];
  while (queue.length > 0) {
    const node = queue.shift();
    if (!isValidElement(node)) continue;
    const props = node.props as { onRetry?: () => void; children?: unknown };
    if (node.type === ErrorView && props.onRetry) return props.onRetry;
    queue.push(...[props.children].flat());
  }
  throw new Error("no ErrorView with a retry handler");
}

describe("the rendering-failure page", () => {
  it("says what happened and offers Refresh Page", () => {
    const html = renderToStaticMarkup(createElement(ErrorView, { onRetry: () => {} }));
    expect(html).toContain("Oops!");
    expect(html).toContain("<h1");
    expect(html).toContain("Something went wrong");
    expect(html).toContain(message.replace("'", "&#x27;"));
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Refresh Page<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it.each([
    ["page boundary", () => PageError()],
    ["root boundary", () => GlobalError()],
  ])("the %s reloads the page from Refresh Page", (_name, render) => {
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    retryOf(render())();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("names the site's icon on the root boundary, so browsers do not ask for /favicon.ico", () => {
    const html = renderToStaticMarkup(GlobalError());
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"/>');
  });

  it("keeps the site shell around a failed page: the page boundary sits inside the site layout", () => {
    const site = path.join(__dirname, "../../app/(site)");
    expect(existsSync(path.join(site, "error.tsx"))).toBe(true);
    expect(existsSync(path.join(site, "layout.tsx"))).toBe(true);
  });
});
