// The bearer token /metrics answers to on the e2e server (playwright.config.ts sets it).
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";
