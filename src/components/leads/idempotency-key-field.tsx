"use client";
import { useEffect, useRef } from "react";
import { IDEMPOTENCY_FIELD } from "@/lib/leads/intake/fields";

/** randomUUID needs a secure context; getRandomValues works on plain http too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function contentOf(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (name !== IDEMPOTENCY_FIELD && typeof value === "string") entries.push([name, value]);
  }
  return JSON.stringify(entries);
}

/**
 * Hidden field filled with the submission's idempotency key just before the form is sent. A
 * native listener on the form runs before React reads the form's data for the action. One key
 * per distinct enquiry while the form is on the page: sending the same details again (after an
 * error, or a lost answer) reuses it, so the server answers as before instead of storing a
 * second lead.
 */
export function IdempotencyKeyField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Lives as long as the form: a retry after an error or a lost answer reuses its key.
    const keys = new Map<string, string>();
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    const fill = () => {
      const content = contentOf(form);
      let key = keys.get(content);
      if (!key) {
        key = newKey();
        keys.set(content, key);
      }
      input.value = key;
    };
    form.addEventListener("submit", fill);
    return () => form.removeEventListener("submit", fill);
  }, []);
  return <input ref={ref} type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />;
}
