import { describe, expect, it } from "vitest";
import { returnPath, withReturn } from "@/lib/staff/auth/return-path";

describe("the page signing in returns to", () => {
  it("takes a workspace address, with its query", () => {
    for (const path of [
      "/staff",
      "/staff/people",
      "/staff/leads/644bf082-0be0-4883-ba89-c5180ae2c0dd",
      "/staff?q=ravi&status=new&page=2",
      "/staff?q=a%20b%40example.com",
    ]) {
      expect(returnPath(path), path).toBe(path);
    }
  });

  it("takes nothing else: another site, another page, a sign-in page, odd characters", () => {
    for (const value of [
      undefined,
      "",
      ["/staff/people"],
      "https://evil.example/staff",
      "//evil.example/staff",
      "/\\evil.example",
      "/staffx",
      "/staff/../contact-us",
      "/staff//evil.example",
      "/staff/sign-in",
      "/staff/sign-in?next=%2Fstaff",
      "/staff/sign-in/two-factor",
      "/staff/sign-in/two-factor?x=1",
      "/staff/export",
      "/staff/export?kind=contact",
      "/staff/people#x",
      "/staff?q=<script>",
      "/staff/people\r\nLocation: /x",
      `/staff/${"a".repeat(600)}`,
    ]) {
      expect(returnPath(value), String(value)).toBe("/staff");
    }
  });

  it("carries the return in the sign-in address only when it is not the inbox", () => {
    expect(withReturn("/staff/sign-in", "/staff")).toBe("/staff/sign-in");
    expect(withReturn("/staff/sign-in", "https://evil.example")).toBe("/staff/sign-in");
    expect(withReturn("/staff/sign-in", "/staff/leads/abc-1")).toBe(
      "/staff/sign-in?next=%2Fstaff%2Fleads%2Fabc-1",
    );
  });
});
