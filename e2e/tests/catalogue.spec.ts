import { deflateSync } from "node:zlib";
import { serviceSlug } from "@app/shared/slug";
import type { Page } from "@playwright/test";
import { E2E_CATEGORY_PREFIX, promoteToAdmin, registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { bearer, signedInPage } from "../support/pages.ts";

// ---- a small PNG, made here -------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A size×size RGB PNG with a diagonal two-colour pattern (unique per seed, so never deduplicated). */
function makePng(size: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) {
      const on = (x + y) % 4 < 2;
      row[1 + x * 3] = on ? 37 : 255;
      row[2 + x * 3] = on ? 99 : (seed >>> 8) & 0xff;
      row[3 + x * 3] = on ? 235 : seed & 0xff;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// ---- helpers -------------------------------------------------------------------------------------

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId("toast-success").filter({ hasText: title }).last()).toBeVisible();
}

// ---- the story -----------------------------------------------------------------------------------

test("an admin builds the catalogue, a subscriber opens the service, and a report is resolved", async ({
  browser,
  request,
  t,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const categoryName = `${E2E_CATEGORY_PREFIX}${run}`;
  const serviceName = `Svc ${run}`;
  const slug = serviceSlug(serviceName);
  const packageName = `Pkg ${run}`;
  const secret = `KEY-${run}`;
  const voucherCode = `CAT-${run}`.toUpperCase();
  let packageUuid = "";

  // An admin of this test's own (one device per user: never the seeded admin of data-table.spec.ts).
  // Its address is in the e2e server's ADMIN_EMAILS domain; on a server started without that list,
  // the admin:create script promotes it instead.
  const adminUser = await registerUser(request, {
    admin: true,
    phone: "+6281234500001",
    country: "ID",
    name: "Catalogue Admin",
  });
  if (adminUser.user.role !== "admin") await promoteToAdmin(adminUser.email);
  const admin = await signedInPage(browser, adminUser);

  await test.step("the admin creates a category", async () => {
    await admin.getByRole("link", { name: t("panel.nav.admin") }).click();
    await admin.getByRole("link", { name: t("panel.admin.nav.categories") }).click();
    await expect(admin.getByTestId("admin-categories-heading")).toHaveText(t("adminCatalogue.categories.title"));
    await admin.getByRole("button", { name: t("adminCatalogue.categories.new") }).click();
    const dialog = admin.getByRole("dialog", { name: t("adminCatalogue.categories.new") });
    await dialog.getByLabel(t("adminCatalogue.field.name"), { exact: true }).fill(categoryName);
    await dialog.getByLabel(t("adminCatalogue.field.nameIndonesian")).fill(`${categoryName} (id)`);
    await dialog.getByLabel(t("adminCatalogue.field.description")).fill("Made by the catalogue e2e test");
    await dialog.getByRole("button", { name: t("form.save") }).click();
    await expect(dialog).toBeHidden();
    await expectToast(admin, t("adminCatalogue.created"));
    await expect(admin.getByTestId("table-row").filter({ hasText: categoryName })).toBeVisible();
  });

  await test.step("the admin creates a key service with an uploaded logo and a secret", async () => {
    await admin.goto("/panel/admin/services");
    await admin.getByRole("button", { name: t("adminCatalogue.services.new") }).click();
    const dialog = admin.getByRole("dialog", { name: t("adminCatalogue.services.new") });
    await dialog.getByLabel(t("adminCatalogue.field.name")).fill(serviceName);

    const uploaded = admin.waitForResponse((r) => r.url().endsWith("/api/media/upload"));
    await dialog
      .getByLabel(t("adminCatalogue.logo.choose"))
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: makePng(16, Date.now() & 0xffff) });
    expect((await uploaded).status()).toBe(201);
    const preview = dialog
      .getByTestId("logo-preview")
      .getByRole("img", { name: t("services.logoAlt", { name: serviceName }) });
    await expect(preview).toHaveAttribute("src", /^\/api\/media\/images\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    await dialog.getByLabel(t("adminCatalogue.field.category")).selectOption({ label: categoryName });
    await dialog.getByLabel(t("adminCatalogue.field.type")).selectOption("key");
    await dialog.getByLabel(t("adminCatalogue.field.accessUrl")).fill("https://example.com/app");
    await dialog.getByLabel(t("adminCatalogue.field.accessSecret")).fill(secret);
    await dialog.getByRole("button", { name: t("form.save") }).click();
    await expect(dialog).toBeHidden();
    await expectToast(admin, t("adminCatalogue.created"));

    await admin
      .getByRole("searchbox", { name: t("table.filterLabel", { header: t("adminCatalogue.column.name") }) })
      .fill(run);
    const row = admin.getByTestId("table-row").filter({ hasText: serviceName });
    await expect(row).toBeVisible();
    await expect(admin.getByTestId("table-row")).toHaveCount(1);
    await expect(row).toContainText(categoryName);
    await expect(row).toContainText(slug);
    await expect(row.getByTestId("has-secret")).toHaveText(t("adminCatalogue.services.secretSet"));
    await expect(row.getByRole("img", { name: t("services.type.key") })).toBeVisible();
  });

  await test.step("the admin creates a package and puts the service in it", async () => {
    await admin.goto("/panel/admin/packages");
    await admin.getByRole("button", { name: t("adminCatalogue.packages.new") }).click();
    const dialog = admin.getByRole("dialog", { name: t("adminCatalogue.packages.new") });
    await dialog.getByLabel(t("adminCatalogue.field.name")).fill(packageName);
    await dialog.getByLabel(t("adminCatalogue.field.price")).fill("12345");
    await dialog.getByLabel(t("adminCatalogue.field.days"), { exact: true }).fill("30");
    // Inactive and last: it must not show up on the public pricing cards of other tests.
    await dialog.getByLabel(t("adminCatalogue.field.status")).selectOption("inactive");
    await dialog.getByLabel(t("adminCatalogue.field.sortOrder")).fill("9999");
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith("/api/packages-subscriptions") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: t("form.save") }).click();
    const body = (await (await saved).json()) as { data: { price: number; currency: string } };
    expect(body.data).toMatchObject({ price: 12345, currency: "IDR" });
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId("table-row").filter({ hasText: packageName })).toBeVisible();

    const packages = await admin.request.get("/api/packages-subscriptions/list-all", {
      headers: await bearer(admin),
    });
    const found = ((await packages.json()) as { data: { uuid: string; namePackage: string }[] }).data.find(
      (p) => p.namePackage === packageName,
    );
    expect(found).toBeTruthy();
    packageUuid = found?.uuid ?? "";

    await admin.goto("/panel/admin/plan-services");
    await admin.getByLabel(t("adminCatalogue.planServices.package")).selectOption(packageUuid);
    await expect(admin).toHaveURL(new RegExp(`[?&]package=${packageUuid}`));
    const picker = admin.getByTestId("service-picker");
    await picker.getByLabel(t("adminCatalogue.planServices.search")).fill(run);
    await picker.getByRole("checkbox", { name: new RegExp(serviceName) }).check();
    await picker.getByRole("button", { name: t("adminCatalogue.planServices.save") }).click();
    await expectToast(admin, t("adminCatalogue.updated"));
    await expect(picker.getByRole("checkbox", { name: new RegExp(serviceName) })).toBeChecked();
    await expect(picker.getByRole("button", { name: t("adminCatalogue.planServices.save") })).toBeDisabled();
  });

  // A voucher for the package: the user's way into an active subscription that includes the service.
  const adminHeaders = await bearer(admin);
  const voucher = await admin.request.post("/api/vouchers", {
    headers: adminHeaders,
    data: { packageUuid, days: 30, code: voucherCode },
  });
  expect(voucher.status(), await voucher.text()).toBe(201);

  const subscriber = await registerUser(request, { phone: "+6281234500002", country: "ID", name: "Catalogue User" });
  const user = await signedInPage(browser, subscriber);
  const adminChunks: string[] = [];
  user.context().on("request", (r) => {
    if (/\/panel\/assets\/admin-/.test(r.url())) adminChunks.push(r.url());
  });

  await test.step("the user has no services yet, then redeems a voucher for the package", async () => {
    await expect(user.getByTestId("recently-used")).toContainText(t("services.recentlyUsedEmpty"));
    await expect(user.getByRole("heading", { name: t("services.accessYourServices") })).toHaveCount(0);
    const redeemed = await user.request.post("/api/vouchers/redeem", {
      headers: await bearer(user),
      data: { code: voucherCode },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
  });

  await test.step("the card shows how the service opens, and leads to the service's page with its key", async () => {
    await user.reload();
    const section = user.getByRole("region", { name: t("services.accessYourServices") });
    const card = section.getByTestId("service-card").filter({ hasText: serviceName });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("service-category")).toHaveText(categoryName);
    await expect(card.getByTestId("service-kind-key")).toHaveText(t("services.kind.key"));
    const logo = card.getByRole("img", { name: t("services.logoAlt", { name: serviceName }) });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    await expect(card).toHaveAttribute("href", `/panel/service/${slug}`);

    await card.click();
    await expect(user).toHaveURL(new RegExp(`/panel/service/${slug}$`));
    await expect(user.getByTestId("service-name")).toHaveText(serviceName);
    await expect(user.getByTestId("service-category")).toHaveText(categoryName);
    const key = user.getByLabel(t("services.access.keyLabel"));
    await expect(key).toHaveAttribute("type", "password");
    await expect(key).toHaveValue(secret);
    await user.getByRole("button", { name: t("services.showKey") }).click();
    await expect(key).toHaveAttribute("type", "text");
    await expect(user.getByTestId("service-open")).toHaveAttribute("href", "https://example.com/app");
    await user.goBack();
  });

  await test.step("the service then shows under recently used", async () => {
    await user.reload();
    const recent = user.getByTestId("recent-service").filter({ hasText: serviceName });
    await expect(recent).toBeVisible();
    await expect(recent).toContainText(t("services.uses", { count: 1 }));
  });

  await test.step("the user files a report and sees it open", async () => {
    await user.getByRole("link", { name: t("panel.nav.report") }).click();
    await expect(user.getByTestId("report-heading")).toHaveText(t("panel.nav.report"));
    await user.getByRole("button", { name: t("report.submit") }).click();
    await expect(user.getByText(t("report.error.serviceNameRequired"))).toBeVisible();
    await user.getByLabel(t("report.serviceName")).selectOption(serviceName);
    await user.getByLabel(t("report.description")).fill("short");
    await user.getByRole("button", { name: t("report.submit") }).click();
    await expect(user.getByText(t("report.error.descriptionMin"))).toBeVisible();
    await user.getByLabel(t("report.description")).fill("The key is refused after login.");
    await user.getByRole("button", { name: t("report.submit") }).click();
    await expectToast(user, t("report.sent"));
    const mine = user.getByTestId("my-reports").getByTestId("table-row").filter({ hasText: serviceName });
    await expect(mine).toContainText(t("report.status.open"));
  });

  await test.step("the admin sees the report and resolves it", async () => {
    await admin.goto("/panel/admin/reports?status=open");
    const row = admin.getByTestId("table-row").filter({ hasText: subscriber.email });
    await expect(row).toContainText(serviceName);
    await expect(row).toContainText(t("report.status.open"));
    await row.getByRole("button", { name: t("adminReports.resolveOf", { name: serviceName }) }).click();
    await expectToast(admin, t("adminReports.resolved"));
    // Filtered on open: the resolved report leaves the list.
    await expect(admin.getByTestId("table-row").filter({ hasText: subscriber.email })).toHaveCount(0);
    const summary = admin.getByTestId("report-summary").getByTestId("table-row").filter({ hasText: serviceName });
    await expect(summary).toBeVisible();
  });

  await test.step("the user sees the report resolved, and never loaded admin code", async () => {
    await user.reload();
    const mine = user.getByTestId("my-reports").getByTestId("table-row").filter({ hasText: serviceName });
    await expect(mine).toContainText(t("report.status.resolved"));
    expect(adminChunks).toEqual([]);
  });

  await test.step("an Indonesian reader sees the category's Indonesian name (issue 46 item 8)", async () => {
    await user.goto(`/id/panel/service/${slug}`);
    await expect(user.getByTestId("service-category")).toHaveText(`${categoryName} (id)`);
  });

  await admin.context().close();
  await user.context().close();
});
