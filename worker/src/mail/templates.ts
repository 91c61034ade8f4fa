import { formatPrice } from "@app/shared/cart";
import type { Locale } from "@app/shared/constants";
import type { MailTemplateName } from "@app/shared/constants/comms";
import { pluralForm } from "@app/shared/i18n/plural";
import { translate } from "@app/shared/i18n/translate";
import { mailDate, mailDay } from "./dates.ts";
import { pageLink } from "./links.ts";
import { type MailEnv, paragraphsHtml, type RenderedMail, renderMail } from "./render.ts";
import { type StatusEvent, servicesNamed, statusEventLine, statusEventTitle } from "./status-events.ts";

/**
 * Every transactional email (issue 28): what it says, in the reader's language, inside the one
 * layout. Services call `composeMail`; the admin preview renders each with its `sample`.
 */
type Template<Data> = {
  compose: (locale: Locale, data: Data) => Omit<Parameters<typeof renderMail>[1], "locale">;
  /** Sample data for the admin's preview; `link` makes a page link in the preview's language. */
  sample: (link: (path: string) => string, origin: string) => Data;
};

const define = <Data>(template: Template<Data>) => template;

export const MAIL_TEMPLATES = {
  verify: define<{ name: string; url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "email.verify.subject"),
      heading: translate(l, "email.verify.heading"),
      paragraphs: [translate(l, "email.verify.greeting", { name: d.name }), translate(l, "email.verify.body")],
      action: { label: translate(l, "email.verify.action"), url: d.url },
      after: [translate(l, "email.verify.ignore")],
      reason: translate(l, "email.reason.account"),
    }),
    sample: (link) => ({ name: "Dewi", url: link("/verify-email?token=sample-token-0123456789abcdef") }),
  }),
  reset: define<{ name: string; url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "email.reset.subject"),
      heading: translate(l, "email.reset.heading"),
      paragraphs: [translate(l, "email.reset.greeting", { name: d.name }), translate(l, "email.reset.body")],
      action: { label: translate(l, "email.reset.action"), url: d.url },
      after: [translate(l, "email.reset.ignore")],
      reason: translate(l, "email.reason.reset"),
    }),
    sample: (link) => ({ name: "Dewi", url: link("/reset-password?token=sample-token-0123456789abcdef") }),
  }),
  setupLink: define<{ name: string; url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "email.setupLink.subject"),
      heading: translate(l, "email.setupLink.heading"),
      paragraphs: [translate(l, "email.setupLink.greeting", { name: d.name }), translate(l, "email.setupLink.body")],
      action: { label: translate(l, "email.setupLink.action"), url: d.url },
      reason: translate(l, "email.reason.setupLink"),
    }),
    sample: (link) => ({ name: "Dewi", url: link("/panel/addons?guide=1") }),
  }),
  accountDeleted: define<{ name: string }>({
    compose: (l, d) => ({
      subject: translate(l, "profile.privacy.email.subject"),
      heading: translate(l, "profile.privacy.email.heading"),
      paragraphs: [
        translate(l, "profile.privacy.email.greeting", { name: d.name }),
        translate(l, "profile.privacy.email.body"),
      ],
      after: [translate(l, "profile.privacy.email.notYou")],
      reason: translate(l, "email.reason.deleted"),
    }),
    sample: () => ({ name: "Dewi" }),
  }),
  newsletterConfirm: define<{ url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "newsletter.confirm.subject"),
      heading: translate(l, "newsletter.confirm.heading"),
      paragraphs: [translate(l, "newsletter.confirm.body")],
      action: { label: translate(l, "newsletter.confirm.action"), url: d.url },
      after: [translate(l, "newsletter.confirm.ignore")],
      reason: translate(l, "email.reason.newsletter"),
    }),
    // An API link: the confirmation then opens the site in the language the subscriber chose.
    sample: (_, origin) => ({ url: `${origin}/api/newsletter/confirm?token=sample-token-0123456789abcdef` }),
  }),
  supportAck: define<{ topic: "account" | "billing" | "service" | "extension" | "other" }>({
    compose: (l, d) => ({
      subject: translate(l, "email.support.ack.subject"),
      heading: translate(l, "email.support.ack.subject"),
      paragraphs: [
        translate(l, "email.support.ack.greeting"),
        translate(l, "email.support.ack.body", { topic: translate(l, `email.support.topic.${d.topic}`) }),
      ],
      after: [translate(l, "email.support.ack.footer")],
      reason: translate(l, "email.reason.contact"),
    }),
    sample: () => ({ topic: "billing" }),
  }),
  supportReply: define<{
    name: string;
    admin: string;
    /** The conversation's topic (a contact message's), or null for a chat: "your question". */
    topic: "account" | "billing" | "service" | "extension" | "other" | null;
    /** The conversation's short reference, the same in every mail of it. */
    reference: string;
    body: string;
    chatUrl: string | null;
  }>({
    compose: (l, d) => ({
      // Names the conversation, never the customer's own words (issue 44).
      subject: translate(l, "email.support.reply.subject", {
        topic: translate(l, `email.support.topic.${d.topic ?? "other"}`),
        reference: d.reference,
      }),
      heading: translate(l, "email.support.reply.heading"),
      paragraphs: [
        translate(l, "email.support.reply.greeting", { name: d.name }),
        translate(l, "email.support.reply.intro", { admin: d.admin }),
      ],
      bodyHtml: { html: `<blockquote>${paragraphsHtml(d.body.split(/\n{2,}/))}</blockquote>`, text: d.body },
      ...(d.chatUrl
        ? { action: { label: translate(l, "email.support.reply.action"), url: d.chatUrl } }
        : { after: [translate(l, "email.support.reply.contact")] }),
      reason: translate(l, "email.reason.support"),
    }),
    sample: (link) => ({
      name: "Dewi",
      admin: "Rina",
      topic: "billing",
      reference: "3F2A9C1B",
      body: "Hi Dewi,\n\nThe payment arrived; your subscription now runs until 3 March.\n\nRina",
      chatUrl: link("/panel/support"),
    }),
  }),
  adminAlert: define<{ subject: string; body: string; url: string }>({
    compose: (l, d) => ({
      subject: d.subject,
      heading: d.subject,
      paragraphs: [d.body],
      action: { label: translate(l, "email.admin.action"), url: d.url },
      reason: translate(l, "email.reason.admin"),
    }),
    sample: (link) => ({
      subject: "Netflix: account family-1 is down",
      body: "Netflix account family-1 stopped working on 26 November 2026 at 09:12 (session expired).",
      url: link("/panel/admin/services"),
    }),
  }),
  renewalReminder: define<{ name: string; packageName: string; days: number; endAt: number; url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "email.renewalReminder.subject", { package: d.packageName, date: mailDay(l, d.endAt) }),
      heading: translate(l, "email.renewalReminder.heading"),
      paragraphs: [
        translate(l, "email.renewalReminder.greeting", { name: d.name }),
        translate(l, `email.renewalReminder.body.${pluralForm(l, d.days)}`, {
          package: d.packageName,
          days: d.days,
          date: mailDay(l, d.endAt),
        }),
        translate(l, "email.renewalReminder.renew"),
      ],
      action: { label: translate(l, "email.renewalReminder.action"), url: d.url },
      after: [translate(l, "email.renewalReminder.optOut")],
      reason: translate(l, "email.reason.renewal"),
    }),
    sample: (link) => ({
      name: "Dewi",
      packageName: "Premium 30 days",
      days: 3,
      endAt: Date.UTC(2026, 11, 1, 8, 0),
      url: link("/checkout?renew=00000000-0000-4000-8000-000000000000"),
    }),
  }),
  renewalHeadsUp: define<{
    name: string;
    packageName: string;
    days: number;
    chargeAt: number;
    amount: number;
    currency: string;
    method: string;
    /** The list price the subscriber last paid for this package, when it differs from `amount`. */
    priceBefore: number | null;
    url: string;
  }>({
    compose: (l, d) => {
      const amount = formatPrice(d.amount, d.currency, l);
      const date = mailDay(l, d.chargeAt);
      return {
        subject: translate(l, "email.renewalHeadsUp.subject", { package: d.packageName, date }),
        heading: translate(l, "email.renewalHeadsUp.heading"),
        paragraphs: [
          translate(l, "email.renewalReminder.greeting", { name: d.name }),
          translate(l, "email.renewalHeadsUp.body", {
            date,
            amount,
            method: d.method,
            package: d.packageName,
            days: d.days,
          }),
          ...(d.priceBefore === null
            ? []
            : [
                translate(l, "email.renewalHeadsUp.priceChanged", {
                  package: d.packageName,
                  before: formatPrice(d.priceBefore, d.currency, l),
                  amount,
                }),
              ]),
          translate(l, "email.renewalHeadsUp.stop"),
        ],
        action: { label: translate(l, "email.renewalHeadsUp.action"), url: d.url },
        reason: translate(l, "email.reason.autoRenew"),
      };
    },
    sample: (link) => ({
      name: "Dewi",
      packageName: "Premium 30 days",
      days: 30,
      chargeAt: Date.UTC(2026, 11, 4, 8, 0),
      amount: 55_000,
      currency: "IDR",
      method: "DANA ••••4242",
      priceBefore: 50_000,
      url: link("/panel#auto-renew"),
    }),
  }),
  renewalDeclined: define<{
    name: string;
    packageName: string;
    amount: number;
    currency: string;
    method: string;
    failureCode: string | null;
    /** The next try, or null after the last one. */
    nextAttemptAt: number | null;
    accessUntil: number;
    url: string;
  }>({
    compose: (l, d) => {
      const known = ["INSUFFICIENT_BALANCE", "ACCOUNT_ACCESS_BLOCKED", "TOKEN_EXPIRED", "NO_METHOD"] as const;
      const code = known.find((k) => k === d.failureCode) ?? "other";
      return {
        subject: translate(l, "email.renewalDeclined.subject", { package: d.packageName }),
        heading: translate(l, "email.renewalDeclined.heading"),
        paragraphs: [
          translate(l, "email.renewalReminder.greeting", { name: d.name }),
          translate(l, "email.renewalDeclined.body", {
            amount: formatPrice(d.amount, d.currency, l),
            method: d.method,
            package: d.packageName,
            reason: translate(l, `email.declineReason.${code}`),
          }),
          d.nextAttemptAt === null
            ? translate(l, "email.renewalDeclined.pastDue", { date: mailDay(l, d.accessUntil) })
            : translate(l, "email.renewalDeclined.retry", { date: mailDay(l, d.nextAttemptAt) }),
          translate(l, "email.renewalDeclined.payNow"),
        ],
        action: { label: translate(l, "email.renewalDeclined.action"), url: d.url },
        reason: translate(l, "email.reason.autoRenew"),
      };
    },
    sample: (link) => ({
      name: "Dewi",
      packageName: "Premium 30 days",
      amount: 55_000,
      currency: "IDR",
      method: "DANA ••••4242",
      failureCode: "INSUFFICIENT_BALANCE",
      nextAttemptAt: Date.UTC(2026, 11, 5, 8, 0),
      accessUntil: Date.UTC(2026, 11, 10, 8, 0),
      url: link("/checkout?renew=00000000-0000-4000-8000-000000000000"),
    }),
  }),
  receipt: define<{
    name: string;
    packageName: string;
    days: number;
    amount: number;
    currency: string;
    /** Set when auto-renew charged it: the method's label. */
    method: string | null;
    endAt: number | null;
    url: string;
  }>({
    compose: (l, d) => {
      const amount = formatPrice(d.amount, d.currency, l);
      return {
        subject: translate(l, "email.receipt.subject", { package: d.packageName }),
        heading: translate(l, "email.receipt.heading"),
        paragraphs: [
          translate(l, "email.renewalReminder.greeting", { name: d.name }),
          d.method
            ? translate(l, "email.receipt.renewed", { amount, method: d.method, package: d.packageName, days: d.days })
            : translate(l, "email.receipt.paid", { amount, package: d.packageName, days: d.days }),
          ...(d.endAt === null ? [] : [translate(l, "email.receipt.period", { date: mailDay(l, d.endAt) })]),
          translate(l, "email.receipt.pdf"),
        ],
        action: { label: translate(l, "email.receipt.action"), url: d.url },
        reason: translate(l, "email.reason.payment"),
      };
    },
    sample: (link) => ({
      name: "Dewi",
      packageName: "Premium 30 days",
      days: 30,
      amount: 55_000,
      currency: "IDR",
      method: null,
      endAt: Date.UTC(2027, 0, 5, 8, 0),
      url: link("/panel/transactions/00000000-0000-4000-8000-000000000000/receipt"),
    }),
  }),
  welcome: define<{
    name: string;
    packageName: string;
    endAt: number | null;
    guideUrl: string;
    dashboardUrl: string;
  }>({
    compose: (l, d) => ({
      subject: translate(l, "email.welcome.subject"),
      heading: translate(l, "email.welcome.heading"),
      paragraphs: [
        translate(l, "email.renewalReminder.greeting", { name: d.name }),
        d.endAt === null
          ? translate(l, "email.welcome.started", { package: d.packageName })
          : translate(l, "email.welcome.runsUntil", { package: d.packageName, date: mailDay(l, d.endAt) }),
        translate(l, "email.welcome.next"),
        translate(l, "email.welcome.step1"),
        translate(l, "email.welcome.step2", { url: d.dashboardUrl }),
      ],
      action: { label: translate(l, "email.welcome.action"), url: d.guideUrl },
      after: [translate(l, "email.welcome.phone")],
      reason: translate(l, "email.reason.welcome"),
    }),
    sample: (link) => ({
      name: "Dewi",
      packageName: "Premium 30 days",
      endAt: Date.UTC(2027, 0, 5, 8, 0),
      guideUrl: link("/panel/addons?guide=1"),
      dashboardUrl: link("/panel"),
    }),
  }),
  statusConfirm: define<{ url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "status.email.confirm.subject"),
      heading: translate(l, "status.email.confirm.heading"),
      paragraphs: [translate(l, "status.email.confirm.body")],
      action: { label: translate(l, "status.email.confirm.action"), url: d.url },
      after: [translate(l, "status.email.confirm.ignore")],
      reason: translate(l, "status.email.reason.confirm"),
    }),
    sample: (_, origin) => ({ url: `${origin}/api/status/subscriptions/confirm?token=sample-token-0123456789abcdef` }),
  }),
  statusAlert: define<{ events: StatusEvent[]; pageUrl: string; unsubscribeUrl: string }>({
    compose: (l, d) => {
      const services = [...new Set(d.events.map((e) => e.service))];
      const [only] = d.events;
      return {
        // One event: "Netflix: Down"; more: the services they are about.
        subject:
          d.events.length === 1 && only
            ? statusEventTitle(l, only)
            : translate(l, "status.email.alert.subjectMany", { services: servicesNamed(l, services) }),
        heading: translate(l, "status.email.alert.heading"),
        paragraphs: d.events.map((e) => statusEventLine(l, e)),
        action: { label: translate(l, "status.email.alert.action"), url: d.pageUrl },
        reason: translate(l, "status.email.reason.alert"),
        unsubscribeUrl: d.unsubscribeUrl,
      };
    },
    sample: (link, origin) => ({
      events: [
        {
          kind: "opened",
          service: "Netflix",
          state: "down",
          at: Date.UTC(2026, 10, 29, 9, 12),
          startedAt: Date.UTC(2026, 10, 29, 9, 12),
          cause: "probe-no-signed-in-marker",
        },
        {
          kind: "resolved",
          service: "Spotify",
          state: "degraded",
          at: Date.UTC(2026, 10, 29, 10, 40),
          startedAt: Date.UTC(2026, 10, 29, 9, 55),
          cause: "probe-timeout:8000",
        },
      ],
      pageUrl: link("/status"),
      unsubscribeUrl: `${origin}/api/status/subscriptions/unsubscribe?token=sample-token`,
    }),
  }),
  /** A seat of a full pool is theirs (decision 070): kept for them until `heldUntil`. */
  seatReady: define<{ name: string; service: string; heldUntil: number; url: string }>({
    compose: (l, d) => ({
      subject: translate(l, "email.seatReady.subject", { service: d.service }),
      heading: translate(l, "email.seatReady.heading"),
      paragraphs: [
        translate(l, "email.renewalReminder.greeting", { name: d.name }),
        translate(l, "email.seatReady.body", { service: d.service, date: mailDate(l, d.heldUntil) }),
      ],
      action: { label: translate(l, "email.seatReady.action", { service: d.service }), url: d.url },
      reason: translate(l, "email.reason.seatReady"),
    }),
    sample: (link) => ({
      name: "Dewi",
      service: "Netflix",
      heldUntil: Date.UTC(2026, 11, 2, 9, 30),
      url: link("/panel/service/netflix"),
    }),
  }),
} as const satisfies Record<MailTemplateName, unknown>;

type DataOf<Name extends MailTemplateName> = ReturnType<(typeof MAIL_TEMPLATES)[Name]["sample"]>;

export function composeMail<Name extends MailTemplateName>(
  env: MailEnv,
  name: Name,
  locale: Locale,
  data: DataOf<Name>,
): RenderedMail {
  const template = MAIL_TEMPLATES[name] as unknown as Template<DataOf<Name>>;
  return renderMail(env, { locale, ...template.compose(locale, data) });
}

/** A template with its sample data, for the admin preview. */
export function previewMail(env: MailEnv, name: MailTemplateName, locale: Locale): RenderedMail {
  const template = MAIL_TEMPLATES[name] as unknown as Template<unknown>;
  const data = template.sample((path) => pageLink(env, locale, path), env.APP_ORIGIN.replace(/\/$/, ""));
  return renderMail(env, { locale, ...template.compose(locale, data) });
}
