// When something happened in the portal, in Indian time whatever the server's time zone.
const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "28 Nov 2026, 10:15 am". */
export function formatWhen(date: Date): string {
  return when.format(date);
}
