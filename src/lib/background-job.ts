/** A job started by src/lib/boot.ts when the server starts; `stop` waits for a run in progress. */
export type BackgroundJob = { stop: () => Promise<void> };
