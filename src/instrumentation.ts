// Runs once when the server starts: a bad configuration stops it here, naming the variable.
export async function register() {
  await import("@/lib/env");
}
