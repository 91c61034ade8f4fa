import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import type { APIRequestContext, Page } from "@playwright/test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { installFakeExtensions } from "../support/extension-harness.ts";
import { promoteToAdmin, type RegisteredUser, registerAdmin, registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { mailedVerificationLink } from "../support/mailbox.ts";

/** A complete profile (phone + country), so the user lands on the panel. */
function newUser(request: APIRequestContext, name = "Extension Tester"): Promise<RegisteredUser> {
  return registerUser(request, { phone: "+6281234567893", country: "ID", name });
}

/** Signs the page in with the user's token (the panel reads it from storage), then opens `path`. */
async function openAs(page: Page, user: RegisteredUser, path: string): Promise<void> {
  await page.goto("/api/health");
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [STORAGE_KEYS.authToken, user.token],
  );
  await page.goto(path);
}

/** Confirms the user's address with the mailed link's token and starts the free trial, through the API. */
async function startTrial(request: APIRequestContext, user: RegisteredUser): Promise<void> {
  const token = new URL(await mailedVerificationLink(request, user.email)).searchParams.get("token");
  expect((await request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
  const trial = await request.post("/api/subscriptions/trial", { headers: { Authorization: `Bearer ${user.token}` } });
  expect(trial.status()).toBe(201);
}

async function readReleases(request: APIRequestContext): Promise<ExtensionReleases> {
  const response = await request.get("/api/extension/releases", { headers: { "Cache-Control": "no-cache" } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ExtensionReleases }).data;
}

test.describe("extension bridge", () => {
  // The outdated and conflict paths run against the real extensions (real-extensions.spec.ts); the
  // harness keeps the states a real build reaches only with extra builds (between minimum and latest).
  test("current versions without conflicts show no alert", async ({ page, user, t }) => {
    await installFakeExtensions(page, [
      { id: "core", version: "1.4.0" },
      { id: "helper", version: "1.1.0" },
    ]);
    await openAs(page, user, "/panel/addons");
    // The hello arrived and was applied…
    const cards = page.getByTestId("addon-card");
    await expect(cards.getByTestId("addon-installed")).toHaveText(["1.4.0", "1.1.0"]);
    await expect(page.getByTestId("addons-not-detected")).toHaveCount(0);
    for (const state of await cards.getByTestId("addon-state").allTextContents()) {
      expect([t("extensions.state.current"), t("extensions.state.updateAvailable")]).toContain(state);
    }
    // …and the dashboard (same page load, client-side navigation) shows neither alert.
    await page.getByRole("link", { name: t("panel.nav.dashboard") }).click();
    await expect(page.getByTestId("dashboard-heading")).toBeVisible();
    await expect(page.getByTestId("dashboard-extensions")).toBeAttached();
    await expect(page.getByTestId("extension-outdated-alert")).toHaveCount(0);
    // Both extensions installed and current: this browser is set up, so no checklist either.
    await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
    await expect(page.getByTestId("extension-blocked-alert")).toHaveCount(0);
  });

  test("the setup guide opens from the dashboard, walks its 7 steps and closes", async ({ page, request, user, t }) => {
    // A subscriber: while the trial is on offer, the trial is the dashboard's one next action (issue 46).
    await startTrial(request, user);
    await openAs(page, user, "/panel");
    await expect(page.getByTestId("dashboard-heading")).toBeVisible();
    // The guide never opens by itself: the checklist offers it.
    const checklist = page.getByTestId("setup-checklist");
    await expect(checklist.getByTestId("setup-checklist-progress")).toHaveText(
      t("extensions.checklist.progress", { done: 0, total: 3 }),
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await checklist.getByRole("button", { name: t("extensions.setup.open") }).click();
    const dialog = page.getByRole("dialog", { name: t("extensions.setup.title") });
    await expect(dialog).toBeVisible();
    const progress = dialog.getByTestId("extension-setup-progress");
    await expect(progress).toHaveText(t("extensions.setup.progress", { step: 1, total: 7 }));
    await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

    // Step 1: two downloads, and the video only after a click on the facade.
    await expect(dialog.getByTestId("extension-download")).toHaveCount(2);
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await dialog.getByRole("button", { name: new RegExp(t("extensions.video.play")) }).click();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

    // Focus stays inside the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    const next = dialog.getByRole("button", { name: t("extensions.setup.next") });
    for (let step = 2; step <= 7; step++) {
      await next.click();
      await expect(progress).toHaveText(t("extensions.setup.progress", { step, total: 7 }));
      await expect(dialog.getByTestId(`extension-step-${step}`)).toBeVisible();
      if (step === 3)
        await expect(dialog.getByTestId("extension-note-tip")).toContainText(t("extensions.setup.step3.tip"));
      if (step === 4)
        await expect(dialog.getByTestId("extension-note-security")).toContainText(t("extensions.setup.step4.security"));
    }
    await expect(next).toHaveCount(0);
    await dialog.getByRole("button", { name: t("extensions.setup.back") }).click();
    await expect(progress).toHaveText(t("extensions.setup.progress", { step: 6, total: 7 }));

    await dialog.getByRole("button", { name: t("extensions.setup.close") }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const openGuide = checklist.getByRole("button", { name: t("extensions.setup.open") });
    await expect(openGuide).toBeFocused();
    // Escape closes it too.
    await openGuide.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(openGuide).toBeFocused();

    // Hidden once, hidden for good in this browser.
    await checklist.getByRole("button", { name: t("extensions.checklist.dismiss") }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("dashboard-heading")).toBeVisible();
    await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
  });
});

/** A package with its manifest's version changed: what a build of that version would be. */
function withVersion(zip: Buffer, version: string): Buffer {
  const files = unzipSync(new Uint8Array(zip));
  const manifest = JSON.parse(strFromU8(files["manifest.json"] as Uint8Array));
  files["manifest.json"] = strToU8(JSON.stringify({ ...manifest, version }));
  return Buffer.from(zipSync(files));
}

test.describe("extension releases (admin)", () => {
  // One admin of this file's own for the steps below, in order.
  test.describe.configure({ mode: "serial" });

  let admin: RegisteredUser;
  let uploaded: { version: string; bytes: Buffer } | null = null;

  test.beforeAll(async ({ request }) => {
    // An admin by registration (E2E_ADMIN_DOMAIN); the file edit of promoteToAdmin only as a fallback,
    // since it can hold the SQLite write lock while a parallel test's request writes.
    admin = await registerAdmin(request, { name: "Extensions Admin" });
    if (admin.user.role !== "admin") await promoteToAdmin(admin.email);
  });

  test("an uploaded release is served by the download link the panel shows", async ({ page, request }) => {
    const auth = { Authorization: `Bearer ${admin.token}` };
    // A real package (the helper as built here), so that a user who downloads the newest release,
    // as real-extensions.spec.ts does in parallel, still gets a loadable extension.
    const bytes = readFileSync(fileURLToPath(new URL("../../extensions/dist/helper.zip", import.meta.url)));

    // Not greater than the latest: 409 naming the field.
    const before = (await readReleases(request)).extensions.find((e) => e.id === "helper");
    expect(before?.latestVersion).toBeTruthy();
    const same = await request.post("/api/extension/releases", {
      headers: auth,
      multipart: {
        extensionId: "helper",
        version: before?.latestVersion as string,
        file: { name: "helper.zip", mimeType: "application/zip", buffer: bytes },
      },
    });
    expect(same.status()).toBe(409);
    expect((await same.json()).details.fields[0].field).toBe("version");

    // A patch above the latest (re-read if another run uploaded in between).
    for (let attempt = 0; attempt < 3 && !uploaded; attempt++) {
      const latest = (await readReleases(request)).extensions.find((e) => e.id === "helper")?.latestVersion ?? "1.1.0";
      const [major, minor, patch] = latest.split(/[.+-]/).map(Number) as [number, number, number];
      const version = `${major}.${minor}.${patch + 1}`;
      // The same build, its manifest saying the new version (the server checks it).
      const repacked = withVersion(bytes, version);
      const response = await request.post("/api/extension/releases", {
        headers: auth,
        multipart: {
          extensionId: "helper",
          version,
          file: { name: "helper.zip", mimeType: "application/zip", buffer: repacked },
        },
      });
      if (response.status() === 409) continue;
      expect(response.status(), await response.text()).toBe(201);
      uploaded = { version, bytes: repacked };
    }
    expect(uploaded).not.toBeNull();
    const version = uploaded?.version as string;

    // The releases list now links the file, and the link answers 200 with the same bytes.
    const helper = (await readReleases(request)).extensions.find((e) => e.id === "helper");
    expect(helper?.latestVersion).toBe(version);
    expect(helper?.downloadUrl).toBe(`/api/extension/download/helper/${version}`);
    const download = await request.get(helper?.downloadUrl as string);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/zip");
    expect(Buffer.compare(await download.body(), uploaded?.bytes as Buffer)).toBe(0);

    // A user sees that link on the Addons page and in the setup guide.
    const user = await newUser(request);
    await openAs(page, user, "/panel/addons");
    const card = page.locator('[data-testid="addon-card"][data-extension-id="helper"]');
    await expect(card.getByTestId("addon-latest")).toHaveText(version);
    const link = card.getByTestId("extension-download");
    await expect(link).toHaveAttribute("href", helper?.downloadUrl as string);
    const viaPage = await page.request.get((await link.getAttribute("href")) as string);
    expect(viaPage.status()).toBe(200);
    expect(Buffer.compare(await viaPage.body(), uploaded?.bytes as Buffer)).toBe(0);
  });

  test("the admin screen shows the release and checks versions before uploading", async ({ page, t }) => {
    expect(uploaded).not.toBeNull();
    await openAs(page, admin, "/panel/admin");
    await page.getByRole("link", { name: t("panel.admin.nav.extensions") }).click();
    await expect(page.getByTestId("admin-extensions-heading")).toHaveText(t("adminExtensions.title"));
    const card = page.locator('[data-testid="admin-extension"][data-extension-id="helper"]');
    await expect(card.getByTestId("admin-extension-latest")).toHaveText(uploaded?.version as string);

    const form = card.getByTestId("release-upload-form");
    const version = form.getByLabel(t("adminExtensions.upload.version"));
    await version.fill("not-a-version");
    await version.blur();
    await expect(form.getByText(t("adminExtensions.error.releaseVersion"))).toBeVisible();
    await version.fill("1.9.0-beta.1");
    await expect(form.getByText(t("adminExtensions.error.releaseVersion"))).toBeVisible();
    await version.fill("0.0.1");
    await expect(
      form.getByText(t("adminExtensions.error.notGreater", { latest: uploaded?.version as string })),
    ).toBeVisible();

    // The conflicting-extension list is the server's.
    const editor = page.getByTestId("conflicts-editor");
    await expect(editor.getByTestId("conflict-row").first()).toBeVisible();
  });
});
