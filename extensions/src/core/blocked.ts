/**
 * The notice a subscriber sees instead of a shared account's own page (account, password, billing,
 * sign-out): the Access extension's blocking rules redirect here (protected-pages.ts), in the
 * browser's language, with the way back to the service and to the page before.
 */
import type { ExtensionMessageKey } from "../i18n/en.ts";

const t = (key: ExtensionMessageKey, ...values: string[]): string => chrome.i18n.getMessage(key, values) || key;

async function render(): Promise<void> {
  document.documentElement.lang = chrome.i18n.getUILanguage();
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
    el.textContent = t(el.dataset.i18n as ExtensionMessageKey);
  }
  document.title = t("blockedTitle");
  const goBack = document.getElementById("blocked-go-back") as HTMLButtonElement | null;
  // A tab opened straight on the protected page has nowhere to go back to.
  if (goBack) {
    goBack.hidden = history.length <= 1;
    goBack.addEventListener("click", () => history.back());
  }
  const serviceUuid = new URLSearchParams(location.search).get("service") ?? "";
  const reply = (await chrome.runtime.sendMessage({ type: "service-name", serviceUuid }).catch(() => null)) as {
    name?: string | null;
    url?: string | null;
  } | null;
  const name = reply?.name ?? "PremiumHub";
  const body = document.getElementById("blocked-body");
  if (body) body.textContent = t("blockedBody", name);
  const back = document.getElementById("blocked-back") as HTMLAnchorElement | null;
  if (back && reply?.url) {
    back.href = reply.url;
    back.textContent = t("blockedBack", name);
    back.hidden = false;
  }
}

document.addEventListener("DOMContentLoaded", () => void render());
