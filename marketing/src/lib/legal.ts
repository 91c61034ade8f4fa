/** The sections of the legal pages, as dictionary keys (text in shared/src/i18n). */
import type { MessageKey } from "@app/shared/i18n/translate";
import type { MarketingPage } from "./pages";

export type LegalPage = "/privacy" | "/terms" | "/refund";

export interface LegalDocument {
  intro: MessageKey;
  sections: { id: string; title: MessageKey; body: MessageKey }[];
}

/** A link shown after a section's (plain text) body. */
export interface SectionLink {
  page: MarketingPage;
  label: MessageKey;
}

/** The section ids the dictionary has a `legal.<page>.<id>.title` for: a misspelt id does not compile. */
type SectionId<Name extends string> = MessageKey extends infer Key
  ? Key extends `legal.${Name}.${infer Id}.title`
    ? Id
    : never
  : never;

/** A page's dictionary keys: `legal.<page>.intro`, then `legal.<page>.<section>.title` and `.body`. */
function legalDocument<Name extends "privacy" | "terms" | "refund">(
  name: Name,
  sectionIds: SectionId<Name>[],
): LegalDocument {
  return {
    intro: `legal.${name}.intro` as MessageKey,
    sections: sectionIds.map((id) => ({
      id,
      title: `legal.${name}.${id}.title` as MessageKey,
      body: `legal.${name}.${id}.body` as MessageKey,
    })),
  };
}

export const LEGAL_DOCUMENTS: Record<LegalPage, LegalDocument> = {
  "/privacy": legalDocument("privacy", ["collect", "use", "share", "storage", "retention", "rights"]),
  "/terms": legalDocument("terms", [
    "account",
    "sharing",
    "subscription",
    "cancel",
    "payment",
    "use",
    "support",
    "changes",
  ]),
  "/refund": legalDocument("refund", ["final", "cancel", "suspension", "problems", "help"]),
};

/** Links after a section, by page and section id: the terms' availability section points to the status page. */
export const LEGAL_SECTION_LINKS: Partial<Record<LegalPage, Record<string, SectionLink>>> = {
  "/terms": { support: { page: "/status", label: "status.link" } },
};
