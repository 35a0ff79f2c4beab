"use client";
import { useEffect, useState } from "react";
import { TextAreaField, TextField } from "./form-field";
import { EmailField, LeadFormShell, PhoneField } from "./lead-form-shell";
import { PickupFields, ServiceField } from "./service-fields";
import { useLeadForm } from "./use-lead-form";
import type { LeadField } from "@/lib/leads/intake/fields";
import { limits } from "@/lib/leads/intake/fields";
import { isLeadService, type LeadService } from "@/content/lead-services";

/** The order fields appear in, so focus lands on the first one that needs fixing. */
const FIELDS: readonly LeadField[] = [
  "name",
  "phone",
  "email",
  "service",
  "pickupArea",
  "wasteType",
  "wasteVolume",
  "pickupFrequency",
  "message",
];

/** What the comments box asks about: a household has waste to collect, not EPR. */
function commentsHint(service: LeadService | undefined): string {
  const topic =
    service === "residential-pickup"
      ? "your household's waste and pickups"
      : service === "industrial-pickup"
        ? "your site's waste and pickups"
        : "your waste or EPR needs";
  return `Tell us about ${topic} (up to ${limits.message} characters).`;
}

/**
 * The service a link asked for (`/contact-us?service=industrial-pickup`). Read in the browser:
 * the page is the same cached HTML for everyone, so without JavaScript the visitor chooses.
 */
function useLinkedService(): LeadService | undefined {
  const [linked, setLinked] = useState<LeadService>();
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("service");
    // Set once after hydration, from the address the server cannot see in a static page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isLeadService(asked)) setLinked(asked);
  }, []);
  return linked;
}

type Props = {
  page: string;
  idPrefix?: string;
  /** The service of the page the form sits on, chosen in advance. */
  service?: LeadService;
};

/**
 * The contact block's form: name, phone, e-mail, what it is about (with what a pickup quote needs
 * when it is a pickup) and comments. Works with and without JavaScript.
 */
export function ContactForm({ page, idPrefix = "contact", service }: Props) {
  const form = useLeadForm(idPrefix, FIELDS);
  const { field, values } = form;
  const linked = useLinkedService();
  const preset = isLeadService(values.service) ? values.service : (linked ?? service);

  return (
    <LeadFormShell
      form={form}
      kind="contact"
      page={page}
      submitLabel="Submit"
      pendingText="Sending your enquiry…"
    >
      <TextField {...field("name")} label="Name" autoComplete="name" maxLength={limits.name} />
      <div className="field-pair">
        <PhoneField form={form} />
        <EmailField form={form} />
      </div>
      <ServiceField form={form} preset={preset} />
      <PickupFields form={form} />
      <TextAreaField
        {...field("message")}
        label="Comments"
        optional
        hint={commentsHint(preset)}
        maxLength={limits.message}
      />
    </LeadFormShell>
  );
}
