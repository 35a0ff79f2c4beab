// Impact counters. These are the company's own figures: correct them here
// and every page that shows them follows.

export type Counter = { id: string; to: number; label: string; suffix?: string };

export const allCounters: readonly Counter[] = [
  { id: "epr-clients", to: 45, label: "EPR clients", suffix: "+" },
  { id: "e-waste", to: 2481, label: "tonnes of e-waste sent to registered recyclers" },
  { id: "partners", to: 150, label: "waste and impact management partners" },
  { id: "schools", to: 720, label: "schools trained" },
  { id: "plastic", to: 4860, label: "tonnes of plastic sent for recycling" },
  { id: "paper", to: 9801, label: "tonnes of paper sent to paper mills" },
  { id: "ulbs", to: 81, label: "urban local bodies" },
  { id: "ragpickers", to: 1902, label: "ragpickers professionalised" },
];

const homeIds = ["plastic", "paper", "ulbs", "ragpickers"] as const;

/** The home, industrial and residential pages show these four, in this order. */
export const homeCounters: readonly Counter[] = homeIds.map((id) => {
  const counter = allCounters.find((c) => c.id === id);
  if (!counter) throw new Error(`Unknown counter ${id}`);
  return counter;
});
