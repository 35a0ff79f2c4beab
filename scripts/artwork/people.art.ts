// Artwork for the team page: twelve illustrated portraits (not likenesses of real people),
// the team banner and six work-culture scenes. Names and captions live in src/content/team.ts.
import { palette as p, renderArtwork, svg } from "./lib";
import {
  bin,
  cloud,
  confetti,
  hills,
  laptop,
  leaf,
  linear,
  person,
  radial,
  recycleMark,
  skinTones,
  sun,
  tree,
  truck,
} from "./scene-motifs";

type Hair = "short" | "side" | "long" | "bun" | "curly" | "receding" | "braid";

type Portrait = {
  skin: string;
  hair: Hair;
  hairColor?: string;
  shirt: string;
  collar?: "v" | "round" | "drape";
  drape?: string;
  bg: [string, string];
  glasses?: boolean;
  beard?: boolean;
  moustache?: boolean;
  bindi?: boolean;
  earrings?: boolean;
};

const black = "#1d1a17";
const greying = "#5b5650";

// The order matches the members in src/content/team.ts.
const portraits: Portrait[] = [
  {
    skin: skinTones[1],
    hair: "receding",
    hairColor: greying,
    shirt: p.brand800,
    collar: "v",
    bg: ["#e3f6ea", "#a6e5c2"],
    glasses: true,
    moustache: true,
  },
  {
    skin: skinTones[2],
    hair: "long",
    shirt: "#7a3e9d",
    collar: "drape",
    drape: p.accent400,
    bg: ["#fff3d6", "#ffd88a"],
    bindi: true,
    earrings: true,
  },
  {
    skin: skinTones[0],
    hair: "short",
    shirt: "#2f5d8a",
    collar: "v",
    bg: ["#e3f0fb", "#b5d6f2"],
    beard: true,
  },
  {
    skin: skinTones[2],
    hair: "bun",
    shirt: p.brand600,
    collar: "round",
    bg: ["#fdeee9", "#f6c9b8"],
    glasses: true,
    earrings: true,
  },
  {
    skin: skinTones[3],
    hair: "side",
    shirt: "#3b4a5a",
    collar: "v",
    bg: ["#eef5e6", "#cfe5b8"],
    moustache: true,
  },
  {
    skin: skinTones[1],
    hair: "braid",
    shirt: "#c2410c",
    collar: "drape",
    drape: p.brand300,
    bg: ["#e6f6f4", "#ade3da"],
    bindi: true,
  },
  {
    skin: skinTones[2],
    hair: "curly",
    shirt: p.accent500,
    collar: "round",
    bg: ["#f1ecfb", "#d4c6f1"],
    glasses: true,
  },
  {
    skin: skinTones[0],
    hair: "long",
    hairColor: "#2a1d15",
    shirt: "#0e7490",
    collar: "round",
    bg: ["#fff4e0", "#fcd9a0"],
    earrings: true,
  },
  {
    skin: skinTones[1],
    hair: "short",
    shirt: "#9f1239",
    collar: "v",
    bg: ["#e8f3ff", "#bcd9f7"],
    beard: true,
    glasses: true,
  },
  {
    skin: skinTones[3],
    hair: "bun",
    shirt: p.brand700,
    collar: "drape",
    drape: "#f59e9e",
    bg: ["#ecfdf3", "#b9f0d0"],
    bindi: true,
    earrings: true,
  },
  { skin: skinTones[2], hair: "side", shirt: "#4338ca", collar: "v", bg: ["#fef3e8", "#f9d3ad"] },
  {
    skin: skinTones[0],
    hair: "curly",
    hairColor: "#2a1d15",
    shirt: "#15803d",
    collar: "round",
    bg: ["#eaf4f9", "#c3e1ef"],
    earrings: true,
  },
];

