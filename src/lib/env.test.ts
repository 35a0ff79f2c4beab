import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("falls back to embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.NODE_ENV).toBe("development");
    expect(env.DATA_DIR).toBe(".data");
    expect(env.PORTAL_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset, as an .env file copied from the example has them", () => {
    const env = parseEnv({ PORTAL_URL: "", DATABASE_URL: "  ", SMTP_URL: "" });
    expect(env.PORTAL_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("trusts no proxy hop unless told, and takes a small whole number of hops", () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1" }).TRUSTED_PROXY_HOPS).toBe(1);
    for (const bad of ["-1", "1.5", "yes", "10"]) {
      expect(() => parseEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });

  it("drops a trailing slash from SITE_URL so joined paths have one slash", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.in/" }).SITE_URL).toBe(
      "https://www.example.in",
    );
  });

  it.each([
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://example.in"],
    ["PORTAL_URL", "portal.example.in"],
    ["DATABASE_URL", "mysql://user@localhost/db"],
    ["SMTP_URL", "http://mail.example.in"],
    ["LEADS_NOTIFY_TO", "not-an-address"],
    ["NODE_ENV", "staging"],
  ])("rejects a bad %s with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`Invalid environment configuration:[\\s\\S]*\\b${name}: `),
    );
  });

  it("names every bad variable at once", () => {
    let message = "";
    try {
      parseEnv({ SITE_URL: "nope", DATABASE_URL: "sqlite://x" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("SITE_URL");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("must start with postgres:// or postgresql://");
  });

  it("accepts valid values", () => {
    const env = parseEnv({
      SITE_URL: "https://www.example.in",
      PORTAL_URL: "https://portal.example.in/login",
      DATABASE_URL: "postgresql://site@localhost:5432/site",
    });
    expect(env.PORTAL_URL).toBe("https://portal.example.in/login");
    expect(env.DATABASE_URL).toBe("postgresql://site@localhost:5432/site");
  });
});
