import { adminEn } from "./en/admin.ts";
import { appEn } from "./en/app.ts";
import { siteEn } from "./en/site.ts";
import { statusEn } from "./en/status.ts";

/**
 * English dictionary, in three areas: the panel's and everyone's text (`en/app.ts`), the admin area's
 * (`en/admin.ts`, which the panel loads only with the admin chunks) and the marketing site's
 * (`en/site.ts`, with the status page's subscriptions, feed and mails in `en/status.ts`, which the
 * panel does not load).
 */
export const en = { ...appEn, ...siteEn, ...statusEn, ...adminEn } as const;

export type MessageKey = keyof typeof en;
/** The keys of the admin area's text. */
export type AdminMessageKey = keyof typeof adminEn;