function hairBack(style: Hair, c: string): string {
  if (style === "long")
    return `<path d="M126 200 C116 110 166 88 200 88 C236 88 286 108 274 200 L286 322 C246 336 154 336 114 322 Z" fill="${c}"/>`;
  if (style === "braid")
    return `<path d="M130 196 C124 112 168 92 200 92 C234 92 276 112 270 196 Z" fill="${c}"/><g fill="${c}">${[0, 1, 2, 3].map((i) => `<ellipse cx="${262 + i * 3}" cy="${236 + i * 30}" rx="15" ry="18"/>`).join("")}</g>`;
  if (style === "bun") return `<circle cx="200" cy="92" r="32" fill="${c}"/>`;
  return "";
}

function hairFront(style: Hair, c: string): string {
  switch (style) {
    case "short":
      return `<path d="M136 188 C128 112 172 98 202 98 C240 98 274 118 264 188 C258 154 236 136 200 136 C170 136 144 152 136 188 Z" fill="${c}"/>`;
    case "side":
      return `<path d="M136 192 C126 110 176 96 206 98 C246 100 276 126 264 190 C254 150 226 128 170 146 C152 152 142 168 136 192 Z" fill="${c}"/>`;
    case "receding":
      return `<path d="M134 200 C130 170 136 150 146 140 C150 160 150 176 150 196 Z M266 200 C270 170 264 150 254 140 C250 160 250 176 250 196 Z" fill="${c}"/><path d="M150 132 C170 114 230 114 250 132 C232 124 168 124 150 132Z" fill="${c}"/>`;
    case "curly":
      return `<g fill="${c}">${[
        [148, 150, 24],
        [170, 126, 26],
        [200, 116, 28],
        [230, 126, 26],
        [252, 150, 24],
        [140, 178, 16],
        [260, 178, 16],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join("")}</g>`;
    default:
      // long, braid and bun: a centre parting over the forehead.
      return `<path d="M134 196 C130 120 170 100 200 100 C230 100 270 120 266 196 C258 150 230 132 202 126 C176 132 144 150 134 196 Z" fill="${c}"/>`;
  }
}

function collar(pt: Portrait): string {
  if (pt.collar === "v")
    return `<path d="M176 306 L200 346 L224 306 Z" fill="#ffffff" opacity="0.9"/><path d="M186 306 L200 330 L214 306 Z" fill="${pt.skin}"/>`;
  if (pt.collar === "drape")
    return `<path d="M96 360 C150 330 220 300 262 310 L300 400 L236 400 C226 360 180 350 120 400 L86 400 Z" fill="${pt.drape ?? p.accent400}"/><path d="M120 400 C170 352 226 352 236 400" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5"/>`;
  return `<path d="M172 306 C182 322 218 322 228 306" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/>`;
}

