// Runs once when the server starts: a bad configuration stops it here, naming the variable.
export async function register() {
  try {
    await import("@/lib/env");
  } catch (error) {
    // Next would log the failure and keep answering requests with errors; a process
    // manager should see a server that refuses to start instead.
    console.error(error instanceof Error ? error.message : error);
    if (process.env.NEXT_RUNTIME === "nodejs") process.exit(1);
    throw error;
  }
}
