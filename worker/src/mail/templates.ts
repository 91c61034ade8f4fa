import type { Locale } from "@app/shared/constants";
import type { MailTemplateName } from "@app/shared/constants/comms";
import { type MessageKey, translate } from "@app/shared/i18n/translate";
import { type MailEnv, paragraphsHtml, type RenderedMail, renderMail } from "./render.ts";

/**
 * Every transactional email (issue 28): what it says, in the reader's language, inside the one
 * layout. Services call `composeMail`; the admin preview renders each with its `sample`.
 */
type Template<Data> = {
  compose: (locale: Locale, data: Data) => Omit<Parameters<typeof renderMail>[1], "locale">;
  sample: (origin: string) => Data;
};

const tr = (locale: Locale, key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);

const define = <Data>(template: Template<Data>) => template;

export const MAIL_TEMPLATES = {
  verify: define<{ name: string; url: string }>({
    compose: (l, d) => ({
      subject: tr(l, "email.verify.subject"),
      heading: tr(l, "email.verify.heading"),
      paragraphs: [tr(l, "email.verify.greeting", { name: d.name }), tr(l, "email.verify.body")],
      action: { label: tr(l, "email.verify.action"), url: d.url },
      after: [tr(l, "email.verify.ignore")],
      reason: tr(l, "email.reason.account"),
    }),
    sample: (origin) => ({ name: "Dewi", url: `${origin}/verify-email?token=sample-token-0123456789abcdef` }),
  }),
  reset: define<{ name: string; url: string }>({
    compose: (l, d) => ({
      subject: tr(l, "email.reset.subject"),
      heading: tr(l, "email.reset.heading"),
      paragraphs: [tr(l, "email.reset.greeting", { name: d.name }), tr(l, "email.reset.body")],
      action: { label: tr(l, "email.reset.action"), url: d.url },
      after: [tr(l, "email.reset.ignore")],
      reason: tr(l, "email.reason.reset"),
    }),
    sample: (origin) => ({ name: "Dewi", url: `${origin}/reset-password?token=sample-token-0123456789abcdef` }),
  }),
  setupLink: define<{ name: string; url: string }>({
    compose: (l, d) => ({
      subject: tr(l, "email.setupLink.subject"),
      heading: tr(l, "email.setupLink.heading"),
      paragraphs: [tr(l, "email.setupLink.greeting", { name: d.name }), tr(l, "email.setupLink.body")],
      action: { label: tr(l, "email.setupLink.action"), url: d.url },
      reason: tr(l, "email.reason.setupLink"),
    }),
    sample: (origin) => ({ name: "Dewi", url: `${origin}/panel/addons?guide=1` }),
  }),
  accountDeleted: define<{ name: string }>({
    compose: (l, d) => ({
      subject: tr(l, "profile.privacy.email.subject"),
      heading: tr(l, "profile.privacy.email.heading"),
      paragraphs: [tr(l, "profile.privacy.email.greeting", { name: d.name }), tr(l, "profile.privacy.email.body")],
      after: [tr(l, "profile.privacy.email.notYou")],
      reason: tr(l, "email.reason.deleted"),
    }),
    sample: () => ({ name: "Dewi" }),
  }),
  newsletterConfirm: define<{ url: string }>({
    compose: (l, d) => ({
      subject: tr(l, "newsletter.confirm.subject"),
      heading: tr(l, "newsletter.confirm.heading"),
      paragraphs: [tr(l, "newsletter.confirm.body")],
      action: { label: tr(l, "newsletter.confirm.action"), url: d.url },
      after: [tr(l, "newsletter.confirm.ignore")],
      reason: tr(l, "email.reason.newsletter"),
    }),
    sample: (origin) => ({ url: `${origin}/api/newsletter/confirm?token=sample-token-0123456789abcdef` }),
  }),
  supportAck: define<{ topic: "account" | "billing" | "service" | "extension" | "other" }>({
    compose: (l, d) => ({
      subject: tr(l, "email.support.ack.subject"),
      heading: tr(l, "email.support.ack.subject"),
      paragraphs: [
        tr(l, "email.support.ack.greeting"),
        tr(l, "email.support.ack.body", { topic: tr(l, `email.support.topic.${d.topic}`) }),
      ],
      after: [tr(l, "email.support.ack.footer")],
      reason: tr(l, "email.reason.contact"),
    }),
    sample: () => ({ topic: "billing" }),
  }),
  supportReply: define<{ name: string; admin: string; subject: string; body: string; chatUrl: string | null }>({
    compose: (l, d) => ({
      subject: tr(l, "email.support.reply.subject", { subject: d.subject }),
      heading: tr(l, "email.support.reply.heading"),
      paragraphs: [
        tr(l, "email.support.reply.greeting", { name: d.name }),
        tr(l, "email.support.reply.intro", { admin: d.admin }),
      ],
      bodyHtml: { html: `<blockquote>${paragraphsHtml(d.body.split(/\n{2,}/))}</blockquote>`, text: d.body },
      ...(d.chatUrl
        ? { action: { label: tr(l, "email.support.reply.action"), url: d.chatUrl } }
        : { after: [tr(l, "email.support.reply.contact")] }),
      reason: tr(l, "email.reason.support"),
    }),
    sample: (origin) => ({
      name: "Dewi",
      admin: "Rina",
      subject: "Payment not showing",
      body: "Hi Dewi,\n\nThe payment arrived; your subscription now runs until 3 March.\n\nRina",
      chatUrl: `${origin}/panel/support`,
    }),
  }),
  adminAlert: define<{ subject: string; body: string; url: string }>({
    compose: (l, d) => ({
      subject: d.subject,
      heading: d.subject,
      paragraphs: [d.body],
      action: { label: tr(l, "email.admin.action"), url: d.url },
      reason: tr(l, "email.reason.admin"),
    }),
    sample: (origin) => ({
      subject: "Netflix: account family-1 is down",
      body: "Netflix account family-1 stopped working on 26 November 2026 at 09:12 (session expired).",
      url: `${origin}/panel/admin/services`,
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
  return renderMail(env, { locale, ...template.compose(locale, template.sample(env.APP_ORIGIN.replace(/\/$/, ""))) });
}
