import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { START_ENV, START_NODE_FLAGS } from "../scripts/lib/production-server";

describe("npm start", () => {
  it("starts the server with the node flags the memory budget was measured with", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(
      `${Object.entries(START_ENV)
        .map(([name, value]) => `${name}=\${${name}:-${value}}`)
        .join(
          " ",
        )} node ${START_NODE_FLAGS.join(" ")} node_modules/next/dist/bin/next start -p \${PORT:-3000}`,
    );
  });

  it("runs the image's server with the same flags and environment", () => {
    // The runtime stage: everything after the last FROM.
    const dockerfile = readFileSync("Dockerfile", "utf8")
      .split(/^FROM /m)
      .at(-1)!;
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...START_NODE_FLAGS, "server.mjs"]);
    for (const [name, value] of Object.entries(START_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, "m"));
    }
  });
});
