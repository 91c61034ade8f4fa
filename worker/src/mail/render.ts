import type { Locale } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { escapeHtml } from "../lib/html.ts";
import { merchantInfo } from "../lib/merchant.ts";
import { MAIL_LAYOUT } from "./layout.generated.ts";
import { pageLink } from "./links.ts";

/**
 * What one email says; `renderMail` puts it into the layout (layout.mjml) and writes its text part.
 * `paragraphs` and `after` are plain text; `bodyHtml` is HTML the caller already made safe (a
 * rendered blast, a quoted reply) and comes after the paragraphs.
 */
export type MailContent = {
  locale: Locale;
  subject: string;
  /** The title above the text; empty for a blast, whose body brings its own. */
  heading: string;
  /** The line mail apps show after the subject; the first paragraph when not given. */
  preheader?: string;
  paragraphs: string[];
  bodyHtml?: { html: string; text: string };
  action?: { label: string; url: string };
  /** Short paragraphs after the button ("if it was not you, ignore this email"). */
  after?: string[];
  /** Why the reader gets this email (the footer's first line). */
  reason: string;
  unsubscribeUrl?: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

export type MailEnv = Parameters<typeof merchantInfo>[0];

/** Plain-text paragraphs as HTML, escaped, line breaks kept. */
export const paragraphsHtml = (texts: string[]) =>
  texts.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");

/** The link as a reader sees it under the button: host and path, never a token running off the screen. */
export function shortLink(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}${parsed.search ? "…" : ""}`;
  } catch {
    return url;
  }
}

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => slots[name] ?? "");
}

function dropBlock(html: string, name: string): string {
  return html.replace(new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`), "");
}

export function renderMail(env: MailEnv, content: MailContent): RenderedMail {
  const { locale } = content;
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const merchant = merchantInfo(env);
  const company = [merchant.name, merchant.address].filter(Boolean).join(" · ");
  const after = content.after ?? [];

  let layout = MAIL_LAYOUT;
  if (!content.heading) layout = dropBlock(layout, "heading");
  if (!content.action) layout = dropBlock(layout, "action");
  if (after.length === 0) layout = dropBlock(layout, "after");
  if (!content.unsubscribeUrl) layout = dropBlock(layout, "unsubscribe");
  layout = layout.replace(/<!-- \w+:(start|end) -->/g, "");
  const html = fill(layout, {
    lang: locale,
    subject: escapeHtml(content.subject),
    preheader: escapeHtml(content.preheader ?? content.paragraphs[0] ?? content.heading),
    // The logo opens the site in the reader's language (issue 44).
    origin: escapeHtml(pageLink(env, locale, "/")),
    brand: escapeHtml(t("app.name")),
    heading: escapeHtml(content.heading),
    body: paragraphsHtml(content.paragraphs) + (content.bodyHtml?.html ?? ""),
    actionUrl: escapeHtml(content.action?.url ?? ""),
    actionLabel: escapeHtml(content.action?.label ?? ""),
    fallbackIntro: escapeHtml(t("email.layout.fallback")),
    fallbackText: escapeHtml(shortLink(content.action?.url ?? "")),
    after: paragraphsHtml(after),
    reason: escapeHtml(content.reason),
    support: escapeHtml(t("email.layout.support")),
    supportEmail: escapeHtml(merchant.email),
    unsubscribeUrl: escapeHtml(content.unsubscribeUrl ?? ""),
    unsubscribeLabel: escapeHtml(t("email.layout.unsubscribe")),
    company: escapeHtml(company),
  });

  const text = [
    ...(content.heading ? [content.heading] : []),
    ...content.paragraphs,
    ...(content.bodyHtml ? [content.bodyHtml.text] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...after,
    "--",
    [
      content.reason,
      `${t("email.layout.support")} ${merchant.email}`,
      ...(content.unsubscribeUrl ? [`${t("email.layout.unsubscribe")}: ${content.unsubscribeUrl}`] : []),
      company,
    ].join("\n"),
  ].join("\n\n");
  return { subject: content.subject, html, text };
}
