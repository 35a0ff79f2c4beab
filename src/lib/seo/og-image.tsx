// Renders the brand's 1200x630 Open Graph card (PNG) for a page title, with no network access:
// the typeface is next/og's own default (Geist; the site's fonts exist only as WOFF2, which the
// renderer cannot read) and the mark is inline SVG.
import "server-only";
import { ImageResponse } from "next/og";
import { BRAND_NAME, site } from "@/content/site";

export const ogImageSize = { width: 1200, height: 630 } as const;

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#0b6e42"/><path d="M11 25c0-8 6-14 17-15-1 10-6 17-14 17-1.2 0-2.2-.3-3-.8" fill="#6de3a5"/><path d="M12.5 27.5c3-5 7-8.5 11.5-11" stroke="#04281a" stroke-width="2" stroke-linecap="round" fill="none"/><path d="M29.5 22.5a10 10 0 0 1-15.8 6.2" stroke="#fbbf3c" stroke-width="2.4" stroke-linecap="round" fill="none"/></svg>`;
const markSrc = `data:image/svg+xml;base64,${Buffer.from(mark).toString("base64")}`;

function titleSize(title: string): number {
  if (title.length > 90) return 50;
  if (title.length > 60) return 60;
  return 72;
}

export async function renderOgImage(input: { title: string; kicker?: string }) {
  const title = input.title.length > 120 ? `${input.title.slice(0, 117)}...` : input.title;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundColor: "#04281a",
        backgroundImage:
          "radial-gradient(circle at 88% 12%, #0b6e42 0%, rgba(11,110,66,0) 55%), radial-gradient(circle at 0% 100%, #0d5737 0%, rgba(13,87,55,0) 50%)",
        color: "#ffffff",
        fontFamily: "geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG, not HTML */}
        <img src={markSrc} width={72} height={72} alt="" />
        <div style={{ fontSize: 40, letterSpacing: -0.5 }}>{BRAND_NAME}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        {input.kicker ? (
          <div
            style={{ fontSize: 28, color: "#6de3a5", textTransform: "uppercase", letterSpacing: 2 }}
          >
            {input.kicker}
          </div>
        ) : null}
        <div
          style={{
            fontSize: titleSize(title),
            lineHeight: 1.12,
            letterSpacing: -1,
            maxWidth: 1000,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ fontSize: 26, color: "#d1fae0" }}>{site.tagline}</div>
        <div style={{ width: 160, height: 10, borderRadius: 5, backgroundColor: "#fbbf3c" }} />
      </div>
    </div>,
    {
      ...ogImageSize,
      headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" },
    },
  );
}
