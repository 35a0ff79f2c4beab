"use client";
import { LeadConfirmation } from "./lead-confirmation";
import { FormAlert } from "./form-alert";
import { Honeypot, MarketingOptIn } from "./consent-and-trap";
import { TextAreaField, TextField } from "./form-field";
import { PrivacyNotice } from "./privacy-notice";
import { SubmitButton } from "./submit-button";
import { useLeadForm } from "./use-lead-form";
import type { LeadField } from "@/lib/leads/schema";
import { limits } from "@/lib/leads/schema";

/** The order fields appear in, so focus lands on the first one that needs fixing. */
const FIELDS: readonly LeadField[] = ["name", "phone", "email", "message"];

/** The contact block's form: name, phone, e-mail and comments. Works with and without JavaScript. */
export function ContactForm({ page, idPrefix = "contact" }: { page: string; idPrefix?: string }) {
  const form = useLeadForm(idPrefix, FIELDS);
  const { errors, values, fieldId, autoFocusField } = form;

  if (form.state.status === "success") {
    return <LeadConfirmation result={form.state} id={fieldId("alert")} />;
  }

  const errorCount = Object.values(errors).filter((e) => e?.length).length;
  return (
    <form
      key={form.formKey}
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      className="relative space-y-5"
    >
      <FormAlert
        id={fieldId("alert")}
        errorCount={errorCount}
        message={form.state.status === "error" ? form.state.message : undefined}
      />
      <input type="hidden" name="kind" value="contact" />
      <input type="hidden" name="page" value={page} />
      <TextField
        id={fieldId("name")}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={limits.name}
        defaultValue={values.name}
        error={errors.name}
        autoFocus={autoFocusField === "name"}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId("phone")}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Mobile or landline with STD code"
          defaultValue={values.phone}
          error={errors.phone}
          autoFocus={autoFocusField === "phone"}
        />
        <TextField
          id={fieldId("email")}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={values.email}
          error={errors.email}
          autoFocus={autoFocusField === "email"}
        />
      </div>
      <TextAreaField
        id={fieldId("message")}
        name="message"
        label="Comments"
        optional
        hint={`Tell us about your waste or EPR needs (up to ${limits.message} characters).`}
        maxLength={limits.message}
        defaultValue={values.message}
        error={errors.message}
        autoFocus={autoFocusField === "message"}
      />
      <Honeypot id={fieldId("trap")} />
      <MarketingOptIn id={fieldId("optin")} checked={values.marketingOptIn === "on"} />
      <div aria-live="polite" className="sr-only">
        {form.pending ? "Sending your enquiry…" : ""}
      </div>
      <SubmitButton label="SUBMIT" />
      <PrivacyNotice id={fieldId("notice")} />
    </form>
  );
}
