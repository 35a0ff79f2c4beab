// Artwork for the contact page: the corporate-office and get-in-touch banners, each drawn
// twice (wide, and narrow for screens of 768px or less) so the composition fits each shape.
import { palette as p, renderArtwork, svg } from "./lib";
import {
  bin,
  building,
  cloud,
  hills,
  leaf,
  linear,
  mapPin,
  person,
  phone,
  radial,
  recycleMark,
  skinTones,
  sun,
  tree,
  truck,
} from "./scene-motifs";

/** The corporate office block with the Western Ghats behind it. */
function office(W: number, H: number, x: number, ground: number, s: number): string {
  const w = 300 * s;
  const h = 330 * s;
  return `${building(x, ground, w, h, p.brand700)}
    <rect x="${x - 12 * s}" y="${ground - h - 16 * s}" width="${w + 24 * s}" height="${22 * s}" rx="${6 * s}" fill="${p.brand900}"/>
    <rect x="${x + w / 2 - 70 * s}" y="${ground - h + 30 * s}" width="${140 * s}" height="${34 * s}" rx="${8 * s}" fill="${p.accent400}"/>
    ${recycleMark(x + w / 2, ground - h + 47 * s, 12 * s, p.brand900)}
    <rect x="${x + w / 2 - 30 * s}" y="${ground - 70 * s}" width="${60 * s}" height="${70 * s}" rx="${4 * s}" fill="${p.brand950}"/>
    ${mapPin(x + w / 2, ground - h - 60 * s, 2.2 * s, p.accent500)}`;
}

function officeWide(): string {
  const W = 1600;
  const H = 600;
  return svg(
    W,
    H,
    `<defs>${linear("osky", "#dff5e8", "#fdfaf0")}${radial("oglow", p.accent300, 0.55)}</defs>
     <rect width="${W}" height="${H}" fill="url(#osky)"/>
     <path d="M0 380 L180 240 L330 330 L520 200 L700 320 L900 210 L1100 330 L1300 230 L1600 360 V${H} H0 Z" fill="${p.brand200}" opacity="0.8"/>
     <circle cx="1300" cy="130" r="200" fill="url(#oglow)"/>${sun(1300, 130, 56)}
     ${cloud(300, 110, 1.2)}${cloud(980, 90, 0.9)}
     ${hills(W, H, 470, p.brand300, p.brand100)}
     ${office(W, H, 650, 520, 1)}
     ${building(480, 520, 120, 200, p.brand500)}${building(1000, 520, 140, 240, p.brand600)}
     ${tree(380, 530, 1.4)}${tree(1200, 530, 1.6)}${tree(1340, 540, 1.1)}
     <rect x="0" y="520" width="${W}" height="80" fill="${p.brand800}"/>
     ${truck(90, 570, 1.1, p.brand500)}${person(1450, 580, 1.5, p.accent500, skinTones[1], { helmet: true })}`,
  );
}

function officeNarrow(): string {
  const W = 768;
  const H = 640;
  return svg(
    W,
    H,
    `<defs>${linear("onsky", "#dff5e8", "#fdfaf0")}</defs>
     <rect width="${W}" height="${H}" fill="url(#onsky)"/>
     <path d="M0 380 L150 260 L300 340 L460 230 L620 330 L768 270 V${H} H0 Z" fill="${p.brand200}" opacity="0.8"/>
     ${sun(640, 120, 50)}${cloud(160, 110, 1)}
     ${hills(W, H, 500, p.brand300, p.brand100)}
     ${office(W, H, 234, 560, 1)}
     ${tree(120, 570, 1.3)}${tree(660, 570, 1.4)}
     <rect x="0" y="560" width="${W}" height="80" fill="${p.brand800}"/>`,
  );
}

/** A phone ringing with a message bubble, for the get-in-touch banner. */
function reach(W: number, H: number, cx: number, cy: number, s: number): string {
  return `${phone(cx, cy, 2.4 * s)}
    ${[60, 90, 120].map((r) => `<path d="M${cx + r * s} ${cy - 80 * s} a${r * s} ${r * s} 0 0 1 0 ${120 * s}" fill="none" stroke="${p.accent400}" stroke-width="${8 * s}" stroke-linecap="round" opacity="${1.2 - r / 120}"/>`).join("")}
    <rect x="${cx - 230 * s}" y="${cy - 210 * s}" width="${170 * s}" height="${90 * s}" rx="${22 * s}" fill="#ffffff"/>
    <path d="M${cx - 100 * s} ${cy - 122 * s} l${20 * s} ${30 * s} l${6 * s} ${-30 * s}z" fill="#ffffff"/>
    ${[0, 1, 2].map((i) => `<circle cx="${cx - 185 * s + i * 40 * s}" cy="${cy - 165 * s}" r="${10 * s}" fill="${p.brand500}"/>`).join("")}`;
}

function reachWide(): string {
  const W = 1600;
  const H = 560;
  return svg(
    W,
    H,
    `<defs>${linear("rbg", p.brand800, p.brand950, "d")}${radial("rglow", p.brand400, 0.45)}</defs>
     <rect width="${W}" height="${H}" fill="url(#rbg)"/>
     <circle cx="1180" cy="300" r="360" fill="url(#rglow)"/>
     ${recycleMark(1450, 110, 70, p.brand600, 0.6)}${recycleMark(160, 460, 50, p.brand700, 0.7)}
     ${leaf(980, 420, 1.2, -30, p.brand500)}${leaf(1380, 460, 0.9, 200, p.brand400)}
     ${reach(W, H, 1200, 320, 1)}
     ${bin(1420, 520, 1.1, p.brand500)}${bin(1010, 520, 0.9, p.accent500)}`,
  );
}

function reachNarrow(): string {
  const W = 768;
  const H = 480;
  return svg(
    W,
    H,
    `<defs>${linear("rnbg", p.brand800, p.brand950)}${radial("rnglow", p.brand400, 0.45)}</defs>
     <rect width="${W}" height="${H}" fill="url(#rnbg)"/>
     <circle cx="384" cy="250" r="260" fill="url(#rnglow)"/>
     ${recycleMark(650, 90, 50, p.brand600, 0.6)}
     ${reach(W, H, 420, 290, 0.9)}
     ${bin(140, 450, 0.9, p.brand500)}${bin(640, 450, 0.9, p.accent500)}`,
  );
}

export default async function render(): Promise<void> {
  await renderArtwork("images/contact/office-wide.webp", officeWide(), {
    width: 1600,
    height: 600,
  });
  await renderArtwork("images/contact/office-narrow.webp", officeNarrow(), {
    width: 768,
    height: 640,
  });
  await renderArtwork("images/contact/reach-wide.webp", reachWide(), { width: 1600, height: 560 });
  await renderArtwork("images/contact/reach-narrow.webp", reachNarrow(), {
    width: 768,
    height: 480,
  });
}
