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
