"use client";
import { useEffect } from "react";
import { LeadConfirmation } from "./lead-confirmation";
import { FormAlert } from "./form-alert";
import { Honeypot, MarketingOptIn } from "./consent-and-trap";
import { SelectField, TextField } from "./form-field";
import { PrivacyNotice } from "./privacy-notice";
import { SubmitButton } from "./submit-button";
import { useLeadForm } from "./use-lead-form";
import type { LeadField } from "@/lib/leads/schema";
import { EPR_TYPES, eprTypeLabels, limits } from "@/lib/leads/schema";

type Props = {
  /** The path of the page the form sits on, stored with the lead. */
  page: string;
  /** Shown in the button label, e.g. "Mumbai". */
  city?: string;
  /** Called once after a successful submission (e.g. to retitle a modal). */
  onSuccess?: () => void;
  idPrefix?: string;
};

/** The order fields appear in, so focus lands on the first one that needs fixing. */
const FIELDS: readonly LeadField[] = ["company", "email", "phone", "eprType"];

/** The free EPR consultation form: company, e-mail, phone and EPR type. */
export function ConsultationForm({ page, city, onSuccess, idPrefix = "consultation" }: Props) {
  const form = useLeadForm(idPrefix, FIELDS);
  const { errors, values, fieldId, autoFocusField } = form;
  const succeeded = form.state.status === "success";

  useEffect(() => {
    if (succeeded) onSuccess?.();
  }, [succeeded, onSuccess]);

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
      <input type="hidden" name="kind" value="consultation" />
      <input type="hidden" name="page" value={page} />
      <TextField
        id={fieldId("company")}
        name="company"
        label="Company name"
        autoComplete="organization"
        maxLength={limits.company}
        defaultValue={values.company}
        error={errors.company}
        autoFocus={autoFocusField === "company"}
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
      <SelectField
        id={fieldId("eprType")}
        name="eprType"
        label="EPR type"
        defaultValue={values.eprType ?? ""}
        error={errors.eprType}
        autoFocus={autoFocusField === "eprType"}
      >
        <option value="" disabled>
          Choose one
        </option>
        {EPR_TYPES.map((type) => (
          <option key={type} value={type}>
            {eprTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <Honeypot id={fieldId("trap")} />
      <MarketingOptIn id={fieldId("optin")} checked={values.marketingOptIn === "on"} />
      <div aria-live="polite" className="sr-only">
        {form.pending ? "Sending your request…" : ""}
      </div>
      <SubmitButton
        label={city ? `Get my free consultation in ${city}` : "Get my free consultation"}
      />
      <PrivacyNotice id={fieldId("notice")} consultation />
    </form>
  );
}
