// The backup file: one line naming the format, one JSON header line (the manifest, and how the
// body is sealed), then the body: named parts (the database's own dump, and on the embedded
// database the staff sign-in key kept beside it), gzip-compressed and, with a passphrase,
// encrypted with AES-256-GCM under a scrypt-derived key. Node's crypto does both: no other
// dependency to keep current, and GCM authenticates the header too (as additional data), so a
// changed count or a flipped byte anywhere is refused rather than restored.
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";

const MAGIC = "nirmal-earth-backup/1\n";
const TAG_BYTES = 16;
/** scrypt's cost: about 0.1 s and 32 MiB on a small server, once per backup or restore. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;

export const manifestSchema = z.object({
  createdAt: z.iso.datetime(),
  /** Which kind of database the dump is of: a PGlite data directory or a pg_dump archive. */
  kind: z.enum(["pglite", "postgres"]),
  /** The last migration applied when the backup was taken. */
  schema: z.string().min(1),
  /** Rows per table at the moment of the dump. */
  tables: z.record(z.string(), z.number().int().min(0)),
});
export type Manifest = z.infer<typeof manifestSchema>;

const headerSchema = z.object({
  manifest: manifestSchema,
  /** SHA-256 of the body: catches a damaged unencrypted file (GCM's tag does it when sealed). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sealed: z
    .object({
      cipher: z.literal("aes-256-gcm"),
      kdf: z.literal("scrypt"),
      N: z.number().int(),
      r: z.number().int(),
      p: z.number().int(),
      salt: z.base64(),
      iv: z.base64(),
    })
    .nullable(),
});
type Header = z.infer<typeof headerSchema>;

export type BackupProblem =
  "not-a-backup" | "damaged" | "needs-passphrase" | "wrong-passphrase-or-changed";

export class BackupError extends Error {
  constructor(
    readonly problem: BackupProblem,
    message: string,
  ) {
    super(message);
    this.name = "BackupError";
  }
}

function keyFor(
  passphrase: string,
  salt: Buffer,
  { N, r, p }: { N: number; r: number; p: number },
) {
  return scryptSync(passphrase, salt, 32, { N, r, p, maxmem: 128 * N * r * 2 });
}

/** What a backup carries: `dump` always, other files by name. */
export type Parts = { dump: Uint8Array } & Record<string, Uint8Array>;

const partIndexSchema = z.record(z.string(), z.number().int().min(0));

/** The body before compression: a JSON line of part names and sizes, then the parts. */
function joinParts(parts: Parts): Buffer {
  const index = Object.fromEntries(
    Object.entries(parts).map(([name, bytes]) => [name, bytes.length]),
  );
  return Buffer.concat([Buffer.from(`${JSON.stringify(index)}\n`), ...Object.values(parts)]);
}

function splitParts(body: Buffer): Parts {
  const end = body.indexOf(0x0a);
  let raw: unknown = null;
  try {
    if (end !== -1) raw = JSON.parse(body.subarray(0, end).toString("utf8"));
  } catch {
    // Refused below, as any other index that is not one.
  }
  const index = partIndexSchema.safeParse(raw);
  if (!index.success || !("dump" in index.data)) {
    throw new BackupError("damaged", "The backup's contents are not laid out as expected.");
  }
  const parts: Record<string, Buffer> = {};
  let at = end + 1;
  for (const [name, length] of Object.entries(index.data)) {
    parts[name] = body.subarray(at, at + length);
    at += length;
  }
  if (at !== body.length) throw new BackupError("damaged", "The backup's contents are cut off.");
  return { ...parts, dump: parts.dump! };
}

/** Seals a backup's parts into one file. */
export function encodeBackup(manifest: Manifest, parts: Parts, passphrase?: string): Buffer {
  const compressed = gzipSync(joinParts(parts));
  let body = compressed;
  let sealed: Header["sealed"] = null;
  let key: Buffer | undefined;
  let iv: Buffer | undefined;
  if (passphrase) {
    const salt = randomBytes(16);
    iv = randomBytes(12);
    key = keyFor(passphrase, salt, SCRYPT);
    sealed = {
      cipher: "aes-256-gcm",
      kdf: "scrypt",
      ...SCRYPT,
      salt: salt.toString("base64"),
      iv: iv.toString("base64"),
    };
  }
  const header: Header = {
    manifest,
    sha256: createHash("sha256").update(compressed).digest("hex"),
    sealed,
  };
  const head = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8");
  if (key && iv) {
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(head);
    body = Buffer.concat([cipher.update(compressed), cipher.final(), cipher.getAuthTag()]);
  }
  return Buffer.concat([head, body]);
}

/** The manifest alone, without the passphrase: what a file holds, before restoring it. */
export function readManifest(file: Buffer): Manifest {
  return splitFile(file).header.manifest;
}

function splitFile(file: Buffer): { head: Buffer; header: Header; body: Buffer } {
  if (!file.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) {
    throw new BackupError("not-a-backup", "This file is not a backup of this site.");
  }
  const end = file.indexOf(0x0a, MAGIC.length);
  if (end === -1) throw new BackupError("damaged", "The backup's header is cut off.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.subarray(MAGIC.length, end).toString("utf8"));
  } catch {
    throw new BackupError("damaged", "The backup's header cannot be read.");
  }
  const header = headerSchema.safeParse(parsed);
  if (!header.success) throw new BackupError("damaged", "The backup's header is not valid.");
  return { head: file.subarray(0, end + 1), header: header.data, body: file.subarray(end + 1) };
}

/** Opens a backup file: its manifest and parts, after every check. */
export function decodeBackup(
  file: Buffer,
  passphrase?: string,
): { manifest: Manifest; parts: Parts } {
  const { head, header, body } = splitFile(file);
  let compressed = body;
  if (header.sealed) {
    if (!passphrase) {
      throw new BackupError(
        "needs-passphrase",
        "This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was taken with.",
      );
    }
    const { salt, iv, ...cost } = header.sealed;
    if (body.length < TAG_BYTES) throw new BackupError("damaged", "The backup is cut off.");
    try {
      const decipher = createDecipheriv(
        "aes-256-gcm",
        keyFor(passphrase, Buffer.from(salt, "base64"), cost),
        Buffer.from(iv, "base64"),
      );
      decipher.setAAD(head);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      compressed = Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new BackupError(
        "wrong-passphrase-or-changed",
        "The passphrase is wrong, or the backup was changed after it was taken: nothing restored.",
      );
    }
  }
  if (createHash("sha256").update(compressed).digest("hex") !== header.sha256) {
    throw new BackupError("damaged", "The backup is damaged (its checksum does not match).");
  }
  let plain: Buffer;
  try {
    plain = gunzipSync(compressed);
  } catch {
    throw new BackupError("damaged", "The backup's contents cannot be decompressed.");
  }
  return { manifest: header.manifest, parts: splitParts(plain) };
}
