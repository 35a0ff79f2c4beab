// Blog artwork: the list page's hero and one featured image per Markdown post (1200x630).
import { palette as p, renderArtwork } from "./lib";
import {
  bale,
  barChart,
  battery,
  bin,
  bioBag,
  bottle,
  building,
  clipboard,
  clock,
  cloud,
  confetti,
  factory,
  hazardDrum,
  hills,
  laptop,
  leaf,
  linear,
  paperStack,
  person,
  phone,
  radial,
  house,
  recycleMark,
  skinTones,
  sun,
  tree,
  truck,
  wetWaste,
} from "./scene-motifs";

const W = 1200;
const H = 630;

/** A card: soft gradient, glow, dotted texture and a big faint recycling mark behind the scene. */
function card(
  id: string,
  from: string,
  to: string,
  glow: string,
  scene: string,
  seed: number,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>${linear(`${id}-bg`, from, to, "d")}${radial(`${id}-glow`, glow, 0.6)}
    <pattern id="${id}-dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" opacity="0.12"/></pattern></defs>
  <rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-dots)"/>
  <circle cx="880" cy="250" r="360" fill="url(#${id}-glow)"/>
  ${recycleMark(220, 170, 150, "#ffffff", 0.07)}
  ${confetti(W, H, seed, "#ffffff", 12)}
  ${scene}
