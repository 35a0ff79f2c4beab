// General waste-service reviews for the home page marquee. SAMPLE DATA: the names and
// reviews are fictional and must be replaced with real, consented customer quotes. They
// are never marked up as review or rating structured data.
import type { ImageAsset } from "@/content/media";

export type Testimonial = {
  id: string;
  text: string;
  author: string;
  /** The person's role, and company when known, as one line under the name. */
  role: string;
  /** Stars out of five; the defaults show five. */
  rating?: number;
  /** The client's logo beside the quote (the EPR page's defaults). */
  logo?: ImageAsset;
};

export const testimonials = [
  {
    id: "meena",
    text: "Pickups arrive on the day we book, and the crew takes the segregated bags without fuss. Our street looks cleaner than it has in years.",
    author: "Meena R.",
    role: "Resident, Lawspet, Puducherry",
  },
  {
    id: "karthik",
    text: "We get a weighment slip and a recycling record for every load. Our audits went from a scramble to a ten-minute check.",
    author: "Karthik S.",
    role: "Plant manager, textile unit, Tiruppur",
  },
  {
    id: "fatima",
    text: "Their team trained our housekeeping staff on the four bins. Segregation at our hotel is finally consistent across shifts.",
    author: "Fatima N.",
    role: "Operations head, beach resort, Puducherry",
  },
  {
    id: "joseph",
    text: "Old laptops and servers went to a registered recycler with proper paperwork. That was exactly what our IT policy asked for.",
    author: "Joseph M.",
    role: "IT administrator, software firm, Kochi",
  },
  {
    id: "lakshmi",
    text: "The app tells me when the truck is near. No more waiting at the gate with bags in hand.",
    author: "Lakshmi V.",
    role: "Resident, Saravanampatti, Coimbatore",
  },
  {
    id: "rahul",
    text: "Quotes were clear and based on our actual volume. No surprises on the monthly invoice.",
    author: "Rahul D.",
    role: "Facilities lead, logistics park, Chennai",
  },
  {
    id: "anitha",
    text: "Our apartment association set up composting with their help. Wet waste leaving the complex dropped sharply within two months.",
    author: "Anitha P.",
    role: "Secretary, residents' association, Bengaluru",
  },
  {
    id: "suresh",
    text: "They collect the construction debris from our sites on schedule and tell us where it went. Clean sites, happy neighbours.",
    author: "Suresh K.",
    role: "Project engineer, builder, Hyderabad",
  },
  {
    id: "divya",
    text: "The awareness session for our students was practical and fun. The children now remind their parents to segregate.",
    author: "Divya T.",
    role: "Principal, higher secondary school, Villupuram",
  },
  {
    id: "imran",
    text: "Support answered at midnight when a pickup was missed, and the truck came first thing next morning.",
    author: "Imran A.",
    role: "Restaurant owner, Vijayawada",
  },
] as const satisfies readonly Testimonial[];
