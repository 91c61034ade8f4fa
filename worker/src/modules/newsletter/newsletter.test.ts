import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, uniqueEmail } from "../../../test/factories.ts";
import { newsletterSubscriptions, outbox } from "../../db/schema.ts";

/** The confirmation link's token in the last message to `email` (the outbox provider stores it). */
async function confirmationToken(email: string) {
  const messages = await db().select().from(outbox).where(eq(outbox.toAddress, email));
  const text = messages.at(-1)?.text ?? "";
  return new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? "http://x/").searchParams.get("token") ?? "";
}

const subscribe = (email: string, locale = "en") =>
  call("/api/newsletter", { method: "POST", json: { email, locale } });

describe("newsletter double opt-in", () => {
  it("stores the address unconfirmed, mails a link, and the link confirms it once", async () => {
    const email = uniqueEmail("news");
    const res = await subscribe(email.toUpperCase(), "id");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ error: false, data: { pendingConfirmation: true } });
    const row = await db().query.newsletterSubscriptions.findFirst({ where: eq(newsletterSubscriptions.email, email) });
    expect(row).toMatchObject({ locale: "id", confirmedAt: null });

    const token = await confirmationToken(email);
    expect(token).not.toBe("");
    const confirmed = await call(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/id/?newsletter=confirmed");
    const after = await db().query.newsletterSubscriptions.findFirst({
      where: eq(newsletterSubscriptions.email, email),
    });
    expect(after?.confirmedAt).not.toBeNull();

    const again = await call(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(again.headers.get("location")).toBe("/en/?newsletter=invalid");
  });

  it("a confirmed address is not mailed again; an unknown token is invalid", async () => {
    const email = uniqueEmail("news");
    await subscribe(email);
    await call(`/api/newsletter/confirm?token=${encodeURIComponent(await confirmationToken(email))}`);
    const before = (await db().select().from(outbox).where(eq(outbox.toAddress, email))).length;
    expect((await subscribe(email)).status).toBe(202);
    expect((await db().select().from(outbox).where(eq(outbox.toAddress, email))).length).toBe(before);
    expect((await call("/api/newsletter/confirm?token=nope")).headers.get("location")).toBe("/en/?newsletter=invalid");
  });

  it("refuses an invalid address", async () => {
    expect((await subscribe("not-an-email")).status).toBe(400);
  });
});
