/** The Access extension's popup: who is linked, until when, and "Sign out here". */

import type { ExtensionMessageKey } from "../i18n/en.ts";
import { errorMessage } from "../shared/api.ts";
import { APP_ORIGINS, VERSION } from "../shared/config.ts";
import type { SubscriptionInfo, UserInfo } from "../shared/protocol.ts";
import { subscriptionActive } from "./session.ts";

interface StatusReply {
  ok: boolean;
  linked?: boolean;
  user?: UserInfo | null;
  subscription?: SubscriptionInfo | null;
  outdated?: boolean;
  conflicts?: string[];
  code?: string;
  message?: string;
}

const t = (key: ExtensionMessageKey, ...values: string[]): string => chrome.i18n.getMessage(key, values) || key;

function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} missing`);
  return found as T;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(chrome.i18n.getUILanguage(), { dateStyle: "medium" }).format(date);
}

function render(reply: StatusReply, apiOrigin: string | null): void {
  element("loading").hidden = true;
  element("error").hidden = true;
  const linked = reply.ok && reply.linked === true;
  element("linked").hidden = !linked;
  element("unlinked").hidden = linked;
  element("outdated").hidden = reply.outdated !== true;
  element("conflicts").hidden = !reply.conflicts?.length;
  element<HTMLAnchorElement>("open-panel").href = `${apiOrigin ?? APP_ORIGINS[0]}/panel`;
  if (!linked) return;

  element("user-name").textContent = reply.user?.name ?? "";
  element("user-email").textContent = reply.user?.email ?? "";
  const subscription = reply.subscription ?? null;
  const statusEl = element("subscription-status");
  const endEl = element("subscription-end");
  if (!subscription) {
    statusEl.textContent = t("popupNoSubscription");
    statusEl.dataset.active = "false";
    endEl.textContent = "";
    return;
  }
  const active = subscriptionActive(subscription);
  statusEl.textContent = t(active ? "popupStatusActive" : "popupStatusInactive");
  statusEl.dataset.active = String(active);
  endEl.textContent = t(active ? "popupEndsOn" : "popupEndedOn", formatDate(subscription.endDate));
}

function showError(text: string): void {
  element("loading").hidden = true;
  const error = element("error");
  error.textContent = text;
  error.hidden = false;
}

interface StoredState {
  apiOrigin?: string | null;
  token?: string | null;
  user?: UserInfo | null;
  subscription?: SubscriptionInfo | null;
  outdated?: boolean;
  conflicts?: string[];
}

async function stored(): Promise<StoredState> {
  return (await chrome.storage.local.get([
    "apiOrigin",
    "token",
    "user",
    "subscription",
    "outdated",
    "conflicts",
  ])) as StoredState;
}

/** Shows what is stored at once, then what the background answers after checking the session. */
async function refresh(): Promise<void> {
  try {
    const state = await stored();
    render({ ok: true, linked: !!state.token, ...state }, state.apiOrigin ?? null);
    const reply = (await chrome.runtime.sendMessage({ type: "status" })) as StatusReply;
    if (!reply?.ok) throw new Error(reply?.code ?? "no answer");
    render(reply, (await stored()).apiOrigin ?? null);
  } catch (error) {
    console.warn(errorMessage(error));
    showError(t("popupLoadFailed"));
  }
}

async function signOut(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  button.textContent = t("popupSigningOut");
  try {
    await chrome.runtime.sendMessage({ type: "unlink" });
    await refresh();
    const text = element("unlinked-text");
    text.textContent = `${t("popupSignedOut")} ${t("popupNotLinked")}`;
  } catch (error) {
    console.warn(errorMessage(error));
    showError(t("popupLoadFailed"));
  } finally {
    button.disabled = false;
    button.textContent = t("popupSignOut");
  }
}

function localize(): void {
  document.documentElement.lang = chrome.i18n.getUILanguage();
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
    el.textContent = t(el.dataset.i18n as ExtensionMessageKey);
  }
  document.title = t("popupHeading");
  element("version").textContent = t("popupVersion", VERSION);
}

document.addEventListener("DOMContentLoaded", () => {
  localize();
  const button = element<HTMLButtonElement>("sign-out");
  button.addEventListener("click", () => void signOut(button));
  void refresh();
});
