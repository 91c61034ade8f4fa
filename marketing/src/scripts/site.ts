// The script every marketing page loads (bundled by Astro into an external file: the CSP forbids
// inline scripts). It wires the account button, the language switch, the mobile menu, the page_view
// event and the tracked calls to action. Section scripts (pricing, video…) live beside it; the FAQ
// needs none (native <details>).
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "@app/shared/constants";
import { isLocale, splitLocalePath, withLocale } from "@app/shared/locale";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { CONTACT_RESULT_QUERY } from "@app/shared/support-topics";
import { inIdleSlices } from "./idle-slices.ts";
import { hashTarget, keepInView } from "./keep-in-view.ts";
import { initTrackedClicks, trackPageView } from "./tracking.ts";

function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null; // storage disabled: treat as signed out
  }
}

/**
 * Signed in → "Go to panel" pointing at /panel (locale-prefixed when the current URL is), and no
 * "Sign in" beside it.
 */
function initAccountButton(): void {
  if (!readToken()) return;
  for (const link of document.querySelectorAll<HTMLElement>("[data-signed-out-only]")) link.hidden = true;
  const { locale } = splitLocalePath(location.pathname);
  const href = locale ? withLocale("/panel", locale) : "/panel";
  for (const button of document.querySelectorAll<HTMLAnchorElement>("[data-account-button]")) {
    button.href = href;
    button.textContent = button.dataset.labelSignedIn ?? button.textContent;
  }
}

/**
 * Language links stay plain links (they swap or prepend the locale segment); a click also remembers
 * the choice: the preferred-locale cookie for the Worker's negotiation and localStorage
 * preferred_locale (raw "en"/"id") for the panel, which prefers the stored choice.
 */
function initLanguageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-locale-switch]")) {
    link.addEventListener("click", () => {
      const locale = link.dataset.localeSwitch;
      if (!isLocale(locale)) return;
      try {
        localStorage.setItem(STORAGE_KEYS.preferredLocale, locale);
      } catch {
        // storage disabled: the cookie still carries the choice
      }
      const secure = location.protocol === "https:" ? "; Secure" : "";
      // biome-ignore lint/suspicious/noDocumentCookie: a one-line cookie write needs no Cookie Store API
      document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    });
  }
}

/** The menu button toggles the nav list on small screens; a link click or Escape closes it. */
function initMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-button]");
  const menuId = button?.getAttribute("aria-controls");
  const menu = menuId ? document.getElementById(menuId) : null;
  if (!button || !menu) return;
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    menu.toggleAttribute("data-open", open);
  };
  button.addEventListener("click", () => setOpen(button.getAttribute("aria-expanded") !== "true"));
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && button.getAttribute("aria-expanded") === "true") {
      setOpen(false);
      button.focus();
    }
  });
}

/**
 * A link to a section from another page (/#contact) lands on it even while the sections above still
 * load; the contact form's result keeps its own message in view instead (contact-form.ts).
 */
function initHashLanding(): void {
  const target = hashTarget();
  if (target && !new URLSearchParams(location.search).has(CONTACT_RESULT_QUERY)) keepInView(target);
}

/**
 * Once the page is loaded and idle, the panel files of the sign-in and checkout screens (the
 * `panel-prefetch` meta, written by scripts/assemble-site.ts) go into the HTTP cache, so that a
 * click on a pricing card or "Sign in" finds a usable form within a second (issue 46), a few links
 * per idle period. Not on a data-saving connection.
 */
function prefetchPanel(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="panel-prefetch"]')?.content.split(" ") ?? [];
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (files.length === 0 || saveData) return;
  const prefetch = (href: string) => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    link.as = href.endsWith(".css") ? "style" : "script";
    document.head.append(link);
  };
  const start = () => inIdleSlices(files, prefetch);
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

initAccountButton();
initHashLanding();
initLanguageSwitch();
initMobileMenu();
initTrackedClicks();
trackPageView();
prefetchPanel();
