// Tables of the client portal: organisations, their people (better-auth's second instance, with
// tables of its own so a client account can never be a staff account), invitations, the portal's
// event log and its mail outbox. Re-exported by schema.ts.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./schema";

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
