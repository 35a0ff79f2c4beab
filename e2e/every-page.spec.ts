import { expect, test, type Page } from "@playwright/test";
import { SHARDS, shard, sitemapPaths, unlistedPaths } from "./support/site-routes";
import { axeFor, violationSummary, WCAG_TAGS } from "./support/axe";

// Every route, at 375 px (mobile project) and 1280 px (desktop project), loaded once as a
// visitor's browser gets it, for three audits:
// - the content security policy never blocks the site itself: no policy violation reported by
//   the page or on the console while it loads and hydrates;
// - WCAG 2.2 AA: a keyboard-only walk shows a visible focus indicator on every stop (a focus
//   ring at 3:1 or more against the colour behind it), never lands on something hidden, meets
//   the 24x24 px target size (or its spacing exception), moves forward in the document's order
//   and gets through without being trapped;
// - then axe finds nothing.
//
// The shell (skip link, header, main navigation, footer) is the same on every page, so it is
// walked once per width, on SHELL_PAGE, from the first stop to the last. Every other page is
// walked from its skip link (which must put focus on the main content) to the footer's start:
// all of the page's own content, at both widths.

type PolicyWindow = Window & { policyViolations: string[] };

/**
 * Records every content security policy violation the pages of `page` report, from before their
 * first script runs; returns a reader of what the current page reported, on the console too.
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as PolicyWindow;
    w.policyViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.policyViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text()))
      consoleErrors.push(msg.text());
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) consoleErrors.length = 0;
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as PolicyWindow).policyViolations)),
    ...consoleErrors,
  ];
}

/**
 * Scrolls to the end and back, with reduced motion, so scroll reveals have shown and axe judges
 * the colours a visitor actually sees: each scroll is followed by two rendered frames, in which
 * the browser lays out what came near the screen and reports it to the reveals' observers.
 */
async function settle(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(async () => {
    const frames = async (count: number) => {
      for (let i = 0; i < count; i++) await new Promise((r) => requestAnimationFrame(r));
    };
    await document.fonts.ready;
    window.scrollTo(0, document.body.scrollHeight);
    await frames(2);
    window.scrollTo(0, 0);
    await frames(2);
  });
}

