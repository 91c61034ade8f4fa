/**
 * Analytics of docs/product.md#analytics: one typed `track(event, category, params)` for the panel
 * and the marketing islands. Every event is pushed to `window.dataLayer` (GA4 reads it through gtag
 * when configured, and tests can assert it); the Meta pixel gets it too when `fbq` is loaded.
 */

export const ANALYTICS_EVENTS = [
  "login_initiated",
  "login_success",
  "login_failed",
  "logout",
  "signup_initiated",
  "signup_success",
  "profile_updated",
  "profile_completed",
  "page_view",
  "button_click",
  "link_click",
  "purchase_initiated",
  "purchase_completed",
  "referral_link_generated",
  "referral_link_copied",
  "referral_signup",
  "add_to_cart_pricing",
  "click_free_trial_hero",
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_CATEGORIES = [
  "Authentication",
  "User",
  "Navigation",
  "Interaction",
  "Conversion",
  "Purchase",
  "Affiliate",
  "Error",
] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface DataLayerEntry extends AnalyticsParams {
  event: AnalyticsEvent;
  event_category: AnalyticsCategory;
}

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (command: "event", name: string, params: Record<string, unknown>) => void;
  fbq?: (command: "trackCustom", name: string, params: Record<string, unknown>) => void;
}

/** Records one event. Never throws: analytics must not break a page. */
export function track(event: AnalyticsEvent, category: AnalyticsCategory, params: AnalyticsParams = {}): void {
  const w = (globalThis as { window?: AnalyticsWindow }).window;
  if (!w) return;
  try {
    const entry: DataLayerEntry = { ...params, event, event_category: category };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push(entry);
    if (typeof w.gtag === "function") w.gtag("event", event, { event_category: category, ...params });
    if (typeof w.fbq === "function") w.fbq("trackCustom", event, { category, ...params });
  } catch {
    // ignore
  }
}
