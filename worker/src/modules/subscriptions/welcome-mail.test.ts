import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { buy, insertPackagesOnSale, payThroughSandboxPage } from "../../../test/commerce.ts";
import { call, createUser, db, signIn } from "../../../test/factories.ts";
import { EMAIL_KEY } from "../../../test/fake-providers.global.ts";
import { outbox, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { mailWelcome } from "./welcome-mail.ts";

let paid: { id: string; name: string };
let trial: { id: string; name: string };

beforeAll(async () => {
  const now = Date.now();
  paid = { id: crypto.randomUUID(), name: `Welcome paid ${now}` };
  trial = { id: crypto.randomUUID(), name: `Welcome trial ${now}` };
  await insertPackagesOnSale([
    { ...paid, price: 40_000, currency: "IDR", days: 30, createdAt: now },
    { ...trial, price: 49_000, currency: "IDR", days: 30, trialDays: 5, createdAt: now },
  ]);
});

const mailsTo = (address: string) =>
  db().select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(asc(outbox.createdAt));

const uniquePhone = () => `+62812${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("the welcome mail of the first subscription (issue 44)", () => {
  it("follows the first payment, with its receipt, in the account's language; a second payment gets only a receipt", async () => {
    const user = await createUser({ locale: "id" });
    const { token } = await signIn(user.email);
    const first = await buy(token, paid.id);
    await payThroughSandboxPage(first.transactionUuid);
    let mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      translate("id", "email.receipt.subject", { package: paid.name }),
      translate("id", "email.welcome.subject"),
    ]);
    const welcome = mails[1];
    expect(welcome?.text).toContain(`Langganan ${paid.name} kamu aktif hingga`);
    // What to do next, in Indonesian pages: the setup guide (the button) and the dashboard.
    expect(welcome?.html).toContain('href="http://localhost:8787/id/panel/addons?guide=1"');
    expect(welcome?.text).toContain("http://localhost:8787/id/panel");
    expect(welcome?.text).not.toMatch(/tombol/i);

    const second = await buy(token, paid.id);
    await payThroughSandboxPage(second.transactionUuid);
    mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject).filter((s) => s === translate("id", "email.welcome.subject"))).toHaveLength(1);
    expect(mails).toHaveLength(3);
  });

  it("follows the start of a free trial, and then not the first payment", async () => {
    const user = await createUser({ phone: uniquePhone(), emailVerifiedAt: Date.now(), locale: "en" });
    const { token } = await signIn(user.email);
    const claimed = await call("/api/subscriptions/trial", {
      method: "POST",
      token,
      headers: { "cf-connecting-ip": "198.51.100.77" },
    });
    expect(claimed.status).toBe(201);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain(translate("en", "email.welcome.subject"));
    const purchase = await buy(token, paid.id);
    await payThroughSandboxPage(purchase.transactionUuid);
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === translate("en", "email.welcome.subject"))).toHaveLength(1);
    expect(subjects).toContain(translate("en", "email.receipt.subject", { package: paid.name }));
  });

  it("goes once however often it is asked for, and a mail the API refuses gives the claim back", async () => {
    const user = await createUser({ locale: "en" });
    await Promise.all([
      mailWelcome(db(), env as unknown as AppEnv, user.id),
      mailWelcome(db(), env as unknown as AppEnv, user.id),
    ]);
    expect(await mailsTo(user.email)).toHaveLength(1);

    const refused = await createUser({ email: `transient-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const httpEnv = {
      ...env,
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: `${inject("providersUrl")}/email`,
      EMAIL_API_KEY: EMAIL_KEY,
    } as unknown as AppEnv;
    expect(await mailWelcome(db(), httpEnv, refused.id)).toBe(false);
    const row = await db().query.users.findFirst({ where: eq(users.id, refused.id) });
    expect(row?.welcomeMailedAt).toBeNull();
  });
});
