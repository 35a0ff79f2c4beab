// Artwork for the industrial and residential pickup pages: the two page banners, the
// explore-block illustrations and the six waste-type illustrations of the showcase.
import { palette as p, renderArtwork, svg } from "./lib";
import {
  bin,
  bioBag,
  bottle,
  building,
  cloud,
  confetti,
  constructionPile,
  factory,
  hazardDrum,
  hills,
  house,
  laptop,
  linear,
  paperStack,
  person,
  phone,
  radial,
  skinTones,
  sun,
  tree,
  truck,
} from "./scene-motifs";

const W = 480;
const H = 360;

type WasteArt = { slug: string; from: string; to: string; draw: string };

const wasteArt: WasteArt[] = [
  { slug: "paper", from: "#fff6e3", to: "#f3dcae", draw: paperStack(240, 190, 1.5) },
  {
    slug: "plastic",
    from: "#e3f6fd",
    to: "#b9e4f6",
    draw: `${bottle(190, 190, 1.3, "#5cc3e8")}${bottle(290, 205, 1.1, "#7ddc9f")}`,
  },
  { slug: "electronic", from: "#e8eef7", to: "#c9d6ea", draw: laptop(230, 190, 1.6) },
  { slug: "hazardous", from: "#fde8e3", to: "#f6c2b5", draw: hazardDrum(240, 180, 1.45) },
  { slug: "bio-hazardous", from: "#fdf7dc", to: "#f3e39a", draw: bioBag(240, 190, 1.6) },
  { slug: "construction", from: "#f5ece6", to: "#e2cbbd", draw: constructionPile(225, 180, 1.7) },
];

function wasteCard(art: WasteArt): string {
  return svg(
    W,
    H,
    `<defs>${linear("bg", art.from, art.to, "d")}${radial("glow", "#ffffff", 0.8)}</defs>
     <rect width="${W}" height="${H}" fill="url(#bg)"/>${confetti(W, H, art.slug.length * 7, "#ffffff", 12)}
     <circle cx="240" cy="190" r="150" fill="url(#glow)"/>
     <ellipse cx="240" cy="300" rx="150" ry="16" fill="#000" opacity="0.08"/>${art.draw}`,
  );
}

const BW = 1600;
const BH = 700;

function industrialBanner(): string {
  return svg(
    BW,
    BH,
    `<defs>${linear("sky", "#0c472f", "#0b6e42")}${radial("g1", p.brand400, 0.45)}</defs>
     <rect width="${BW}" height="${BH}" fill="url(#sky)"/><circle cx="1250" cy="220" r="420" fill="url(#g1)"/>
     ${confetti(BW, BH * 0.6, 3, p.brand300, 18)}
     ${hills(BW, BH, 540, p.brand800, "#0f5d3b")}
     ${factory(860, 600, 1.5, "#e8f3ec", p.brand600)}${factory(1200, 600, 1.15, "#cfe7d9", p.brand700)}
     ${building(1420, 600, 110, 260, "#1a7a4d")}
     <rect x="0" y="600" width="${BW}" height="100" fill="#0a3a26"/>
     <rect x="0" y="640" width="${BW}" height="6" fill="${p.accent400}" opacity="0.5" stroke-dasharray="40 30"/>
     ${truck(520, 640, 0.95, p.brand500)}
     ${bin(1120, 640, 0.7, p.brand500)}${bin(1190, 640, 0.7, "#2f80ed")}${bin(1260, 640, 0.7, "#e5553d")}${bin(1330, 640, 0.7, p.accent500)}
     ${person(1430, 640, 0.95, p.accent500, skinTones[1], { helmet: true })}${person(1490, 640, 0.9, "#2f80ed", skinTones[2], { helmet: true })}`,
  );
}

function residentialBanner(): string {
  return svg(
    BW,
    BH,
    `<defs>${linear("sky", "#dff4ea", "#f5fbf7")}${radial("g1", p.accent300, 0.6)}</defs>
     <rect width="${BW}" height="${BH}" fill="url(#sky)"/><circle cx="1300" cy="160" r="300" fill="url(#g1)"/>
     ${sun(1300, 160, 60)}${cloud(980, 130, 1.2)}${cloud(1480, 260, 0.9)}
     ${hills(BW, BH, 520, p.brand200, p.brand100)}
     ${building(760, 600, 140, 300, p.brand300)}
     ${house(1000, 600, 1.3, "#ffffff", "#e5553d")}${house(1200, 600, 1.1, p.accent100, p.brand700)}${house(1410, 600, 1.25, "#ffffff", "#2f80ed")}
     ${tree(900, 600, 1.1)}${tree(1320, 600, 0.9)}${tree(1540, 600, 1.2)}
     <rect x="0" y="600" width="${BW}" height="100" fill="${p.brand600}"/><rect x="0" y="600" width="${BW}" height="10" fill="${p.brand700}"/>
     ${truck(560, 660, 0.8, p.brand600)}
     ${person(1080, 660, 0.95, p.accent500, skinTones[2], { bag: p.brand500 })}${person(1150, 660, 0.7, "#e5553d", skinTones[0])}
     ${bin(1250, 660, 0.6, p.brand500)}${bin(1310, 660, 0.6, "#2f80ed")}${bin(1370, 660, 0.6, "#e5553d")}${bin(1430, 660, 0.6, p.accent500)}`,
  );
}

/** The explore block: a phone with a tracked pickup route and a bin beside it. */
function exploreArt(tone: "industrial" | "residential"): string {
  const bg = tone === "industrial" ? ["#ecfdf3", "#c7f0d9"] : ["#fff7e6", "#ffe4ad"];
  return svg(
    640,
    520,
    `<defs>${linear("bg", bg[0]!, bg[1]!, "d")}</defs><rect width="640" height="520" rx="0" fill="url(#bg)"/>
     ${confetti(640, 520, tone.length, p.brand400, 14)}
     <circle cx="320" cy="270" r="190" fill="#ffffff" opacity="0.6"/>
     ${tone === "industrial" ? factory(110, 430, 0.9, "#ffffff", p.brand600) : house(200, 430, 0.9, "#ffffff", "#e5553d")}
     ${phone(330, 250, 1.5)}
     ${bin(470, 430, 0.9, p.brand500)}${person(540, 440, 1, p.accent500, skinTones[1], { helmet: tone === "industrial" })}
     <rect x="40" y="430" width="560" height="10" rx="5" fill="${p.brand700}" opacity="0.3"/>`,
  );
}

export default async function render(): Promise<void> {
  for (const art of wasteArt) {
    await renderArtwork(`images/pickup/waste-${art.slug}.webp`, wasteCard(art), {
      width: W,
      height: H,
    });
  }
  await renderArtwork("images/pickup/industrial-banner.webp", industrialBanner(), {
    width: BW,
    height: BH,
  });
  await renderArtwork("images/pickup/residential-banner.webp", residentialBanner(), {
    width: BW,
    height: BH,
  });
  await renderArtwork("images/pickup/industrial-explore.webp", exploreArt("industrial"), {
    width: 640,
    height: 520,
  });
  await renderArtwork("images/pickup/residential-explore.webp", exploreArt("residential"), {
    width: 640,
    height: 520,
  });
}
