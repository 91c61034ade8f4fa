/**
 * Issue 41, finding 12 (smaller items): "zero-width characters pass in names". A name such as
 * "Bu\u200Bdi" registers and looks like "Budi" everywhere it is shown (admin lists, support inbox,
 * the {name} of an email).
 */
import { describe, expect, it } from "vitest";
import { call, createUser, errorOf, signIn, uniqueEmail } from "../factories.ts";

const INVISIBLE = [
  "Bu\u200Bdi", // zero-width space
  "Bu\u200Cdi", // zero-width non-joiner
  "Bu\u200Ddi", // zero-width joiner outside an emoji
  "Bu\u2060di", // word joiner
  "Bu\uFEFFdi", // zero-width no-break space (BOM) inside the name
  "Bu\u00ADdi", // soft hyphen
  "Bu\u2063di", // invisible separator
  "\u3164", // Hangul filler: a blank name
];

describe("issue 41 (12a): invisible characters in names", () => {
  it("refuses them at registration, naming the field", async () => {
    for (const name of INVISIBLE) {
      const res = await call("/api/users/register", {
        method: "POST",
        json: { name, email: uniqueEmail(), password: "Valid#Pass2026" },
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect([...new Set((await errorOf(res)).details?.fields?.map((f) => f.field))]).toEqual(["name"]);
    }
  });

  it("refuses them in a profile update, naming the field", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    for (const name of INVISIBLE) {
      const res = await call("/api/users/me", { method: "PUT", token, json: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect([...new Set((await errorOf(res)).details?.fields?.map((f) => f.field))]).toEqual(["name"]);
    }
  });

  it("still takes every script and emoji sequences", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    for (const name of ["Siti Nur’aini 👩‍💻 سارة", "Dewi 👩🏽‍💻", "Ayu ❤️‍🔥"]) {
      const res = await call("/api/users/me", { method: "PUT", token, json: { name } });
      expect(res.status, name).toBe(200);
    }
  });
});