</svg>`;
}

const ground = (color: string) => `<path d="M0 540 Q600 500 1200 540 V630 H0z" fill="${color}"/>`;

const posts: Record<string, string> = {
  "epr-plastic-packaging": card(
    "pl",
    p.brand700,
    p.brand950,
    p.brand300,
    `${ground(p.brand900)}${bottle(420, 430, 2.4, "#5cc3e8")}${bottle(540, 450, 2, p.accent400)}${bottle(660, 440, 2.2, p.brand300)}
     ${bale(880, 470, 2.2, "#5cc3e8")}${recycleMark(900, 230, 80, p.accent300, 0.95)}${leaf(300, 470, 2, -30)}${leaf(1040, 480, 2, 40, p.brand300)}`,
    3,
  ),
  "e-waste-epr": card(
    "ew",
    "#16345c",
    p.brand950,
    "#6fc3ff",
    `${ground("#0b2038")}${laptop(480, 420, 2.6)}${phone(760, 430, 2.2)}${battery(960, 460, 1.8)}
     ${recycleMark(300, 330, 70, p.brand300, 0.9)}${barChart(1030, 250, 1.6)}`,
    5,
  ),
  "battery-epr": card(
    "bt",
    p.brand800,
    "#0e2a22",
    p.accent300,
    `${ground(p.brand950)}${battery(420, 440, 2.8)}${battery(600, 450, 2.2)}${battery(760, 460, 1.7)}
     ${recycleMark(960, 300, 90, p.accent400, 0.95)}${leaf(260, 480, 2.2, -20)}`,
    7,
  ),
  "four-stream-segregation": card(
    "fs",
    p.brand600,
    p.brand900,
    p.accent100,
    `${ground(p.brand800)}${bin(330, 520, 2, p.brand500)}${bin(530, 520, 2, "#2f7dd1")}${bin(730, 520, 2, "#d1495b")}${bin(930, 520, 2, p.accent500)}
     ${wetWaste(330, 250, 1.3)}${bottle(530, 270, 1.2)}${bioBag(730, 260, 1.1)}${battery(930, 270, 1)}`,
    11,
  ),
  "bulk-waste-generators": card(
    "bw",
    "#1d5a6e",
    p.brand950,
    p.brand200,
    `${ground("#0d3341")}${building(640, 520, 160, 330, "#2b6f86")}${building(830, 520, 130, 250, "#3a86a0")}
     ${tree(470, 520, 1.6)}${tree(1040, 520, 1.4)}${bin(300, 530, 1.4, p.brand500)}${wetWaste(300, 360, 1.1)}${clipboard(1030, 230, 1.4)}`,
    13,
  ),
  "industrial-pickup": card(
    "ip",
    p.brand700,
    "#082f22",
    p.accent300,
    `${hills(W, H, 470, p.brand800, p.brand700)}${factory(960, 530, 1.7, "#e9efe9", p.brand900)}${truck(330, 540, 2, p.brand500)}
     ${bale(560, 520, 1.5, "#f0c36b")}${person(700, 540, 1.6, p.accent500, skinTones[1], { helmet: true })}${clock(200, 200, 1.4)}`,
    17,
  ),
  "plastic-categories": card(
    "pc",
    "#0f5e5a",
    p.brand950,
    "#8fe8dc",
    `${ground("#093d3a")}${bottle(380, 450, 2.6, "#5cc3e8")}${bioBag(620, 440, 2)}${paperStack(860, 440, 2)}
     <g font-family="sans-serif" font-weight="700" font-size="44" fill="#ffffff" opacity="0.9"><text x="350" y="200">I</text><text x="590" y="200">II</text><text x="830" y="200">III</text></g>`,
    19,
  ),
  "office-e-waste": card(
    "oe",
    "#253a67",
    "#0d1b33",
    "#9fc6ff",
    `${ground("#14264a")}<rect x="360" y="430" width="520" height="24" rx="8" fill="#c9a978"/><rect x="390" y="454" width="18" height="90" fill="#a8895c"/><rect x="832" y="454" width="18" height="90" fill="#a8895c"/>
     ${laptop(520, 410, 2.2)}${phone(760, 420, 1.6)}${hazardDrum(1000, 520, 1.6)}${clipboard(240, 300, 1.6)}`,
    23,
  ),
  "compliance-calendar": card(
    "cc",
    p.brand700,
    p.brand950,
    p.accent100,
    `${ground(p.brand900)}<rect x="380" y="170" width="440" height="340" rx="24" fill="#ffffff"/><rect x="380" y="170" width="440" height="70" rx="24" fill="${p.accent500}"/>
     ${Array.from({ length: 12 }, (_, i) => `<rect x="${412 + (i % 4) * 100}" y="${262 + Math.floor(i / 4) * 76}" width="76" height="56" rx="10" fill="${i < 7 ? p.brand100 : "#eef2ef"}"/>${i < 7 ? `<path d="M${432 + (i % 4) * 100} ${290 + Math.floor(i / 4) * 76} l12 12 l22 -24" stroke="${p.brand600}" stroke-width="7" fill="none" stroke-linecap="round"/>` : ""}`).join("")}
     ${clipboard(960, 380, 1.8)}${clock(230, 380, 1.6)}`,
    29,
  ),
};

function hero(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">
  <defs>${linear("h-bg", p.brand800, p.brand950, "d")}${radial("h-glow", p.brand300, 0.5)}</defs>
  <rect width="1600" height="600" fill="url(#h-bg)"/>
  <circle cx="1180" cy="240" r="420" fill="url(#h-glow)"/>
  ${sun(1380, 120, 46)}${cloud(1050, 90, 1.2, 0.35)}${cloud(1420, 230, 0.9, 0.25)}
  ${hills(1600, 600, 470, p.brand900, p.brand800)}
  ${tree(930, 500, 1.6)}${house(1060, 505, 1.6, "#f5efe3", "#c2573a")}${factory(1320, 505, 1.7, "#e9efe9", p.brand900)}
  ${truck(1180, 560, 1.5, p.brand500)}${bin(1490, 560, 1, p.accent500)}${bin(1545, 560, 1, p.brand500)}
  ${recycleMark(1240, 330, 0, "#fff", 0)}${leaf(860, 330, 1.3, -30, p.brand300)}${leaf(1520, 400, 1.1, 30, p.brand400)}
  ${confetti(1600, 600, 31, "#ffffff", 14)}
</svg>`;
}

export default async function render(): Promise<void> {
  await renderArtwork("images/blog/blog-hero.webp", hero(), { width: 1600, height: 600 });
  for (const [name, svg] of Object.entries(posts)) {
    await renderArtwork(`images/blog/posts/${name}.webp`, svg, { width: W, height: H });
  }
}
