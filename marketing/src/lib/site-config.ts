/**
 * Build-time settings of the marketing site. Values that differ per deployment come from
 * PUBLIC_* environment variables at build time (Astro inlines them); the defaults suit local runs.
 */
import type { Locale } from "@app/shared/constants";
import type { MessageKey } from "@app/shared/i18n/translate";

/** YouTube id of the tutorial video, embedded from youtube-nocookie.com after a play click. */
export const TUTORIAL_VIDEO_ID: string = import.meta.env.PUBLIC_TUTORIAL_VIDEO_ID || "aqz-KE-bpKQ";

/** Date the legal texts were last changed (ISO 8601), shown on /privacy, /terms and /refund. */
export const LEGAL_UPDATED = "2026-11-22";

/** Open Graph locale of each page locale. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", id: "id_ID" };

export interface SocialLink {
  id: "instagram" | "x" | "youtube" | "tiktok";
  href: string;
  label: MessageKey;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: "instagram", href: "https://www.instagram.com/premiumhub", label: "footer.social.instagram" },
  { id: "x", href: "https://x.com/premiumhub", label: "footer.social.x" },
  { id: "youtube", href: "https://www.youtube.com/@premiumhub", label: "footer.social.youtube" },
  { id: "tiktok", href: "https://www.tiktok.com/@premiumhub", label: "footer.social.tiktok" },
];
