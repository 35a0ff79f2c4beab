import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations from src/lib/db/schema.ts; the app applies them.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/lib/db/schema.ts",
  out: "./drizzle",
});
