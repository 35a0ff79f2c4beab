import { Icon } from "@/components/ui/icon";

/** The rendering-failure message, shared by the page and root error boundaries. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20" role="alert">
      <div className="max-w-lg text-center">
        <Icon icon="triangle-alert" className="text-accent-500 mx-auto h-14 w-14" />
        <p className="text-brand-700 mt-6 text-5xl font-extrabold">Oops!</p>
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">Something went wrong</h1>
        <p className="text-muted mt-4 text-lg">
          We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="bg-brand-700 hover:bg-brand-800 mt-8 inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold text-white"
        >
          Refresh Page
        </button>
      </div>
    </div>
  );
}
