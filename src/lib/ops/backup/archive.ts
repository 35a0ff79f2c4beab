// The backup file: one line naming the format, one JSON header line (the manifest, and how the
// body is sealed), the body, and a trailer. The body holds named parts (the database's own dump,
// and on the embedded database the staff sign-in key kept beside it), gzip-compressed and, with a
// passphrase, encrypted with AES-256-GCM under a scrypt-derived key. The trailer covers the
// header as well as the body: GCM's tag (the header is its additional data) when sealed, else
// the SHA-256 of everything before it. So a changed count or a flipped byte anywhere is refused
// before anything is written. Node's crypto and zlib do all of it: no other dependency to keep
// current, and compression runs on libuv's thread pool, not the server's main thread.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt,
  type CipherGCM,
} from "node:crypto";
import { promisify } from "node:util";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzip } from "node:zlib";
import { z } from "zod";

const MAGIC = "nirmal-earth-backup/2\n";
/** The format of earlier releases, whose plain files left the header outside the checksum. */
const MAGIC_V1 = "nirmal-earth-backup/1\n";
const TAG_BYTES = 16;
const SHA_BYTES = 32;
/** scrypt's cost: about 0.1 s and 32 MiB on a small server, once per backup or restore. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;

const gunzipAsync = promisify(gunzip);
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export const manifestSchema = z.object({
  createdAt: z.iso.datetime(),
  /** Which kind of database the dump is of: a PGlite data directory or a pg_dump archive. */
  kind: z.enum(["pglite", "postgres"]),
  /** The last migration applied when the backup was taken. */
  schema: z.string().min(1),
  /** Rows per table at the moment of the dump: every table the backup holds, by name. */
  tables: z.record(z.string(), z.number().int().min(0)),
});
export type Manifest = z.infer<typeof manifestSchema>;

const headerSchema = z.object({
  manifest: manifestSchema,
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
): Promise<Buffer> {
  return scryptAsync(passphrase, salt, 32, { N, r, p, maxmem: 128 * N * r * 2 });
}

/** What a backup carries: `dump` always, other files by name. */
export type Parts<Part = Uint8Array> = { dump: Part } & Record<string, Part>;
/** A part to write: bytes, or a Blob read a piece at a time (the embedded database's copy). */
export type PartSource = Uint8Array | Blob;

const partIndexSchema = z.record(z.string(), z.number().int().min(0));

const sizeOf = (part: PartSource) => (part instanceof Blob ? part.size : part.byteLength);

/**
 * The body, compressed as it is written: a JSON line of part names and sizes, then the parts.
 * A Blob is streamed through the compressor, never copied whole.
 */
async function compressParts(parts: Parts<PartSource>): Promise<Buffer> {
  const index = Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, sizeOf(part)]),
  );
  async function* pieces() {
    yield Buffer.from(`${JSON.stringify(index)}\n`);
    for (const part of Object.values(parts)) {
      if (part instanceof Blob) yield* part.stream();
      else yield part;
    }
  }
  const out: Buffer[] = [];
  await pipeline(Readable.from(pieces()), createGzip(), async (compressed) => {
    for await (const chunk of compressed as AsyncIterable<Buffer>) out.push(chunk);
  });
  return Buffer.concat(out);
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
export async function encodeBackup(
  manifest: Manifest,
  parts: Parts<PartSource>,
  passphrase?: string,
): Promise<Buffer> {
  const compressed = await compressParts(parts);
  let sealed: Header["sealed"] = null;
  let cipher: CipherGCM | undefined;
  if (passphrase) {
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    cipher = createCipheriv("aes-256-gcm", await keyFor(passphrase, salt, SCRYPT), iv);
    sealed = {
      cipher: "aes-256-gcm",
      kdf: "scrypt",
      ...SCRYPT,
      salt: salt.toString("base64"),
      iv: iv.toString("base64"),
    };
  }
  const header: Header = { manifest, sealed };
  const head = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8");
  if (cipher) {
    cipher.setAAD(head);
    const body = Buffer.concat([cipher.update(compressed), cipher.final()]);
    return Buffer.concat([head, body, cipher.getAuthTag()]);
  }
  const sum = createHash("sha256").update(head).update(compressed).digest();
  return Buffer.concat([head, compressed, sum]);
}

/** What a file is, read without the passphrase: its manifest, and whether it is encrypted. */
export type ArchiveInfo = { manifest: Manifest; encrypted: boolean };

/** The header alone (nothing verified yet): what a file says it holds, before restoring it. */
export function readArchiveInfo(file: Buffer): ArchiveInfo {
  const { header } = splitFile(file);
  return { manifest: header.manifest, encrypted: header.sealed !== null };
}

/** The manifest alone, without the passphrase. */
export function readManifest(file: Buffer): Manifest {
  return readArchiveInfo(file).manifest;
}

function splitFile(file: Buffer): { head: Buffer; header: Header; body: Buffer; trailer: Buffer } {
  if (file.subarray(0, MAGIC_V1.length).equals(Buffer.from(MAGIC_V1))) {
    throw new BackupError(
      "not-a-backup",
      "This backup is in an earlier release's format, which this release no longer reads: " +
        "restore it with the release that took it, then take a new backup.",
    );
  }
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
  const trailerBytes = header.data.sealed ? TAG_BYTES : SHA_BYTES;
  if (file.length - (end + 1) < trailerBytes) {
    throw new BackupError("damaged", "The backup is cut off.");
  }
  return {
    head: file.subarray(0, end + 1),
    header: header.data,
    body: file.subarray(end + 1, file.length - trailerBytes),
    trailer: file.subarray(file.length - trailerBytes),
  };
}

/** The compressed body, after its header and body are proven unchanged (or an error). */
async function verifiedBody(
  file: Buffer,
  passphrase?: string,
): Promise<{ header: Header; compressed: Buffer }> {
  const { head, header, body, trailer } = splitFile(file);
  if (!header.sealed) {
    const sum = createHash("sha256").update(head).update(body).digest();
    if (!sum.equals(trailer)) {
      throw new BackupError(
        "damaged",
        "The backup is damaged or was changed (its checksum does not match): nothing restored.",
      );
    }
    return { header, compressed: body };
  }
  if (!passphrase) {
    throw new BackupError(
      "needs-passphrase",
      "This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was taken with.",
    );
  }
  const { salt, iv, ...cost } = header.sealed;
  try {
    const key = await keyFor(passphrase, Buffer.from(salt, "base64"), cost);
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
    decipher.setAAD(head);
    decipher.setAuthTag(trailer);
    return { header, compressed: Buffer.concat([decipher.update(body), decipher.final()]) };
  } catch {
    throw new BackupError(
      "wrong-passphrase-or-changed",
      "The passphrase is wrong, or the backup was changed after it was taken: nothing restored.",
    );
  }
}

/** Checks a file's integrity (and, sealed, that `passphrase` opens it) without unpacking it. */
export async function verifyBackup(file: Buffer, passphrase?: string): Promise<void> {
  await verifiedBody(file, passphrase);
}

/** Opens a backup file: its manifest and parts, after every check. */
export async function decodeBackup(
  file: Buffer,
  passphrase?: string,
): Promise<{ manifest: Manifest; parts: Parts }> {
  const { header, compressed } = await verifiedBody(file, passphrase);
  let plain: Buffer;
  try {
    plain = await gunzipAsync(compressed);
  } catch {
    throw new BackupError("damaged", "The backup's contents cannot be decompressed.");
  }
  return { manifest: header.manifest, parts: splitParts(plain) };
}
