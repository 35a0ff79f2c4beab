// Creates staff accounts: the only way in, since the sign-in page has no sign-up.
import "server-only";
import { z } from "zod";
import type { StaffAuth } from "./auth";

export const newAccountSchema = z.object({
  email: z.email().transform((v) => v.trim().toLowerCase()),
  password: z.string().min(12, "must be at least 12 characters").max(128),
  name: z.string().trim().max(100).optional(),
});
export type NewAccount = z.input<typeof newAccountSchema>;

export type AddResult = { status: "created"; email: string } | { status: "exists"; email: string };

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
