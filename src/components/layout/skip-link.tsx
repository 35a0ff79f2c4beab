/** First stop for keyboard users; slides into view only while focused. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="bg-brand-800 fixed top-3 left-3 z-[100] -translate-y-24 rounded-md px-4 py-3 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
