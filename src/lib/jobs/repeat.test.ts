import { afterEach, describe, expect, it, vi } from "vitest";
import { repeat } from "./repeat";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("repeat", () => {
  it("runs on its interval (and once early when asked), never two runs at once", async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const job = repeat("[test] failed", 1000, task, 200);
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
    // Still running at the next two ticks: they are skipped.
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    release();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("logs a failed run by its error's name only, and runs again at the next tick", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const task = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError("secret@example.com in a message"))
      .mockResolvedValue(undefined);
    const job = repeat("[test] failed", 1000, task);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledExactlyOnceWith("[test] failed: TypeError");
    await job.stop();
  });

  it("lets a stop wait for the run in progress", async () => {
    vi.useFakeTimers();
    let finished = false;
    const job = repeat("[test] failed", 1000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
  });
});
