import { describe, expect, it } from "vitest";
import { describeEnrolment, totpCodeSchema, totpUriSchema } from "@/lib/staff/auth/two-factor";

const URI =
  "otpauth://totp/Nirmal%20Earth%20staff:asha%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Nirmal%20Earth%20staff&digits=6&period=30";

describe("two-factor enrolment display", () => {
  it("shows the key in groups of four and the URI as an SVG QR code", async () => {
    const shown = await describeEnrolment(URI);
    expect(shown.totpURI).toBe(URI);
    expect(shown.secret).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    expect(shown.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(shown.qrCode.split(",")[1]!, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
    const other = await describeEnrolment(URI.replace("GEZD", "MFRG"));
    expect(other.qrCode).not.toBe(shown.qrCode);
  });

  it("accepts only an otpauth URI with a base32 secret back from the page", () => {
    expect(totpUriSchema.safeParse(URI).success).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "https://example.com/?secret=GEZDGNBV",
      URI.replace("secret=GEZD", "secret=gezd"),
      URI.replace(/secret=[^&]+/, "secret="),
      "otpauth://totp/x",
      `${URI}&pad=${"A".repeat(1100)}`,
      `${URI}&i=${"€".repeat(990 - URI.length)}`,
      `${URI}&i=a b`,
    ]) {
      expect(totpUriSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("draws a QR code for the longest URI it accepts", async () => {
    const longest = `${URI}&i=${"%".repeat(1024 - URI.length - 3)}`;
    expect(totpUriSchema.safeParse(longest).success).toBe(true);
    await expect(describeEnrolment(longest)).resolves.toMatchObject({ totpURI: longest });
  });

  it("takes a 6-digit code with or without spaces, nothing else", () => {
    expect(totpCodeSchema.parse("123 456")).toBe("123456");
    expect(totpCodeSchema.parse(" 012345 ")).toBe("012345");
    for (const bad of ["12345", "1234567", "abcdef", "12-345", ""]) {
      expect(totpCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
