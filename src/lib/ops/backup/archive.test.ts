import { describe, expect, it } from "vitest";
import { BackupError, decodeBackup, encodeBackup, readManifest, type Manifest } from "./archive";

const manifest: Manifest = {
  createdAt: "2026-11-29T02:00:00.000Z",
  kind: "pglite",
  schema: "0005_backups",
  tables: { leads: 3, staff_users: 1 },
};
const dump = Buffer.from("a database dump ".repeat(200));
const parts = { dump, "staff-auth-secret": Buffer.from("key") };

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof BackupError) return error.problem;
    throw error;
  }
  return "none";
}

describe("backup archive", () => {
  it("round-trips a dump and its manifest, compressed", () => {
    const file = encodeBackup(manifest, parts);
    expect(file.length).toBeLessThan(dump.length / 4);
    expect(readManifest(file)).toEqual(manifest);
    const opened = decodeBackup(file);
    expect(opened.manifest).toEqual(manifest);
    expect(Buffer.from(opened.parts.dump).equals(dump)).toBe(true);
    expect(Buffer.from(opened.parts["staff-auth-secret"]!).toString()).toBe("key");
  });

  it("encrypts with a passphrase and opens only with the same one", () => {
    const file = encodeBackup(manifest, parts, "correct horse battery");
    // The dump's text is nowhere in the file; the manifest stays readable without the passphrase.
    expect(file.includes(Buffer.from("a database dump"))).toBe(false);
    expect(readManifest(file).tables.leads).toBe(3);
    expect(Buffer.from(decodeBackup(file, "correct horse battery").parts.dump).equals(dump)).toBe(
      true,
    );
    expect(problemOf(() => decodeBackup(file))).toBe("needs-passphrase");
    expect(problemOf(() => decodeBackup(file, "wrong horse battery"))).toBe(
      "wrong-passphrase-or-changed",
    );
  });

  it("refuses a sealed file whose body or manifest was changed", () => {
    const file = encodeBackup(manifest, parts, "correct horse battery");
    const flipped = Buffer.from(file);
    flipped[flipped.length - 40]! ^= 1;
    expect(problemOf(() => decodeBackup(flipped, "correct horse battery"))).toBe(
      "wrong-passphrase-or-changed",
    );
    // A count changed in the header (same length, so only the authentication can tell).
    const text = file.toString("latin1").replace('"leads":3', '"leads":4');
    expect(
      problemOf(() => decodeBackup(Buffer.from(text, "latin1"), "correct horse battery")),
    ).toBe("wrong-passphrase-or-changed");
  });

  it("refuses a damaged plain file, a cut one and one that is no backup", () => {
    const file = encodeBackup(manifest, parts);
    const flipped = Buffer.from(file);
    flipped[flipped.length - 10]! ^= 1;
    expect(problemOf(() => decodeBackup(flipped))).toBe("damaged");
    expect(problemOf(() => decodeBackup(file.subarray(0, 30)))).toBe("damaged");
    expect(problemOf(() => decodeBackup(Buffer.from("PGDMP custom archive")))).toBe("not-a-backup");
  });
});
