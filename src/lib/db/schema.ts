// Tables of the site's own database: enquiries, their delivery outbox and rate-limit counters.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
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
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export type LeadRow = typeof leads.$inferSelect;
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;
