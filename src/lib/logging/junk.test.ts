import { describe, expect, it } from "vitest";
import { junkCounter } from "./junk";

const unknownAction = () =>
  new Error(
    'Failed to find Server Action "7f00aa". This request might be from an older or newer deployment.',
  );
const shortBody = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

describe("expected junk in the log", () => {
  it("counts an unknown Server Action and a short body, with one line per power of ten", () => {
    const lines: string[] = [];
    const junk = junkCounter((line) => lines.push(line));
    for (let i = 0; i < 100; i++) expect(junk.count([unknownAction()])).toBe(true);
    expect(junk.count(["Error:", shortBody()])).toBe(true);
    expect(junk.counts()).toEqual({
      "unknown Server Action (answered 409 or 400)": 100,
      "request body shorter than its Content-Length (connection closed)": 1,
    });
    expect(lines).toEqual([
      "[junk] unknown Server Action (answered 409 or 400): 1 so far",
      "[junk] unknown Server Action (answered 409 or 400): 10 so far",
      "[junk] unknown Server Action (answered 409 or 400): 100 so far",
      "[junk] request body shorter than its Content-Length (connection closed): 1 so far",
    ]);
    // No stack trace in any of them.
    expect(lines.join("\n")).not.toMatch(/\n\s+at /);
  });

  it("leaves every other error to the log", () => {
    const junk = junkCounter(() => {});
    expect(junk.count([new Error("Failed query: select 1")])).toBe(false);
    expect(junk.count([Object.assign(new Error("aborted"), { code: "EPIPE" })])).toBe(false);
    expect(junk.count(["a plain message"])).toBe(false);
    expect(junk.counts()).toEqual({});
  });
});
