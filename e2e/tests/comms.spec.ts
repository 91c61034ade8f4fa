import type { Locator, Page } from "@playwright/test";
import { registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { bearer, signedInPage } from "../support/pages.ts";

/** A datetime-local value `minutes` from now, in the browser's time zone. */
function localDateTime(page: Page, minutes: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);
}

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId("toast-success").filter({ hasText: title }).last()).toBeVisible();
}

function tableRow(page: Page | Locator, text: string): Locator {
  return page.getByTestId("table-row").filter({ hasText: text });
}

test("an admin publishes an announcement that a user sees and dismisses", async ({
  browser,
  adminPage: admin,
  user: member,
  t,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Maintenance ${run}`;

  await test.step("the admin writes it in both languages, with a preview, for users without a subscription", async () => {
    await admin.getByRole("link", { name: t("panel.nav.admin") }).click();
    await admin.getByRole("link", { name: t("panel.admin.nav.announcements") }).click();
    await expect(admin.getByTestId("admin-announcements-heading")).toHaveText(t("adminAnnouncements.title"));
    await admin.getByRole("button", { name: t("adminAnnouncements.new") }).click();
    const dialog = admin.getByRole("dialog", { name: t("adminAnnouncements.new") });
    await dialog.getByLabel(t("adminAnnouncements.form.titleEn")).fill(title);
    await dialog.getByLabel(t("adminAnnouncements.form.bodyEn")).fill("Planned **maintenance** at 22:00.");
    // The server renders the Markdown for the preview, shown in a sandboxed frame.
    const preview = dialog.getByTestId("markdown-preview-frame");
    await expect(preview).toHaveAttribute("sandbox", "");
    await expect(dialog.frameLocator('[data-testid="markdown-preview-frame"]').locator("strong")).toHaveText(
      "maintenance",
    );

    await dialog.getByRole("tab", { name: t("adminAnnouncements.form.tabId") }).click();
    await dialog.getByLabel(t("adminAnnouncements.form.titleId")).fill(`Pemeliharaan ${run}`);
    await dialog.getByLabel(t("adminAnnouncements.form.bodyId")).fill("Pemeliharaan pukul **22.00**.");
    await dialog.getByLabel(t("adminAnnouncements.form.level")).selectOption("warning");
    await dialog.getByLabel(t("adminAnnouncements.form.audience")).selectOption("expired");
    // Short-lived: other tests' users never see it for long, even if the clean-up below fails.
    await dialog.getByLabel(t("adminAnnouncements.form.endsAt")).fill(await localDateTime(admin, 60));
    await dialog.getByLabel(t("adminAnnouncements.form.published")).check();
    await dialog.getByRole("button", { name: t("form.save") }).click();
    await expect(dialog).toBeHidden();
    await expectToast(admin, t("adminAnnouncements.created"));
    const row = tableRow(admin, title);
    await expect(row).toContainText(t("adminAnnouncements.published"));
    await expect(row).toContainText(t("adminAnnouncements.level.warning"));
  });

  await test.step("the user sees it on the dashboard and dismisses it for good", async () => {
    const page = await signedInPage(browser, member);
    const item = page.getByTestId("announcement").filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute("data-level", "warning");
    await expect(item.getByRole("status")).toContainText("Planned maintenance at 22:00.");
    await expect(item.locator("strong")).toHaveText("maintenance");

    const dismissed = page.waitForResponse((r) => r.url().includes("/dismiss") && r.request().method() === "POST");
    await item.getByRole("button", { name: t("announcements.dismissLabel", { title }) }).click();
    await expect(item).toHaveCount(0);
    expect((await dismissed).ok()).toBe(true);

    // Remembered by the server: after a reload the list no longer has it.
    const reloaded = page.waitForResponse((r) => r.url().includes("/api/notifications/mine"));
    await page.reload();
    const mine = (await (await reloaded).json()) as { data: { title: string }[] };
    expect(mine.data.map((a) => a.title)).not.toContain(title);
    await expect(page.getByTestId("dashboard-heading")).toBeVisible();
    await expect(page.getByTestId("announcement").filter({ hasText: title })).toHaveCount(0);
    await page.context().close();
  });

  await test.step("the admin deletes it after confirming", async () => {
    await admin.getByRole("button", { name: t("table.deleteRow", { label: title }) }).click();
    const confirm = admin.getByRole("alertdialog", { name: t("adminAnnouncements.deleteTitle", { title }) });
    await confirm.getByRole("button", { name: t("confirm.yes") }).click();
    await expectToast(admin, t("adminAnnouncements.deleted"));
    await expect(tableRow(admin, title)).toHaveCount(0);
  });
});

test("an admin sends a blast to a segment, watches it reach 100%, then reads it in the outbox", async ({
  request,
  adminPage: admin,
  t,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const recipientName = `Pending ${run}`;
  const subject = `Hi {name}, finish your sign-up ${run}`;
  const auth = await bearer(admin);

  // The segment: accounts with status Pending; this test's recipient is one of them until the end.
  const recipient = await registerUser(request, { name: recipientName });
  const pending = await admin.request.put(`/api/users/status/${recipient.user.uuid}`, {
    headers: auth,
    data: { status: "pending" },
  });
  expect(pending.ok(), await pending.text()).toBe(true);

  try {
    await test.step("the admin composes it with a preview for the first real recipient", async () => {
      await admin.getByRole("link", { name: t("panel.nav.admin") }).click();
      await admin.getByRole("link", { name: t("panel.admin.nav.email") }).click();
      await expect(admin.getByTestId("admin-email-heading")).toHaveText(t("adminEmail.title"));
      await expect(admin.getByTestId("email-summary-blasts")).toBeVisible();
      await admin
        .getByRole("navigation", { name: t("adminEmail.nav.label") })
        .getByRole("link", {
          name: t("adminEmail.nav.compose"),
        })
        .click();
      await expect(admin.getByTestId("admin-compose-heading")).toHaveText(t("adminEmail.compose.title"));

      const form = admin.getByTestId("compose-form");
      await expect(form.getByLabel(t("adminEmail.compose.sender"))).not.toHaveValue("");
      await form.getByRole("radio", { name: t("adminEmail.compose.sourceDatabase") }).check();
      await form.getByLabel(t("adminEmail.compose.segment"), { exact: true }).selectOption("status:pending");
      await form.getByLabel(t("adminEmail.compose.subject")).fill(subject);
      await form.getByLabel(t("adminEmail.compose.body")).fill("Hello **{name}**, please finish your sign-up.");
      // The preview is for the segment's first real recipient (issue 28), as the server names it.
      await expect(async () => {
        const first = await admin.request.get("/api/email-blasts/sample-recipient?segment=status%3Apending", {
          headers: auth,
        });
        const name = ((await first.json()) as { data: { name: string } }).data.name;
        expect(name).not.toBe(t("adminEmail.compose.sampleName"));
        await expect(form.getByTestId("compose-preview-subject")).toHaveText(subject.replace("{name}", name), {
          timeout: 2_000,
        });
        // The server's rendering, as it will be sent: the branded layout with its unsubscribe link.
        const frame = form.frameLocator('[data-testid="compose-preview-frame"]');
        await expect(frame.locator("strong")).toHaveText(name, { timeout: 2_000 });
        await expect(frame.locator('a[href*="/api/email/unsubscribe?token="]')).toHaveCount(1, { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    });

    await test.step("sending opens the blast, whose progress bar reaches 100%", async () => {
      await admin.getByRole("button", { name: t("adminEmail.compose.submit") }).click();
      // Nothing is sent before the confirmation, which names the recipient count.
      const confirm = admin.getByRole("alertdialog");
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: t("confirm.yes") }).click();
      await expect(admin).toHaveURL(/\/panel\/admin\/email\/[0-9a-f-]{36}$/);
      await expectToast(admin, t("adminEmail.compose.created"));
      const bar = admin.getByRole("progressbar", { name: t("adminEmail.progress.title") });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 45_000 });
      await expect(admin.getByTestId("blast-status")).toHaveText(t("adminEmail.status.completed"));
      await expect(admin.getByTestId("blast-progress")).toHaveAttribute("data-status", "completed");

      // The recipient history lists this test's recipient as sent.
      await admin
        .getByRole("searchbox", { name: t("table.filterLabel", { header: t("adminEmail.column.email") }) })
        .fill(recipient.email);
      // The filter reaches the URL after its 500 ms debounce; leaving the page before that would let
      // the late filter navigation pull the browser back here.
      await expect(admin).toHaveURL(/[?&]search=/);
      const row = tableRow(admin, recipient.email);
      await expect(row).toContainText(t("adminEmail.recipientStatus.sent"));
      await expect(admin.getByTestId("table-row")).toHaveCount(1);
    });

    await test.step("the outbox viewer shows the personalised message in a sandboxed frame", async () => {
      await admin
        .getByRole("navigation", { name: t("adminEmail.nav.label") })
        .getByRole("link", {
          name: t("adminEmail.nav.outbox"),
        })
        .click();
      await expect(admin.getByTestId("admin-outbox-heading")).toHaveText(t("adminEmail.outbox.title"));
      await admin
        .getByRole("searchbox", { name: t("table.filterLabel", { header: t("adminEmail.outbox.column.to") }) })
        .fill(recipient.email);
      const personalSubject = subject.replace("{name}", recipientName);
      const row = tableRow(admin, personalSubject);
      await expect(row).toContainText(recipient.email);
      // The recipient's outbox also holds its sign-up confirmation mail: one row is this blast's.
      await expect(admin.getByTestId("table-row").filter({ hasText: personalSubject })).toHaveCount(1);
      await row
        .getByRole("button", {
          name: t("adminEmail.outbox.viewLabel", { subject: personalSubject, to: recipient.email }),
        })
        .click();

      const dialog = admin.getByRole("dialog", { name: personalSubject });
      await expect(dialog.getByTestId("outbox-message-to")).toHaveText(recipient.email);
      const frame = dialog.getByTestId("outbox-message-frame");
      await expect(frame).toHaveAttribute("sandbox", "");
      const content = dialog.frameLocator('[data-testid="outbox-message-frame"]');
      await expect(content.locator("strong")).toHaveText(recipientName);
      await expect(content.getByRole("link", { name: "Unsubscribe" })).toBeVisible();
      await dialog.getByRole("button", { name: t("adminEmail.outbox.close") }).click();
      await expect(dialog).toBeHidden();
    });
  } finally {
    // Keep the Pending segment small for the next runs.
    await admin.request.put(`/api/users/status/${recipient.user.uuid}`, {
      headers: auth,
      data: { status: "active" },
    });
  }
});
