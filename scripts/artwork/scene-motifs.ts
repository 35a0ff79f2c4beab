// Flat geometric motifs (people, trucks, bins, buildings, waste items) that the home and
// pickup artwork compose into scenes. Every function returns an SVG fragment in local units.
import { palette as p } from "./lib";

export const skinTones = ["#8d5a3b", "#a86b45", "#c68a5e", "#6f4429"] as const;

/** Soft two-stop vertical gradient, referenced as url(#id). */
export function linear(id: string, from: string, to: string, angle: "v" | "d" = "v"): string {
  const end = angle === "v" ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radial(id: string, color: string, opacity = 0.55): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Places a motif: translated to (x, y) and scaled by s. */
export const g = (x: number, y: number, s: number, body: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;

/** A person standing, feet at (x, y); about 120 units tall at scale 1. */
export function person(
  x: number,
  y: number,
  s: number,
  shirt: string,
  skin: string = skinTones[0],
  opts: { helmet?: boolean; bag?: string; hair?: string } = {},
): string {
  const hair = opts.hair ?? "#1d1a17";
  const helmet = opts.helmet
    ? `<path d="M-15 -102 a15 15 0 0 1 30 0 z" fill="${p.accent400}"/><rect x="-18" y="-103" width="36" height="4" rx="2" fill="${p.accent500}"/>`
    : `<path d="M-13 -100 a13 13 0 0 1 26 0 q-13 -5 -26 0z" fill="${hair}"/>`;
  const bag = opts.bag
    ? `<path d="M18 -52 h16 l4 30 h-24 z" fill="${opts.bag}"/><rect x="22" y="-58" width="8" height="8" rx="3" fill="none" stroke="${opts.bag}" stroke-width="3"/>`
    : "";
  return g(
    x,
    y,
    s,
    `<rect x="-11" y="-48" width="9" height="48" rx="4" fill="#2b3a4a"/><rect x="2" y="-48" width="9" height="48" rx="4" fill="#2b3a4a"/>
     <rect x="-17" y="-82" width="34" height="40" rx="12" fill="${shirt}"/>
     <rect x="-24" y="-78" width="8" height="32" rx="4" fill="${shirt}"/><rect x="16" y="-78" width="8" height="32" rx="4" fill="${shirt}"/>
     <circle cx="-20" cy="-45" r="4.5" fill="${skin}"/><circle cx="20" cy="-45" r="4.5" fill="${skin}"/>
     <rect x="-4" y="-90" width="8" height="10" fill="${skin}"/>
     <circle cx="0" cy="-99" r="13" fill="${skin}"/>${helmet}${bag}`,
  );
}

/** A waste bin with lid and a recycling mark, base centred at (x, y); 100 units tall. */
export function bin(x: number, y: number, s: number, color: string, lid = p.ink): string {
  return g(
    x,
    y,
    s,
    `<path d="M-34 -86 h68 l-7 86 h-54 z" fill="${color}"/><path d="M-34 -86 h68 l-2 16 h-64 z" fill="#000" opacity="0.08"/>
     <rect x="-40" y="-98" width="80" height="14" rx="6" fill="${lid}"/><rect x="-10" y="-104" width="20" height="8" rx="3" fill="${lid}"/>
     ${recycleMark(0, -42, 15, "#ffffff", 0.9)}`,
  );
}

/** Three chasing arrows in a ring. */
export function recycleMark(cx: number, cy: number, r: number, color: string, opacity = 1): string {
  const arrows = [0, 120, 240]
    .map(
      (a) =>
        `<g transform="rotate(${a})"><path d="M${-r * 0.1} ${-r} A${r} ${r} 0 0 1 ${r * 0.8} ${r * 0.55}" fill="none" stroke="${color}" stroke-width="${r * 0.26}" stroke-linecap="round"/><path d="M${r * 0.5} ${r * 0.45} l${r * 0.5} ${r * 0.35} l${r * 0.05} ${-r * 0.6}z" fill="${color}"/></g>`,
    )
    .join("");
  return `<g transform="translate(${cx} ${cy})" opacity="${opacity}">${arrows}</g>`;
}

/** Collection truck facing right, wheels resting on y; about 300 units long. */
export function truck(x: number, y: number, s: number, body: string, cab = p.white): string {
  return g(
    x,
    y,
    s,
    `<rect x="0" y="-120" width="200" height="96" rx="10" fill="${body}"/>
     <rect x="0" y="-120" width="200" height="18" rx="9" fill="#000" opacity="0.1"/>
     ${recycleMark(100, -72, 24, "#ffffff", 0.95)}
     <path d="M206 -96 h52 q14 0 22 14 l18 30 v28 h-92 z" fill="${cab}"/>
     <path d="M218 -86 h36 q8 0 12 8 l12 22 h-60 z" fill="${p.sky}"/>
     <rect x="-6" y="-30" width="312" height="10" rx="5" fill="${p.ink}"/>
     ${[52, 148, 252].map((cx) => `<circle cx="${cx}" cy="-14" r="20" fill="${p.ink}"/><circle cx="${cx}" cy="-14" r="8" fill="#c9d3cd"/>`).join("")}
     <rect x="288" y="-52" width="10" height="8" rx="2" fill="${p.accent400}"/>`,
  );
}

export function tree(
  x: number,
  y: number,
  s: number,
  leaf = p.brand500,
  dark = p.brand700,
): string {
  return g(
    x,
    y,
    s,
    `<rect x="-5" y="-50" width="10" height="50" rx="3" fill="#7a5232"/>
     <circle cx="0" cy="-78" r="34" fill="${dark}"/><circle cx="-14" cy="-70" r="24" fill="${leaf}"/><circle cx="12" cy="-92" r="22" fill="${leaf}" opacity="0.9"/>`,
  );
}

/** A tower block with a window grid, base at y. */
export function building(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  win = "#ffffff",
): string {
  const cols = Math.max(2, Math.floor(w / 26));
  const rows = Math.max(2, Math.floor((h - 20) / 30));
  let windows = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      windows += `<rect x="${x + 10 + c * ((w - 20) / cols)}" y="${y - h + 16 + r * 30}" width="${(w - 20) / cols - 8}" height="16" rx="2" fill="${win}" opacity="${(r + c) % 3 === 0 ? 0.85 : 0.45}"/>`;
  return `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="4" fill="${color}"/>${windows}`;
}

export function house(x: number, y: number, s: number, wall: string, roof: string): string {
  return g(
    x,
    y,
    s,
    `<rect x="-60" y="-80" width="120" height="80" fill="${wall}"/><path d="M-74 -78 L0 -136 L74 -78 z" fill="${roof}"/>
     <rect x="-14" y="-46" width="28" height="46" rx="3" fill="${p.brand800}"/>
     <rect x="-48" y="-64" width="24" height="22" rx="3" fill="${p.sky}"/><rect x="24" y="-64" width="24" height="22" rx="3" fill="${p.sky}"/>`,
  );
}

export function factory(x: number, y: number, s: number, wall: string, roof: string): string {
  return g(
    x,
    y,
    s,
    `<rect x="150" y="-190" width="26" height="110" fill="${roof}"/><rect x="146" y="-196" width="34" height="10" rx="3" fill="${p.ink}" opacity="0.6"/>
     <circle cx="170" cy="-214" r="14" fill="#dfe7e2" opacity="0.8"/><circle cx="190" cy="-236" r="18" fill="#dfe7e2" opacity="0.6"/>
     <path d="M0 0 V-100 L50 -130 V-100 L100 -130 V-100 L150 -130 V-100 L200 -130 V0 z" fill="${wall}"/>
     ${[18, 68, 118, 160].map((wx) => `<rect x="${wx}" y="-80" width="26" height="30" rx="3" fill="${p.sky}" opacity="0.9"/>`).join("")}
     <rect x="80" y="-40" width="40" height="40" fill="${roof}"/>`,
  );
}

export function sun(cx: number, cy: number, r: number, color: string = p.accent300): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.8}" fill="${color}" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

export function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return g(
    x,
    y,
    s,
    `<g fill="#ffffff" opacity="${opacity}"><rect x="-60" y="-18" width="120" height="36" rx="18"/><circle cx="-14" cy="-22" r="26"/><circle cx="20" cy="-14" r="20"/></g>`,
  );
}

