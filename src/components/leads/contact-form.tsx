"use client";
import { TextAreaField, TextField } from "./form-field";
import { EmailField, LeadFormShell, PhoneField } from "./lead-form-shell";
import { useLeadForm } from "./use-lead-form";
import type { LeadField } from "@/lib/leads/intake/fields";
import { limits } from "@/lib/leads/intake/fields";

/** The order fields appear in, so focus lands on the first one that needs fixing. */
const FIELDS: readonly LeadField[] = ["name", "phone", "email", "message"];

/** What the comments box asks about on each page: a household has waste to collect, not EPR. */
function commentsHint(page: string): string {
  const topic =
    page === "/residential-waste-pickup-service"
      ? "your household's waste and pickups"
      : page === "/industrial-waste-pickup-service"
        ? "your site's waste and pickups"
        : "your waste or EPR needs";
  return `Tell us about ${topic} (up to ${limits.message} characters).`;
}

/** The contact block's form: name, phone, e-mail and comments. Works with and without JavaScript. */
export function ContactForm({ page, idPrefix = "contact" }: { page: string; idPrefix?: string }) {
  const form = useLeadForm(idPrefix, FIELDS);
  const { field } = form;

  return (
    <LeadFormShell
      form={form}
      kind="contact"
      page={page}
      submitLabel="SUBMIT"
      pendingText="Sending your enquiry…"
    >
      <TextField {...field("name")} label="Name" autoComplete="name" maxLength={limits.name} />
      <div className="field-pair">
        <PhoneField form={form} />
        <EmailField form={form} />
      </div>
      <TextAreaField
        {...field("message")}
        label="Comments"
        optional
        hint={commentsHint(page)}
        maxLength={limits.message}
      />
    </LeadFormShell>
  );
}
