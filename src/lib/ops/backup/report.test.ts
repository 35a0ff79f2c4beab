import { describe, expect, it } from "vitest";
import { encodeBackup, type Manifest } from "./archive";
import { describeWrittenBackup } from "./report";

const manifest: Manifest = {
  createdAt: "2026-11-29T02:00:00.000Z",
  kind: "pglite",
  schema: "0005_backups",
  tables: { leads: 3, staff_users: 0 },
};
const parts = { dump: Buffer.from("a database dump") };
const SERVER = "the server's own passphrase";

describe("what db:backup says about the file it wrote", () => {
  it("reads encryption from the archive, not from the command's environment", async () => {
    const plain = await encodeBackup(manifest, parts);
    const said = await describeWrittenBackup(plain, "site.backup", SERVER);
    expect(said.lines[0]).toMatch(/^Wrote site\.backup: \d+ bytes, NOT encrypted/);
    expect(said.lines[1]).toBe("Rows: leads 3.");
    expect(said.warnings).toEqual([
      expect.stringMatching(/sets BACKUP_PASSPHRASE but the server .* does not/),
    ]);

    const sealed = await encodeBackup(manifest, parts, SERVER);
    const unset = await describeWrittenBackup(sealed, "site.backup", undefined);
    expect(unset.lines[0]).toMatch(/, encrypted, embedded database at schema 0005_backups\.$/);
    expect(unset.warnings).toEqual([expect.stringMatching(/does not set: db:restore will need/)]);
  });

  it("warns when the command's passphrase does not open the server's backup, and not when it does", async () => {
    const sealed = await encodeBackup(manifest, parts, SERVER);
    const other = await describeWrittenBackup(sealed, "site.backup", "another long passphrase");
    expect(other.warnings).toEqual([expect.stringMatching(/does not open the backup/)]);
    expect((await describeWrittenBackup(sealed, "site.backup", SERVER)).warnings).toEqual([]);
    const plain = await encodeBackup(manifest, parts);
    expect((await describeWrittenBackup(plain, "site.backup", undefined)).warnings).toEqual([]);
  });
});
