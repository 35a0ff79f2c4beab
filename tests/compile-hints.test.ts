import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../scripts/build/compile-hints";

let dir: string;

function build(files: Record<string, string>, rootMainFiles: string[]) {
  dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles }));
}

const read = (name: string) => readFileSync(path.join(dir, name), "utf8");

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("marks every start-up chunk and no other file", () => {
    build(
      {
        "static/chunks/react.js": "react();",
        "static/chunks/runtime.js": "runtime();",
        "static/chunks/page.js": "page();",
        "static/chunks/app.css": "body{}",
      },
      ["static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/app.css"],
    );
    expect(addCompileHints(dir)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}react();`);
    expect(read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}runtime();`);
    expect(read("static/chunks/page.js")).toBe("page();");
    expect(read("static/chunks/app.css")).toBe("body{}");
  });

  it("changes nothing when run again", () => {
    build({ "static/chunks/react.js": "react();" }, ["static/chunks/react.js"]);
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}react();`);
  });

  it("fails loudly on a manifest without start-up files", () => {
    build({}, []);
    writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ pages: {} }));
    expect(() => addCompileHints(dir)).toThrow();
  });
});
