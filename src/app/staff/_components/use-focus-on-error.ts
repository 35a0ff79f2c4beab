"use client";
import { useEffect } from "react";

/**
 * After every answer that carries an error, moves focus to the field (or alert) showing it,
 * `id` (null when the answer carries none), so a screen reader reads it out even when the same
 * error comes twice. Each answer of a Server Action is a new object, so this runs once per
 * answer. Without script, `autoFocus` on the answered page does the same.
 */
export function useFocusOnError(answer: object, id: string | null): void {
  useEffect(() => {
    if (id) document.getElementById(id)?.focus();
  }, [answer, id]);
}
