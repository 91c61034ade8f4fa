import { STORAGE_KEYS } from "@app/shared/storage-keys";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";

/** Signs the page in with the admin's registration token (one device per user: no second sign-in). */
async function useToken(page: Page, token: string) {
  await page.goto("/api/health");
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.authToken,
    value: token,
  });
}

test("an admin cancels a scheduled blast from its page, on a phone", async ({ browser, request, admin, t }) => {
  test.setTimeout(90_000);
  const auth = { Authorization: `Bearer ${admin.token}` };

  // A sender of its own and a blast scheduled a month ahead: neither the cron nor the queue starts it
  // during the test, so it stays "scheduled" until the admin cancels it.
  const sender = await request.post("/api/email-blasts/senders", {
    headers: auth,
    data: { name: "Cancel E2E", fromAddress: "cancel-e2e@premiumhub.test" },
  });
  expect(sender.ok(), await sender.text()).toBe(true);
  const senderId = ((await sender.json()) as { data: { uuid: string } }).data.uuid;
  const recipients = [uniqueEmail("cancel"), uniqueEmail("cancel"), uniqueEmail("cancel")];
  const created = await request.post("/api/email-blasts/manual", {
    headers: auth,
    data: {
      senderId,
      subject: `Never sent ${Date.now().toString(36)}`,
      body: "Hello {name}",
      emails: recipients,
      scheduledAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const blast = ((await created.json()) as { data: { blast: { uuid: string; status: string } } }).data.blast;
  expect(blast.status).toBe("scheduled");

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await useToken(page, admin.token);
    await page.goto(`/en/panel/admin/email/${blast.uuid}`);
    const progress = page.getByTestId("blast-progress");

    await test.step("the scheduled blast offers a cancel button that fits the phone screen", async () => {
      await expect(page.getByTestId("blast-status")).toHaveText(t("adminEmail.status.scheduled"));
      const cancel = page.getByRole("button", { name: t("adminEmail.cancel.button") });
      await cancel.scrollIntoViewIfNeeded();
      await expect(cancel).toBeInViewport({ ratio: 1 });
      await cancel.click();
    });

    await test.step("the confirm dialog says how many are still waiting; confirming cancels", async () => {
      const dialog = page.getByRole("alertdialog", { name: t("adminEmail.cancel.title") });
      await expect(dialog).toContainText(t("adminEmail.cancel.description", { count: 3 }));
      await dialog.getByRole("button", { name: t("confirm.yes") }).click();
      await expect(page.getByTestId("toast-success").filter({ hasText: t("adminEmail.cancel.done") })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step("the page shows the blast canceled, with its canceled count, at 100%", async () => {
      await expect(page.getByTestId("blast-status")).toHaveText(t("adminEmail.status.canceled"));
      await expect(progress).toHaveAttribute("data-status", "canceled");
      await expect(page.getByTestId("blast-count-canceled")).toContainText(t("adminEmail.recipientStatus.canceled"));
      await expect(page.getByTestId("blast-count-canceled")).toContainText("3");
      await expect(page.getByRole("progressbar", { name: t("adminEmail.progress.title") })).toHaveAttribute(
        "aria-valuenow",
        "100",
      );
      await expect(page.getByRole("button", { name: t("adminEmail.cancel.button") })).toHaveCount(0);
      await expect(
        page.getByTestId("table-row").filter({ hasText: t("adminEmail.recipientStatus.canceled") }),
      ).toHaveCount(3);
    });

    await test.step("it stays canceled after a reload", async () => {
      await page.reload();
      await expect(page.getByTestId("blast-status")).toHaveText(t("adminEmail.status.canceled"));
      await expect(page.getByRole("button", { name: t("adminEmail.cancel.button") })).toHaveCount(0);
    });
  } finally {
    await context.close();
  }
});
