import { adminEn } from "./en/admin.ts";
import { appEn } from "./en/app.ts";
import { siteEn } from "./en/site.ts";

/**
 * English dictionary, in three areas: the panel's and everyone's text (`en/app.ts`), the admin area's
 * (`en/admin.ts`, which the panel loads only with the admin chunks) and the marketing site's
 * (`en/site.ts`).
 */
export const en = { ...appEn, ...siteEn, ...adminEn } as const;

export type MessageKey = keyof typeof en;
/** The keys of the admin area's text. */
export type AdminMessageKey = keyof typeof adminEn;
