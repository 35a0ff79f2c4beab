"use client";
import { useActionState, useEffect, useState, type FormEvent } from "react";
import { submitLeadAction } from "@/lib/leads/actions";
import {
  firstErrorField,
  formDataToRaw,
  type FieldErrors,
  type LeadField,
} from "@/lib/leads/fields";
import { initialLeadFormState } from "@/lib/leads/form-state";

type Validate = typeof import("@/lib/leads/schema").validateLead;
let validator: Validate | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the shared schema the first time a visitor reaches a form, not with the page: most
 * visitors never fill one in. Until it has arrived (or if it cannot), the Server Action checks
 * the same schema and answers with the errors and the typed values.
 */
function loadValidator(): void {
  loading ??= import("@/lib/leads/schema").then(
    (schema) => {
      validator = schema.validateLead;
    },
    () => {
      loading = undefined;
    },
  );
}

/**
 * State shared by both lead forms: the Server Action's answer, errors found in the browser with
 * the same schema before sending, and focus moved to the first problem after every attempt.
 */
export function useLeadForm(prefix: string, order: readonly LeadField[]) {
  const [state, formAction, pending] = useActionState(submitLeadAction, initialLeadFormState);
  const [clientCheck, setClientCheck] = useState<{ errors: FieldErrors; tick: number } | null>(
    null,
  );

  const serverErrors = state.status === "error" ? state.errors : {};
  const errors = clientCheck?.errors ?? serverErrors;
  const values = state.status === "error" ? state.values : {};
  const firstError = firstErrorField(errors, order);
  const fieldId = (field: LeadField | "message-box" | "optin" | "trap" | "notice" | "alert") =>
    `${prefix}-${field}`;

  useEffect(() => {
    if (!clientCheck) return;
    const first = firstErrorField(clientCheck.errors, order);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  }, [clientCheck, prefix, order]);

  useEffect(() => {
    // A problem with no field of its own (rate limit, outage) is announced and focused instead.
    if (state.status === "error" && !firstErrorField(state.errors) && state.message) {
      document.getElementById(`${prefix}-alert`)?.focus();
    }
  }, [state, prefix]);

  useEffect(() => {
    // React only autofocuses form controls on the client, so the confirmation is focused here.
    if (state.status === "success") document.getElementById(`${prefix}-alert`)?.focus();
  }, [state, prefix]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validator) {
      loadValidator();
      return;
    }
    const result = validator(formDataToRaw(new FormData(event.currentTarget)));
    if (!result.ok) {
      event.preventDefault();
      setClientCheck((previous) => ({ errors: result.errors, tick: (previous?.tick ?? 0) + 1 }));
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
    /** Remount after each server answer so inputs show the values sent back, not a reset form. */
    formKey: state.status === "error" ? state.attempt : 0,
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
