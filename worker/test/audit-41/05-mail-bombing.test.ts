/**
 * Issue 41, finding 5: "Mail bombing an address someone else owns (medium). Register an unverified
 * account with the victim's address and a name like 'Win a prize at evil.example', then call the
 * setup link, the verification resend and the password reset ten times each: 31 mails in 10 s,
 * about 43,000 a day."
 * - At most 5 account mails (verification, reset, setup link) per recipient address an hour and 10
 *   a day, whatever the network.
 * - The setup link needs a confirmed address: 403 with its own code.
 */
import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../src/db/schema.ts";
import { ACCOUNT_MAIL_RULES, countAccountMail } from "../../src/lib/account-mail.ts";
import { call, createUser, db, errorOf, signIn, uniqueEmail } from "../factories.ts";

let network = 0;
/** Every request from another network, as a distributed attacker's would be. */
const from = () => ({ "cf-connecting-ip": `203.0.113.${(network++ % 250) + 1}` });

const mailsTo = async (address: string) => db().select().from(outbox).where(eq(outbox.toAddress, address));

describe("issue 41 (5): account mails to one address are capped", () => {
  it("the audit's run sends at most 5 mails to the victim, whatever the network", async () => {
    const victim = uniqueEmail("victim");
    const registered = await call("/api/users/register", {
      method: "POST",
      headers: from(),
      json: { name: "Win a prize at evil.example", email: victim, password: "Valid#Pass2026" },
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json<{ data: { token: string } }>()).data;

    const setupLinks: number[] = [];
    const resends: number[] = [];
    const resets: number[] = [];
    for (let i = 0; i < 10; i++) {
      const setup = await call("/api/extension/setup-link", {
        method: "POST",
        token,
        headers: from(),
        json: { locale: "en" },
      });
      setupLinks.push(setup.status);
      if (i === 0) expect((await errorOf(setup)).code).toBe("EMAIL_UNVERIFIED");

      const resend = await call("/api/auth/verify-email/resend", { method: "POST", token, headers: from() });
      resends.push(resend.status);
      if (resend.status === 429) {
        const body = await errorOf(resend);
        expect(body.code).toBe("RATE_LIMITED");
        expect(body.message).toBe(ACCOUNT_MESSAGES.mailLimited);
        expect(Number(resend.headers.get("retry-after"))).toBeGreaterThan(0);
      }

      const reset = await call("/api/auth/forgot-password", {
        method: "POST",
        headers: from(),
        json: { email: victim },
      });
      resets.push(reset.status);
      // The reset answers as it does for any address: nothing tells that mail was held back.
      expect((await reset.json<{ data: { message: string } }>()).data.message).toBe(ACCOUNT_MESSAGES.resetSent);
    }

    expect(setupLinks).toEqual(Array(10).fill(403));
    // Five mails: the registration's confirmation, then resend, reset, resend, reset; then no more.
    expect(resends).toEqual([200, 200, ...Array(8).fill(429)]);
    expect(resets).toEqual(Array(10).fill(200));
    const mails = await mailsTo(victim);
    expect(mails).toHaveLength(ACCOUNT_MAIL_RULES[0]?.limit ?? 5);
  });

  it("a confirmed subscriber's setup links stop at the hourly cap with 429", async () => {
    const user = await createUser({ emailVerifiedAt: Date.now() });
    const { token } = await signIn(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call("/api/extension/setup-link", {
        method: "POST",
        token,
        headers: from(),
        json: { locale: "en" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  it("allows 10 a day across hours, counted by the mailbox the address reaches", async () => {
    const day = 86_400_000;
    const start = Math.floor(Date.now() / day) * day + 60_000;
    const allowed: boolean[] = [];
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < 5; i++) {
        // Plus-tags and Gmail dots reach the same mailbox.
        const address = i % 2 ? "mail.bomb.target+x@gmail.com" : "MailBombTarget@googlemail.com";
        allowed.push((await countAccountMail(db(), address, start + hour * 3_600_000 + i)) === null);
      }
    }
    expect(allowed).toEqual([...Array(10).fill(true), ...Array(5).fill(false)]);
  });
});
