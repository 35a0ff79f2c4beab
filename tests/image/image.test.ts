// The container image, really built and run with podman (scripts/ci/setup-podman.sh). No
// registry is reachable in CI, so the base is a local stand-in for the official Node image
// (scripts/image/make-base-image.sh), passed as the NODE_IMAGE build argument.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../deploy/stack";

const run = promisify(execFile);
const repo = path.resolve(__dirname, "../..");
const PORT = 3235;
const IMAGE = "localhost/nirmal-earth-site:test";
const caBundle = process.env.SSL_CERT_FILE || "/etc/ssl/certs/ca-certificates.crt";
const CONTAINER = `nirmal-earth-site-test-${process.pid}`;

async function podman(args: string[], timeoutMs = 60_000): Promise<string> {
  const { stdout } = await run("podman", args, {
    cwd: repo,
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim();
}

describe("the container image", () => {
  beforeAll(async () => {
    const { stdout } = await run("bash", ["scripts/image/make-base-image.sh"], {
      cwd: repo,
      timeout: 900_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const base = stdout.trim().split("\n").at(-1)!;
    await podman(
      [
        "build",
        "--format",
        "docker",
        // Only the final image is stored: committing each step as a layer to reuse later (the
        // dependencies alone are about 1.5 GB) took 40 of 140 s, and CI starts with no layers.
        "--layers=false",
        "--network",
        "host",
        "--build-arg",
        `NODE_IMAGE=${base}`,
        // Set by scripts/ci/test-steps.sh when the run checks the types itself.
        "--build-arg",
        `BUILD_TYPES_CHECKED=${process.env.BUILD_TYPES_CHECKED ?? ""}`,
        // The machine's CA bundle, for networks that inspect TLS on the way to the npm registry.
        ...(existsSync(caBundle) ? ["--secret", `id=ca-certificates,src=${caBundle}`] : []),
        "--tag",
        IMAGE,
        ".",
      ],
      2_400_000,
    );
    // Host networking: CI containers cannot always create bridges; the port is the test's own.
    await podman([
      "run",
      "--detach",
      "--name",
      CONTAINER,
      "--network",
      "host",
      "--env",
      `PORT=${PORT}`,
      "--env",
      "HOSTNAME=127.0.0.1",
      IMAGE,
    ]);
    await waitFor(
      "the container's health check",
      async () => {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        return res.ok && ((await res.json()) as { database: string }).database === "ok";
      },
      180_000,
    );
  }, 3_600_000);

  afterAll(async () => {
    await podman(["rm", "--force", "--time", "0", CONTAINER]).catch(() => "");
    await podman(["rmi", "--force", IMAGE]).catch(() => "");
  }, 120_000);

  it("runs the site as a non-root user from the standalone output only", async () => {
    expect(await podman(["exec", CONTAINER, "id", "-u"])).not.toBe("0");
    const listing = await podman(["exec", CONTAINER, "ls", "-A", "/app"]);
    expect(listing.split("\n").sort()).toEqual(
      expect.arrayContaining([".next", "node_modules", "public", "server.js", "server.mjs"]),
    );
    // No route sources, tests or git history in the image.
    for (const absent of ["src/app", "tests", ".git", "e2e"]) {
      await expect(podman(["exec", CONTAINER, "test", "-e", `/app/${absent}`])).rejects.toThrow();
    }
    expect((await fetch(`http://127.0.0.1:${PORT}/`)).status).toBe(200);
    const sitemap = await (await fetch(`http://127.0.0.1:${PORT}/sitemap.xml`)).text();
    expect(sitemap).toContain("/locations/chennai</loc>");
  });

  it("declares a health check on /api/health that passes", async () => {
    const config = await podman(["image", "inspect", "--format", "{{json .HealthCheck}}", IMAGE]);
    expect(config).toContain("/api/health");
    await podman(["healthcheck", "run", CONTAINER]);
  });

  it("stops cleanly and quickly on SIGTERM", async () => {
    const started = Date.now();
    await podman(["stop", "--time", "30", CONTAINER], 60_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await podman(["inspect", "--format", "{{.State.ExitCode}}", CONTAINER])).toBe("0");
    expect(await podman(["logs", CONTAINER])).toMatch(/SIGTERM: stopping[\s\S]*Stopped in \d+ ms/);
  });
});