export function hills(w: number, h: number, y: number, near: string, far: string): string {
  return `<path d="M0 ${y} Q ${w * 0.25} ${y - 70} ${w * 0.5} ${y - 20} T ${w} ${y - 40} V ${h} H 0 z" fill="${far}"/>
    <path d="M0 ${y + 40} Q ${w * 0.3} ${y - 10} ${w * 0.6} ${y + 30} T ${w} ${y + 20} V ${h} H 0 z" fill="${near}"/>`;
}

export function leaf(
  cx: number,
  cy: number,
  s: number,
  rot: number,
  color: string = p.brand400,
): string {
  return `<g transform="translate(${cx} ${cy}) rotate(${rot}) scale(${s})"><path d="M0 0 C 20 -40 60 -40 80 0 C 60 40 20 40 0 0z" fill="${color}"/><path d="M4 0 H 74" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/></g>`;
}

/** Decorative dots and rings for card backgrounds, seeded so each card differs. */
export function confetti(w: number, h: number, seed: number, color: string, count = 10): string {
  let out = "";
  let v = seed * 9301 + 49297;
  const rand = () => {
    v = (v * 9301 + 49297) % 233280;
    return v / 233280;
  };
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = rand() * h;
    const r = 4 + rand() * 18;
    out +=
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${color}" stroke-width="3" opacity="0.35"/>`
        : `<circle cx="${x}" cy="${y}" r="${r / 2}" fill="${color}" opacity="0.3"/>`;
  }
  return out;
}

