// Artwork for the home page: the hero illustration, the 21 why-us cards, the 15 impact
// gallery scenes and the founder portrait. Captions live in src/content/home.ts, not here.
import { palette as p, renderArtwork, svg } from "./lib";
import {
  badge,
  bale,
  barChart,
  battery,
  bin,
  bottle,
  building,
  clipboard,
  clock,
  cloud,
  confetti,
  factory,
  hills,
  house,
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
  sun,
  tree,
  truck,
  wetWaste,
} from "./scene-motifs";

const streams = [p.brand500, "#2f80ed", "#e5553d", p.accent500] as const;

function hero(): string {
  const W = 1200;
  const H = 900;
  return svg(
    W,
    H,
    `<defs>${linear("sky", "#e7f8ee", "#fdfbf2")}${radial("sunglow", p.accent300, 0.7)}${linear("road", p.brand700, p.brand800)}</defs>
     <rect width="${W}" height="${H}" fill="url(#sky)"/>
     <circle cx="900" cy="190" r="260" fill="url(#sunglow)"/>${sun(900, 190, 70)}
     ${cloud(300, 150, 1.4)}${cloud(640, 250, 1)}${cloud(1080, 330, 0.8, 0.8)}
     ${building(120, 640, 120, 300, p.brand300)}${building(260, 640, 90, 380, p.brand200)}${building(370, 640, 130, 250, p.brand300)}
     ${factory(860, 640, 1.2, "#ffffff", p.brand600)}
     ${hills(W, H, 600, p.brand200, p.brand100)}
     ${house(560, 680, 1.2, "#ffffff", "#e5553d")}${house(760, 690, 1, p.accent100, p.brand700)}
     ${tree(420, 690, 1.3)}${tree(960, 690, 1.1)}${tree(1120, 690, 1.4)}
     <rect x="0" y="690" width="${W}" height="210" fill="url(#road)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 160 + 20}" y="790" width="90" height="10" rx="5" fill="#ffffff" opacity="0.5"/>`).join("")}
     ${truck(120, 780, 1.3, p.brand500)}
     ${streams.map((c, i) => bin(640 + i * 100, 860, 0.95, c)).join("")}
     ${person(1060, 870, 1.35, p.accent500, skinTones[1], { helmet: true })}
     ${leaf(60, 90, 0.8, -20, p.brand400)}${leaf(1110, 560, 0.6, 200, p.brand300)}`,
  );
}

type Card = { draw: string; from: string; to: string };

const cardTones: [string, string][] = [
  ["#ecfdf3", "#b9f0d0"],
  ["#fff7e6", "#ffdf9e"],
  ["#e6f4fb", "#b8e0f3"],
  ["#f1f5ee", "#d4e6c8"],
  ["#fdf0ec", "#f7cfc2"],
];

/** One composition per why-us reason, in the order of the captions in src/content/home.ts. */
const whyUsDraws: string[] = [
  `${clock(230, 225, 1.5)}${phone(400, 240, 0.9)}`,
  `${house(240, 330, 1.3, "#ffffff", "#e5553d")}${bin(400, 330, 1.05, p.brand500)}`,
  truck(110, 320, 1.25, p.brand600),
  phone(300, 230, 1.35),
  streams.map((c, i) => bin(150 + i * 100, 320, 0.95, c)).join(""),
  `${clipboard(300, 230, 1.5)}`,
  `${recycleMark(300, 220, 90, p.brand600)}${leaf(420, 330, 0.7, -40)}`,
  `<path d="M120 300 C 200 120 380 360 480 150" stroke="${p.brand700}" stroke-width="8" stroke-dasharray="16 14" fill="none"/>${mapPin(120, 300, 1.4, p.brand600)}${mapPin(300, 250, 1.4, p.accent500)}${mapPin(480, 150, 1.4, "#e5553d")}`,
  `<rect x="70" y="280" width="460" height="24" rx="12" fill="${p.ink}"/>${bale(170, 240, 0.8, "#5cc3e8")}${bale(300, 240, 0.8, "#c9a46b")}${bale(430, 240, 0.8, p.brand400)}`,
  `${person(240, 350, 2, "#2f80ed", skinTones[2], { helmet: true })}${person(370, 350, 1.8, p.accent500, skinTones[0], { helmet: true })}`,
  [0, 1, 2, 3].map((i) => person(150 + i * 100, 350, 1.6, streams[i]!, skinTones[i]!)).join(""),
  `<rect x="300" y="90" width="220" height="150" rx="8" fill="${p.brand800}"/>${recycleMark(410, 165, 40, "#ffffff", 0.9)}${person(200, 370, 1.9, p.accent500, skinTones[1])}${person(330, 380, 1.1, "#e5553d", skinTones[2])}${person(420, 380, 1.1, p.brand500, skinTones[3])}`,
  `<g transform="rotate(-12 300 220)"><path d="M190 150 h170 l70 70 l-70 70 h-170 z" fill="${p.accent400}"/><circle cx="225" cy="220" r="18" fill="#ffffff"/></g>${confetti(600, 450, 7, p.brand600, 6)}`,
  barChart(300, 230, 1.9),
  `${laptop(260, 240, 1.7)}${recycleMark(470, 130, 36, p.brand600)}`,
  `${bottle(210, 240, 1.4)}${clipboard(380, 240, 1.2)}`,
  `${battery(230, 230, 1.6)}${battery(360, 250, 1.3)}`,
  `${wetWaste(300, 240, 2.1)}`,
  `${hills(600, 450, 330, p.brand400, p.brand200)}${tree(200, 340, 1.6)}${tree(320, 350, 2)}${tree(440, 340, 1.5)}`,
  `<path d="M210 80 C 160 160 140 230 190 300 C 240 360 330 380 380 330 C 430 260 420 170 360 110 C 310 60 250 50 210 80z" fill="${p.brand300}"/>${mapPin(250, 190, 1.2, "#e5553d")}${mapPin(320, 260, 1.2, p.brand700)}${mapPin(300, 150, 1.2, p.accent500)}${mapPin(360, 210, 1.2, "#2f80ed")}`,
  badge(300, 200, 2),
];

function whyUsCard(index: number): string {
  const [from, to] = cardTones[index % cardTones.length]!;
  const card: Card = { draw: whyUsDraws[index]!, from, to };
  return svg(
    600,
    450,
    `<defs>${linear("bg", card.from, card.to, "d")}${radial("glow", "#ffffff", 0.85)}</defs>
     <rect width="600" height="450" fill="url(#bg)"/>${confetti(600, 450, index + 3, "#ffffff", 12)}
     <circle cx="300" cy="230" r="190" fill="url(#glow)"/><ellipse cx="300" cy="370" rx="200" ry="16" fill="#000" opacity="0.06"/>${card.draw}`,
  );
}

/** Scene settings: background, ground and the cast of each impact gallery image. */
function galleryScene(index: number): string {
  const W = 640;
  const H = 480;
  const tone = cardTones[index % cardTones.length]!;
  const ground = `<rect x="0" y="380" width="${W}" height="100" fill="${index % 2 ? p.brand600 : p.brand700}"/>`;
  const scenes: string[] = [
    // Beach clean-up
    `<rect x="0" y="250" width="${W}" height="130" fill="#5cc3e8"/><path d="M0 300 q40 -16 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/><rect x="0" y="370" width="${W}" height="110" fill="#f1d9a7"/>${sun(520, 110, 44)}${person(200, 440, 1.5, p.brand500, skinTones[0], { bag: p.accent500 })}${person(330, 450, 1.5, p.accent500, skinTones[2], { bag: p.brand600 })}${person(450, 440, 1.3, "#2f80ed", skinTones[1])}`,
    // School awareness session
    `<rect x="120" y="70" width="400" height="200" rx="10" fill="${p.brand800}"/>${recycleMark(320, 170, 56, "#ffffff", 0.85)}${ground}${person(560, 440, 1.6, p.accent500, skinTones[1])}${[0, 1, 2, 3].map((i) => person(140 + i * 100, 460, 1.05, streams[i]!, skinTones[i]!)).join("")}`,
    // Collection truck on its city route
    `${building(30, 380, 110, 260, p.brand300)}${building(150, 380, 90, 200, p.brand200)}${building(470, 380, 140, 240, p.brand300)}${ground}${truck(120, 450, 1.2, p.brand500)}`,
    // Sorting line at the material recovery facility
    `<rect x="0" y="0" width="${W}" height="380" fill="#e6efe9"/><rect x="40" y="300" width="560" height="26" rx="13" fill="${p.ink}"/>${bottle(130, 260, 0.6)}${paperStack(260, 270, 0.5)}${bottle(390, 260, 0.6, "#7ddc9f")}${laptop(510, 272, 0.55)}${ground}${person(200, 460, 1.5, p.accent500, skinTones[0], { helmet: true })}${person(430, 460, 1.5, "#2f80ed", skinTones[3], { helmet: true })}`,
    // Ragpicker professionalisation: a uniformed team
    `${ground}${[0, 1, 2, 3, 4].map((i) => person(110 + i * 105, 440, 1.55, p.brand500, skinTones[i % 4]!, { helmet: i % 2 === 0 })).join("")}${sun(540, 90, 40)}`,
    // Compost yard
    `${ground}<path d="M60 390 Q160 240 260 390z" fill="#7a5232"/><path d="M230 390 Q340 220 450 390z" fill="#8a6240"/>${leaf(160, 300, 0.5, -60)}${leaf(340, 280, 0.6, -110, p.brand500)}${person(520, 450, 1.5, p.accent500, skinTones[1])}${sun(100, 90, 40)}`,
    // E-waste collection drive
    `<rect x="120" y="250" width="260" height="140" rx="6" fill="#c9a46b"/><rect x="120" y="250" width="260" height="26" fill="#8a6a3b" opacity="0.5"/>${laptop(250, 220, 1.1)}${ground}${person(480, 450, 1.6, p.brand500, skinTones[2])}${recycleMark(540, 110, 36, p.brand600)}`,
    // Bulk pickup at a factory
    `${factory(300, 380, 1.35, "#ffffff", p.brand600)}${ground}${truck(40, 450, 1.0, p.brand500)}${[0, 1, 2].map((i) => bin(400 + i * 80, 450, 0.7, streams[i]!)).join("")}`,
    // Doorstep residential collection
    `${house(170, 380, 1.5, "#ffffff", "#e5553d")}${house(430, 380, 1.3, p.accent100, p.brand700)}${ground}${bin(300, 450, 0.8, p.brand500)}${person(390, 450, 1.5, p.accent500, skinTones[0], { bag: p.brand600 })}${tree(580, 390, 1)}`,
    // Tree planting
    `${sun(520, 100, 46)}${ground}${tree(170, 390, 1.6)}${tree(320, 395, 1.1)}${person(430, 450, 1.6, p.brand500, skinTones[3])}${person(250, 460, 1.1, p.accent500, skinTones[1])}`,
    // Paper bales ready for the mill
    `<rect x="0" y="0" width="${W}" height="380" fill="#f3ead8"/>${bale(170, 330, 1.2, "#c9a46b")}${bale(310, 330, 1.2, "#d8b57c")}${bale(240, 235, 1.2, "#c9a46b")}${ground}${person(500, 450, 1.6, "#2f80ed", skinTones[2], { helmet: true })}`,
    // Plastic bales
    `<rect x="0" y="0" width="${W}" height="380" fill="#e3f4fb"/>${bale(160, 330, 1.2, "#5cc3e8")}${bale(300, 330, 1.2, "#7ddc9f")}${bale(440, 330, 1.2, "#f28b82")}${bale(230, 235, 1.2, "#a7c7e7")}${ground}`,
    // Meeting with an urban local body
    `${building(180, 380, 280, 230, "#ffffff", p.brand300)}<path d="M160 150 L320 90 L480 150z" fill="${p.brand700}"/>${ground}${person(120, 450, 1.5, p.brand500, skinTones[1])}${person(520, 450, 1.5, p.accent500, skinTones[0])}`,
    // Segregation bins at an apartment block
    `${building(60, 380, 220, 300, p.brand300)}${building(400, 380, 180, 260, p.brand200)}${ground}${streams.map((c, i) => bin(200 + i * 85, 450, 0.75, c)).join("")}`,
    // Products made from recycled material
    `${ground}<rect x="120" y="220" width="400" height="24" rx="6" fill="#8a6240"/>${bottle(200, 170, 0.8, "#7ddc9f")}${paperStack(330, 170, 0.6)}${bottle(450, 170, 0.8, "#5cc3e8")}${recycleMark(320, 320, 40, "#ffffff", 0.9)}`,
  ];
  return svg(
    W,
    H,
    `<defs>${linear("bg", tone[0], tone[1])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${cloud(120, 80, 0.8, 0.7)}${scenes[index]}`,
  );
}

