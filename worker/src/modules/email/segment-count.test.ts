import { BLAST_SEGMENTS } from "@app/shared/constants/comms";
import { beforeAll, describe, expect, it } from "vitest";
import { adminWithSender } from "../../../test/blasts.ts";
import { call, createUser, db, errorOf, signIn, uniqueEmail } from "../../../test/factories.ts";
import { emailUnsubscribes, newsletterSubscriptions, packages } from "../../db/schema.ts";
import { applyGrant } from "../subscriptions/subscriptions.service.ts";

let admin: { token: string };
let senderId: string;
let pkgId: string;

beforeAll(async () => {
  ({ admin, senderId } = await adminWithSender({ name: "Count tests", fromAddress: "count@premiumhub.test" }));
  pkgId = crypto.randomUUID();
  const now = Date.now();
  await db()
    .insert(packages)
    .values({
      id: pkgId,
      name: `Count ${now}`,
      price: 10_000,
      currency: "IDR",
      days: 30,
      createdAt: now,
      updatedAt: now,
    });
});

const countOf = async (segment: string) => {
  const res = await call(`/api/email-blasts/segment-count?segment=${encodeURIComponent(segment)}`, {
    token: admin.token,
  });
  expect(res.status).toBe(200);
  const body = await res.json<{ data: { segment: string; count: number } }>();
  expect(body.data.segment).toBe(segment);
  return body.data.count;
};

/** The recipients a segment blast would send to: a blast scheduled far ahead, its queued recipients. */
async function queuedBySend(segment: string) {
  const res = await call("/api/email-blasts/database", {
    method: "POST",
    token: admin.token,
    json: {
      senderId,
      segment,
      subject: "Count",
      body: "Hello {name}",
      scheduledAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(res.status).toBe(201);
  const blastId = (await res.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
  const status = await call(`/api/email-blasts/status/${blastId}`, { token: admin.token });
  return (await status.json<{ data: { queued: number } }>()).data.queued;
}

describe("GET /api/email-blasts/segment-count", () => {
  it("counts the addresses a send would reach, without unsubscribed, suspended, unverified or deleted ones", async () => {
    const before = { all: await countOf("all"), active: await countOf("active"), expired: await countOf("expired") };
    const now = Date.now();
    const verified = { emailVerifiedAt: now };
    const subscribed = await createUser(verified);
    await applyGrant(db(), subscribed.id, "admin", crypto.randomUUID(), {
      kind: "purchase",
      packageId: pkgId,
      days: 30,
    });
    const lapsed = await createUser(verified);
    await applyGrant(
      db(),
      lapsed.id,
      "admin",
      crypto.randomUUID(),
      { kind: "purchase", packageId: pkgId, days: 30 },
      now - 60 * 86_400_000,
    );
    await createUser({ ...verified, status: "suspended" });
    const unsubscribed = await createUser(verified);
    // Neither an address its account never proved nor a deleted account's placeholder.
    await createUser();
    await createUser({ ...verified, status: "deleted", email: `deleted-${crypto.randomUUID()}@deleted.invalid` });
    await db().insert(emailUnsubscribes).values({ email: unsubscribed.email });

    expect(await countOf("all")).toBe(before.all + 2);
    expect(await countOf("active")).toBe(before.active + 1);
    expect(await countOf("expired")).toBe(before.expired + 1);
  });

  it("counts only confirmed newsletter addresses, once each", async () => {
    const before = await countOf("newsletter");
    const confirmed = uniqueEmail("news");
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: confirmed, confirmedAt: Date.now() },
        { email: uniqueEmail("unconfirmed"), confirmedAt: null },
      ]);
    expect(await countOf("newsletter")).toBe(before + 1);
  });

  it("equals the number of recipients a send of each segment queues", async () => {
    for (const segment of BLAST_SEGMENTS) {
      const expected = await countOf(segment);
      expect(await queuedBySend(segment), segment).toBe(expected);
    }
  });

  it("refuses an unknown segment and anyone but an admin", async () => {
    const bad = await call("/api/email-blasts/segment-count?segment=everyone", { token: admin.token });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("VALIDATION_ERROR");
    const user = await createUser();
    const { token } = await signIn(user.email);
    expect((await call("/api/email-blasts/segment-count?segment=all", { token })).status).toBe(403);
    expect((await call("/api/email-blasts/segment-count?segment=all")).status).toBe(401);
  });
});
