// Requests to better-auth's handler as the sign-in pages make them, for the staff integration tests.
import { STAFF_AUTH_BASE_PATH, type StaffAuth } from "@/lib/staff/auth/better-auth";

export const BASE = "http://localhost:3000";
export const PASSWORD = "correct horse battery staple";

/** A same-origin JSON POST to one of better-auth's endpoints (`/sign-in/email`, ...). */
export function authPost(
  auth: StaffAuth,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return auth.handler(
    new Request(`${BASE}${STAFF_AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** The session cookie a sign-in set, as a Cookie header. */
export function sessionCookie(response: Response): string {
  const match = /(nirmal-staff\.session_token=[^;]+)/.exec(
    response.headers.get("set-cookie") ?? "",
  );
  if (!match) throw new Error("no session cookie");
  return match[1]!;
}
