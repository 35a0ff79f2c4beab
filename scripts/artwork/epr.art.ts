// Artwork for the EPR compliance page: the compass hero, 10 why-us cards, 10 how-it-works
// cards, the three waste-type scenes, the star rating image and the 15 sample client
// wordmarks (fictional brands, see src/content/clients.ts). Captions live in src/content.
import { palette as p, renderArtwork, svg, writeSvg } from "./lib";
import {
  badge,
  bale,
  barChart,
  battery,
  bottle,
  clipboard,
  clock,
  confetti,
  factory,
  g,
  laptop,
  leaf,
  linear,
  mapPin,
  paperStack,
  person,
  phone,
  radial,
  recycleMark,
  skinTones,
  truck,
} from "./scene-motifs";

/** A certificate with a seal, centred on (x, y). */
function certificate(x: number, y: number, s: number, seal: string = p.accent400): string {
  return g(
    x,
    y,
    s,
    `<rect x="-70" y="-52" width="140" height="104" rx="6" fill="#ffffff"/><rect x="-62" y="-44" width="124" height="88" rx="3" fill="none" stroke="${p.brand300}" stroke-width="3"/>
     <rect x="-44" y="-28" width="88" height="8" rx="4" fill="${p.brand700}"/>${[0, 1, 2].map((i) => `<rect x="-44" y="${-10 + i * 12}" width="${i === 2 ? 44 : 70}" height="5" rx="2.5" fill="#c8d3cd"/>`).join("")}
     <circle cx="42" cy="30" r="18" fill="${seal}"/><circle cx="42" cy="30" r="11" fill="none" stroke="#ffffff" stroke-width="3"/>`,
  );
}

/** A browser-style portal window with a bar chart, centred on (x, y). */
function portal(x: number, y: number, s: number): string {
  return g(
    x,
    y,
    s,
    `<rect x="-110" y="-76" width="220" height="152" rx="10" fill="#ffffff"/><rect x="-110" y="-76" width="220" height="26" rx="10" fill="${p.brand800}"/>
     ${[0, 1, 2].map((i) => `<circle cx="${-94 + i * 14}" cy="-63" r="4" fill="#ffffff" opacity="0.7"/>`).join("")}
     <rect x="-96" y="-36" width="70" height="96" rx="6" fill="${p.brand50}"/>${[0, 1, 2, 3].map((i) => `<rect x="-88" y="${-26 + i * 20}" width="54" height="8" rx="4" fill="${i === 0 ? p.brand500 : "#c8d3cd"}"/>`).join("")}
     ${[34, 56, 44, 70].map((h, i) => `<rect x="${-12 + i * 26}" y="${56 - h}" width="18" height="${h}" rx="3" fill="${i === 3 ? p.accent400 : p.brand500}"/>`).join("")}`,
  );
}

/** A shield with a padlock. */
function shieldLock(x: number, y: number, s: number): string {
  return g(
    x,
    y,
    s,
    `<path d="M0 -70 L56 -48 V4 C56 42 28 62 0 74 C-28 62 -56 42 -56 4 V-48z" fill="${p.brand600}"/>
     <path d="M0 -56 L44 -38 V4 C44 34 22 50 0 60z" fill="#ffffff" opacity="0.12"/>
     <rect x="-22" y="-6" width="44" height="36" rx="6" fill="#ffffff"/><path d="M-13 -6 v-10 a13 13 0 0 1 26 0 v10" stroke="#ffffff" stroke-width="7" fill="none"/>
     <circle cx="0" cy="10" r="5" fill="${p.brand700}"/><rect x="-2" y="12" width="4" height="9" fill="${p.brand700}"/>`,
  );
}

/** A wall calendar with a marked day. */
function calendar(x: number, y: number, s: number): string {
  const cells = Array.from({ length: 15 }, (_, i) => {
    const cx = -48 + (i % 5) * 24;
    const cy = -8 + Math.floor(i / 5) * 22;
    return `<rect x="${cx}" y="${cy}" width="16" height="14" rx="3" fill="${i === 8 ? p.accent400 : "#dfe8e3"}"/>`;
  }).join("");
  return g(
    x,
    y,
    s,
    `<rect x="-64" y="-56" width="128" height="116" rx="10" fill="#ffffff"/><rect x="-64" y="-56" width="128" height="34" rx="10" fill="#e5553d"/><rect x="-64" y="-32" width="128" height="10" fill="#e5553d"/>
     <rect x="-36" y="-66" width="8" height="22" rx="4" fill="${p.ink}"/><rect x="28" y="-66" width="8" height="22" rx="4" fill="${p.ink}"/>${cells}`,
  );
}

