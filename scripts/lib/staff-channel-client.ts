// For the staff CLIs on the embedded database: talk to the running server if there is one.
import { readChannel } from "@/lib/staff/channel";

/** The server's answer, or null when no server holds the data directory. */
export async function askRunningServer(
  dataDir: string,
  command: string,
  body: unknown,
): Promise<unknown> {
  const channel = readChannel(dataDir);
  if (!channel) return null;
  const response = await fetch(`http://127.0.0.1:${channel.port}/api/staff/internal/${command}`, {
    method: "POST",
    headers: { authorization: `Bearer ${channel.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok)
    throw new Error(`The running server refused: ${answer.error ?? response.status}`);
  return answer;
}
