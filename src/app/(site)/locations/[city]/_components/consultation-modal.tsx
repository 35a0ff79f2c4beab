"use client";

import { useCallback, useEffect, useId, useRef } from "react";
import { Icon } from "@/components/ui/icon";
import { ConsultationForm } from "@/components/leads/consultation-form";
import { buttonClasses } from "@/components/ui/button";
import { joinClasses } from "@/lib/join-classes";
import styles from "./city-nojs.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  page: string;
  city: string;
  label?: string;
  variant?: "accent" | "primary";
  /** Keeps form field ids unique when the page has more than one trigger. */
  idPrefix: string;
};

/**
 * "Get Free Consultation" and its modal. A native <dialog> opened with showModal() makes
 * the page behind it inert; we add the focus loop, closing on the overlay, and returning
 * focus to the button. Without scripts the button is replaced by a link to the dialog, which
 * then stands open in the page as the address's target (city-nojs.module.css), its form sent as
 * a plain POST; the answer page keeps the address, so it opens on the answer in the same place.
 */
export function ConsultationModal({
  page,
  city,
  label = "Get Free Consultation",
  variant = "accent",
  idPrefix,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = `${idPrefix}-dialog`;

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.style.removeProperty("overflow");
      triggerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  function show() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    document.documentElement.style.overflow = "hidden";
    dialog.showModal();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className={buttonClasses(variant, "lg", "nojs-hide")}
      >
        {label}
      </button>
      <span className={styles.fallback}>
        <a href={`#${dialogId}`} className={buttonClasses(variant, "lg")}>
          {label}
        </a>
      </span>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        // A click whose target is the dialog itself landed on the backdrop, outside the panel.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className={joinClasses(
          "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-black/60",
          styles.dialog,
        )}
      >
        <div className="p-6 sm:p-8" data-testid="consultation-panel">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-ink text-2xl font-bold">
                Free EPR consultation
              </h2>
              <p className="text-muted mt-1">
                Tell us about your company and one of our EPR specialists will call you back about
                compliance in {city}.
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              className="text-ink hover:bg-brand-50 nojs-hide -mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full"
            >
              <Icon icon="x" className="h-6 w-6" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <ConsultationForm page={page} city={city} idPrefix={idPrefix} />
        </div>
      </dialog>
    </>
  );
}
