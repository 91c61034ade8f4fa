import { type MessageKey, translate } from "@app/shared/i18n/translate";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, signedInRoutes } from "./test/test-utils.tsx";

/** The user's pages and the signed-out ones → the heading (and tab title) of each; admin pages: admin-pages.test. */
const SIGNED_IN: [url: string, title: MessageKey][] = [
  ["/panel", "panel.dashboard.title"],
  ["/panel/addons", "extensions.addons.title"],
  ["/panel/transactions", "transactions.title"],
  ["/panel/vouchers", "vouchers.title"],
  ["/panel/affiliate", "referrals.title"],
  ["/panel/report", "panel.nav.report"],
  ["/panel/media-downloader", "tools.media.title"],
  ["/panel/profile", "profile.title"],
  ["/panel/no-such-page", "page.notFound.title"],
];
const SIGNED_OUT: [url: string, title: MessageKey][] = [
  ["/login", "auth.login.title"],
  ["/register", "auth.register.title"],
  ["/forgot-password", "auth.forgot.title"],
  ["/no-such-page", "page.notFound.title"],
];

describe("page titles", () => {
  for (const locale of ["en", "id"] as const) {
    for (const [url, key] of [...SIGNED_IN, ...SIGNED_OUT]) {
      it(`${url} in ${locale} is "<its heading> · PremiumHub"`, async () => {
        mockApi(SIGNED_IN.some(([signedIn]) => signedIn === url) ? signedInRoutes(makeUser()) : {});
        renderApp(url, { locale });
        const title = translate(locale, key);
        await within(await screen.findByRole("main")).findByRole("heading", { level: 1, name: title });
        expect(document.title).toBe(`${title} · PremiumHub`);
      });
    }
  }
});
