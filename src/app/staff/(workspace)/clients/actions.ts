"use server";

// Staff manage client organisations: each action checks the staff session first (requireStaff),
// validates its form with Zod, and redirects back with a short outcome code.
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { formArg } from "@/lib/http/server-actions";
import { invitationSchema, invitePerson } from "@/lib/portal/invitations";
import { sendPortalMailNow } from "@/lib/portal/mail";
import {
  createOrganisation,
  organisationSchema,
  removePerson,
  setOrganisationSuspended,
  setPersonSuspended,
} from "@/lib/portal/organisations";
import { requireStaff } from "@/lib/staff/auth/session";

const organisationId = z.uuid();

function organisationFrom(form: FormData): string {
  const parsed = organisationId.safeParse(form.get("organisationId"));
  if (!parsed.success) redirect("/staff/clients");
  return parsed.data;
}

function back(id: string, outcome: string): never {
  redirect(`/staff/clients/${id}?done=${outcome}`);
}

export type OrganisationFormState = {
  values: Record<string, string>;
  errors?: Record<string, string>;
};

const FIELDS = ["name", "gstin", "plastic", "e-waste", "batteries", "managerId"] as const;

export async function createOrganisationAction(
  _state: OrganisationFormState,
  sent: FormData,
): Promise<OrganisationFormState> {
  const form = formArg(sent);
  const staff = await requireStaff("/staff/clients");
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, String(form.get(name) ?? "").slice(0, 300)]),
  );
  const parsed = organisationSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "name");
      errors[key] ??= issue.message;
    }
    return { values, errors };
  }
  const id = await createOrganisation(await getDb(), parsed.data, {
    kind: "staff",
    id: staff.id,
    email: staff.email,
  });
  back(id, "created");
}

export async function inviteClientAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff("/staff/clients");
  const id = organisationFrom(form);
  const parsed = invitationSchema.safeParse({
    email: form.get("email"),
    name: form.get("name"),
    role: form.get("role"),
  });
  if (!parsed.success) back(id, "invalid");
  const db = await getDb();
  const result = await invitePerson(
    db,
    id,
    parsed.data,
    { kind: "staff", id: staff.id, email: staff.email },
    env.SITE_URL,
  );
  if (result.status === "exists") back(id, "exists");
  await sendPortalMailNow(db, result.mailId);
  back(id, "invited");
}

const suspendSchema = z.enum(["suspend", "restore"]);

export async function suspendOrganisationAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff("/staff/clients");
  const id = organisationFrom(form);
  const change = suspendSchema.safeParse(form.get("change"));
  if (!change.success) back(id, "invalid");
  await setOrganisationSuspended(await getDb(), id, change.data === "suspend", {
    kind: "staff",
    id: staff.id,
    email: staff.email,
  });
  back(id, change.data === "suspend" ? "suspended" : "restored");
}

export async function suspendPersonAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff("/staff/clients");
  const id = organisationFrom(form);
  const change = suspendSchema.safeParse(form.get("change"));
  const person = z.string().min(1).max(100).safeParse(form.get("personId"));
  if (!change.success || !person.success) back(id, "invalid");
  const changed = await setPersonSuspended(
    await getDb(),
    id,
    person.data,
    change.data === "suspend",
    { kind: "staff", id: staff.id, email: staff.email },
  );
  back(id, changed ? `person-${change.data === "suspend" ? "suspended" : "restored"}` : "invalid");
}

/** Removes a person and erases their personal data (a request to erase, or someone who left). */
export async function removePersonAction(sent: FormData) {
  const form = formArg(sent);
  const staff = await requireStaff("/staff/clients");
  const id = organisationFrom(form);
  const person = z.string().min(1).max(100).safeParse(form.get("personId"));
  if (!person.success) back(id, "invalid");
  if (form.get("confirm") !== "remove") back(id, "confirm");
  const removed = await removePerson(await getDb(), id, person.data, {
    kind: "staff",
    id: staff.id,
    email: staff.email,
  });
  back(id, removed ? "removed" : "invalid");
}
