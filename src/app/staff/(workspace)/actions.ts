"use server";

// Every action checks the session first (requireStaff redirects when there is none), then
// validates its form with Zod, and answers by redirecting back with a short outcome code; a
// correction answers in its form instead (saved, or refused with what was typed kept).
import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isAPIError } from "better-auth/api";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { formArg } from "@/lib/http/server-actions";
import { leadsConfigFromEnv } from "@/lib/leads/config";
import { deliverDue } from "@/lib/leads/delivery/outbox";
import {
  CORRECTION_FIELDS,
  type CorrectionField,
  type CorrectionState,
} from "@/lib/staff/leads/correction";
import { eraseLeads, findPerson, personQuerySchema } from "@/lib/staff/leads/privacy";
import { assignLead, assignmentSchema } from "@/lib/staff/leads/assignment";
import { currentHeaders, getStaffAuth, requireStaff } from "@/lib/staff/auth/session";
import { staffCookieDeletions } from "@/lib/staff/auth/session-cookies";
import {
  addNote,
  CORRECTION_ERRORS,
  correctLead,
  correctionSchema,
  noteSchema,
  retryDeliveries,
  setCustomer,
  setStatus,
  statusSchema,
  withdrawOptIn,
} from "@/lib/staff/leads/changes";

const leadId = z.uuid();
/** The customer form's hidden field: the mark to set. */
const customerSchema = z.enum(["yes", "no"]);

function leadFrom(form: FormData): string {
  const parsed = leadId.safeParse(form.get("leadId"));
  if (!parsed.success) redirect("/staff");
  return parsed.data;
}

function back(id: string, outcome: string): never {
  redirect(`/staff/leads/${id}?done=${outcome}`);
}

export async function setStatusAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  const status = statusSchema.safeParse(form.get("status"));
  if (!status.success) back(id, "invalid");
  if (!(await setStatus(await getDb(), id, status.data, staff))) redirect("/staff");
  back(id, "status");
}

export async function addNoteAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  const note = noteSchema.safeParse(form.get("note"));
  if (!note.success) {
    back(id, note.error.issues.some((i) => i.code === "too_big") ? "long-note" : "empty-note");
  }
  if (!(await addNote(await getDb(), id, note.data, staff))) redirect("/staff");
  back(id, "note");
}

export async function setCustomerAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  const customer = customerSchema.safeParse(form.get("customer"));
  if (!customer.success) back(id, "customer-invalid");
  if (!(await setCustomer(await getDb(), id, customer.data === "yes", staff))) redirect("/staff");
  back(id, "customer");
}

/** Saves corrections, or answers with what was typed and the fields to fix (nothing saved). */
export async function correctAction(
  _previous: CorrectionState,
  sent: FormData,
): Promise<CorrectionState> {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  const values = Object.fromEntries(
    CORRECTION_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.slice(0, 1000) : ""];
    }),
  ) as Record<CorrectionField, string>;
  const input = correctionSchema.safeParse(values);
  if (!input.success) {
    const fields = new Set(input.error.issues.map((issue) => issue.path[0] as CorrectionField));
    return {
      values,
      errors: Object.fromEntries([...fields].map((field) => [field, CORRECTION_ERRORS[field]])),
    };
  }
  const result = await correctLead(await getDb(), id, input.data, staff);
  if (result === "not-found") redirect("/staff");
  if (result !== "saved") return { values, errors: { [result.field]: result.error } };
  // The page is drawn again with the corrected details; the form says it saved them. (A redirect
  // would leave the form's last answer in place when it led to the same address.)
  refresh();
  return { saved: true };
}

export async function withdrawOptInAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  if (!(await withdrawOptIn(await getDb(), id, staff))) redirect("/staff");
  back(id, "opt-out");
}

export async function retryDeliveriesAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  const db = await getDb();
  const now = new Date();
  if (!(await retryDeliveries(db, id, staff, now))) back(id, "nothing-to-retry");
  try {
    await deliverDue(db, leadsConfigFromEnv(), { leadId: id, now });
  } catch (error) {
    console.warn(`[staff] retry failed: ${(error as Error).name}`);
  }
  back(id, "retried");
}

/** Gives a lead an owner and a follow-up day; a new owner is e-mailed through the outbox. */
export async function assignAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const id = leadFrom(form);
  const input = assignmentSchema.safeParse({
    ownerId: form.get("ownerId"),
    followUpOn: form.get("followUpOn"),
  });
  if (!input.success) back(id, "bad-follow-up");
  const db = await getDb();
  const config = leadsConfigFromEnv();
  const result = await assignLead(db, id, input.data, staff, { mail: Boolean(config.email) });
  if (result.status === "not-found") redirect("/staff");
  if (result.status === "no-such-owner") back(id, "no-such-owner");
  if (result.notified) {
    try {
      await deliverDue(db, config, { leadId: id });
    } catch (error) {
      // Left pending in the outbox: the worker sends it.
      console.warn(`[staff] owner e-mail deferred: ${(error as Error).name}`);
    }
  }
  back(id, result.notified ? "assigned-mailed" : "assigned");
}

/** Erases one lead (from its page) or every record of a person (from the people search). */
export async function eraseAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff();
  const confirm = form.get("confirm") === "erase";
  const query = personQuerySchema.safeParse(form.get("person"));
  const db = await getDb();
  if (query.success && query.data) {
    if (!confirm) redirect(`/staff/people?q=${encodeURIComponent(query.data)}&done=confirm`);
    const records = await findPerson(db, query.data);
    const count = await eraseLeads(
      db,
      records.map((r) => r.lead.id),
      staff.email,
    );
    redirect(`/staff/people?done=erased&count=${count}`);
  }
  const id = leadFrom(form);
  if (!confirm) back(id, "confirm");
  // A second press (or a colleague's) finds it gone: said so, and no audit entry is made.
  const erased = await eraseLeads(db, [id], staff.email);
  redirect(erased > 0 ? "/staff?done=erased" : "/staff?done=already-erased");
}

async function clearSessionCookies() {
  const jar = await cookies();
  for (const deletion of staffCookieDeletions(jar.getAll().map(({ name }) => name))) {
    jar.delete(deletion);
  }
}

export async function signOutAction() {
  try {
    const auth = await getStaffAuth();
    await auth.api.signOut({ headers: await currentHeaders() });
  } catch (error) {
    // Without a valid session clearing the cookie is all there is to do. Otherwise the session
    // row outlives this device's cookie until it expires (SESSION_SECONDS).
    if (!isAPIError(error))
      console.warn(`[staff] sign-out kept the session: ${(error as Error).name}`);
  }
  await clearSessionCookies();
  redirect("/staff/sign-in");
}

/** Ends every session of this account, on every device, this one included. */
export async function signOutEverywhereAction() {
  await requireStaff();
  const auth = await getStaffAuth();
  await auth.api.revokeSessions({ headers: await currentHeaders() });
  await clearSessionCookies();
  redirect("/staff/sign-in");
}
