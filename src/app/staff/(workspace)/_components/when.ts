// When something happened to a lead, as the workspace writes it: Indian time, whatever the
// server's time zone.
const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "28 Nov 2026, 10:15 am"; a dash for a time not yet reached (a delivery not sent). */
export function formatWhen(date: Date | null): string {
  return date ? when.format(date) : "—";
}

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar day stored as "2026-11-28" (a follow-up day): "28 Nov 2026". */
export function formatDay(iso: string): string {
  return day.format(new Date(`${iso}T00:00:00Z`));
}
