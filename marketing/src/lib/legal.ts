/** The sections of the legal pages, as dictionary keys (text in shared/src/i18n). */
import type { MessageKey } from "@app/shared/i18n/translate";

export type LegalPage = "/privacy" | "/terms" | "/refund";

export interface LegalDocument {
  intro: MessageKey;
  sections: { id: string; title: MessageKey; body: MessageKey }[];
}

export const LEGAL_DOCUMENTS: Record<LegalPage, LegalDocument> = {
  "/privacy": {
    intro: "legal.privacy.intro",
    sections: [
      { id: "collect", title: "legal.privacy.collect.title", body: "legal.privacy.collect.body" },
      { id: "use", title: "legal.privacy.use.title", body: "legal.privacy.use.body" },
      { id: "share", title: "legal.privacy.share.title", body: "legal.privacy.share.body" },
      { id: "storage", title: "legal.privacy.storage.title", body: "legal.privacy.storage.body" },
      { id: "retention", title: "legal.privacy.retention.title", body: "legal.privacy.retention.body" },
      { id: "rights", title: "legal.privacy.rights.title", body: "legal.privacy.rights.body" },
    ],
  },
  "/terms": {
    intro: "legal.terms.intro",
    sections: [
      { id: "account", title: "legal.terms.account.title", body: "legal.terms.account.body" },
      { id: "sharing", title: "legal.terms.sharing.title", body: "legal.terms.sharing.body" },
      { id: "subscription", title: "legal.terms.subscription.title", body: "legal.terms.subscription.body" },
      { id: "cancel", title: "legal.terms.cancel.title", body: "legal.terms.cancel.body" },
      { id: "payment", title: "legal.terms.payment.title", body: "legal.terms.payment.body" },
      { id: "use", title: "legal.terms.use.title", body: "legal.terms.use.body" },
      { id: "support", title: "legal.terms.support.title", body: "legal.terms.support.body" },
      { id: "changes", title: "legal.terms.changes.title", body: "legal.terms.changes.body" },
    ],
  },
  "/refund": {
    intro: "legal.refund.intro",
    sections: [
      { id: "final", title: "legal.refund.final.title", body: "legal.refund.final.body" },
      { id: "cancel", title: "legal.refund.cancel.title", body: "legal.refund.cancel.body" },
      { id: "suspension", title: "legal.refund.suspension.title", body: "legal.refund.suspension.body" },
      { id: "problems", title: "legal.refund.problems.title", body: "legal.refund.problems.body" },
      { id: "help", title: "legal.refund.help.title", body: "legal.refund.help.body" },
    ],
  },
};
