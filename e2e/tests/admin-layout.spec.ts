import type { Locator, Page } from "@playwright/test";
import { type RegisteredUser, registerAdmin, registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { signIn } from "../support/pages.ts";

// Issue 28 (defect 3): at 1280×800 the admin area showed only the Catalogue group of its
// navigation, with no sign that more lay below; the packages' Delete buttons and the users' Created
// column were cut off at the tables' right edge, with no visible sign either.
test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Why `target` is not fully shown: outside the window, or cut by an ancestor that clips its
 * overflow (a scrolling region, overflow: hidden); "" when it is fully shown.
 */
function clipping(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = (frame: { left: number; top: number; right: number; bottom: number }) =>
      box.left >= frame.left - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.bottom <= frame.bottom + 0.5;
    if (!inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) {
      return `outside the window (${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)})`;
    }
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (ancestor === document.documentElement || ancestor === document.body) continue;
      const style = getComputedStyle(ancestor);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const frame = ancestor.getBoundingClientRect();
      const left = frame.left + ancestor.clientLeft;
      const top = frame.top + ancestor.clientTop;
      const clip = { left, top, right: left + ancestor.clientWidth, bottom: top + ancestor.clientHeight };
      if (!inside(clip)) {
        return `cut by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}"> (overflow ${style.overflowX}/${style.overflowY})`;
      }
    }
    return "";
  });
}

/** The nearest ancestor of `target` that scrolls along `axis` (its overflow is auto or scroll). */
async function scroller(target: Locator, axis: "x" | "y"): Promise<Locator> {
  const mark = `scroller-${Math.random().toString(36).slice(2)}`;
  await target.evaluate(
    (element, { x, mark }) => {
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor)[x ? "overflowX" : "overflowY"];
        if (overflow === "auto" || overflow === "scroll") {
          ancestor.dataset.e2eScroller = mark;
          return;
        }
      }
    },
    { x: axis === "x", mark },
  );
  return target.page().locator(`[data-e2e-scroller="${mark}"]`);
}

/**
 * `target` is fully shown, or its scrolling region hides content on that side, shows its cue
 * there, and shows the target once scrolled to it (never anything cut by overflow: hidden).
 */
async function expectReachable(target: Locator, axis: "x" | "y", cueTestId: string): Promise<void> {
  const cut = await clipping(target);
  if (cut !== "") {
    const region = await scroller(target, axis);
    await expect(region, `${cut}, and no scrolling region holds it`).toHaveCount(1);
    const hides = await region.evaluate(
      (node, x) => (x ? node.scrollWidth > node.clientWidth : node.scrollHeight > node.clientHeight),
      axis === "x",
    );
    expect(hides, `${cut}, and its region does not scroll`).toBe(true);
    // The cue sits beside the region (in its positioned parent), not inside where it would scroll away.
    await expect(region.locator(`xpath=..`).getByTestId(cueTestId), `${cut}, with no visible cue`).toBeVisible();
    await target.scrollIntoViewIfNeeded();
  }
  expect(await clipping(target)).toBe("");
}

async function signInAsNewAdmin(page: Page, name?: string): Promise<RegisteredUser> {
  const admin = await registerAdmin(page.request, name ? { name } : {});
  await page.goto("/login");
  await signIn(page, admin.email, admin.password);
  // Admins land in the admin area (issue 44).
  await expect(page).toHaveURL(/\/panel\/admin$/);
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  return admin;
}

async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.getByTestId("table-row").first()).toBeVisible();
}

