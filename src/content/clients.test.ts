import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clients } from "@/content/clients";
import { eprPage, eprTestimonials } from "@/content/services/epr";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("client wordmarks", () => {
  it("have unique ids and names", () => {
    expect(new Set(clients.map((c) => c.id)).size).toBe(clients.length);
    expect(new Set(clients.map((c) => c.name)).size).toBe(clients.length);
  });

  it.each(clients.map((c) => [c.id, c] as const))(
    "%s has a logo file whose size matches its declared size",
    (_id, client) => {
      const svg = readFileSync(path.join(publicDir, client.logo.src), "utf8");
      const [, width, height] = /<svg[^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      expect(Number(width)).toBe(client.logo.width);
      expect(Number(height)).toBe(client.logo.height);
      expect(svg).toContain(client.name);
      expect(client.logo.alt).toBe(`${client.name} logo`);
    },
  );

  it("back every logo the EPR page shows", () => {
    const ids = new Set<string>(clients.map((c) => c.id));
    for (const id of [...eprPage.hero.clients, ...eprTestimonials.map((t) => t.client)]) {
      expect(ids.has(id)).toBe(true);
    }
  });
});
