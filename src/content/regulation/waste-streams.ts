// Municipal, construction, biomedical and hazardous streams: the rules the pickup pages cite.
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const swmRules2026: Sourced<{
  inForce: string;
  bulkGenerator: string;
  streams: readonly string[];
}> = {
  inForce: "1 April 2026",
  bulkGenerator:
    "20,000 m² of floor area, or 40,000 litres of water a day, or 100 kg of waste a day",
  streams: ["wet", "dry", "sanitary", "special care"],
  sources: [src.swm2026],
  reviewed: REGULATION_REVIEWED,
};

export const cdRules2025: Sourced<{ notified: string; inForce: string; text: string }> = {
  notified: "2 April 2025",
  inForce: "1 April 2026",
  text: "Construction and demolition waste falls under the Environment (Construction and Demolition) Waste Management Rules 2025, in force from 1 April 2026, which replaced the 2016 rules.",
  sources: [src.cd2025],
  reviewed: REGULATION_REVIEWED,
};

export const biomedicalRule: Sourced<{ text: string }> = {
  text: "Biomedical waste goes from the occupier (the hospital, clinic or lab) to the operator of an authorised common biomedical waste treatment facility, under the Bio-Medical Waste Management Rules 2016. We do not carry it.",
  sources: [src.bmwm2016],
  reviewed: REGULATION_REVIEWED,
};

export const hazardousRule: Sourced<{ text: string }> = {
  text: "Hazardous waste moves only with the occupier's authorisation, by an authorised transporter with a manifest (Form 10), to an authorised facility, under the Hazardous and Other Wastes Rules 2016.",
  sources: [src.hw2016],
  reviewed: REGULATION_REVIEWED,
};

export const tamilNaduPlasticBan: Sourced<{ from: string }> = {
  from: "1 January 2019",
  sources: [src.tnPlasticBan],
  reviewed: REGULATION_REVIEWED,
};
