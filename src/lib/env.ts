// Validates process.env once at start-up; every other module reads configuration from here.
import { z } from "zod";
import { DEFAULT_LEAD_RETENTION_MONTHS } from "@/content/retention";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** A whole number from `min` to `max`; unset or empty takes `fallback`. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(min).max(max).default(fallback),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Absolute public origin used for canonical URLs, Open Graph and the sitemap. */
  SITE_URL: z
    .string()
    .trim()
    .default("http://localhost:3000")
    .pipe(z.url({ protocol: /^https?$/ }))
    .transform((v) => v.replace(/\/+$/, "")),
  /** Customer portal behind the LOGIN button; unset shows our own /login page. */
  PORTAL_URL: optionalUrl.optional(),
  /** WordPress site root; unset serves the Markdown posts in src/content/posts. */
  WORDPRESS_URL: optionalUrl.optional(),
  WORDPRESS_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16).optional()),
  /** Where the embedded PGlite database keeps its files. */
  DATA_DIR: z.string().trim().default(".data"),
  /** PostgreSQL connection string; unset uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  /** Shared page and data cache for several instances (cache-handler.mjs reads it directly). */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/[^/\s]/, "must start with redis:// or rediss://")
      .optional(),
  ),
  REDIS_KEY_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]{1,40}$/, "letters, digits, dots, dashes or underscores (at most 40)")
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  LEADS_NOTIFY_TO: optionalString.pipe(z.email().optional()),
  LEADS_MAIL_FROM: optionalString.pipe(z.email().optional()),
  LEADS_WEBHOOK_URL: optionalUrl.optional(),
  LEADS_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16).optional()),
  /** Key for hashing client addresses in the rate limiter; no raw IP is ever stored. */
  RATE_LIMIT_SECRET: optionalString.pipe(z.string().min(16).optional()),
  /** Signs staff session cookies; at least 32 characters. Unset on the embedded database, a
   * random one is kept in DATA_DIR; required with DATABASE_URL so every instance shares it. */
  STAFF_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Staff sign-in attempts allowed per client address and minute. */
  STAFF_SIGN_IN_PER_MINUTE: wholeNumber(1, 1000, 10),
  /** Months after a lead's last activity before it is deleted (customers are kept). */
  LEAD_RETENTION_MONTHS: wholeNumber(1, 120, DEFAULT_LEAD_RETENTION_MONTHS),
  /** Folder for scheduled backups; unset takes none (`npm run db:backup` still works). */
  BACKUP_DIR: optionalString,
  /** The hour of the day, India time (0-23), when the scheduled backup is taken. */
  BACKUP_HOUR: wholeNumber(0, 23, 2),
  /** How many scheduled backups to keep (older ones, and any past the lead retention, go). */
  BACKUP_KEEP: wholeNumber(1, 365, 14),
  /** Encrypts every backup (AES-256-GCM, key derived with scrypt) when set. */
  BACKUP_PASSPHRASE: optionalString.pipe(z.string().min(12).optional()),
  /** Where operations alerts are mailed (over SMTP_URL); unset sends none. */
  OPS_ALERT_TO: optionalString.pipe(z.email().optional()),
  /** Minutes a lead may wait undelivered before an alert. */
  OPS_ALERT_UNDELIVERED_MINUTES: wholeNumber(1, 1440, 30),
  /** Minutes WordPress may be unreachable before an alert. */
  OPS_ALERT_WORDPRESS_MINUTES: wholeNumber(1, 1440, 15),
  /** Bearer token for /metrics (16+ characters); unset, /metrics answers 404. */
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16)
      .regex(/^[\x21-\x7e]+$/, "printable ASCII without spaces (it is sent as a bearer token)")
      .optional(),
  ),
  /** The commit the build was made from, shown on the operations page. */
  GIT_COMMIT: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{7,40}$/i, "a commit hash (7 to 40 hexadecimal digits)")
      .optional(),
  ),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For. 0 (no proxy):
   * the socket's address is the client and the header is ignored, so it cannot be made up.
   */
  TRUSTED_PROXY_HOPS: z
    .string()
    .trim()
    .default("0")
    .transform((v) => (v === "" ? "0" : v))
    .pipe(z.string().regex(/^\d$/, "must be a whole number from 0 to 9"))
    .transform(Number),
});

// Half a delivery channel would silently store leads that nobody is told about.
const checked = schema.superRefine((env, ctx) => {
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
    const message = "is required with LEADS_WEBHOOK_URL (it signs each webhook)";
    ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_SECRET"], message });
  }
  if (env.OPS_ALERT_TO && !env.SMTP_URL) {
    const message = "needs SMTP_URL (alerts are sent by e-mail)";
    ctx.addIssue({ code: "custom", path: ["OPS_ALERT_TO"], message });
  }
  if (env.SMTP_URL && !env.LEADS_NOTIFY_TO) {
    const message = "is required with SMTP_URL (where lead e-mails go)";
    ctx.addIssue({ code: "custom", path: ["LEADS_NOTIFY_TO"], message });
  }
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checked.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
