// The name the thank-you message greets a visitor by.

/** Titles written before a name, in the forms people in India type them (with or without a dot). */
const TITLES = new Set([
  "dr",
  "mr",
  "mrs",
  "ms",
  "miss",
  "prof",
  "shri",
  "sri",
  "smt",
  "kum",
  "er",
]);

/**
 * The first word of a name that is neither a title nor an initial: "Dr Meena Raman" and
 * "R. Karthik" are greeted as Meena and Karthik. Undefined when nothing is left ("Dr. R."),
 * and the message then thanks without a name.
 */
export function greetingName(fullName: string | undefined): string | undefined {
  const words = fullName?.trim().split(/\s+/) ?? [];
  return words.find((word) => {
    const bare = word.replace(/\.+$/, "").toLowerCase();
    const initials = /^(\p{L}\.)+\p{L}?$/u.test(word) || /^\p{L}$/u.test(bare);
    return bare !== "" && !initials && !TITLES.has(bare);
  });
}
