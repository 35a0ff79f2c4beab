// nginx (deploy/nginx/nginx.conf) when no instance of the site answers: the outage page with the
// company's phone and e-mail, and an instance's own answers, its 503s included, untouched.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../scripts/build/outage-html";
import { site } from "../../src/content/site";
import { startNginx } from "./stack";

const NGINX_PORT = 3244;
const UPSTREAM_PORT = 3245;

describe("nginx with no instance answering", () => {
  let nginx: Awaited<ReturnType<typeof startNginx>>;

  beforeAll(async () => {
    nginx = await startNginx(NGINX_PORT, [UPSTREAM_PORT]);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
  });

  it("answers every request with the outage page: 503, Retry-After, the phone and the e-mail", async () => {
    for (const [method, path] of [
      ["GET", "/"],
      ["GET", "/blog/some-post"],
      ["POST", "/api/leads"],
      ["POST", "/contact-us"],
    ]) {
      const answer = await fetch(`${nginx.url}${path}`, {
        method,
        body: method === "POST" ? "{}" : undefined,
      });
      expect(`${method} ${path} ${answer.status}`).toBe(`${method} ${path} 503`);
      expect(answer.headers.get("retry-after")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const page = await answer.text();
      expect(page).toContain(`<a href="tel:${site.phone.dial}">${site.phone.display}</a>`);
      expect(page).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
      expect(page).toContain("<h1>Our website is back in a few minutes</h1>");
    }
  });

  it("passes on an instance's own answers, its 503 included, as they are", async () => {
    const instance = http.createServer((req, res) => {
      const status = req.url === "/blog" ? 503 : 200;
      res.writeHead(status, { "content-type": "text/plain" }).end(`the instance's ${status}`);
    });
    await new Promise<void>((resolve) => instance.listen(UPSTREAM_PORT, "127.0.0.1", resolve));
    try {
      // nginx asks its one instance again at once: a lone server is never marked down.
      const answer = await fetch(`${nginx.url}/`);
      expect(await answer.text()).toBe("the instance's 200");
      const own503 = await fetch(`${nginx.url}/blog`);
      expect(own503.status).toBe(503);
      expect(own503.headers.get("retry-after")).toBeNull();
      expect(await own503.text()).toBe("the instance's 503");
    } finally {
      await new Promise((resolve) => instance.close(resolve));
    }
  });
});
