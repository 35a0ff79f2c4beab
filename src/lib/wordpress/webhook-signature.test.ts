import { describe, expect, it } from "vitest";
import {
  DeliveryLog,
  LEGACY_SECRET_UNTIL,
  MAX_AGE_SECONDS,
  signDelivery,
  verifyDelivery,
} from "./webhook-signature";

const secret = "a-webhook-secret-of-some-length";
const body = JSON.stringify({ type: "faq", id: 12, pages: ["faq"] });
const now = new Date("2026-12-08T01:00:00Z");
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

function delivery(options: { at?: Date; id?: string; key?: string; text?: string } = {}) {
  const timestamp = seconds(options.at ?? now);
  const id = options.id ?? "2f7c9e1a-5b3d-4c8e-9f0a-1b2c3d4e5f60";
  return {
    timestamp,
    id,
    signature: signDelivery(options.key ?? secret, timestamp, id, options.text ?? body),
    secret: null,
  };
}

describe("the webhook's signature", () => {
  it("takes a signed delivery once and refuses its replay", () => {
    const log = new DeliveryLog();
    const captured = delivery();
    expect(verifyDelivery(captured, body, secret, log, now)).toEqual({ ok: true, form: "signed" });
    const later = new Date(now.getTime() + 30_000);
    expect(verifyDelivery(captured, body, secret, log, later)).toEqual({
      ok: false,
      reason: "replayed",
    });
  });

  it("refuses a delivery older than the window, even never seen, and one from the future", () => {
    const log = new DeliveryLog();
    const old = delivery({ at: new Date(now.getTime() - (MAX_AGE_SECONDS + 1) * 1000) });
    expect(verifyDelivery(old, body, secret, log, now)).toMatchObject({ reason: "stale" });
    const ahead = delivery({ at: new Date(now.getTime() + (MAX_AGE_SECONDS + 1) * 1000) });
    expect(verifyDelivery(ahead, body, secret, log, now)).toMatchObject({ reason: "stale" });
  });

  it("refuses a changed body, another key, a changed time or id, and no signature", () => {
    const log = new DeliveryLog();
    const other = JSON.stringify({ type: "faq", id: 13, pages: ["faq"] });
    expect(verifyDelivery(delivery(), other, secret, log, now)).toMatchObject({
      reason: "bad signature",
    });
    const wrongKey = delivery({ key: "another-secret-entirely" });
    expect(verifyDelivery(wrongKey, body, secret, log, now)).toMatchObject({
      reason: "bad signature",
    });
    const moved = { ...delivery(), timestamp: seconds(new Date(now.getTime() + 1000)) };
    expect(verifyDelivery(moved, body, secret, log, now)).toMatchObject({
      reason: "bad signature",
    });
    const renamed = { ...delivery(), id: "another-delivery-id" };
    expect(verifyDelivery(renamed, body, secret, log, now)).toMatchObject({
      reason: "bad signature",
    });
    const bare = { timestamp: null, id: null, signature: null, secret: null };
    expect(verifyDelivery(bare, body, secret, log, now)).toMatchObject({ reason: "unsigned" });
    expect(verifyDelivery(delivery(), body, undefined, log, now)).toMatchObject({
      reason: "unsigned",
    });
  });

  it("takes the former secret header until the upgrade window ends, then refuses it", () => {
    const log = new DeliveryLog();
    const legacy = { timestamp: null, id: null, signature: null, secret };
    expect(verifyDelivery(legacy, body, secret, log, now)).toEqual({ ok: true, form: "secret" });
    const wrong = { ...legacy, secret: "not-the-secret-at-all" };
    expect(verifyDelivery(wrong, body, secret, log, now)).toMatchObject({ reason: "unsigned" });
    const after = new Date(LEGACY_SECRET_UNTIL.getTime() + 1000);
    expect(verifyDelivery(legacy, body, secret, log, after)).toMatchObject({
      reason: "secret form ended",
    });
  });
});
