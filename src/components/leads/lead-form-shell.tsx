"use client";
import { FormAlert } from "./form-alert";
import { IdempotencyKeyField } from "./idempotency-key-field";
import { Honeypot, MarketingOptIn } from "./consent-and-trap";
import { TextField } from "./form-field";
import { LeadConfirmation } from "./lead-confirmation";
import { PrivacyNotice } from "./privacy-notice";
import { useFormContact } from "./form-contact";
import { englishNotice } from "@/content/privacy-notice";
import { SubmitButton } from "./submit-button";
import type { useLeadForm } from "./use-lead-form";
import type { LeadKind } from "@/lib/leads/intake/fields";

export type LeadForm = ReturnType<typeof useLeadForm>;

type Props = {
  form: LeadForm;
  kind: LeadKind;
  /** The path of the page the form sits on, stored with the lead. */
  page: string;
  submitLabel: string;
  /** Announced to screen readers while the form is sending. */
  pendingText: string;
  children: React.ReactNode;
};

/**
 * What every lead form has around its own fields: the error summary, the hidden kind and page,
 * the honeypot, the marketing opt-in, the submit button and the privacy notice; and, once the
 * lead is accepted, the confirmation in the form's place.
 */
export function LeadFormShell({ form, kind, page, submitLabel, pendingText, children }: Props) {
  const { errors, values, fieldId } = form;
  const { privacyEmail } = useFormContact();
  if (form.state.status === "success") {
    return <LeadConfirmation result={form.state} id={fieldId("alert")} />;
  }
  const errorCount = Object.values(errors).filter((e) => e?.length).length;
  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      onPointerDown={form.onPointerDown}
      noValidate
      className="relative space-y-5"
    >
      <FormAlert
        id={fieldId("alert")}
        errorCount={errorCount}
        typed={form.typed}
        message={form.state.status === "error" ? form.state.message : undefined}
      />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="page" value={page} />
      <IdempotencyKeyField />
      {children}
      <Honeypot id={fieldId("trap")} />
      <MarketingOptIn id={fieldId("optin")} checked={values.marketingOptIn === "on"} />
      <div aria-live="polite" className="sr-only">
        {form.pending ? pendingText : ""}
      </div>
      <SubmitButton label={submitLabel} />
      <PrivacyNotice
        id={fieldId("notice")}
        consultation={kind === "consultation"}
        texts={englishNotice}
        privacyEmail={privacyEmail}
      />
    </form>
  );
}

export function PhoneField({ form }: { form: LeadForm }) {
  return (
    <TextField
      {...form.field("phone")}
      label="Phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint="Mobile or landline with STD code"
    />
  );
}

export function EmailField({ form }: { form: LeadForm }) {
  return (
    <TextField
      {...form.field("email")}
      label="Email"
      type="email"
      autoComplete="email"
      spellCheck={false}
    />
  );
}
