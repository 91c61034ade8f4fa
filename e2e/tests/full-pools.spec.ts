import type { APIRequestContext } from "@playwright/test";
import { packageHolding } from "../support/extension-browser.ts";
import { type RegisteredUser, registerUser, uniquePhone } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { signedInPage } from "../support/pages.ts";

/**
 * A full pool that does not dead-end (issue 46 item 5, decision 070), with a key service so no
 * extension is needed: the card says the service is full and where the subscriber would stand,
 * opening it says their place in the queue, and when the admin adds a seat it is theirs: a notice
 * with a link, a mail, and the card says the seat is kept for them.
 */

/** Buys the package through the sandbox with the user's registration session. */
async function subscribe(request: APIRequestContext, user: RegisteredUser, packageUuid: string) {
  const created = await request.post("/api/payments", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { packageUuid },
  });
  const { transactionUuid } = (await created.json()).data;
  const paid = await request.post(`/api/payments/sandbox/${transactionUuid}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test("a subscriber who finds a service full is told their place, then that a seat is theirs", async ({
  browser,
  request,
  admin,
  t,
}) => {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const name = `Full Pool ${Date.now().toString(36)}`;
  const made = await request.post("/api/services", { headers, data: { name, typeService: "key" } });
  expect(made.status()).toBe(201);
  const service = (await made.json()).data as { uuid: string; slug: string };
  const account = await request.post(`/api/services/${service.uuid}/accounts`, {
    headers,
    data: { label: "Only", seats: 1, session: "sk-full-pool" },
  });
  const accountId = (await account.json()).data.id as string;
  const packageUuid = await packageHolding(request, admin.token, service.uuid, `${name} plan`, 9_010);

  // The holder takes the only seat; the waiter subscribes and signs in.
  const holder = await registerUser(request, { phone: uniquePhone(), country: "ID" });
  await subscribe(request, holder, packageUuid);
  const opened = await request.get(`/api/services/access/${service.slug}`, {
    headers: { Authorization: `Bearer ${holder.token}` },
  });
  expect(opened.status()).toBe(200);
  const waiter = await registerUser(request, { phone: uniquePhone(), country: "ID" });
  await subscribe(request, waiter, packageUuid);
  const page = await signedInPage(browser, waiter);
  try {
    const card = page.getByTestId("service-card").filter({ hasText: name });
    await expect(card.getByTestId("service-seat")).toHaveText(t("pools.seat.wouldQueue", { position: "1" }));

    await test.step("opening it says their place in the queue and what happens next", async () => {
      await card.click();
      const queue = page.getByTestId("seat-queue");
      await expect(queue.getByRole("heading")).toHaveText(t("pools.queue.title", { service: name }));
      await expect(queue.getByTestId("seat-queue-position")).toHaveText(t("pools.queue.position", { position: "1" }));
      await expect(queue).toContainText(t("pools.queue.promise", { hours: "24" }));
    });

    await test.step("an added seat is theirs: a notice that opens it, a mail, and the card says so", async () => {
      const raised = await request.put(`/api/services/${service.uuid}/accounts/${accountId}`, {
        headers,
        data: { seats: 2 },
      });
      expect(raised.status()).toBe(200);
      const subject = t("email.seatReady.subject", { service: name });
      await expect
        .poll(async () => {
          const outbox = await request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(waiter.email)}`, {
            headers,
          });
          return ((await outbox.json()).data as { subject: string }[]).filter((m) => m.subject === subject).length;
        })
        .toBe(1);
      await page.goto("/panel");
      const notice = page.getByTestId("notice").filter({ hasText: name });
      await expect(notice).toContainText(t("notices.seatReady.open", { service: name }));
      await expect(card.getByTestId("service-seat")).toHaveAttribute("data-state", "held");
      await notice.getByRole("link", { name: t("notices.seatReady.open", { service: name }) }).click();
      await expect(page.getByTestId("service-name")).toHaveText(name);
      await expect(page.getByLabel(t("services.access.keyLabel"))).toHaveValue("sk-full-pool");
    });
  } finally {
    await page.context().close();
  }
});
