import { describe, expect, it } from "vitest";
import { WordPressError } from "@/lib/wordpress/transport";
import { faultCounter } from "./faults";

const fetchFailed = () =>
  new TypeError("fetch failed", {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:8881"), {
      code: "ECONNREFUSED",
    }),
  });

describe("faults of an outside service in the log", () => {
  it("logs each as one line with a count per kind, never a stack or a fetch dump", () => {
    const lines: string[] = [];
    const faults = faultCounter((line) => lines.push(line));
    for (let i = 0; i < 3; i++) {
      const error = new WordPressError("timeout", "WordPress did not answer /faqs in time");
      expect(faults.count(["⨯", error])).toBe(true);
    }
    expect(faults.count([fetchFailed()])).toBe(true);
    const url = "http://127.0.0.1:8881/wp-json/wp/v2/faqs";
    expect(faults.count(["Failed to set fetch cache", url, new TypeError("terminated")])).toBe(
      true,
    );
    expect(faults.count([new WordPressError("too-large", "WordPress sent too much for /faqs")]));
    expect(lines).toEqual([
      "[wordpress] WordPress did not answer /faqs in time (wordpress timeout: 1 so far)",
      "[wordpress] WordPress did not answer /faqs in time (wordpress timeout: 2 so far)",
      "[wordpress] WordPress did not answer /faqs in time (wordpress timeout: 3 so far)",
      "[fetch] fetch failed (ECONNREFUSED) (fetch failed: 1 so far)",
      "[fetch] answer not cached: terminated (fetch not cached: 1 so far)",
      "[wordpress] WordPress sent too much for /faqs (wordpress too-large: 1 so far)",
    ]);
    expect(faults.counts()).toEqual({
      "wordpress timeout": 3,
      "fetch failed": 1,
      "fetch not cached": 1,
      "wordpress too-large": 1,
    });
  });

  it("leaves every other error to the log", () => {
    const faults = faultCounter(() => {});
    expect(faults.count([new Error("Failed query: select 1")])).toBe(false);
    expect(faults.count([new TypeError("x is not a function")])).toBe(false);
    expect(faults.count(["a plain message"])).toBe(false);
  });
});