// Waste items, each drawn in a box about 120 units across centred on (0, 0).

export function paperStack(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-56" y="10" width="112" height="46" rx="4" fill="#c9a46b"/><rect x="-56" y="28" width="112" height="6" fill="#8a6a3b" opacity="0.6"/>
     <g transform="rotate(-8)"><rect x="-44" y="-62" width="80" height="100" rx="4" fill="#ffffff"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="-32" y="${-48 + i * 16}" width="${i === 4 ? 30 : 56}" height="6" rx="3" fill="#c8d3cd"/>`).join("")}</g>`,
  );
}

export function bottle(cx: number, cy: number, s: number, color: string = "#5cc3e8"): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-10" y="-70" width="20" height="12" rx="3" fill="${p.brand700}"/><path d="M-8 -58 h16 q0 14 16 24 v86 q0 8 -8 8 h-32 q-8 0 -8 -8 v-86 q16 -10 16 -24z" fill="${color}" opacity="0.9"/>
     <rect x="-24" y="-6" width="48" height="28" fill="#ffffff" opacity="0.75"/><rect x="-18" y="-26" width="6" height="60" rx="3" fill="#ffffff" opacity="0.45"/>`,
  );
}

export function laptop(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-56" y="-50" width="112" height="72" rx="6" fill="#37474f"/><rect x="-48" y="-42" width="96" height="56" rx="3" fill="#7fd3f5"/>
     <path d="M-48 14 L-10 -42 H10 L-28 14z" fill="#ffffff" opacity="0.3"/>
     <path d="M-70 22 h140 l-10 14 h-120 z" fill="#546e7a"/>
     <rect x="34" y="-6" width="30" height="52" rx="6" fill="#263238"/><rect x="38" y="0" width="22" height="36" rx="2" fill="#a6f2c6"/>`,
  );
}

export function hazardDrum(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-40" y="-60" width="80" height="116" rx="8" fill="#e5553d"/>${[-36, 2, 40].map((y) => `<rect x="-42" y="${y}" width="84" height="7" rx="3" fill="#b23a26"/>`).join("")}
     <path d="M0 -30 L24 12 H-24z" fill="${p.accent400}" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round"/><rect x="-2" y="-16" width="4" height="14" rx="2" fill="${p.ink}"/><circle cx="0" cy="4" r="2.5" fill="${p.ink}"/>`,
  );
}

export function bioBag(cx: number, cy: number, s: number): string {
  const trefoil = [0, 120, 240]
    .map(
      (a) =>
        `<circle cx="0" cy="-11" r="9" fill="none" stroke="#c0392b" stroke-width="4" transform="rotate(${a})"/>`,
    )
    .join("");
  return g(
    cx,
    cy,
    s,
    `<path d="M-14 -62 L0 -48 L14 -62 L10 -44 q40 10 42 60 q2 40 -52 44 q-54 -4 -52 -44 q2 -50 42 -60z" fill="#f7d046"/>
     <path d="M-10 -44 h20" stroke="#b58f0a" stroke-width="4" stroke-linecap="round"/>
     <g transform="translate(0 10)">${trefoil}<circle r="5" fill="#c0392b"/></g>`,
  );
}

export function constructionPile(cx: number, cy: number, s: number): string {
  const bricks = [
    [-54, 20],
    [-10, 20],
    [34, 20],
    [-32, -2],
    [12, -2],
    [-10, -24],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="42" height="20" rx="3" fill="#c2643f"/><rect x="${x}" y="${y}" width="42" height="5" rx="2" fill="#ffffff" opacity="0.15"/>`,
    )
    .join("");
  return g(
    cx,
    cy,
    s,
    `${bricks}<path d="M62 40 L80 -30 L98 40z" fill="#f57c00"/><rect x="66" y="2" width="28" height="8" fill="#ffffff"/><rect x="56" y="38" width="48" height="8" rx="3" fill="${p.ink}"/>`,
  );
}

export function wetWaste(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<ellipse cx="0" cy="30" rx="70" ry="22" fill="#7a5232"/>${leaf(-40, 10, 0.5, -30, p.brand500)}${leaf(-6, 14, 0.55, -70, p.brand400)}
     <circle cx="22" cy="8" r="16" fill="#e74c3c"/><circle cx="-16" cy="20" r="12" fill="${p.accent400}"/><path d="M30 -8 q6 -10 14 -8" stroke="${p.brand700}" stroke-width="4" fill="none"/>`,
  );
}