/** A magnifying glass over a document. */
function magnifier(x: number, y: number, s: number): string {
  return g(
    x,
    y,
    s,
    `<circle r="40" fill="${p.sky}" opacity="0.85"/><circle r="40" fill="none" stroke="${p.ink}" stroke-width="10"/><rect x="28" y="26" width="16" height="52" rx="8" fill="${p.ink}" transform="rotate(-45 28 26)"/>
     <path d="M-18 -12 a24 24 0 0 1 20 -14" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
}

/** A person beside a document board, presenting. */
function manager(x: number, y: number, s: number): string {
  return `${person(x, y, s, p.brand700, skinTones[2], { hair: "#2a2420" })}${clipboard(x + 90 * s, y - 80 * s, 0.7 * s)}`;
}

/** Network of pins joined by dashed routes. */
function network(): string {
  return `<path d="M130 320 L260 170 L420 250 L500 120" stroke="${p.brand700}" stroke-width="6" stroke-dasharray="14 12" fill="none"/>
    ${mapPin(130, 320, 1.3, p.brand600)}${mapPin(260, 170, 1.3, p.accent500)}${mapPin(420, 250, 1.3, "#e5553d")}${mapPin(500, 120, 1.3, "#2f80ed")}`;
}

const tones: [string, string][] = [
  ["#ecfdf3", "#b9f0d0"],
  ["#e6f4fb", "#b8e0f3"],
  ["#fff7e6", "#ffdf9e"],
  ["#f1f5ee", "#d4e6c8"],
  ["#fdf0ec", "#f7cfc2"],
];

/** Why-us reasons, in the order of the captions in src/content/services/epr.ts. */
const whyUsDraws = [
  `${shieldLock(220, 220, 1.5)}${certificate(400, 260, 1.1)}`,
  network(),
  `${clipboard(230, 230, 1.4)}${certificate(400, 250, 1)}`,
  portal(300, 225, 1.6),
  `${truck(80, 330, 1.15, p.brand600)}${mapPin(500, 160, 1.3)}`,
  `${certificate(240, 200, 1.25, p.brand400)}${certificate(360, 270, 1.25)}`,
  `${barChart(220, 230, 1.4)}${calendar(420, 240, 1)}`,
  manager(230, 370, 1.9),
  `${portal(260, 220, 1.2)}${clock(470, 290, 0.9)}`,
  `${person(180, 360, 1.7, p.accent500, skinTones[0], { helmet: true })}${person(300, 370, 1.5, p.brand500, skinTones[3])}${person(420, 360, 1.7, "#2f80ed", skinTones[1], { bag: p.brand600 })}`,
];

/** How-it-works steps, in the order of src/content/services/epr.ts. */
const howItWorksDraws = [
  `${phone(230, 230, 1.3)}${person(390, 360, 1.7, p.brand600, skinTones[1])}`,
  `${bottle(190, 240, 1.2)}${paperStack(320, 250, 1)}${magnifier(440, 200, 1)}`,
  `${portal(270, 225, 1.4)}${shieldLock(480, 260, 0.7)}`,
  `${barChart(240, 230, 1.4)}${magnifier(420, 210, 0.9)}`,
  `${calendar(200, 230, 1.2)}${truck(300, 330, 0.8, p.brand500)}`,
  `${factory(300, 330, 1.1, "#ffffff", p.brand600)}${recycleMark(460, 140, 34, p.brand600)}`,
  `${certificate(250, 220, 1.4)}${badge(440, 240, 0.9)}`,
  `${laptop(260, 240, 1.6)}${recycleMark(450, 140, 30, p.brand600)}`,
  `${calendar(230, 230, 1.3)}${clipboard(420, 240, 1)}`,
  `${shieldLock(220, 230, 1.4)}${paperStack(400, 250, 1)}`,
];

function card(index: number, draw: string, seed: number): string {
  const [from, to] = tones[index % tones.length]!;
  return svg(
    600,
    450,
    `<defs>${linear("bg", from, to, "d")}${radial("glow", "#ffffff", 0.85)}</defs>
     <rect width="600" height="450" fill="url(#bg)"/>${confetti(600, 450, seed, "#ffffff", 12)}
     <circle cx="300" cy="230" r="190" fill="url(#glow)"/><ellipse cx="300" cy="372" rx="210" ry="16" fill="#000" opacity="0.06"/>${draw}`,
  );
}

function hero(): string {
  const W = 960;
  const H = 800;
  const ticks = Array.from(
    { length: 36 },
    (_, i) =>
      `<rect x="-3" y="-250" width="6" height="${i % 9 === 0 ? 30 : 14}" rx="3" fill="${p.brand800}" opacity="${i % 9 === 0 ? 0.9 : 0.35}" transform="rotate(${i * 10})"/>`,
  ).join("");
  // Letters sit upright at the four points rather than rotating with the dial.
  const letters = (
    [
      ["N", 0, -184],
      ["E", 196, 12],
      ["S", 0, 208],
      ["W", -196, 12],
    ] as const
  )
    .map(
      ([l, x, y]) =>
        `<text x="${x}" y="${y}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="34" fill="${p.brand800}">${l}</text>`,
    )
    .join("");
  return svg(
    W,
    H,
    `<defs>${linear("bg", "#ecfdf3", "#d1fae0", "d")}${radial("halo", p.accent300, 0.55)}${linear("face", "#ffffff", "#f3faf6")}</defs>
     <rect width="${W}" height="${H}" fill="url(#bg)"/>${confetti(W, H, 21, "#ffffff", 18)}
     <circle cx="480" cy="400" r="360" fill="url(#halo)"/>
     <g transform="translate(480 400)">
       <circle r="300" fill="${p.brand700}"/><circle r="282" fill="url(#face)"/>${ticks}${letters}
       <g transform="rotate(38)"><path d="M0 -170 L26 0 L0 16 L-26 0z" fill="${p.brand600}"/><path d="M0 170 L26 0 L0 -16 L-26 0z" fill="#c8d3cd"/></g>
       <circle r="22" fill="${p.accent400}"/><circle r="9" fill="#ffffff"/>
     </g>
     ${certificate(170, 640, 1.3)}${recycleMark(800, 150, 56, p.brand600)}${battery(820, 620, 1.1)}${bottle(120, 200, 1)}
     ${leaf(730, 700, 0.8, -30)}${leaf(240, 110, 0.6, 160, p.brand300)}`,
  );
}