/** Resolves once the focused element's box has stood still for two frames: a scroll has ended. */
async function focusStill(page: Page) {
  await page.evaluate(async () => {
    const box = () => JSON.stringify(document.activeElement?.getBoundingClientRect());
    let last = box();
    let still = 0;
    for (let i = 0; i < 300 && still < 2; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = box();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

type FocusStop = {
  label: string;
  /** Focus went back to an element earlier in the document than the previous stop. */
  backwards: boolean;
  visibleIndicator: boolean;
  /** The focus ring's contrast with the plain colour behind it; null when it has none of its own or lies on a picture or gradient. */
  ringContrast: number | null;
  onScreen: boolean;
  width: number;
  height: number;
  spacingOk: boolean;
  inlineInText: boolean;
};

type Inspection = FocusStop | "end" | null;
type InspectingWindow = Window & { inspectFocus?: (stopAtFooter: boolean) => Inspection };

/**
 * Gives the page a function that reads the focused element: whether focus visibly changes it
 * (its outline, shadow, border, background or text, its ::before/::after, or a few ancestors,
 * e.g. a card's focus-within ring), whether it is on screen, and the room around it. Installed
 * once per page, so that each stop of a walk sends a call rather than the function's source.
 */
async function installFocusInspector(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as InspectingWindow).inspectFocus = (stopAtFooter) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el === document.documentElement) return null;
      // The site's footer (a footer outside the main landmark) starts the shell again.
      if (stopAtFooter && el.closest("footer") && !el.closest("main")) return "end";
      const memory = window as Window & { firstFocusStop?: Element; lastFocusStop?: Element };
      // Back on the walk's first stop: focus went round the whole page.
      if (memory.firstFocusStop === el && memory.lastFocusStop !== el) return "end";
      memory.firstFocusStop ??= el;
      const previous = memory.lastFocusStop;
      const backwards =
        !!previous &&
        previous !== el &&
        previous.isConnected &&
        !!(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
      memory.lastFocusStop = el;
      const watched = [
        el,
        el.parentElement,
        el.parentElement?.parentElement,
        el.parentElement?.parentElement?.parentElement,
      ];
      const signature = () =>
        watched
          .filter((n): n is HTMLElement => !!n)
          .flatMap((n) => [
            getComputedStyle(n),
            getComputedStyle(n, "::before"),
            getComputedStyle(n, "::after"),
          ])
          .map((c) =>
            [
              c.outlineStyle,
              c.outlineWidth,
              c.outlineColor,
              c.boxShadow,
              c.borderColor,
              c.backgroundColor,
              c.textDecorationLine,
              c.color,
            ].join("|"),
          )
          .join("/");
      const focused = signature();
      const ownOutline = (() => {
        const c = getComputedStyle(el);
        return c.outlineStyle !== "none" && parseFloat(c.outlineWidth) >= 1;
      })();
      // The ring is drawn just outside the element, on the nearest ancestor's opaque background.
      const rgb = (value: string) => {
        const parts = /rgba?\(([^)]+)\)/
          .exec(value)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean);
        return parts ? parts.map(Number) : null;
      };
      const luminance = (c: number[]) =>
        c
          .slice(0, 3)
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
      let ringContrast: number | null = null;
      const ring = ownOutline ? rgb(getComputedStyle(el).outlineColor) : null;
      if (ring && (ring[3] ?? 1) > 0.5) {
        let behind: number[] | null = [255, 255, 255];
        for (let a = el.parentElement; a; a = a.parentElement) {
          const c = getComputedStyle(a);
          if (c.backgroundImage !== "none") {
            behind = null;
            break;
          }
          const colour = rgb(c.backgroundColor);
          if (colour && (colour[3] ?? 1) > 0.5) {
            behind = colour;
            break;
          }
        }
        if (behind) {
          const [hi, lo] = [luminance(ring), luminance(behind)].sort((x, y) => y - x);
          ringContrast = Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100;
        }
      }
      el.blur();
      const blurred = signature();
      (
        el as HTMLElement & { focus(o?: { focusVisible?: boolean; preventScroll?: boolean }): void }
      ).focus({
        focusVisible: true,
        preventScroll: true,
      });
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const onScreen =
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < window.innerHeight &&
        rect.left < window.innerWidth &&
        style.visibility !== "hidden" &&
        Number(style.opacity) > 0;
      // WCAG 2.5.8 spacing exception: a 24 px circle centred on an undersized target overlaps no
      // other target. Only an undersized target needs it, so only then are the others measured.
      const spacingOk = (() => {
        if (rect.width >= 24 && rect.height >= 24) return true;
        const cx = rect.left + rect.width / 2;
        const cy = rect.top + rect.height / 2;
        return [
          ...document.querySelectorAll<HTMLElement>(
            "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])",
          ),
        ]
          .filter((o) => o !== el && !o.contains(el) && !el.contains(o))
          .map((o) => o.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.height > 0)
          .every((r) => {
            const nx = Math.max(r.left, Math.min(cx, r.right));
            const ny = Math.max(r.top, Math.min(cy, r.bottom));
            return Math.hypot(nx - cx, ny - cy) >= 12;
          });
      })();
      const parent = el.parentElement;
      const inlineInText =
        el.tagName === "A" &&
        style.display === "inline" &&
        !!parent &&
        (parent.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 20;
      const name =
        el.getAttribute("aria-label") ||
        (el.textContent ?? "").trim().slice(0, 40) ||
        el.getAttribute("name") ||
        "";
      return {
        label: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${name}"`,
        backwards,
        visibleIndicator: ownOutline || focused !== blurred,
        ringContrast,
        onScreen,
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
        spacingOk,
        inlineInText,
      };
    };
  });
}

/** What the installed inspector reads at the focused element. */
function inspectFocus(page: Page, stopAtFooter: boolean): Promise<Inspection> {
  return page.evaluate((stopAtFooter) => {
    const inspect = (window as InspectingWindow).inspectFocus;
    if (!inspect) throw new Error("the focus inspector is not installed on this page");
    return inspect(stopAtFooter);
  }, stopAtFooter);
}

const MAX_TAB_STOPS = 200;

/** The page whose walk covers the shell, from the first stop to the last, at each width. */
const SHELL_PAGE = "/";

