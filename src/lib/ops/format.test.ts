import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration } from "./format";

describe("formatBytes", () => {
  it("writes bytes, then binary units with one decimal below ten", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
  });
});

describe("formatDuration", () => {
  it("keeps the two largest units", () => {
    expect(formatDuration(45_000)).toBe("45 s");
    expect(formatDuration(12 * 60_000 + 30_000)).toBe("12 min");
    expect(formatDuration(3 * 3600_000 + 5 * 60_000)).toBe("3 h 5 min");
    expect(formatDuration(2 * 86_400_000)).toBe("2 d");
    expect(formatDuration(2 * 86_400_000 + 4 * 3600_000)).toBe("2 d 4 h");
    expect(formatDuration(-5)).toBe("0 s");
  });
});
