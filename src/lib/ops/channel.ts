// The local channel through which `npm run staff:add` and `npm run leads:retention` reach a running
// server that holds the embedded database (PGlite allows one process only). The server writes a
// random token to DATA_DIR/staff-channel.json (mode 0600), so only someone who can read the data
// directory, that is the server's own operator, can use the channel; the token changes at each start.
import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";

export type ChannelFile = { pid: number; port: number; token: string };

export function channelPath(dataDir: string): string {
  return path.join(/* turbopackIgnore: true */ path.resolve(dataDir), "staff-channel.json");
}

const holder = globalThis as typeof globalThis & { __nirmalStaffChannel?: string };

/** Called once at server start on the embedded database. */
export function openChannel(dataDir: string, port: number): void {
  const token = randomBytes(32).toString("base64url");
  holder.__nirmalStaffChannel = token;
  const file = channelPath(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  const content: ChannelFile = { pid: process.pid, port, token };
  fs.writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
  process.once("exit", () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, "utf8")) as ChannelFile).pid === process.pid)
        fs.rmSync(file);
    } catch {
      // Already gone.
    }
  });
}

/** True when the request carries this process's channel token. */
export function channelAuthorised(authorization: string | null): boolean {
  const expected = holder.__nirmalStaffChannel;
  if (!expected || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice(7));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** For the CLI: the running server's channel, if its process is alive. */
export function readChannel(dataDir: string): ChannelFile | null {
  try {
    const channel = JSON.parse(fs.readFileSync(channelPath(dataDir), "utf8")) as ChannelFile;
    process.kill(channel.pid, 0);
    return channel;
  } catch {
    return null;
  }
}
