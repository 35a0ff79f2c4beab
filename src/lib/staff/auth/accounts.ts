// Staff accounts, managed by the operator (`npm run staff:add`, `staff:remove`): creating one is
// the only way in, since the sign-in page has no sign-up.
import "server-only";
import { z } from "zod";
import type { Database } from "@/lib/db";
import type { StaffAuth } from "@/lib/staff/auth/better-auth";
import { clearAccountLock } from "@/lib/staff/auth/lockout";

/** A password as better-auth is set to take it (auth.ts): 12 to 128 characters. */
export const newPasswordSchema = z.string().min(12, "must be at least 12 characters").max(128);

export const newAccountSchema = z.object({
  email: z.email().transform((v) => v.trim().toLowerCase()),
  password: newPasswordSchema,
  name: z.string().trim().max(100).optional(),
});
export type NewAccount = z.input<typeof newAccountSchema>;

/** What the operator's commands work with: the staff auth, the database and the lockout's key. */
export type StaffAdmin = { auth: StaffAuth; db: Database; lockSecret: string };

export type AddResult = { status: "created"; email: string } | { status: "exists"; email: string };
export type ResetResult = { status: "reset"; email: string } | { status: "missing"; email: string };
export type RemoveResult =
  { status: "removed"; email: string } | { status: "missing"; email: string };

export const accountEmailSchema = z.object({
  email: z.email().transform((v) => v.trim().toLowerCase()),
});

/** Creates the user and its password credential (hashed by better-auth's scrypt). */
export async function addStaffAccount(auth: StaffAuth, input: NewAccount): Promise<AddResult> {
  const { email, password, name } = newAccountSchema.parse(input);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) return { status: "exists", email };
  const user = await ctx.internalAdapter.createUser(
    { email, name: name || email.split("@")[0]!, emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { status: "created", email };
}

/**
 * A new password for an existing account (forgotten, or known to someone else): every session
 * of the account ends, so whoever knew the old one is signed out too.
 */
export async function resetStaffPassword(
  { auth, db, lockSecret }: StaffAdmin,
  input: NewAccount,
): Promise<ResetResult> {
  const { email, password } = newAccountSchema.parse(input);
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) return { status: "missing", email };
  await ctx.internalAdapter.updatePassword(found.user.id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
  // The new password works at once, even if guessing at the old one had locked the account.
  await clearAccountLock(db, lockSecret, email);
  return { status: "reset", email };
}

/**
 * Removes an account, for someone who has left: its sessions, password and two-factor secret go
 * with it (the database cascades). What they did to leads stays in the history, by address.
 */
export async function removeStaffAccount(
  auth: StaffAuth,
  input: z.input<typeof accountEmailSchema>,
): Promise<RemoveResult> {
  const { email } = accountEmailSchema.parse(input);
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) return { status: "missing", email };
  await ctx.internalAdapter.deleteUser(found.user.id);
  return { status: "removed", email };
}