function wasteScene(kind: "plastic" | "ewaste" | "battery"): string {
  const W = 800;
  const H = 600;
  const scenes = {
    plastic: {
      tone: ["#e6f4fb", "#b8e0f3"] as const,
      draw: `${bale(200, 400, 1.5, "#5cc3e8")}${bale(360, 400, 1.5, "#7ddc9f")}${bale(280, 290, 1.5, "#a7c7e7")}
             ${bottle(540, 380, 1.5)}${bottle(640, 390, 1.3, "#7ddc9f")}${recycleMark(600, 170, 60, p.brand600)}`,
    },
    ewaste: {
      tone: ["#f1f5ee", "#d4e6c8"] as const,
      draw: `${laptop(300, 360, 2.2)}${phone(560, 360, 1.3)}${recycleMark(620, 150, 54, p.brand600)}
             <path d="M120 140 h80 v40 h60 M120 200 h40 v50" stroke="${p.brand600}" stroke-width="6" fill="none" opacity="0.5"/><circle cx="260" cy="180" r="9" fill="${p.brand600}" opacity="0.5"/><circle cx="160" cy="250" r="9" fill="${p.brand600}" opacity="0.5"/>`,
    },
    battery: {
      tone: ["#fff7e6", "#ffdf9e"] as const,
      draw: `${battery(230, 380, 2)}${battery(370, 400, 1.6)}${battery(490, 410, 1.3)}
             <rect x="590" y="250" width="80" height="200" rx="14" fill="${p.brand700}"/><rect x="604" y="270" width="52" height="60" rx="6" fill="${p.brand200}"/><path d="M630 280 L614 310 H630 L622 326 L646 296 H630z" fill="${p.accent400}"/><path d="M670 380 q50 0 50 60 v40" stroke="${p.ink}" stroke-width="8" fill="none"/>
             ${recycleMark(160, 150, 50, p.brand600)}`,
    },
  } as const;
  const scene = scenes[kind];
  return svg(
    W,
    H,
    `<defs>${linear("bg", scene.tone[0], scene.tone[1], "d")}${radial("glow", "#ffffff", 0.8)}</defs>
     <rect width="${W}" height="${H}" fill="url(#bg)"/>${confetti(W, H, kind.length * 5, "#ffffff", 14)}
     <circle cx="400" cy="320" r="260" fill="url(#glow)"/><ellipse cx="400" cy="500" rx="300" ry="20" fill="#000" opacity="0.07"/>${scene.draw}`,
  );
}

function stars(): string {
  const star = (x: number) =>
    `<path transform="translate(${x} 12)" d="M0 -11 L3.2 -3.6 L11 -3.4 L5 1.6 L7 9.4 L0 5 L-7 9.4 L-5 1.6 L-11 -3.4 L-3.2 -3.6z" fill="${p.accent500}"/>`;
  return svg(120, 24, [12, 36, 60, 84, 108].map(star).join(""));
}

