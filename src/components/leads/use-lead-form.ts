"use client";
import { useActionState, useEffect, useState, type FormEvent } from "react";
import { submitLeadAction } from "@/lib/leads/intake/actions";
import {
  firstErrorField,
  formDataToRaw,
  type FieldErrors,
  type LeadField,
} from "@/lib/leads/intake/fields";
import { initialLeadFormState } from "@/lib/leads/intake/form-state";

type Validate = typeof import("@/lib/leads/intake/schema").validateLead;

/**
 * State shared by both lead forms: the Server Action's answer, errors found in the browser with
 * the same schema before sending, and focus moved to the first problem after every attempt.
 */
export function useLeadForm(prefix: string, order: readonly LeadField[]) {
  const [state, formAction, pending] = useActionState(submitLeadAction, initialLeadFormState);
  const [clientCheck, setClientCheck] = useState<{
    errors: FieldErrors;
    tick: number;
    typed: boolean;
  } | null>(null);
  // The shared schema is fetched the first time a visitor reaches a form, not with the page:
  // most visitors never fill one in. Until it has arrived (or if it cannot), the Server Action
  // checks the same schema and answers with the errors and the typed values.
  const [validate, setValidate] = useState<Validate | null>(null);
  function loadValidator() {
    if (validate) return;
    import("@/lib/leads/intake/schema").then(
      (schema) => setValidate(() => schema.validateLead),
      () => undefined,
    );
  }

  const serverErrors = state.status === "error" ? state.errors : {};
  const errors = clientCheck?.errors ?? serverErrors;
  const values = state.status === "error" ? state.values : {};
  // Whether the visitor had typed anything: only then does the error summary say it is kept.
  const typed = clientCheck
    ? clientCheck.typed
    : order.some((name) => (values[name] ?? "").trim() !== "");
  const firstError = firstErrorField(errors, order);
  const fieldId = (field: LeadField | "message-box" | "optin" | "trap" | "notice" | "alert") =>
    `${prefix}-${field}`;

  useEffect(() => {
    if (!clientCheck) return;
    const first = firstErrorField(clientCheck.errors, order);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  }, [clientCheck, prefix, order]);

  useEffect(() => {
    // After each answer of the server: its first problem field, or, for a problem with no field
    // of its own (rate limit, outage), the announcement.
    if (state.status !== "error") return;
    const first = firstErrorField(state.errors, order);
    document.getElementById(`${prefix}-${first ?? "alert"}`)?.focus();
  }, [state, prefix, order]);

  useEffect(() => {
    // React only autofocuses form controls on the client, so the confirmation is focused here.
    if (state.status === "success") document.getElementById(`${prefix}-alert`)?.focus();
  }, [state, prefix]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validate) {
      loadValidator();
      return;
    }
    const data = new FormData(event.currentTarget);
    const result = validate(formDataToRaw(data));
    if (!result.ok) {
      event.preventDefault();
      const typed = order.some((name) => String(data.get(name) ?? "").trim() !== "");
      setClientCheck((previous) => ({
        errors: result.errors,
        tick: (previous?.tick ?? 0) + 1,
        typed,
      }));
    } else {
      setClientCheck(null);
    }
  }

  return {
    state,
    formAction,
    pending,
    errors,
    values,
    typed,
    fieldId,
    /** What every visible field takes from the form's state: id, name, value, errors, focus. */
    field: (name: LeadField) => ({
      id: fieldId(name),
      name,
      defaultValue: values[name],
      error: errors[name],
      // Autofocus works without JavaScript too: the answer page opens on the first error.
      autoFocus: !clientCheck && firstError === name,
    }),
    onSubmit,
    /** Any focus or pointer inside the form starts loading the browser-side check. */
    onFocus: loadValidator,
    onPointerDown: loadValidator,
  };
}
