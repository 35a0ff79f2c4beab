"use server";
// The Server Action behind both lead forms; works as a plain form post when JavaScript is off.
import { headers } from "next/headers";
import { site } from "@/content/site";
import { getSiteSettings } from "@/lib/company-content/settings";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { formArg } from "@/lib/http/server-actions";
import type { LeadFormState } from "@/lib/leads/intake/form-state";
import {
  FIELD_ORDER,
  formDataToRaw,
  IDEMPOTENCY_FIELD,
  type LeadValues,
} from "@/lib/leads/intake/fields";
import { greetingName } from "@/lib/leads/intake/greeting";
import { formRepeatKey, parseIdempotencyKey } from "@/lib/leads/intake/idempotency";
import { submitLead } from "@/lib/leads/intake/submit";

/** "call us free on 1800 …" for the phone in use (WordPress's, else the default). */
async function callUs(): Promise<string> {
  const phone = await getSiteSettings().then(
    (settings) => settings.phone,
    () => site.phone,
  );
  return `call us${phone.tollFree ? " free" : ""} on ${phone.display}`;
}

export async function submitLeadAction(
  _previous: LeadFormState,
  sent: FormData,
): Promise<LeadFormState> {
  const formData = formArg(sent);
  const raw = formDataToRaw(formData);
  // Echo back only what the visitor typed (never the trap field) so errors lose nothing.
  const values: LeadValues = {};
  for (const field of [...FIELD_ORDER, "marketingOptIn"] as const) {
    if (raw[field] !== undefined) values[field] = raw[field];
  }
  try {
    const sentKey = formData.get(IDEMPOTENCY_FIELD);
    const key = parseIdempotencyKey(typeof sentKey === "string" ? sentKey : undefined);
    const clientAddress = clientAddressFrom(await headers(), env.TRUSTED_PROXY_HOPS);
    const result = await submitLead(raw, {
      clientAddress,
      // A malformed key (not one our form makes) only loses the retry protection.
      idempotencyKey: key.ok ? (key.key ?? formRepeatKey(raw, clientAddress)) : undefined,
    });
    if (result.status === "accepted") {
      return {
        status: "success",
        kind: raw.kind === "consultation" ? "consultation" : "contact",
        reference: result.id.slice(0, 8).toUpperCase(),
        name: raw.kind === "contact" ? greetingName(values.name) : undefined,
      };
    }
    if (result.status === "invalid") return { status: "error", errors: result.errors, values };
    if (result.status === "key-reused") {
      return {
        status: "error",
        errors: {},
        values,
        message: `This form was already sent with different details. Reload the page to send a new enquiry, or ${await callUs()}.`,
      };
    }
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return {
      status: "error",
      errors: {},
      values,
      message: `We have received several enquiries from your connection in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or ${await callUs()}.`,
    };
  } catch (error) {
    console.error(`[leads] submission failed: ${(error as Error).name}`);
    return {
      status: "error",
      errors: {},
      values,
      message: `Sorry, we could not save your enquiry just now. Please try again in a few minutes, or ${await callUs()}.`,
    };
  }
}
