// Joins class names, without tailwind-merge. Client components and the shared pieces they
// render (Icon, the button classes, form fields, the accordion) use it, so tailwind-merge
// never reaches the browser: its class table is 26 KB of script on every page and takes about
// 10 ms to build on first use, four times that on a phone. A default of theirs that a caller
// may change is a component class (app/components.css), which a caller's utility beats by
// the CSS layer, so nothing there needs merging (docs/architecture.md).
export { clsx as cx } from "clsx";
