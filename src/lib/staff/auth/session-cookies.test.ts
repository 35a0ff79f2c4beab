import { describe, expect, it } from "vitest";
import { staffCookieDeletions } from "@/lib/staff/auth/session-cookies";

describe("staffCookieDeletions", () => {
  it("deletes a __Secure- cookie as a Secure one, and only the staff cookies", () => {
    expect(
      staffCookieDeletions([
        "__Secure-nirmal-staff.session_token",
        "nirmal-staff.session_token",
        "nirmal-staff.two_factor",
        "theme",
        "x-nirmal-staff.session_token",
      ]),
    ).toEqual([
      {
        name: "__Secure-nirmal-staff.session_token",
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "lax",
      },
      {
        name: "nirmal-staff.session_token",
        path: "/",
        secure: false,
        httpOnly: true,
        sameSite: "lax",
      },
      {
        name: "nirmal-staff.two_factor",
        path: "/",
        secure: false,
        httpOnly: true,
        sameSite: "lax",
      },
    ]);
  });
});
