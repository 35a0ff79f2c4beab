// Lazy sections: on the first page of a visit, the page's sections built on `Section` (never
// its hero) and its footer are styled and laid out as they near the screen rather than all in
// the first layout (`content-visibility: auto`, components.css); once the page has loaded the
// rest are laid out one by one in idle time (components/layout/lazy-sections.tsx).
//
// Until a section has been laid out it counts at an estimated height, so anything that scrolls
// to a remembered or computed place must see real heights: a reload or a return through
// history (the browser restores an offset), an address with a fragment, and a link to one
// (Next.js scrolls to the element itself after a client-side navigation). Tools that read
// colours from what is painted (axe, also inside Lighthouse) need every section laid out too.
// So sections are lazy only on a plain visit, marked by `data-lazy-sections` on <html>, set by
// the script below as the document is parsed. Without scripts nothing is lazy. Like any inline
// script after a stylesheet, it holds the parser until the stylesheet has arrived, which the
// first paint waits for anyway.

/** What components.css lays out lazily. */
export const lazySelector = "main>.section,.site-footer";

// Short: every page carries it twice, in the HTML and escaped in the RSC payload.
export const lazySectionsScript =
  "location.hash||performance.getEntriesByType('navigation')[0]?.type!='navigate'||" +
  "(document.documentElement.dataset.lazySections='')";
