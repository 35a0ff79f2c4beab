"use client";
import { useFormStatus } from "react-dom";
import { buttonClasses } from "@/components/ui/button";
import { joinClasses } from "@/lib/join-classes";

export function SubmitButton({ label, className }: { label: string; className?: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className={buttonClasses(
        "primary",
        "lg",
        joinClasses("w-full sm:w-auto", pending && "opacity-80", className),
      )}
      onClick={(event) => {
        // Stays focusable while sending (disabling it would drop focus), but ignores repeats.
        if (pending) event.preventDefault();
      }}
    >
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
          />
          Sending…
        </>
      ) : (
        label
      )}
    </button>
  );
}