function portrait(pt: Portrait, seed: number): string {
  const hc = pt.hairColor ?? black;
  const shade = "#000000";
  const face = `
    <rect x="180" y="248" width="40" height="66" rx="14" fill="${pt.skin}"/><rect x="180" y="262" width="40" height="20" fill="${shade}" opacity="0.12"/>
    <circle cx="138" cy="200" r="13" fill="${pt.skin}"/><circle cx="262" cy="200" r="13" fill="${pt.skin}"/>
    ${pt.earrings ? `<circle cx="138" cy="218" r="5" fill="${p.accent400}"/><circle cx="262" cy="218" r="5" fill="${p.accent400}"/>` : ""}
    <ellipse cx="200" cy="190" rx="64" ry="76" fill="${pt.skin}"/>
    <ellipse cx="172" cy="228" rx="12" ry="7" fill="#e07a6a" opacity="0.25"/><ellipse cx="228" cy="228" rx="12" ry="7" fill="#e07a6a" opacity="0.25"/>
    <path d="M164 176 q12 -8 24 0" stroke="${hc}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M212 176 q12 -8 24 0" stroke="${hc}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <ellipse cx="176" cy="196" rx="6" ry="7" fill="#1f1a17"/><ellipse cx="224" cy="196" rx="6" ry="7" fill="#1f1a17"/>
    <circle cx="178" cy="194" r="2" fill="#ffffff"/><circle cx="226" cy="194" r="2" fill="#ffffff"/>
    <path d="M200 204 q-6 16 2 20" stroke="${shade}" stroke-opacity="0.25" stroke-width="4" fill="none" stroke-linecap="round"/>
    ${pt.beard ? `<path d="M138 206 C140 262 170 270 200 270 C230 270 260 262 262 206 C256 236 236 246 200 246 C164 246 144 236 138 206 Z" fill="${hc}"/>` : ""}
    ${pt.moustache || pt.beard ? `<path d="M180 234 q20 -12 40 0 q-20 4 -40 0z" fill="${hc}"/>` : ""}
    <path d="M184 242 q16 12 32 0" stroke="#7c2d2d" stroke-width="4.5" fill="none" stroke-linecap="round"/>
    ${pt.bindi ? `<circle cx="200" cy="166" r="4.5" fill="#c81e3a"/>` : ""}
    ${pt.glasses ? `<g fill="#ffffff" fill-opacity="0.18" stroke="#1f2937" stroke-width="4"><rect x="154" y="180" width="40" height="32" rx="10"/><rect x="206" y="180" width="40" height="32" rx="10"/></g><path d="M194 192 h12" stroke="#1f2937" stroke-width="4"/>` : ""}`;
  return svg(
    400,
    400,
    `<defs>${linear(`bg${seed}`, pt.bg[0], pt.bg[1], "d")}</defs>
     <rect width="400" height="400" fill="url(#bg${seed})"/>
     ${confetti(400, 400, seed + 3, "#ffffff", 8)}
     <circle cx="200" cy="210" r="150" fill="#ffffff" opacity="0.35"/>
     ${leaf(40, 350, 0.7, -50, p.brand400)}${leaf(330, 60, 0.5, 140, p.brand300)}
     ${hairBack(pt.hair, hc)}
     <path d="M64 400 C64 330 124 300 200 300 C276 300 336 330 336 400 Z" fill="${pt.shirt}"/>
     ${collar(pt)}
     ${face}
     ${hairFront(pt.hair, hc)}`,
  );
}

function banner(): string {
  const W = 1600;
  const H = 560;
  const crew = [
    [520, p.brand600, skinTones[1], { hair: black }],
    [640, p.accent500, skinTones[2], { helmet: true }],
    [760, "#2f80ed", skinTones[0], { bag: p.brand700 }],
    [880, "#e5553d", skinTones[3], {}],
    [1000, p.brand800, skinTones[2], { helmet: true }],
    [1120, "#7a3e9d", skinTones[1], {}],
  ] as const;
  return svg(
    W,
    H,
    `<defs>${linear("tsky", "#e5f7ec", "#fdfaf0")}${radial("tglow", p.accent300, 0.6)}</defs>
     <rect width="${W}" height="${H}" fill="url(#tsky)"/>
     <circle cx="1320" cy="150" r="220" fill="url(#tglow)"/>${sun(1320, 150, 60)}
     ${cloud(260, 120, 1.3)}${cloud(760, 90, 0.9)}${cloud(1500, 260, 0.8, 0.8)}
     ${hills(W, H, 400, p.brand200, p.brand100)}
     ${tree(160, 470, 1.6)}${tree(300, 480, 1.1)}${tree(1380, 470, 1.5)}${tree(1500, 480, 1.2)}
     <rect x="0" y="470" width="${W}" height="90" fill="${p.brand700}"/>
     ${crew.map(([x, shirt, skin, opts]) => person(x, 500, 2.6, shirt, skin, opts)).join("")}
     ${bin(1260, 500, 1.1, p.brand500)}${bin(380, 500, 1, p.accent500)}
     ${recycleMark(820, 150, 40, p.brand500, 0.5)}`,
  );
}

type Scene = { file: string; from: string; to: string; draw: string };

