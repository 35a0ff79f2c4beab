// A failed query on both databases, as the server log would show it: the query and the error
// code, never the values it was given (lib/logging/scrub.ts).
import { inspect } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { installLogScrub, scrubbed } from "@/lib/logging/scrub";
import { databaseBackends } from "../leads/services";

const EMAIL = "ravi.kumar@example.com";

describe.each(databaseBackends)("a failed query on $name, logged", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let failure: unknown;

  beforeAll(async () => {
    ({ handle, cleanup } = await open());
    // The database quotes the value in its own message: invalid input syntax for type integer.
    failure = await handle.db.execute(sql`select ${EMAIL}::int as n`).then(
      () => undefined,
      (error: unknown) => error,
    );
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  it("carries the value before it is scrubbed", () => {
    expect(inspect(failure, { depth: 5 })).toContain(EMAIL);
  });

  it("names the query and the code, not the value", () => {
    const shown = inspect(scrubbed(failure), { depth: 5 });
    expect(shown).not.toContain(EMAIL);
    expect(shown).toContain("Failed query: select $1::int as n");
    expect(shown).toContain("database code 22P02");
    // The database's error alone, and one wrapped in another, are scrubbed too.
    const cause = (failure as Error).cause;
    expect(inspect(scrubbed(cause), { depth: 5 })).not.toContain(EMAIL);
    const wrapped = new Error("saving the note failed", { cause: failure });
    expect(inspect(scrubbed(wrapped), { depth: 5 })).not.toContain(EMAIL);
  });

  it("keeps no line of a value that runs over several lines, and keeps Next's digest", async () => {
    const note = "Call me\n    at 98400 12345 after six";
    const failed = await handle.db.execute(sql`select ${note}::int as n`).then(
      () => undefined,
      (error: unknown) => error,
    );
    Object.assign(failed as Error, { digest: "1234567890" });
    const shown = inspect(scrubbed(failed), { depth: 5 });
    expect(shown).not.toContain("98400");
    expect(shown).toContain("1234567890");
    expect(shown).toMatch(/\n\s+at /);
  });

  it("is what console.error and console.warn write once installed", () => {
    const written: string[] = [];
    const sink = {
      error: (...args: unknown[]) => written.push(args.map((a) => inspect(a)).join(" ")),
      warn: (...args: unknown[]) => written.push(args.map((a) => inspect(a)).join(" ")),
      info: (...args: unknown[]) => written.push(args.map((a) => inspect(a)).join(" ")),
    };
    installLogScrub(sink);
    installLogScrub(sink);
    sink.error("Error:", failure);
    sink.warn(failure);
    expect(written).toHaveLength(2);
    for (const line of written) {
      expect(line).not.toContain(EMAIL);
      expect(line).toContain("22P02");
    }
  });
});
