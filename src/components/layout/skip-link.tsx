export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="bg-brand-800 sr-only z-[100] rounded-md px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