function founder(): string {
  return svg(
    480,
    560,
    `<defs>${linear("bg", p.brand100, p.brand300, "d")}</defs><rect width="480" height="560" fill="url(#bg)"/>
     ${confetti(480, 560, 11, "#ffffff", 14)}<circle cx="240" cy="250" r="180" fill="#ffffff" opacity="0.45"/>
     ${person(240, 640, 3.6, p.brand700, skinTones[1], { hair: "#2a2420" })}
     <path d="M226 346 l14 22 l14 -22z" fill="#ffffff"/>`,
  );
}

export const whyUsCount = whyUsDraws.length;

export default async function render(): Promise<void> {
  await renderArtwork("images/home/hero.webp", hero(), { width: 1200, height: 900 });
  await renderArtwork("images/home/founder.webp", founder(), { width: 480, height: 560 });
  for (let i = 0; i < whyUsDraws.length; i++) {
    const n = String(i + 1).padStart(2, "0");
    await renderArtwork(`images/home/why-us-${n}.webp`, whyUsCard(i), { width: 600, height: 450 });
  }
  for (let i = 0; i < 15; i++) {
    const n = String(i + 1).padStart(2, "0");
    await renderArtwork(`images/home/impact-${n}.webp`, galleryScene(i), {
      width: 640,
      height: 480,
    });
  }
}
