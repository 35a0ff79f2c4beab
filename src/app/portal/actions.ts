"use server";

// The portal's actions. Each checks the client session first (requireClient), takes the
// organisation from it and never from the form, validates the form with Zod, and answers by
// redirecting back with a short outcome code.
import { isAPIError } from "better-auth/api";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { formArg } from "@/lib/http/server-actions";
import { CLIENT_COOKIE_PREFIX } from "@/lib/portal/auth/better-auth";
import { currentClientHeaders, getClientAuth, requireClient } from "@/lib/portal/auth/session";
import { logPortalEvent } from "@/lib/portal/events";
import { invitationSchema, invitePerson } from "@/lib/portal/invitations";
import { sendPortalMailNow } from "@/lib/portal/mail";
import { removePerson } from "@/lib/portal/organisations";

async function clearClientCookies() {
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (
      name.startsWith(`${CLIENT_COOKIE_PREFIX}.`) ||
      name.startsWith(`__Secure-${CLIENT_COOKIE_PREFIX}.`)
    ) {
      jar.set(name, "", {
        path: "/",
        maxAge: 0,
        secure: name.startsWith("__Secure-"),
        httpOnly: true,
        sameSite: "lax",
      });
    }
  }
}

export async function signOutAction() {
  try {
    const auth = await getClientAuth();
    const headers = await currentClientHeaders();
    const session = await auth.api.getSession({ headers });
    await auth.api.signOut({ headers });
    if (session) {
      await logPortalEvent(await getDb(), {
        organisationId: (session.user as { organisationId?: string }).organisationId ?? null,
        action: "sign-out",
        actor: { kind: "client", id: session.user.id, email: session.user.email },
      });
    }
  } catch (error) {
    if (!isAPIError(error))
      console.warn(`[portal] sign-out kept the session: ${(error as Error).name}`);
  }
  await clearClientCookies();
  redirect("/login?signed-out=1");
}

function back(outcome: string): never {
  redirect(`/portal/people?done=${outcome}`);
}

/** A client administrator invites a colleague to their own organisation. */
export async function inviteColleagueAction(sent: FormData) {
  const form = formArg(sent);
  const person = await requireClient("/portal/people");
  if (person.role !== "admin") back("not-admin");
  const parsed = invitationSchema.safeParse({
    email: form.get("email"),
    name: form.get("name"),
    role: form.get("role"),
  });
  if (!parsed.success) back("invalid");
  const db = await getDb();
  const result = await invitePerson(
    db,
    person.organisationId,
    parsed.data,
    { kind: "client", id: person.id, email: person.email },
    env.SITE_URL,
  );
  if (result.status === "exists") back("exists");
  await sendPortalMailNow(db, result.mailId);
  back("invited");
}

const personIdSchema = z.string().min(1).max(100);

/** A client administrator removes a colleague (never themselves) from their own organisation. */
export async function removeColleagueAction(sent: FormData) {
  const form = formArg(sent);
  const person = await requireClient("/portal/people");
  if (person.role !== "admin") back("not-admin");
  const target = personIdSchema.safeParse(form.get("personId"));
  if (!target.success || target.data === person.id) back("invalid");
  if (form.get("confirm") !== "remove") back("confirm");
  const removed = await removePerson(await getDb(), person.organisationId, target.data, {
    kind: "client",
    id: person.id,
    email: person.email,
  });
  back(removed ? "removed" : "missing");
}
