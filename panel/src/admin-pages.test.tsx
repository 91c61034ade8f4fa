import type { Locale } from "@app/shared/constants";
import { type MessageKey, translate } from "@app/shared/i18n/translate";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeSupportConversation, makeUser, mockApi, renderApp, signedInRoutes } from "./test/test-utils.tsx";

const CONVERSATION = makeSupportConversation();
const CONVERSATION_UUID = CONVERSATION.uuid;

/**
 * Every admin route file (routes/_auth/panel/admin/*.tsx but the layout) → its URL and the heading
 * its page shows: a dictionary key, or a text from the API. A new admin route without a row here
 * fails the first test.
 */
const ADMIN_PAGES: Record<string, { url: string; title: MessageKey | { text: string } }> = {
  "index.tsx": { url: "/panel/admin", title: "panel.admin.title" },
  "services.tsx": { url: "/panel/admin/services", title: "adminCatalogue.services.title" },
  "incidents.tsx": { url: "/panel/admin/incidents", title: "adminIncidents.title" },
  "packages.tsx": { url: "/panel/admin/packages", title: "adminCatalogue.packages.title" },
  "categories.tsx": { url: "/panel/admin/categories", title: "adminCatalogue.categories.title" },
  "timeframes.tsx": { url: "/panel/admin/timeframes", title: "adminCatalogue.timeframes.title" },
  "plan-services.tsx": { url: "/panel/admin/plan-services", title: "adminCatalogue.planServices.title" },
  "vouchers.tsx": { url: "/panel/admin/vouchers", title: "adminVouchers.title" },
  "transactions.tsx": { url: "/panel/admin/transactions", title: "adminTransactions.title" },
  "renewals.tsx": { url: "/panel/admin/renewals", title: "adminRenewals.title" },
  "users.tsx": { url: "/panel/admin/users", title: "adminUsers.title" },
  "referrals.tsx": { url: "/panel/admin/referrals", title: "adminReferrals.title" },
  "announcements.tsx": { url: "/panel/admin/announcements", title: "adminAnnouncements.title" },
  "email.index.tsx": { url: "/panel/admin/email", title: "adminEmail.title" },
  "email.new.tsx": { url: "/panel/admin/email/new", title: "adminEmail.compose.title" },
  "email.outbox.tsx": { url: "/panel/admin/email/outbox", title: "adminEmail.outbox.title" },
  "email.senders.tsx": { url: "/panel/admin/email/senders", title: "adminEmail.senders.title" },
  "email.templates.tsx": { url: "/panel/admin/email/templates", title: "adminEmail.templates.title" },
  // The blast's subject once loaded; the API answers 404 here, so the page keeps its generic title.
  "email.$id.tsx": { url: "/panel/admin/email/7", title: "adminEmail.detail.title" },
  "support.index.tsx": { url: "/panel/admin/support", title: "adminSupport.title" },
  "support.$uuid.tsx": { url: `/panel/admin/support/${CONVERSATION_UUID}`, title: { text: CONVERSATION.name } },
  "statistics.tsx": { url: "/panel/admin/statistics", title: "adminStats.title" },
  "reports.tsx": { url: "/panel/admin/reports", title: "adminReports.title" },
  "audit.tsx": { url: "/panel/admin/audit", title: "adminAudit.title" },
  "media-downloader.tsx": { url: "/panel/admin/media-downloader", title: "adminTools.media.title" },
  "extensions.tsx": { url: "/panel/admin/extensions", title: "adminExtensions.title" },
};

function titleText(locale: Locale, title: MessageKey | { text: string }): string {
  return typeof title === "string" ? translate(locale, title) : title.text;
}

beforeEach(() => {
  // Lists and details the table does not list answer 404: each page still shows its heading.
  mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    [`GET /api/support/conversations/${CONVERSATION_UUID}`]: () => ({ body: CONVERSATION }),
  });
});

describe("admin pages", () => {
  it("the table covers every admin route file", () => {
    const files = Object.keys(import.meta.glob("./routes/_auth/panel/admin/*.tsx"))
      .map((path) => path.split("/").pop() ?? "")
      .filter((file) => file !== "route.tsx");
    expect(files.sort()).toEqual(Object.keys(ADMIN_PAGES).sort());
  });

  for (const locale of ["en", "id"] as const) {
    describe(`in ${locale}`, () => {
      for (const [file, { url, title }] of Object.entries(ADMIN_PAGES)) {
        it(`${url} (${file}) has one h1 of its own and names the tab after it`, async () => {
          const text = titleText(locale, title);
          renderApp(url, { locale });
          const main = await screen.findByRole("main");
          const heading = await within(main).findByRole("heading", { level: 1, name: text });
          expect(within(main).getAllByRole("heading", { level: 1 })).toEqual([heading]);
          if (file !== "index.tsx") expect(text).not.toBe(translate(locale, "panel.admin.title"));
          expect(document.title).toBe(`${text} · PremiumHub`);
        });
      }
    });
  }
});
