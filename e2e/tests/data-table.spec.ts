import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { registerAdmin, registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";

const RUN = `dt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const THROWAWAY_USERS = 15;
const LIST_API = "**/api/users/list/pagination**";

test("the DataTable filters, paginates and shows skeletons and the empty message", async ({ page, request, t }) => {
  await test.step(`register ${THROWAWAY_USERS} throwaway users`, async () => {
    // Registration is rate limited per IP (1000 a minute on the e2e server): a 429 fails the test,
    // nothing waits for a window (issue 42).
    for (let i = 0; i < THROWAWAY_USERS; i++)
      await registerUser(request, { name: `Table ${RUN} ${String(i).padStart(2, "0")}` });
  });

  await test.step("sign in as an admin of this test's own", async () => {
    // One device per user: a shared admin would be signed out by any parallel test using it.
    const { token } = await registerAdmin(page.request);
    await page.goto("/api/health");
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: STORAGE_KEYS.authToken,
      value: token,
    });
  });

  const table = page.getByRole("table", { name: t("adminUsers.tableLabel") });
  const skeletons = page.getByTestId("skeleton-row");
  const rows = page.getByTestId("table-row");
  const range = page.getByTestId("pagination-range");

  await test.step("skeleton rows while the list request is held", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Delays only: the real request goes on to the Worker once the skeletons have been seen.
    await page.route(LIST_API, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/en/panel/admin/users");
    await expect(page.getByTestId("admin-users-heading")).toHaveText(t("adminUsers.title"));
    await expect(skeletons).toHaveCount(10);
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("table-empty")).toHaveCount(0);
    const answered = page.waitForResponse((response) => response.url().includes("/api/users/list/pagination"));
    release();
    expect((await answered).ok()).toBe(true);
    await page.unroute(LIST_API);
    await expect(skeletons).toHaveCount(0);
    await expect(table).toHaveAttribute("aria-busy", "false");
    await expect(rows.first()).toBeVisible();
  });

  const nameFilter = page.getByRole("searchbox", {
    name: t("table.filterLabel", { header: t("adminUsers.column.name") }),
  });

  await test.step("the name filter narrows the list to this run's users", async () => {
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes("/api/users/list/pagination") &&
        new URL(response.url()).searchParams.get("search") === RUN,
    );
    await nameFilter.fill(RUN);
    expect((await filtered).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${RUN}`));
    await expect(rows).toHaveCount(10);
    await expect(rows.filter({ hasNotText: RUN })).toHaveCount(0);
    await expect(range).toHaveText(t("table.range", { from: 1, to: 10, total: THROWAWAY_USERS }));

    // uuid cells: 8 characters and an ellipsis, the full uuid in the title.
    const uuid = rows.first().locator("td").first().locator("span[title]");
    await expect(uuid).toHaveText(/^[0-9a-f]{8}…$/);
    await expect(uuid).toHaveAttribute("title", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  await test.step("Next goes to page 2; a page-size change goes back to page 1", async () => {
    await page.getByRole("button", { name: t("table.next") }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows).toHaveCount(THROWAWAY_USERS - 10);
    await expect(page.getByRole("button", { name: t("table.page", { page: 2 }) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: t("table.next") })).toBeDisabled();
    await expect(range).toHaveText(t("table.range", { from: 11, to: THROWAWAY_USERS, total: THROWAWAY_USERS }));

    await page.getByLabel(t("table.pageSize")).selectOption("20");
    await expect(page).toHaveURL(/[?&]limit=20/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(rows).toHaveCount(THROWAWAY_USERS);
    await expect(page.getByRole("button", { name: t("table.page", { page: 1 }) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: t("table.previous") })).toBeDisabled();
  });

  await test.step("sortable name header orders the rows", async () => {
    const header = page.getByRole("columnheader", { name: t("adminUsers.column.name") });
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(rows.first()).toContainText(`Table ${RUN} 00`);
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toContainText(`Table ${RUN} ${String(THROWAWAY_USERS - 1).padStart(2, "0")}`);
  });

  await test.step("the status filter is a select sent as status=", async () => {
    const status = page.getByRole("combobox", {
      name: t("table.filterLabel", { header: t("adminUsers.column.status") }),
    });
    await status.selectOption("suspended");
    await expect(page).toHaveURL(/[?&]status=suspended/);
    await expect(skeletons).toHaveCount(0);
    // Fresh registrations are not suspended: either nothing, or only suspended rows.
    await expect(rows.locator('select[data-status]:not([data-status="suspended"])')).toHaveCount(0);
    await status.selectOption("");
    await expect(page).not.toHaveURL(/[?&]status=/);
    await expect(rows).toHaveCount(THROWAWAY_USERS);
  });

  await test.step("no match shows the empty message", async () => {
    await nameFilter.fill(`${RUN}-nobody`);
    await expect(page.getByTestId("table-empty")).toHaveText(t("table.empty"));
    await expect(rows).toHaveCount(0);
    await expect(range).toHaveText(t("table.range", { from: 0, to: 0, total: 0 }));
  });
});
