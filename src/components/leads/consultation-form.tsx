"use client";
import { useEffect } from "react";
import { SelectField, TextField } from "./form-field";
import { EmailField, LeadFormShell, PhoneField } from "./lead-form-shell";
import { useLeadForm } from "./use-lead-form";
import type { LeadField } from "@/lib/leads/intake/fields";
import { EPR_TYPES, eprTypeLabels, limits, type EprType } from "@/lib/leads/intake/fields";

type Props = {
  /** The path of the page the form sits on, stored with the lead. */
  page: string;
  /** Shown in the button label, e.g. "Mumbai". */
  city?: string;
  /** Called once after a successful submission (e.g. to retitle a modal). */
  onSuccess?: () => void;
  idPrefix?: string;
  /** Values known before the visitor types, e.g. from the EPR obligation estimator. */
  prefill?: { eprType?: EprType; estimate?: string };
};

/** The order fields appear in, so focus lands on the first one that needs fixing. */
const FIELDS: readonly LeadField[] = ["company", "email", "phone", "eprType"];

/** The free EPR consultation form: company, e-mail, phone and EPR type. */
export function ConsultationForm({
  page,
  city,
  onSuccess,
  idPrefix = "consultation",
  prefill,
}: Props) {
  const form = useLeadForm(idPrefix, FIELDS);
  const { field, values } = form;
  const succeeded = form.state.status === "success";

  useEffect(() => {
    if (succeeded) onSuccess?.();
  }, [succeeded, onSuccess]);

  return (
    <LeadFormShell
      form={form}
      kind="consultation"
      page={page}
      submitLabel={city ? `Get my free consultation in ${city}` : "Get my free consultation"}
      pendingText="Sending your request…"
    >
      <TextField
        {...field("company")}
        label="Company name"
        autoComplete="organization"
        maxLength={limits.company}
      />
      <EmailField form={form} />
      <PhoneField form={form} />
      <SelectField
        {...field("eprType")}
        label="EPR type"
        // Nothing chosen yet shows the disabled "Choose one".
        defaultValue={values.eprType ?? prefill?.eprType ?? ""}
        // React resets the form after each answer, a select to the option it had when it was
        // made (it does not apply a later defaultValue): made again for each value it keeps.
        key={values.eprType ?? prefill?.eprType ?? ""}
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
      {prefill?.estimate ? <input type="hidden" name="estimate" value={prefill.estimate} /> : null}
    </LeadFormShell>
  );
}
