// The bench scripts use the tests' helpers (a production server, Chromium, the pages to weigh),
// never the other way: a helper that moved into scripts/bench would make the tests depend on
// the benches, and the two import each other.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.join(__dirname, "..");

it("no test helper imports a bench script", () => {
  const helpers = ["tests/support", "e2e/support"].flatMap((dir) =>
    readdirSync(path.join(root, dir)).map((name) => path.join(dir, name)),
  );
  expect(helpers.length).toBeGreaterThan(10);
  const importing = helpers.filter((file) =>
    /from\s+["'][./]*scripts\/bench\//.test(readFileSync(path.join(root, file), "utf8")),
  );
  expect(importing).toEqual([]);
});
