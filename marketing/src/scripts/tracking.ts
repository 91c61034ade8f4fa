// Analytics of the static pages (docs/product.md#analytics): page_view on load and one delegated
// click listener for the calls to action marked with data-track-event / data-track-category.

import type { AnalyticsCategory, AnalyticsEvent } from "@app/shared/analytics";
import { ANALYTICS_CATEGORIES, ANALYTICS_EVENTS, track } from "@app/shared/analytics";
import { loadConfiguredTags } from "./analytics-tags.ts";

const isEvent = (value: unknown): value is AnalyticsEvent => (ANALYTICS_EVENTS as readonly unknown[]).includes(value);
const isCategory = (value: unknown): value is AnalyticsCategory =>
  (ANALYTICS_CATEGORIES as readonly unknown[]).includes(value);

export function trackPageView(): void {
  track("page_view", "Navigation", {
    page_path: location.pathname,
    page_title: document.title,
    page_locale: document.documentElement.lang,
  });
  loadConfiguredTags();
}

/** `<a data-track-event="button_click" data-track-category="Interaction" data-track-label="hero_pricing">` */
export function initTrackedClicks(): void {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track-event]") : null;
    if (!target) return;
    const { trackEvent, trackCategory, trackLabel } = target.dataset;
    if (!isEvent(trackEvent) || !isCategory(trackCategory)) return;
    track(trackEvent, trackCategory, {
      label: trackLabel ?? null,
      link_url: target instanceof HTMLAnchorElement ? target.getAttribute("href") : null,
      page_path: location.pathname,
    });
  });
}
