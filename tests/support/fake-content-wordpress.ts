// A stand-in for WordPress's content plugin in the getter tests: an HTTP server that answers each
// collection (`/wp-json/wp/v2/<base>`) and the settings record (`/wp-json/nirmal-earth/v1/settings`)
// with what a test gives it, over a fresh embedded database. The site's modules are loaded afresh
// with WORDPRESS_URL pointing at it; `goAway` closes it as a WordPress outage would.
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { seededDataDir } from "./pglite-template";
import { vi } from "vitest";

type Answer = { status: number; body: unknown } | "hang";

export type FakeContentWordPress = {
  /** What the route answers from now on: a collection's REST base, or "settings". */
  serve(route: string, body: unknown, status?: number): void;
  /** The route takes requests from now on and never answers them, as a hung WordPress. */
  hang(route: string): void;
  /** Requests the server has taken and not answered, whose clients have not given up. */
  waiting(): number;
  /** Closes the server and its connections: every read after this fails to connect. */
  goAway(): Promise<void>;
  /** Closes the database and the server, removes the data folder, restores the environment. */
  close(): Promise<void>;
};

function routeOf(pathname: string): string {
  if (pathname === "/wp-json/nirmal-earth/v1/settings") return "settings";
  return /^\/wp-json\/wp\/v2\/([a-z-]+)$/.exec(pathname)?.[1] ?? "";
}

export async function startFakeContentWordPress(name: string): Promise<FakeContentWordPress> {
  const answers: Record<string, Answer> = {};
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const answer = answers[routeOf(pathname)] ?? { status: 404, body: { code: "rest_no_route" } };
    if (answer === "hang") {
      hung.add(response);
      response.on("close", () => hung.delete(response));
      return;
    }
    // No kept-alive sockets: one closed by the server while idle would fail the next read.
    response.writeHead(answer.status, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const dataDir = await seededDataDir(`${name}-`);
  vi.stubEnv("WORDPRESS_URL", `http://127.0.0.1:${port}`);
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
  vi.resetModules();
  const { closeDatabase } = await import("@/lib/db");
  vi.spyOn(console, "warn").mockImplementation(() => {});

  const goAway = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  };

  return {
    serve(route, body, status = 200) {
      answers[route] = { status, body };
    },
    hang(route) {
      answers[route] = "hang";
    },
    waiting: () => hung.size,
    goAway,
    async close() {
      await closeDatabase();
      await goAway();
      await fs.rm(dataDir, { recursive: true, force: true });
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    },
  };
}
