// Tables of the site's own database: enquiries, their outbox, rate limits and the staff workspace.
import { sql } from "drizzle-orm";
import { LEAD_SERVICES, PICKUP_FREQUENCIES } from "@/content/lead-services";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /** What the enquiry is about (content/lead-services.ts). */
    service: text("service", { enum: LEAD_SERVICES }).notNull().default("general"),
    /** What a pickup quote needs, when the visitor gave it. */
    pickupArea: text("pickup_area"),
    wasteType: text("waste_type"),
    wasteVolume: text("waste_volume"),
    pickupFrequency: text("pickup_frequency", { enum: PICKUP_FREQUENCIES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_service_idx").on(t.service, t.createdAt),
    check("leads_kind_check", sql`${t.kind} in ('contact', 'consultation')`),
    check(
      "leads_service_check",
      sql`${t.service} in ('epr', 'industrial-pickup', 'residential-pickup', 'general')`,
    ),
  ],
);

export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The team's e-mail, the webhook, or the e-mail telling a lead's owner it is theirs. */
    channel: text("channel", { enum: ["email", "webhook", "owner"] }).notNull(),
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
/**
 * Submissions the lead forms refused, counted by India day and reason (a filled honeypot, the
 * rate limit, invalid fields): the operations page's form health. Counts only, nobody's data.
 */
export const leadRefusals = pgTable(
  "lead_refusals",
  {
    day: date("day").notNull(),
    reason: text("reason", { enum: ["spam", "rate-limit", "invalid"] }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] })],
);

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
    /** The staff member working the lead, and the day (India) they mean to follow it up. */
    ownerId: text("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    followUpOn: date("follow_up_on"),
  },
  (t) => [
    index("lead_workflow_activity_idx").on(t.lastActivityAt),
    index("lead_workflow_owner_idx").on(t.ownerId, t.followUpOn),
  ],
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
      enum: ["status", "note", "customer", "correction", "opt-out", "delivery", "owner"],
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

// The client portal: organisations, their people (better-auth's second instance, with tables of
// its own so a client account can never be a staff account), invitations, the portal's event log
// and its mail outbox.

export const CLIENT_ROLES = ["admin", "member"] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** A client company; its registration numbers are kept per regime (plastic, e-waste, ...). */
export const clientOrganisations = pgTable("client_organisations", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  gstin: text("gstin"),
  registrations: jsonb("registrations").$type<Record<string, string>>().notNull().default({}),
  /** The staff member who manages the client (notes are mailed to them). */
  managerId: text("manager_id").references(() => staffUsers.id, { onDelete: "set null" }),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A client person: one organisation each, as an administrator or a member. */
export const clientUsers = pgTable(
  "client_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => clientOrganisations.id, { onDelete: "cascade" }),
    role: text("role", { enum: CLIENT_ROLES }).notNull().default("member"),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_users_organisation_idx").on(t.organisationId)],
);

export const clientSessions = pgTable(
  "client_sessions",
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
      .references(() => clientUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("client_sessions_user_idx").on(t.userId)],
);

export const clientAccounts = pgTable("client_accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => clientUsers.id, { onDelete: "cascade" }),
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

export const clientVerifications = pgTable("client_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const clientTwoFactors = pgTable("client_two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => clientUsers.id, { onDelete: "cascade" }),
  verified: boolean("verified").default(true),
  failedVerificationCount: integer("failed_verification_count").default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const clientRateLimits = pgTable("client_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** An invitation: only a hash of its token is kept; it works once, until `expiresAt`. */
export const clientInvitations = pgTable(
  "client_invitations",
  {
    id: uuid("id").primaryKey(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => clientOrganisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: CLIENT_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** "staff:<address>" or "client:<address>": who sent it. */
    invitedBy: text("invited_by").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_invitations_organisation_idx").on(t.organisationId)],
);

export const PORTAL_ACTIONS = [
  "organisation.created",
  "organisation.suspended",
  "organisation.restored",
  "person.invited",
  "person.joined",
  "person.suspended",
  "person.restored",
  "person.removed",
  "sign-in",
  "sign-out",
  "view-as",
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/** Who did what in the portal, and when: the access log (no passwords, no tokens). */
export const portalEvents = pgTable(
  "portal_events",
  {
    id: uuid("id").primaryKey(),
    organisationId: uuid("organisation_id"),
    action: text("action", { enum: PORTAL_ACTIONS }).notNull(),
    actorKind: text("actor_kind", { enum: ["staff", "client", "system"] }).notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    /** What the action concerned: a person's address, an invitation, a document. */
    subject: text("subject"),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portal_events_organisation_idx").on(t.organisationId, t.createdAt)],
);

/** The portal's outgoing mail (invitations, password resets), sent and retried by its worker. */
export const portalMail = pgTable(
  "portal_mail",
  {
    id: uuid("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** Emptied once sent: an invitation's link must not outlive its delivery in the table. */
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portal_mail_due_idx").on(t.status, t.nextAttemptAt)],
);
