import { env } from "cloudflare:workers";
import { LOCALES } from "@app/shared/constants";
import { MAIL_TEMPLATE_NAMES } from "@app/shared/constants/comms";
import { translate } from "@app/shared/i18n/translate";
import { describe, expect, it } from "vitest";
import { pageLink } from "./links.ts";
import { renderMail, shortLink } from "./render.ts";
import { composeMail, MAIL_TEMPLATES, previewMail } from "./templates.ts";

describe("the email layout (issue 28)", () => {
  for (const name of MAIL_TEMPLATE_NAMES) {
    for (const locale of LOCALES) {
      it(`${name} in ${locale}: branded HTML with every slot filled, and a text part`, () => {
        const mail = previewMail(env, name, locale);
        expect(mail.subject.length).toBeGreaterThan(3);
        expect(mail.html).toMatch(/^<!doctype html>/);
        expect(mail.html).toContain(`<html lang="${locale}"`);
        expect(mail.html).not.toContain("{{");
        // No web font: the admin preview's CSP would block it, and the system fonts serve (issue 44).
        expect(mail.html).not.toContain("fonts.googleapis.com");
        expect(mail.html).not.toMatch(/<!-- \w+:(start|end) -->/);
        // The footer: why, and where to write.
        expect(mail.html).toContain("billing@premiumhub.test");
        expect(mail.text).toContain("billing@premiumhub.test");
        expect(mail.html).toContain(translate(locale, "email.layout.support"));
        expect(mail.text).toContain("PT Premium Hub Indonesia");
        // The text part carries every link in full (but the logo's), and every page of the app opens
        // in the mail's language (issue 44).
        const home = pageLink(env, locale, "/");
        expect(mail.html).toContain(`href="${home}"`);
        for (const [, href] of mail.html.matchAll(/<a href="(http[^"]+)"/g)) {
          const url = (href as string).replaceAll("&#38;", "&");
          if (url !== home) expect(mail.text).toContain(url);
          if (url.startsWith(env.APP_ORIGIN) && !url.startsWith(`${env.APP_ORIGIN}/api/`))
            expect(url.startsWith(`${env.APP_ORIGIN}/${locale}/`), url).toBe(true);
        }
        // The text part reads on its own: it never points at a button it does not have.
        expect(mail.text).not.toMatch(/\bbutton\b|\btombol\b/i);
      });
    }
  }

  it("a mail with a link has a button and a short fallback link without the token", () => {
    const url = "http://localhost:8787/id/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789";
    const mail = composeMail(env, "verify", "id", { name: "Dewi <b>", url });
    expect(mail.subject).toBe(translate("id", "email.verify.subject"));
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(`>${translate("id", "email.verify.action")}`);
    expect(mail.html).toContain(">localhost:8787/id/verify-email…</a>");
    expect(mail.html).not.toContain(">http://localhost:8787/id/verify-email?token");
    expect(mail.html).toContain("Dewi &#60;b&#62;");
    expect(mail.html).not.toContain("Dewi <b>");
    expect(mail.html).toContain(translate("id", "email.reason.account"));
    expect(mail.text).toContain(`${translate("id", "email.verify.action")}: ${url}`);
    expect(mail.text).toContain(translate("id", "email.reason.account"));
  });

  it("a mail without a link, a heading or an unsubscribe link leaves those parts out", () => {
    const plain = composeMail(env, "accountDeleted", "en", { name: "Dewi" });
    expect(plain.html).not.toContain(translate("en", "email.layout.fallback"));
    expect(plain.html).not.toContain(translate("en", "email.layout.unsubscribe"));
    const blast = renderMail(env, {
      locale: "id",
      subject: "News",
      heading: "",
      paragraphs: [],
      bodyHtml: { html: "<h1>News</h1>", text: "# News" },
      reason: "why",
      unsubscribeUrl: "http://localhost:8787/api/email/unsubscribe?token=t",
    });
    expect(blast.html).toContain(`${translate("id", "email.layout.unsubscribe")}</a>`);
    expect(blast.text).toContain(`${translate("id", "email.layout.unsubscribe")}: http://localhost:8787/api/email/`);
    expect(blast.text.startsWith("# News")).toBe(true);
  });

  it("a support reply quotes the admin's text escaped, paragraph by paragraph", () => {
    const mail = composeMail(env, "supportReply", "en", {
      ...MAIL_TEMPLATES.supportReply.sample((path) => pageLink(env, "en", path), env.APP_ORIGIN),
      body: "First <i>line</i>\nsame paragraph\n\nSecond",
      chatUrl: null,
    });
    expect(mail.html).toContain(
      "<blockquote><p>First &#60;i&#62;line&#60;/i&#62;<br>same paragraph</p><p>Second</p></blockquote>",
    );
    expect(mail.html).toContain(translate("en", "email.support.reply.contact"));
    expect(mail.html).not.toContain(translate("en", "email.layout.fallback"));
  });

  it("shortLink keeps host and path, and marks a query as left out", () => {
    expect(shortLink("https://premiumhub.id/reset-password?token=x")).toBe("premiumhub.id/reset-password…");
    expect(shortLink("https://premiumhub.id/")).toBe("premiumhub.id");
    expect(shortLink("not a url")).toBe("not a url");
  });
});
