// What an enquiry is about. A plain module (no imports) so the database schema, the forms and the
// staff pages share one list.

export const LEAD_SERVICES = ["epr", "industrial-pickup", "residential-pickup", "general"] as const;
export type LeadService = (typeof LEAD_SERVICES)[number];

export const serviceLabels: Record<LeadService, string> = {
  epr: "EPR compliance",
  "industrial-pickup": "Industrial waste pickup",
  "residential-pickup": "Household waste pickup",
  general: "General enquiry",
};

/** The page each service is sold on: a form there, or sent from there, is about that service. */
export const servicePages: Record<Exclude<LeadService, "general">, string> = {
  epr: "/epr-compliance-service",
  "industrial-pickup": "/industrial-waste-pickup-service",
  "residential-pickup": "/residential-waste-pickup-service",
};

export function isLeadService(value: unknown): value is LeadService {
  return typeof value === "string" && (LEAD_SERVICES as readonly string[]).includes(value);
}

/** The service a page sells, if it sells one. */
export function serviceOfPage(page: string): LeadService | undefined {
  const path = page.split(/[?#]/)[0];
  return (Object.keys(servicePages) as Exclude<LeadService, "general">[]).find(
    (service) => servicePages[service] === path,
  );
}

export function isPickup(service: string | undefined): boolean {
  return service === "industrial-pickup" || service === "residential-pickup";
}

export const PICKUP_FREQUENCIES = ["once", "daily", "weekly", "monthly"] as const;
export type PickupFrequency = (typeof PICKUP_FREQUENCIES)[number];
export const pickupFrequencyLabels: Record<PickupFrequency, string> = {
  once: "Once",
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly or less often",
};

/**
 * What a lead is about: a consultation is about EPR; a contact enquiry says so itself, or takes
 * the service of the page it was sent from, or is a general enquiry.
 */
export function serviceOfLead(lead: { kind: string; service?: string; page: string }): LeadService {
  if (lead.kind === "consultation") return "epr";
  if (isLeadService(lead.service)) return lead.service;
  return serviceOfPage(lead.page) ?? "general";
}
