import { describe, expect, it } from "vitest";
import {
  BackupError,
  decodeBackup,
  encodeBackup,
  readArchiveInfo,
  readManifest,
  type Manifest,
} from "./archive";

const manifest: Manifest = {
  createdAt: "2026-11-29T02:00:00.000Z",
  kind: "pglite",
  schema: "0005_backups",
  tables: { leads: 3, staff_users: 1 },
};
const dump = Buffer.from("a database dump ".repeat(200));
const parts = { dump, "staff-auth-secret": Buffer.from("key") };

async function problemOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BackupError) return error.problem;
    throw error;
  }
  return "none";
}

describe("backup archive", () => {
  it("round-trips a dump and its manifest, compressed", async () => {
    const file = await encodeBackup(manifest, parts);
    expect(file.length).toBeLessThan(dump.length / 4);
    expect(readManifest(file)).toEqual(manifest);
    const opened = await decodeBackup(file);
    expect(opened.manifest).toEqual(manifest);
    expect(Buffer.from(opened.parts.dump).equals(dump)).toBe(true);
    expect(Buffer.from(opened.parts["staff-auth-secret"]!).toString()).toBe("key");
  });

  it("encrypts with a passphrase and opens only with the same one", async () => {
    const file = await encodeBackup(manifest, parts, "correct horse battery");
    // The dump's text is nowhere in the file; the manifest stays readable without the passphrase.
    expect(file.includes(Buffer.from("a database dump"))).toBe(false);
    expect(readManifest(file).tables.leads).toBe(3);
    const opened = await decodeBackup(file, "correct horse battery");
    expect(Buffer.from(opened.parts.dump).equals(dump)).toBe(true);
    expect(await problemOf(async () => decodeBackup(file))).toBe("needs-passphrase");
    expect(await problemOf(async () => decodeBackup(file, "wrong horse battery"))).toBe(
      "wrong-passphrase-or-changed",
    );
  });

  it("refuses a sealed file whose body or manifest was changed", async () => {
    const file = await encodeBackup(manifest, parts, "correct horse battery");
    const flipped = Buffer.from(file);
    flipped[flipped.length - 40]! ^= 1;
    expect(await problemOf(async () => decodeBackup(flipped, "correct horse battery"))).toBe(
      "wrong-passphrase-or-changed",
    );
    // A count changed in the header (same length, so only the authentication can tell).
    const text = file.toString("latin1").replace('"leads":3', '"leads":4');
    expect(
      await problemOf(async () =>
        decodeBackup(Buffer.from(text, "latin1"), "correct horse battery"),
      ),
    ).toBe("wrong-passphrase-or-changed");
  });

  it("refuses a damaged plain file, a cut one and one that is no backup", async () => {
    const file = await encodeBackup(manifest, parts);
    const flipped = Buffer.from(file);
    flipped[flipped.length - 10]! ^= 1;
    expect(await problemOf(async () => decodeBackup(flipped))).toBe("damaged");
    expect(await problemOf(async () => decodeBackup(file.subarray(0, 30)))).toBe("damaged");
    expect(await problemOf(async () => decodeBackup(Buffer.from("PGDMP custom archive")))).toBe(
      "not-a-backup",
    );
  });

  it("refuses a plain file whose header was changed, before opening its body", async () => {
    const file = await encodeBackup(manifest, parts);
    expect(await readArchiveInfo(file).encrypted).toBe(false);
    // A count changed in the header, same length: only a checksum over the header can tell.
    const text = file.toString("latin1").replace('"leads":3', '"leads":4');
    expect(await problemOf(async () => decodeBackup(Buffer.from(text, "latin1")))).toBe("damaged");
    const kind = file.toString("latin1").replace('"kind":"pglite"', '"kind":"postgres"');
    expect(await problemOf(async () => decodeBackup(Buffer.from(kind, "latin1")))).toBe("damaged");
  });

  it("says whether a file is encrypted from the file itself", async () => {
    expect(readArchiveInfo(await encodeBackup(manifest, parts, "correct horse battery"))).toEqual({
      manifest,
      encrypted: true,
    });
  });
});