const scenes: Scene[] = [
  {
    file: "culture-cleanup",
    from: "#e7f8ee",
    to: "#bfead2",
    draw: `${hills(800, 560, 400, p.brand300, p.brand200)}${tree(120, 430, 1.2)}${tree(700, 430, 1)}${person(300, 480, 2, p.brand600, skinTones[1], { bag: p.accent500 })}${person(430, 480, 2, p.accent500, skinTones[2], { helmet: true })}${bin(580, 480, 1.1, p.brand500)}`,
  },
  {
    file: "culture-learning",
    from: "#fff7e6",
    to: "#ffe0a6",
    draw: `<rect x="150" y="90" width="500" height="250" rx="16" fill="#ffffff"/><rect x="180" y="120" width="200" height="20" rx="10" fill="${p.brand300}"/><rect x="180" y="160" width="300" height="14" rx="7" fill="${p.brand100}"/><rect x="180" y="190" width="260" height="14" rx="7" fill="${p.brand100}"/>${recycleMark(540, 230, 60, p.brand600)}${person(250, 500, 1.6, "#2f80ed", skinTones[0])}${person(400, 500, 1.6, "#e5553d", skinTones[2])}${person(550, 500, 1.6, p.brand700, skinTones[3])}`,
  },
  {
    file: "culture-field-visits",
    from: "#e6f4fb",
    to: "#b8e0f3",
    draw: `${sun(650, 110, 44)}${hills(800, 560, 380, p.brand300, p.brand200)}${truck(90, 470, 1.5, p.brand600)}${person(560, 480, 2, p.accent500, skinTones[1], { helmet: true })}${person(680, 480, 2, p.brand800, skinTones[2], { helmet: true })}`,
  },
  {
    file: "culture-celebrations",
    from: "#fdf0ec",
    to: "#f7cfc2",
    draw: `${confetti(800, 560, 21, p.accent400, 26)}<path d="M80 80 Q400 170 720 80" stroke="${p.brand700}" stroke-width="4" fill="none"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${120 + i * 80} ${100 + Math.sin(i / 2.3) * 24} l16 34 h-32z" fill="${[p.accent500, p.brand500, "#e5553d", "#2f80ed"][i % 4]}"/>`).join("")}${person(250, 500, 2, "#7a3e9d", skinTones[1])}${person(400, 500, 2, p.accent500, skinTones[3])}${person(550, 500, 2, p.brand600, skinTones[2])}`,
  },
  {
    file: "culture-wellness",
    from: "#f1f5ee",
    to: "#d4e6c8",
    draw: `${sun(140, 120, 46)}${hills(800, 560, 360, p.brand300, p.brand200)}<ellipse cx="400" cy="480" rx="300" ry="30" fill="${p.brand700}" opacity="0.3"/>${person(280, 480, 2, "#0e7490", skinTones[0])}${person(520, 480, 2, "#e5553d", skinTones[1])}<circle cx="400" cy="300" r="26" fill="#ffffff" stroke="${p.ink}" stroke-width="4"/>`,
  },
  {
    file: "culture-innovation",
    from: "#eef0fb",
    to: "#cfd4f4",
    draw: `<rect x="110" y="390" width="580" height="24" rx="8" fill="#8a6a4a"/>${laptop(280, 360, 1.6)}${laptop(540, 360, 1.6)}<circle cx="400" cy="150" r="56" fill="${p.accent300}"/><rect x="384" y="200" width="32" height="26" rx="6" fill="${p.accent500}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${400 + Math.cos(i) * 76} ${150 + Math.sin(i) * 76} L${400 + Math.cos(i) * 100} ${150 + Math.sin(i) * 100}" stroke="${p.accent500}" stroke-width="6" stroke-linecap="round"/>`).join("")}`,
  },
];

export default async function render(): Promise<void> {
  await Promise.all(
    portraits.map((pt, i) =>
      renderArtwork(`images/team/member-${String(i + 1).padStart(2, "0")}.webp`, portrait(pt, i), {
        width: 400,
        height: 400,
      }),
    ),
  );
  await renderArtwork("images/team/banner.webp", banner(), { width: 1600, height: 560 });
  await Promise.all(
    scenes.map((s, i) =>
      renderArtwork(
        `images/team/${s.file}.webp`,
        svg(
          800,
          560,
          `<defs>${linear(`cs${i}`, s.from, s.to)}</defs><rect width="800" height="560" fill="url(#cs${i})"/>${s.draw}`,
        ),
        { width: 800, height: 560 },
      ),
    ),
  );
}