/**
 * Tabs through the page and returns what is wrong with its focus stops, and how many it met.
 * "whole": from the first stop until focus leaves the document. "content": through the skip
 * link into the main landmark, then until focus reaches the footer (or leaves the document, on
 * a page without one). Either walk must end within MAX_TAB_STOPS, or focus is trapped.
 */
async function keyboardWalk(
  page: Page,
  extent: "whole" | "content",
): Promise<{ stops: number; problems: string[] }> {
  // Focus rings that fade in would be read mid-transition; judge their end state.
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  await installFocusInspector(page);
  const problems: string[] = [];
  let stops = 0;
  let ended = false;
  let onFirstStop = false;
  if (extent === "content") {
    await page.keyboard.press("Tab");
    const skipLink = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement && el.getAttribute("href") === "#main-content";
    });
    if (skipLink) {
      // The skip link is judged with the shell; here it must land on the main content.
      await page.keyboard.press("Enter");
      const landed = await page.evaluate(() => document.activeElement?.id ?? "");
      if (landed !== "main-content")
        problems.push(`the skip link put focus on "${landed}", not on the main content`);
    } else {
      // A page without the shell (the 404 page): this first stop is its own content.
      onFirstStop = true;
    }
  }
  for (let i = 0; i < MAX_TAB_STOPS; i++) {
    if (onFirstStop) onFirstStop = false;
    else await page.keyboard.press("Tab");
    let stop = await inspectFocus(page, extent === "content");
    if (stop && stop !== "end" && !stop.onScreen) {
      // Let a scroll that brings it into view finish before judging.
      await focusStill(page);
      stop = await inspectFocus(page, extent === "content");
    }
    if (stop === "end") {
      ended = true;
      break;
    }
    if (!stop) {
      if (i === 0 && extent === "whole") continue;
      ended = true; // focus left the document: the walk is complete
      break;
    }
    stops++;
    if (stop.backwards) problems.push(`focus went back up the page to ${stop.label}`);
    if (!stop.visibleIndicator) problems.push(`no visible focus: ${stop.label}`);
    if (stop.ringContrast !== null && stop.ringContrast < 3)
      problems.push(`focus ring at ${stop.ringContrast}:1 on its background: ${stop.label}`);
    if (!stop.onScreen) problems.push(`focus on something not visible: ${stop.label}`);
    const small = stop.width < 24 || stop.height < 24;
    if (small && !stop.inlineInText && !stop.spacingOk)
      problems.push(`target ${stop.width}x${stop.height} too small and crowded: ${stop.label}`);
  }
  if (!ended) problems.push(`focus still inside the page after ${MAX_TAB_STOPS} stops: a trap`);
  return { stops, problems: [...new Set(problems)] };
}

test.describe("every page", () => {
  test.describe.configure({ timeout: 300_000 });

  // Each page is loaded once for every audit: the policy is read once the page has hydrated, the
  // keyboard walk runs on the page as a visitor gets it (scrolled through once), then axe judges
  // that same page, scrolled through again and back at its top, every section laid out.
  for (let index = 0; index < SHARDS; index++) {
    test(`no policy violation; keyboard walk: visible focus, nothing hidden, 24x24 targets; axe finds no WCAG 2.2 AA violations (${index + 1}/${SHARDS})`, async ({
      page,
      request,
    }) => {
      const paths = shard([...(await sitemapPaths(request)), ...unlistedPaths], index);
      const policyViolations = await watchPolicyViolations(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path, { waitUntil: "load" });
          // Past hydration and what follows it: the page's scripts have run once the main
          // thread falls idle, twice over.
          await page.evaluate(async () => {
            for (let i = 0; i < 2; i++) await new Promise((r) => requestIdleCallback(r));
          });
          expect.soft(await policyViolations(), `${path} CSP violations`).toEqual([]);
          await settle(page);
          const { stops, problems } = await keyboardWalk(
            page,
            path === SHELL_PAGE ? "whole" : "content",
          );
          expect.soft(stops, `${path}: the keyboard reaches something`).toBeGreaterThan(0);
          expect.soft(problems, `${path} keyboard walk`).toEqual([]);
          // Back at the top, as a fresh visit leaves it, so the sticky header covers what it
          // covers there.
          await settle(page);
          const results = await (await axeFor(page)).withTags(WCAG_TAGS).analyze();
          expect.soft(violationSummary(results.violations), `${path} axe violations`).toEqual([]);
        });
      }
    });
  }
});
