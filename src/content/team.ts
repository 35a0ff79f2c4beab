// The team page. SAMPLE DATA: the members are fictional and their portraits are original
// illustrations, not likenesses of real people; replace both with the real team.
import type { ImageAsset } from "@/content/media";
import { site } from "@/content/site";

export type TeamMember = {
  name: string;
  designation: string;
  /** Always set for the defaults; a person entered in WordPress may have no photo yet. */
  image?: ImageAsset;
  /** From WordPress: a short plain-text bio and an https profile link. */
  bio?: string;
  profileUrl?: string;
};

const portrait = (n: number, name: string): ImageAsset => ({
  src: `/images/team/member-${String(n).padStart(2, "0")}.webp`,
  alt: `Illustrated portrait of ${name}`,
  width: 400,
  height: 400,
});

const people: [name: string, designation: string][] = [
  ["Rajesh Venkataraman", "Founder and Managing Director"],
  ["Priya Subramanian", "Chief Operating Officer"],
  ["Arjun Nair", "Head of EPR Compliance"],
  ["Meenakshi Iyer", "Head of Finance"],
  ["Karthik Selvaraj", "Operations Manager, Industrial Pickup"],
  ["Lakshmi Narayanan", "Regulatory Affairs Lead"],
  ["Vikram Reddy", "Technology Lead, Tracking Platform"],
  ["Ananya Krishnan", "Sustainability and Reporting Manager"],
  ["Mohammed Irfan", "Regional Manager, Hyderabad and Vijayawada"],
  ["Divya Ramesh", "Client Success Manager, EPR"],
  ["Suresh Babu", "Logistics and Fleet Supervisor"],
  ["Fathima Rahman", "Community Outreach Coordinator"],
];

/** The founder, shown on the home page too: one person across the site. */
export const FOUNDER_NAME = people[0]![0];

export const teamMembers: readonly (TeamMember & { image: ImageAsset })[] = people.map(
  ([name, designation], i) => ({
    name,
    designation,
    image: portrait(i + 1, name),
  }),
);

export const teamBanner: ImageAsset = {
  src: "/images/team/banner.webp",
  alt: "Illustration of the field crew and office staff standing together beside recycling bins",
  width: 1600,
  height: 560,
};

export type CultureSlide = { title: string; text: string; image: ImageAsset };

const scene = (file: string, alt: string): ImageAsset => ({
  src: `/images/team/${file}.webp`,
  alt,
  width: 800,
  height: 560,
});

export const cultureSlides: readonly CultureSlide[] = [
  {
    title: "Clean-up drives",
    text: "Once a month every office spends a morning cleaning a beach, lake shore or market with local volunteers.",
    image: scene("culture-cleanup", "Two colleagues collecting litter beside a recycling bin"),
  },
  {
    title: "Learning Fridays",
    text: "An hour each Friday on new rules, recycling technology or a colleague's project, open to everyone.",
    image: scene("culture-learning", "Three colleagues in front of a presentation about recycling"),
  },
  {
    title: "Field visits",
    text: "Office staff ride along with pickup crews and visit recyclers, so everyone knows where the waste goes.",
    image: scene(
      "culture-field-visits",
      "A collection truck and two crew members in safety helmets",
    ),
  },
  {
    title: "Festivals together",
    text: "Pongal, Onam, Diwali, Eid and Christmas are celebrated in every office, with zero-waste decorations.",
    image: scene("culture-celebrations", "Colleagues celebrating under festive bunting"),
  },
  {
    title: "Wellness and sport",
    text: "Weekly yoga, inter-office cricket and football, and health check-ups for field crews.",
    image: scene("culture-wellness", "Two colleagues playing ball on a green field"),
  },
  {
    title: "Innovation days",
    text: "Twice a year teams take two days to build ideas that make collection and tracking simpler.",
    image: scene("culture-innovation", "Two laptops and a light bulb, for new ideas"),
  },
];

export const careers = {
  email: site.careersEmail,
  subject: "Interview request",
  /** What to include, in the body of the pre-filled e-mail. */
  body: "Name:\nRole or area of interest:\nCity:\nPhone:\n\nA few lines about yourself (attach your CV):\n",
};

/** `email`: the careers address in use (getSiteSettings), this default unless WordPress sets it. */
export function careersMailto(email: string = careers.email): string {
  const params = new URLSearchParams({ subject: careers.subject, body: careers.body });
  // mailto bodies need %20, not "+", for spaces.
  return `mailto:${email}?${params.toString().replace(/\+/g, "%20")}`;
}
