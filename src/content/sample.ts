// Sample data the site shows until the company supplies real facts. While SAMPLE_DATA is true,
// each block built on sample data carries a small "Sample" note for visitors, and no
// LocalBusiness structured data is published for the placeholder offices. Set it to false only
// once every block below holds real, consented data.
export const SAMPLE_DATA = true;

export const sampleNotes = {
  clients: "Client names and logos are illustrations until clients agree to be shown.",
  testimonials: "These quotes are illustrations, not statements by real customers.",
  team: "Names and portraits are illustrations until the team's own are published.",
  founder: "The founder's name, portrait and message are illustrations.",
  offices: "Addresses and phone numbers are placeholders; use the toll-free number or e-mail.",
  timeline: "The milestones are illustrations of the company's history.",
  counters:
    "Figures are the company's own sample statements, not audited. The recycling itself is done by the registered recyclers and mills we hand the material to.",
  claims:
    "The rating, brand and customer counts and years are the company's own sample claims, not independently verified.",
  battlefield:
    "The visitor and waste figures are the company's own sample estimates, not official statistics.",
  caseStudies: "Case studies on this page are anonymised illustrations.",
} as const;

export type SampleKind = keyof typeof sampleNotes;
