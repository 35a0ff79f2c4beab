import path from "node:path";

// The e2e server's data folder (playwright.config.ts gives it to the server): the embedded
// database and the local channel the account commands use.
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
