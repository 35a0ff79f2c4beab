// Client components, and the shared pieces they render (Icon, the button classes, form fields,
// the accordion): joins class names as they are, without tailwind-merge, so its class table
// (26 KB of script, 8 KB gzip, on every page, and built on first use during hydration) never
// reaches the browser; tests/client-bundle.test.ts fails if a client component imports it. A
// default of theirs that a caller may change is a component class (app/components.css), which a
// caller's utility beats by the CSS layer, so nothing there needs merging (docs/architecture.md).
// Server components that take a caller's `className` merge with `mergeClasses` instead.
export { clsx as joinClasses } from "clsx";
