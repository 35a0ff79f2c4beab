// What a lead form shows after a submission; shared by the Server Action and the client forms.
import type { FieldErrors, LeadKind, LeadValues } from "@/lib/leads/intake/fields";

export type LeadFormState =
  | { status: "idle" }
  | {
      status: "error";
      errors: FieldErrors;
      values: LeadValues;
      /** A problem that belongs to no one field (rate limit, database down). */
      message?: string;
    }
  | { status: "success"; kind: LeadKind; reference: string; name?: string };

export const initialLeadFormState: LeadFormState = { status: "idle" };
