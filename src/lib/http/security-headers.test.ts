import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";

const production = { isDev: false, hsts: true, indexable: true };

function header(list: { key: string; value: string }[], key: string) {
  return list.find((h) => h.key === key)?.value;
}

describe("security headers", () => {
  it("locks down framing, plugins, base and form targets and allows no third-party script", () => {
    const csp = contentSecurityPolicy(production);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).not.toContain("unsafe-eval");
  });

  it("allows only the video hosts as frames and adds WordPress media when configured", () => {
    const csp = contentSecurityPolicy({
      ...production,
      wordpressUrl: "https://blog.example.in/wp",
    });
    expect(csp).toContain(
      "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://blog.example.in");
    expect(contentSecurityPolicy(production)).toContain("img-src 'self' data: blob:;");
  });

  it("lets the development server evaluate code for fast refresh, never production", () => {
    expect(contentSecurityPolicy({ ...production, isDev: true })).toContain("'unsafe-eval'");
  });

  it("sends HSTS only when asked (production over https)", () => {
    expect(header(securityHeaders(production), "Strict-Transport-Security")).toMatch(/max-age=/);
    expect(
      header(securityHeaders({ ...production, hsts: false }), "Strict-Transport-Security"),
    ).toBeUndefined();
  });

  it("marks every response noindex outside the production site", () => {
    expect(header(securityHeaders({ ...production, indexable: false }), "X-Robots-Tag")).toBe(
      "noindex, nofollow",
    );
    expect(header(securityHeaders(production), "X-Robots-Tag")).toBeUndefined();
  });

  it("denies powerful browser features and sniffing", () => {
    const list = securityHeaders(production);
    for (const feature of ["camera", "microphone", "geolocation", "payment"])
      expect(header(list, "Permissions-Policy")).toContain(`${feature}=()`);
    expect(header(list, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(list, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(list, "X-Frame-Options")).toBe("DENY");
  });
});