test("every admin screen is reachable from the sidebar, which shows that it scrolls", async ({
  adminPage: page,
  t,
}) => {
  await page.goto("/en/panel/admin/packages");
  await pageReady(page);
  const nav = page.getByRole("navigation", { name: t("panel.admin.sections") });
  const links = nav.getByRole("link");
  expect(await links.count()).toBe(21);

  // Before any scrolling: whatever lies below is announced by the cue.
  const hidden: string[] = [];
  for (const link of await links.all())
    if ((await clipping(link)) !== "") hidden.push((await link.textContent()) ?? "");
  if (hidden.length > 0) {
    await expect(page.getByTestId("scroll-cue-bottom"), `hidden with no cue: ${hidden.join(", ")}`).toBeVisible();
  }
  for (const link of await links.all()) await expectReachable(link, "y", "scroll-cue-bottom");

  // Scrolled to the end, nothing is left below, and the cue says there is more above.
  const last = links.last();
  await last.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("scroll-cue-bottom")).toBeHidden();
  if (hidden.length > 0) await expect(page.getByTestId("scroll-cue-top")).toBeVisible();
  await last.click();
  await expect(page).toHaveURL(/\/panel\/admin\/extensions$/);
});

test("the packages' Delete buttons and the users' Created column are shown or reachable with a cue", async ({
  page,
  t,
}) => {
  // A long name without spaces cannot wrap: it widens the user list past the page's width.
  const name = `Administrator${"Longname".repeat(6)}${Date.now().toString(36)}`;
  const admin = await signInAsNewAdmin(page, name);

  await page.goto("/en/panel/admin/packages");
  await pageReady(page);
  const deleteButton = page.getByRole("button", { name: t("table.deleteRow", { label: "Starter" }) });
  await expect(deleteButton).toBeVisible();
  await expectReachable(deleteButton, "x", "scroll-cue-right");
  await expect(page.getByRole("button", { name: t("table.editRow", { label: "Starter" }) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.goto(`/en/panel/admin/users?search=${encodeURIComponent(admin.email)}`);
  await pageReady(page);
  await expect(page.getByTestId("table-row")).toHaveCount(1);
  const created = page.getByRole("columnheader", { name: t("adminUsers.column.createdAt") });
  await expectReachable(created, "x", "scroll-cue-right");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

// Issue 29: the admin area's text (about 39% of the dictionary's keys) is its own chunk, which
// only the admin section asks for.
test("a subscriber's panel downloads no admin text; the admin section loads it, in either language", async ({
  page,
  browser,
  t,
  tId,
}) => {
  const scripts = (target: Page) => {
    const bodies: Promise<string>[] = [];
    target.on("response", (res) => {
      if (res.url().endsWith(".js")) bodies.push(res.text().catch(() => ""));
    });
    return async () => (await Promise.all(bodies)).join("\n");
  };
  const adminText = t("adminDashboard.title");
  const adminKey = '"adminDashboard.title"';

  const user = await registerUser(page.request, { phone: "+6281234567811", country: "ID" });
  const userScripts = scripts(page);
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await page.goto("/en/panel/transactions");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const downloaded = await userScripts();
  expect(downloaded).toContain('"auth.login.title"');
  expect(downloaded).not.toContain(adminKey);

  const context = await browser.newContext();
  const adminPage = await context.newPage();
  const adminScripts = scripts(adminPage);
  await signInAsNewAdmin(adminPage);
  await adminPage.goto("/en/panel/admin");
  await expect(adminPage.getByRole("heading", { level: 2, name: adminText })).toBeVisible();
  expect(await adminScripts()).toContain(adminKey);
  // Indonesian: the admin heading is the Indonesian text, not a key.
  await adminPage.goto("/id/panel/admin");
  await expect(adminPage.getByRole("heading", { level: 2, name: tId("adminDashboard.title") })).toBeVisible();
  await context.close();
});

/** `target` is shown in full and is what a click at its centre reaches (nothing lies over it). */
async function expectUncovered(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  expect(await clipping(target)).toBe("");
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, "something lies over it").toBe(true);
}

// Issue 44: at 1280×800 the Services table was 1,042 px wide in a 958 px box, its sticky actions
// covering the Accounts column, and the support inbox lost its last columns past the edge.
test("Services and the support inbox fit 1280 px with every column and row action uncovered, and are cards at 390 px", async ({
  page,
  request,
  t,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const sent = await request.post("/api/support/contact", {
    data: {
      name: `Layout ${run}`,
      email: `layout-${run}@example.test`,
      topic: "billing",
      message: `Row actions ${run}`,
    },
  });
  expect(sent.status()).toBe(201);
  await signInAsNewAdmin(page);

  const screens = [
    {
      path: "/en/panel/admin/services?search=Netflix",
      row: "Netflix",
      actions: ["adminCatalogue.services.accounts", "table.edit", "table.delete"],
    },
    { path: `/en/panel/admin/support?search=${run}`, row: `Layout ${run}`, actions: [] },
  ] as const;
  for (const screen of screens) {
    await test.step(`${screen.path} at 1280 px`, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(screen.path);
      await pageReady(page);
      const table = page.getByRole("table");
      const region = await scroller(table, "x");
      expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      for (const header of await page.getByRole("columnheader").all()) expect(await clipping(header)).toBe("");
      const row = page.getByTestId("table-row").filter({ hasText: screen.row }).first();
      for (const key of screen.actions) await expectUncovered(row.getByRole("button", { name: t(key) }));
      for (const cell of await row.getByRole("cell").all()) expect(await clipping(cell)).toBe("");
    });
    await test.step(`${screen.path} at 390 px`, async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(screen.path);
      await expect(page.getByTestId("data-cards")).toBeVisible();
      const card = page.getByTestId("table-row").filter({ hasText: screen.row }).first();
      for (const key of screen.actions) await expectUncovered(card.getByRole("button", { name: t(key) }));
      await expectUncovered(card.getByRole("link").or(card.getByRole("button")).first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

// Issue 46: the chat button floated over the page's own controls (the report list's pagination,
// the admins' Delete buttons, a form field). From md it sits at the sidebar's foot, on phones in the
// top bar: never over <main>.
test("the chat button never lies over the page, for an admin or a subscriber, at any width", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await registerAdmin(request, { name: "Launcher Admin" });
  const member = await registerUser(request, { phone: "+6281234560811", country: "ID", name: "Launcher Member" });
  // From md: apart from <main>. On phones: inside the sticky top bar, which <main> scrolls under.
  const overlaps = (page: Page) =>
    page.evaluate(() => {
      const launcher = document.querySelector('[data-testid="support-launcher"]')?.getBoundingClientRect();
      const main = document.getElementById("main")?.getBoundingClientRect();
      const bar = document.querySelector("header")?.getBoundingClientRect();
      if (!launcher || !main || !bar) return "missing";
      if (window.innerWidth < 768) {
        const inBar = launcher.top >= bar.top - 0.5 && launcher.bottom <= bar.bottom + 0.5;
        return inBar ? "" : `launcher ${JSON.stringify(launcher)} outside the top bar ${JSON.stringify(bar)}`;
      }
      const apart =
        launcher.right <= main.left ||
        launcher.left >= main.right ||
        launcher.bottom <= main.top ||
        launcher.top >= main.bottom;
      return apart ? "" : `launcher ${JSON.stringify(launcher)} over main ${JSON.stringify(main)}`;
    });
  const cases = [
    { who: admin, paths: ["/en/panel/admin/services", "/id/panel/admin/vouchers"] },
    { who: member, paths: ["/en/panel/report", "/id/panel/profile"] },
  ];
  for (const { who, paths } of cases) {
    // One sign-in per account (one device each); the window is resized in place.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/login");
    await signIn(page, who.email, who.password);
    await expect(page.getByTestId("support-launcher")).toBeVisible();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      for (const width of [1280, 768, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByTestId("support-launcher")).toBeVisible();
        expect(await overlaps(page), `${path} at ${width}`).toBe("");
        await page.mouse.wheel(0, 4000);
        expect(await overlaps(page), `${path} at ${width}, scrolled`).toBe("");
      }
    }
    await context.close();
  }
});
