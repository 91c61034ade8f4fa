import http from "node:http";
import type { APIRequestContext } from "@playwright/test";
import type { RegisteredUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { signIn } from "../support/pages.ts";

/**
 * The two media-downloader providers, played on 127.0.0.1:8793 (the e2e server is configured
 * with them in the root script serve:test): POST { url } with an API-key header. A fails for
 * addresses containing "a-down", so B answers.
 */
let providers: http.Server;
test.beforeAll(async () => {
  providers = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const { url = "" } = JSON.parse(body || "{}") as { url?: string };
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(data));
    };
    if (req.url === "/a") {
      if (req.headers["x-api-key"] !== "e2e-media-a") return send(401, {});
      if (url.includes("a-down")) return send(500, { message: "down" });
      return send(200, {
        title: "From A",
        medias: [{ url: "https://cdn.a.test/a.mp4", quality: "720p", type: "video" }],
      });
    }
    if (req.url === "/b") {
      if (req.headers["x-api-key"] !== "e2e-media-b") return send(401, {});
      return send(200, {
        title: "Beach day",
        formats: [
          { url: "https://cdn.b.test/beach-1080.mp4", ext: "mp4", height: 1080, filesize: 3145728 },
          { url: "https://cdn.b.test/beach.jpg", ext: "jpg" },
        ],
      });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => providers.listen(8793, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => providers?.close(resolve));
});

/** Buys the first active package through the sandbox with the user's own API session. */
async function subscribe(request: APIRequestContext, user: RegisteredUser) {
  const [pkg] = (await (await request.get("/api/packages-subscriptions?status=active&limit=1")).json()).data;
  const created = await request.post("/api/payments", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { packageUuid: pkg.uuid },
  });
  const { transactionUuid } = (await created.json()).data;
  const paid = await request.post(`/api/payments/sandbox/${transactionUuid}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test("a subscriber gets download links (provider B answers when A fails); the admin sees the day's usage", async ({
  page,
  request,
  user,
  adminPage,
  t,
}) => {
  // Bought with the registration's API session, before the sign-in below ends it (one device per user).
  await subscribe(request, user);
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await page
    .getByRole("link", { name: t("panel.nav.mediaDownloader") })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: t("tools.media.title") })).toBeVisible();
  const quota = page.getByTestId("media-quota");
  await expect(quota).toContainText(/^\d+ of \d+ downloads left today\.$/);
  const before = Number(/^(\d+)/.exec((await quota.textContent()) ?? "")?.[1]);

  await page.getByLabel(t("tools.media.urlLabel")).fill(`https://social.example/p/a-down-${Date.now()}`);
  await page.getByRole("button", { name: t("tools.media.submit") }).click();
  const results = page.getByTestId("media-results");
  await expect(results.getByRole("heading", { name: "Beach day" })).toBeVisible();
  await expect(results.getByTestId("media-link")).toHaveCount(2);
  await expect(results.getByTestId("media-link").first()).toContainText("1080p · MP4 · 3 MB");
  await expect(quota).toContainText(new RegExp(`^${before - 1} of \\d+ downloads left today\\.$`));

  // A bad address is named next to the field.
  await page.getByLabel(t("tools.media.urlLabel")).fill("ftp://files.example/x");
  await page.getByRole("button", { name: t("tools.media.submit") }).click();
  await expect(page.getByTestId("media-error")).toContainText("url");

  await adminPage.goto("/panel/admin/media-downloader");
  const rows = adminPage.getByTestId("media-usage-row");
  await expect(rows.filter({ hasText: "Provider A" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "Provider B" }).first()).toBeVisible();
});
