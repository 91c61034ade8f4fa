import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../src/db/client.ts";
import { services } from "../src/db/schema.ts";
import { demoLogo } from "./demo-logos.ts";
import { SEED_SERVICES, seedDemo, seedId } from "./seed.ts";

const db = () => createDb(env.DB);
const OPTIONS = { serviceSecretKey: env.SERVICE_SECRET_KEY, demoSiteOrigin: "http://localhost:8787" };
const PREFIX = "data:image/svg+xml,";

let ids: string[] = [];
const seededLogos = async () =>
  db()
    .select({ id: services.id, name: services.name, logo: services.logo })
    .from(services)
    .where(inArray(services.id, ids));

beforeAll(async () => {
  ids = [
    ...(await Promise.all(SEED_SERVICES.map(([name]) => seedId(`service:${name}`)))),
    await seedId("service:demo-site"),
  ];
  await seedDemo(db(), Date.now(), OPTIONS);
});

describe("the seeded services' demo logos", () => {
  it("are SVG data URLs with a viewBox, drawn with paths only (no <text>, no fonts), one mark each", async () => {
    const rows = await seededLogos();
    expect(rows).toHaveLength(SEED_SERVICES.length + 1);
    for (const { name, logo } of rows) {
      expect(logo?.startsWith(PREFIX), name).toBe(true);
      const svg = decodeURIComponent((logo as string).slice(PREFIX.length));
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 64 64"/);
      expect(svg, name).not.toContain("<text");
      expect(svg, name).not.toContain("font");
      const elements = new Set([...svg.matchAll(/<([a-z]+)/g)].map((m) => m[1]));
      expect([...elements].sort(), name).toEqual(["path", "svg"]);
    }
    expect(new Set(rows.map((r) => r.logo)).size).toBe(rows.length);
  });

  it("replace an earlier seed's lettered monogram on a re-seed, and leave an uploaded logo alone", async () => {
    const [monogramId, uploadedId] = ids as [string, string];
    const monogram = `${PREFIX}${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e50914"/><text x="32" y="41">NP</text></svg>')}`;
    const uploaded = "https://media.example/logos/netflix.png";
    await db().update(services).set({ logo: monogram }).where(eq(services.id, monogramId));
    await db().update(services).set({ logo: uploaded }).where(eq(services.id, uploadedId));

    await seedDemo(db(), Date.now(), OPTIONS);

    const rows = await seededLogos();
    const logoOf = (id: string) => rows.find((r) => r.id === id)?.logo;
    expect(logoOf(monogramId)).toBe(demoLogo("Netflix Premium"));
    expect(logoOf(uploadedId)).toBe(uploaded);
  });
});
