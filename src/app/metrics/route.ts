// Prometheus metrics, for a monitoring system holding METRICS_TOKEN; without the token set the
// address does not exist (404), so nothing tells a visitor it could.
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { bearerMatches, metrics } from "@/lib/metrics";
import { backupStatus, outboxStatus } from "@/lib/ops/status";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  const token = env.METRICS_TOKEN;
  if (!token) {
    return new Response("not found\n", {
      status: 404,
      headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!bearerMatches(request.headers.get("authorization"), token)) {
    return new Response("unauthorized\n", {
      status: 401,
      headers: {
        ...noStore,
        "Content-Type": "text/plain; charset=utf-8",
        "WWW-Authenticate": 'Bearer realm="metrics"',
      },
    });
  }
  const m = metrics();
  m.readings ??= {
    outbox: async () => outboxStatus(await getDb()),
    lastGoodBackupAt: async () => (await backupStatus(await getDb())).lastGoodBackupAt,
  };
  return new Response(await m.registry.metrics(), {
    headers: { ...noStore, "Content-Type": m.registry.contentType },
  });
}