/** Sample wordmarks for fictional client brands: an emblem and the name. */
const wordmarks: {
  file: string;
  name: string;
  color: string;
  emblem: "leaf" | "wave" | "sun" | "drop" | "bolt" | "ring";
}[] = [
  { file: "kaveri-foods", name: "Kaveri Foods", color: "#0b6e42", emblem: "leaf" },
  { file: "tidewell", name: "Tidewell", color: "#1f5fa8", emblem: "wave" },
  { file: "suryodaya-snacks", name: "Suryodaya Snacks", color: "#b45309", emblem: "sun" },
  { file: "meenal-home-care", name: "Meenal Home Care", color: "#7c3aed", emblem: "drop" },
  { file: "palmgrove-beverages", name: "Palmgrove", color: "#15803d", emblem: "leaf" },
  { file: "tamarind-lane", name: "Tamarind Lane", color: "#9a3412", emblem: "ring" },
  { file: "azhagi-naturals", name: "Azhagi Naturals", color: "#be185d", emblem: "drop" },
  { file: "seabreeze-dairy", name: "Seabreeze Dairy", color: "#0e7490", emblem: "wave" },
  { file: "kolam-electronics", name: "Kolam Electronics", color: "#1e3a8a", emblem: "ring" },
  { file: "thendral-power", name: "Thendral Power", color: "#a16207", emblem: "bolt" },
  { file: "mallipoo-care", name: "Mallipoo Care", color: "#9d174d", emblem: "sun" },
  { file: "anbu-toys", name: "Anbu Toys", color: "#c2410c", emblem: "ring" },
  { file: "neelam-appliances", name: "Neelam Appliances", color: "#1d4ed8", emblem: "bolt" },
  { file: "kuyil-paints", name: "Kuyil Paints", color: "#047857", emblem: "drop" },
  { file: "marina-spices", name: "Marina Spices", color: "#b91c1c", emblem: "sun" },
];

function emblem(kind: (typeof wordmarks)[number]["emblem"], color: string): string {
  const shapes = {
    leaf: `<path d="M8 40 C8 16 26 6 52 6 C52 32 40 48 18 48 Z" fill="${color}"/><path d="M14 44 L40 18" stroke="#fff" stroke-width="3"/>`,
    wave: `<circle cx="30" cy="28" r="24" fill="${color}"/><path d="M10 30 q10 -10 20 0 t20 0" stroke="#fff" stroke-width="4" fill="none"/><path d="M12 40 q9 -8 18 0 t18 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.7"/>`,
    sun: `<circle cx="30" cy="28" r="13" fill="${color}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="28" y="2" width="4" height="9" rx="2" fill="${color}" transform="rotate(${i * 45} 30 28)"/>`).join("")}`,
    drop: `<path d="M30 4 C42 20 50 30 50 38 a20 20 0 0 1 -40 0 C10 30 18 20 30 4z" fill="${color}"/><circle cx="24" cy="38" r="5" fill="#fff" opacity="0.6"/>`,
    bolt: `<rect x="6" y="4" width="48" height="48" rx="12" fill="${color}"/><path d="M34 10 L18 32 H30 L24 48 L42 24 H30z" fill="#fff"/>`,
    ring: `<circle cx="30" cy="28" r="22" fill="none" stroke="${color}" stroke-width="8"/><circle cx="30" cy="28" r="8" fill="${color}"/>`,
  } as const;
  return shapes[kind];
}

/** Emblem plus an estimate of the bold 24px name; src/content/clients.ts repeats the sizes. */
export function wordmarkWidth(name: string): number {
  return Math.round(78 + name.length * 13.6);
}

function wordmark(mark: (typeof wordmarks)[number]): string {
  const width = wordmarkWidth(mark.name);
  return svg(
    width,
    56,
    // textLength holds the name to its frame whatever font the device draws it in.
    `${emblem(mark.emblem, mark.color)}<text x="66" y="37" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="-0.3" textLength="${width - 70}" lengthAdjust="spacingAndGlyphs" fill="${mark.color}">${mark.name}</text>`,
  );
}

export const eprArtworkCounts = { whyUs: whyUsDraws.length, howItWorks: howItWorksDraws.length };

export default async function render(): Promise<void> {
  await renderArtwork("images/epr/hero.webp", hero(), { width: 960, height: 800 });
  for (const [i, draw] of whyUsDraws.entries()) {
    const n = String(i + 1).padStart(2, "0");
    await renderArtwork(`images/epr/why-us-${n}.webp`, card(i, draw, i + 30), {
      width: 600,
      height: 450,
    });
  }
  for (const [i, draw] of howItWorksDraws.entries()) {
    const n = String(i + 1).padStart(2, "0");
    await renderArtwork(`images/epr/how-it-works-${n}.webp`, card(i + 2, draw, i + 50), {
      width: 600,
      height: 450,
    });
  }
  for (const kind of ["plastic", "ewaste", "battery"] as const) {
    await renderArtwork(`images/epr/waste-${kind}.webp`, wasteScene(kind), {
      width: 800,
      height: 600,
    });
  }
  await writeSvg("images/epr/stars-5.svg", stars());
  for (const mark of wordmarks) await writeSvg(`images/clients/${mark.file}.svg`, wordmark(mark));
}
