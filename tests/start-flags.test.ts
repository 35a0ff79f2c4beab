import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { START_ENV, START_NODE_FLAGS } from "./support/production-server";

type PackageJson = {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;

describe("npm start", () => {
  it("runs the one production entry with the node flags the memory budget was measured with", () => {
    expect(pkg.scripts.start).toBe(
      `${Object.entries(START_ENV)
        .map(([name, value]) => `${name}=\${${name}:-${value}}`)
        .join(" ")} node ${START_NODE_FLAGS.join(" ")} server.mjs`,
    );
  });

  it("runs the image's server, the same entry, with the same flags and environment", () => {
    // The runtime stage: everything after the last FROM.
    const dockerfile = readFileSync("Dockerfile", "utf8")
      .split(/^FROM /m)
      .at(-1)!;
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...START_NODE_FLAGS, "server.mjs"]);
    for (const [name, value] of Object.entries(START_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, "m"));
    }
    // The standalone build gets the repository's server.mjs, not an entry of its own.
    expect(readFileSync("scripts/build/assemble-standalone.ts", "utf8")).toMatch(
      /cpSync\("server\.mjs", path\.join\(standalone, "server\.mjs"\)\)/,
    );
  });

  it("installs the pinned Node with the packages", () => {
    expect(pkg.dependencies.node).toBe(readFileSync(".nvmrc", "utf8").trim().replace(/^v/, ""));
  });

  it("runs its scripts on the pinned Node even where an older one comes first on PATH", () => {
    // A machine whose own node is older: a `node` that says it is Node 20 comes first on PATH.
    const oldNode = mkdtempSync(path.join(os.tmpdir(), "old-node-"));
    try {
      writeFileSync(path.join(oldNode, "node"), "#!/bin/sh\necho v20.0.0\n");
      chmodSync(path.join(oldNode, "node"), 0o755);
      // npm itself is run on this Node: its own `#!/usr/bin/env node` would find the old one.
      const npmCli = realpathSync(
        execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim(),
      );
      const run = spawnSync(
        process.execPath,
        [npmCli, "exec", "--offline", "-c", "node --version"],
        {
          env: { ...process.env, PATH: `${oldNode}:${process.env.PATH ?? ""}` },
          encoding: "utf8",
        },
      );
      expect(run.stderr).toBe("");
      expect(run.stdout.trim()).toBe(`v${pkg.dependencies.node}`);
    } finally {
      rmSync(oldNode, { recursive: true, force: true });
    }
  });

  it("refuses, saying what to run, when started directly on an older Node", () => {
    const asNode20 =
      'Object.defineProperty(process, "versions", { value: { ...process.versions, node: "20.0.0" } });';
    const run = spawnSync(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(asNode20)}`, "server.mjs"],
      { encoding: "utf8", timeout: 20_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("This server needs Node 24 or later");
    expect(run.stderr).toContain("Run it with `npm start`");
  });
});