export function clipboard(cx: number, cy: number, s: number, tick = p.brand500): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-46" y="-60" width="92" height="120" rx="8" fill="#ffffff"/><rect x="-18" y="-68" width="36" height="16" rx="5" fill="${p.brand700}"/>
     ${[0, 1, 2].map((i) => `<circle cx="-24" cy="${-26 + i * 28}" r="8" fill="${tick}"/><path d="M-28 ${-26 + i * 28} l3 4 l6 -7" stroke="#fff" stroke-width="3" fill="none"/><rect x="-8" y="${-30 + i * 28}" width="40" height="8" rx="4" fill="#c8d3cd"/>`).join("")}`,
  );
}

export function phone(cx: number, cy: number, s: number, screen = p.brand100): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-36" y="-70" width="72" height="140" rx="12" fill="${p.ink}"/><rect x="-30" y="-58" width="60" height="112" rx="4" fill="${screen}"/>
     <path d="M-20 30 C -10 0 10 10 18 -30" stroke="${p.brand600}" stroke-width="4" fill="none" stroke-dasharray="6 6"/>
     <path d="M18 -44 a10 10 0 0 1 10 10 c0 8 -10 18 -10 18 s-10 -10 -10 -18 a10 10 0 0 1 10 -10z" fill="#e5553d"/><circle cx="18" cy="-34" r="4" fill="#fff"/>
     <circle cx="-20" cy="30" r="6" fill="${p.brand700}"/>`,
  );
}

export function barChart(cx: number, cy: number, s: number): string {
  const bars = [40, 64, 52, 88]
    .map(
      (h, i) =>
        `<rect x="${-50 + i * 28}" y="${40 - h}" width="20" height="${h}" rx="4" fill="${i === 3 ? p.accent400 : p.brand500}"/>`,
    )
    .join("");
  return g(
    cx,
    cy,
    s,
    `<rect x="-64" y="-60" width="128" height="112" rx="10" fill="#ffffff"/>${bars}<rect x="-54" y="40" width="108" height="3" fill="${p.ink}" opacity="0.4"/>`,
  );
}

export function battery(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-30" y="-56" width="60" height="108" rx="10" fill="#37474f"/><rect x="-12" y="-66" width="24" height="12" rx="3" fill="#37474f"/>
     <rect x="-22" y="-4" width="44" height="48" rx="5" fill="${p.brand400}"/><path d="M4 -40 L-10 -12 H2 L-4 10 L12 -20 H0z" fill="${p.accent300}"/>`,
  );
}

export function badge(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<path d="M-26 20 L-40 70 L-14 58 L0 80 L8 30z" fill="${p.brand700}"/><path d="M26 20 L40 70 L14 58 L0 80 L-8 30z" fill="${p.brand600}"/>
     <circle r="48" fill="${p.accent400}"/><circle r="36" fill="${p.accent300}"/>
     <path d="M0 -22 L7 -7 L23 -6 L11 5 L15 21 L0 12 L-15 21 L-11 5 L-23 -6 L-7 -7z" fill="#ffffff"/>`,
  );
}

export function clock(cx: number, cy: number, s: number): string {
  return g(
    cx,
    cy,
    s,
    `<circle r="56" fill="#ffffff"/><circle r="56" fill="none" stroke="${p.brand600}" stroke-width="8"/>
     ${Array.from({ length: 12 }, (_, i) => `<rect x="-2" y="-48" width="4" height="${i % 3 === 0 ? 12 : 6}" fill="${p.ink}" transform="rotate(${i * 30})"/>`).join("")}
     <path d="M0 0 V-32 M0 0 L22 12" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/><circle r="6" fill="${p.accent500}"/>`,
  );
}

export function mapPin(cx: number, cy: number, s: number, color: string = "#e5553d"): string {
  return g(
    cx,
    cy,
    s,
    `<path d="M0 0 c-4 -14 -22 -26 -22 -44 a22 22 0 0 1 44 0 c0 18 -18 30 -22 44z" fill="${color}"/><circle cx="0" cy="-44" r="9" fill="#ffffff"/>`,
  );
}

export function bale(cx: number, cy: number, s: number, color: string): string {
  return g(
    cx,
    cy,
    s,
    `<rect x="-50" y="-40" width="100" height="80" rx="6" fill="${color}"/>${[-24, 0, 24].map((y) => `<rect x="-50" y="${y - 2}" width="100" height="4" fill="#ffffff" opacity="0.35"/>`).join("")}
     ${[-30, -10, 14, 32].map((x, i) => `<circle cx="${x}" cy="${(i % 2) * 20 - 12}" r="6" fill="#ffffff" opacity="0.25"/>`).join("")}<rect x="-18" y="-40" width="6" height="80" fill="${p.ink}" opacity="0.35"/><rect x="12" y="-40" width="6" height="80" fill="${p.ink}" opacity="0.35"/>`,
  );
}
