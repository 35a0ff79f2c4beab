"use client";
import { TextAreaField, TextField } from "./form-field";
import { EmailField, LeadFormShell, PhoneField } from "./lead-form-shell";
import { useLeadForm } from "./use-lead-form";
import type { LeadField } from "@/lib/leads/fields";
import { limits } from "@/lib/leads/fields";

/** The order fields appear in, so focus lands on the first one that needs fixing. */
const FIELDS: readonly LeadField[] = ["name", "phone", "email", "message"];

/** The contact block's form: name, phone, e-mail and comments. Works with and without JavaScript. */
export function ContactForm({ page, idPrefix = "contact" }: { page: string; idPrefix?: string }) {
  const form = useLeadForm(idPrefix, FIELDS);
  const { errors, values, fieldId, autoFocusField } = form;

  return (
    <LeadFormShell
      form={form}
      kind="contact"
      page={page}
      submitLabel="SUBMIT"
      pendingText="Sending your enquiry…"
    >
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
        <PhoneField form={form} />
        <EmailField form={form} />
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
    </LeadFormShell>
  );
}
