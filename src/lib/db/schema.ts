// Tables of the site's own database: enquiries, their outbox, rate limits and the staff workspace.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "consultation"] }).notNull(),
    name: text("name"),
    company: text("company"),
    phoneE164: text("phone_e164").notNull(),
    email: text("email").notNull(),
    eprType: text("epr_type", { enum: ["plastic", "e-waste", "battery"] }),
    message: text("message").notNull().default(""),
    sourcePage: text("source_page").notNull(),
    privacyNoticeVersion: text("privacy_notice_version").notNull(),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    /** The estimator's canonical query string, when the consultation came from an estimate. */
    estimateQuery: text("estimate_query"),
    /** That estimate as recomputed on the server, one line (the e-mail shows it). */
    estimateSummary: text("estimate_summary"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    check("leads_kind_check", sql`${t.kind} in ('contact', 'consultation')`),
  ],
);

export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker is sending, so two instances never send the same delivery. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Error class and status only: never the lead's content. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_channel_idx").on(t.leadId, t.channel),
    index("lead_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Fixed-window counters keyed by an HMAC of the client address (never the address itself). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  // The scheduled sweep deletes by window start.
  (t) => [index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * Idempotency keys of accepted leads (Idempotency-Key header or the form's hidden key), stored in
 * the lead's own transaction: a retried submission finds its key and gets the first answer.
 * The key is kept as an HMAC and the body as a digest, so neither holds the visitor's data.
 */
export const leadIdempotencyKeys = pgTable(
  "lead_idempotency_keys",
  {
    keyHash: text("key_hash").primaryKey(),
    bodyDigest: text("body_digest").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_idempotency_keys_created_at_idx").on(t.createdAt)],
);

export type LeadRow = typeof leads.$inferSelect;
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;

// ---- Staff workspace: accounts (better-auth), lead workflow, audit and scheduled jobs. ----
// Kept in tables of their own so the leads table stays as the public forms write it.

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable("staff_accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffVerifications = pgTable("staff_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffTwoFactors = pgTable("staff_two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  verified: boolean("verified").default(true),
  failedVerificationCount: integer("failed_verification_count").default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** better-auth's request counters for its own endpoints (database storage, shared by instances). */
export const staffRateLimits = pgTable("staff_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Failed sign-ins per account (keyed by a hash of the address), for the lockout. */
export const staffSignInFailures = pgTable("staff_sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The staff's side of a lead: status, customer mark and the last activity that retention counts from. */
export const leadWorkflow = pgTable(
  "lead_workflow",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    customer: boolean("customer").notNull().default(false),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("lead_workflow_activity_idx").on(t.lastActivityAt)],
);

/** Notes and status changes on a lead, with who and when; deleted with the lead. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: ["status", "note", "customer", "correction", "opt-out", "delivery"],
    }).notNull(),
    /** The new status, the note's text, the names of corrected fields, or the channels retried. */
    detail: text("detail").notNull(),
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * What was erased, deleted or exported, when and by whom: counts only, never the person's data
 * (nor an export's filters, which may hold a name or an address searched for).
 */
export const privacyAudit = pgTable("privacy_audit", {
  id: uuid("id").primaryKey(),
  action: text("action", { enum: ["erasure", "retention", "export"] }).notNull(),
  leadsDeleted: integer("leads_deleted").notNull(),
  leadsExported: integer("leads_exported").notNull().default(0),
  actorEmail: text("actor_email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per scheduled job: an instance runs the job only while it holds the lease. */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});

/**
 * One row per erased lead: a hash of its id (random, so the hash names nobody) and when. A restore
 * deletes every lead whose hash is here, so a person erased after a backup never comes back.
 */
export const erasureTombstones = pgTable("erasure_tombstones", {
  leadHash: text("lead_hash").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each backup taken, on schedule or asked for: when, how large, and how it ended. */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey(),
    trigger: text("trigger", { enum: ["schedule", "manual"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Null while running. */
    ok: boolean("ok"),
    bytes: bigint("bytes", { mode: "number" }),
    /** The file's name (never its folder); an error's code, never personal data. */
    file: text("file"),
    error: text("error"),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt)],
);

export type LeadEventRow = typeof leadEvents.$inferSelect;

/**
 * Small facts every instance must see alike, by key: when the last WordPress webhook arrived,
 * say. Never personal data.
 */
export const opsState = pgTable("ops_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per kind of operations incident (leads undelivered, backup, WordPress): since when the
 * check has failed, and whether the alert went out. The alert and the recovery mail are each
 * sent by the one instance whose conditional update flips `open`.
 */
export const opsIncidents = pgTable("ops_incidents", {
  kind: text("kind").primaryKey(),
  failingSince: timestamp("failing_since", { withTimezone: true }),
  open: boolean("open").notNull().default(false),
  openedAt: timestamp("opened_at", { withTimezone: true }),
  closedAt: timestamp("closed_at", { withTimezone: true }),
  /** The last check's finding (a code such as "unreachable"), never personal data. */
  detail: text("detail"),
});

/**
 * The last company content (team, clients, testimonials, FAQs) read from WordPress, one row per
 * type, or per type and page for those shown per page: what pages show while WordPress cannot be
 * read, after a restart and on every instance (src/lib/company-content). `entries` holds the
 * entries that passed validation, as WordPress sent them; they are validated again when read.
 */
export const wpContentCopies = pgTable("wp_content_copies", {
  key: text("key").primaryKey(),
  entries: jsonb("entries").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export * from "./schema-portal";
