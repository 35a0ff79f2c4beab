// The one definition of a valid enquiry, used by the browser forms, the Server Action and the API.
// Written with Zod's tree-shakable build (`zod/mini`) because it ships to the browser with the
// forms: the same rules at a fraction of the bytes of the chained API.
import * as z from "zod/mini";
import { limits, type FieldErrors } from "@/lib/leads/intake/fields";
import {
  fieldsOf,
  type LeadFieldDef,
  type LeadFieldName,
  type LeadKind,
} from "@/lib/leads/intake/registry";
import { normaliseIndianPhone } from "@/lib/phone";

// This schema also runs in the browser, where the Content-Security-Policy forbids eval:
// Zod's `new Function` fast path must stay off.
z.config({ jitless: true });

// C0/C1 controls, plus bidi and zero-width marks that can disguise text in a notification.
const CONTROL_LINE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const CONTROL_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Single-line fields: every control character goes, runs of spaces collapse. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL_LINE, " ").replace(/\s+/g, " ").trim();
}

/** Multi-line text keeps its line breaks and tabs, loses everything else invisible. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_TEXT, "").trim();
}

/** Runs `clean` on the raw value before `schema` sees it (Zod's `preprocess`). */
function cleaned<T extends z.ZodMiniType>(clean: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(clean), schema);
}

const cleanLineValue = (v: unknown) => (typeof v === "string" ? cleanLine(v) : v);

/** A required single-line field: a missing or empty value gets `required`. */
const requiredLine = (required: string, ...checks: z.core.$ZodCheck<string>[]) =>
  cleaned(cleanLineValue, z.string({ error: required }).check(z.minLength(1, required), ...checks));

const phone = (required: string) =>
  z.pipe(
    requiredLine(required),
    z.transform((value: string, ctx) => {
      const e164 = normaliseIndianPhone(value);
      if (e164) return e164;
      ctx.issues.push({
        code: "custom",
        input: value,
        message:
          "Enter an Indian phone number: a 10-digit mobile such as 98765 43210, or a landline with its STD code such as 0422 456 7000.",
      });
      return z.NEVER;
    }),
  );

/** Where the form was sent from; an odd value is replaced, never an error the visitor must fix. */
const page = cleaned(
  (v) =>
    typeof v === "string" && /^\/[^\s]*$/.test(v) && !v.startsWith("//")
      ? cleanLine(v).slice(0, limits.page)
      : "/",
  z.string(),
);

const optIn = cleaned((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

const optionalLine = (max: number) =>
  cleaned(
    (v) => (typeof v === "string" ? cleanLine(v).slice(0, max) : undefined),
    z.optional(z.string()),
  );

/** A blank optional value is no value: an unchosen select or an empty box. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The Zod schema of one registry field on a form that requires it (`required`) or not (null). */
function fieldSchema(field: LeadFieldDef, required: string | null): z.ZodMiniType {
  const input = field.input;
  switch (input.type) {
    case "phone":
      return phone(required ?? "Enter your phone number.");
    case "email": {
      const email = z.pipe(
        requiredLine(
          required ?? "Enter your e-mail address.",
          z.maxLength(input.max, "This e-mail address is too long."),
        ),
        z.email("Enter an e-mail address in the form name@example.com."),
      );
      return required ? email : cleaned(blankToUndefined, z.optional(email));
    }
    case "choice": {
      const choice = z.enum(input.options as [string, ...string[]], {
        error: required ?? input.invalid,
      });
      return required ? choice : cleaned(blankToUndefined, z.optional(choice));
    }
    case "text":
      return cleaned(
        (v) => (v === undefined || v === null ? "" : typeof v === "string" ? cleanText(v) : v),
        z
          .string({ error: `Enter your ${field.label.toLowerCase()} as text.` })
          .check(z.maxLength(input.max, input.tooLong)),
      );
    case "line":
      return required
        ? requiredLine(required, z.maxLength(input.max, input.tooLong))
        : optionalLine(input.max);
  }
}

function shapeOf(kind: LeadKind): Record<string, z.ZodMiniType> {
  return Object.fromEntries(
    fieldsOf(kind).map((field) => [field.name, fieldSchema(field, field.asked[kind] ?? null)]),
  );
}

export const contactLeadSchema = z.object({
  kind: z.literal("contact"),
  ...shapeOf("contact"),
  page,
  marketingOptIn: optIn,
});

export const consultationLeadSchema = z.object({
  kind: z.literal("consultation"),
  ...shapeOf("consultation"),
  page,
  marketingOptIn: optIn,
  /** The estimator's query string when the form sits under an estimate; recomputed on the server. */
  estimate: optionalLine(limits.estimate),
});

export const leadSchema = z.discriminatedUnion(
  "kind",
  [contactLeadSchema, consultationLeadSchema],
  {
    error: "Choose contact or consultation.",
  },
);

/** A valid enquiry: its kind, page and opt-in, and the registry's fields its form asks. */
export type LeadInput = {
  kind: LeadKind;
  page: string;
  marketingOptIn: boolean;
  estimate?: string;
} & Partial<Record<LeadFieldName, string>>;

export function validateLead(
  raw: unknown,
): { ok: true; lead: LeadInput } | { ok: false; errors: FieldErrors } {
  const result = leadSchema.safeParse(raw);
  if (result.success) return { ok: true, lead: result.data as LeadInput };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    (errors[key] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}
