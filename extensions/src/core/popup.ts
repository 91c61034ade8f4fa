/** The Access extension's popup: who is linked, until when, and "Sign out here". */

import type { ExtensionMessageKey } from "../i18n/en.ts";
import { errorMessage } from "../shared/api.ts";
import { APP_ORIGINS, VERSION } from "../shared/config.ts";
import type { SubscriptionInfo, UserInfo } from "../shared/protocol.ts";
import { subscriptionActive } from "./session.ts";
import { serviceForUrl } from "./site-storage.ts";

interface StatusReply {
  ok: boolean;
  canCapture?: boolean;
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
    if (reply.linked && reply.canCapture) await showCapture();
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

// ---------------------------------------------------------------- capture (admins)

interface CaptureTarget {
  uuid: string;
  name: string;
  accessUrl: string | null;
  accounts: { id: string; label: string }[];
}

let captureTab: { id: number; url: string } | null = null;
let targets: CaptureTarget[] = [];

function option(value: string, text: string): HTMLOptionElement {
  const el = document.createElement("option");
  el.value = value;
  el.textContent = text;
  return el;
}

function fillAccounts(): void {
  const service = targets.find((t) => t.uuid === element<HTMLSelectElement>("capture-service").value);
  const select = element<HTMLSelectElement>("capture-account");
  // "New account" first and chosen: replacing an account's session is a deliberate pick.
  select.replaceChildren(
    option("", t("captureNewAccount")),
    ...(service?.accounts ?? []).map((a) => option(a.id, a.label)),
  );
  select.value = "";
  syncLabelField();
}

function syncLabelField(): void {
  const isNew = element<HTMLSelectElement>("capture-account").value === "";
  element("capture-label-field").hidden = !isNew;
  element<HTMLInputElement>("capture-label").required = isNew;
}

async function showCapture(): Promise<void> {
  const section = element("capture");
  section.hidden = false;
  const reply = (await chrome.runtime.sendMessage({ type: "capture-targets" })) as {
    ok: boolean;
    targets?: CaptureTarget[];
    tab?: { id: number; url: string } | null;
    message?: string;
  };
  const site = element("capture-site");
  const form = element<HTMLFormElement>("capture-form");
  if (!reply?.ok) {
    site.textContent = t("captureFailed", reply?.message ?? "");
    return;
  }
  targets = reply.targets ?? [];
  captureTab = reply.tab ?? null;
  if (!captureTab) {
    site.textContent = t("captureNoSite");
    form.hidden = true;
    return;
  }
  site.textContent = t("captureSite", new URL(captureTab.url).host);
  if (targets.length === 0) {
    element("capture-result").textContent = t("captureNoServices");
    form.hidden = true;
    return;
  }
  const select = element<HTMLSelectElement>("capture-service");
  select.replaceChildren(...targets.map((target) => option(target.uuid, target.name)));
  select.value = serviceForUrl(targets, captureTab.url)?.uuid ?? targets[0]?.uuid ?? "";
  fillAccounts();
  form.hidden = false;
}

async function saveCapture(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  if (!captureTab) return;
  const button = element<HTMLButtonElement>("capture-save");
  const result = element("capture-result");
  button.disabled = true;
  button.textContent = t("captureSaving");
  result.textContent = "";
  result.className = "small";
  try {
    const accountId = element<HTMLSelectElement>("capture-account").value;
    const reply = (await chrome.runtime.sendMessage({
      type: "capture",
      tabId: captureTab.id,
      serviceUuid: element<HTMLSelectElement>("capture-service").value,
      accountId,
      label: element<HTMLInputElement>("capture-label").value.trim(),
    })) as { ok: boolean; account?: string; cookies?: number; entries?: number; message?: string };
    if (!reply?.ok) throw new Error(reply?.message ?? "no answer");
    result.textContent = t("captureSaved", String(reply.cookies ?? 0), String(reply.entries ?? 0), reply.account ?? "");
    result.className = "small success";
    await showCapture();
  } catch (error) {
    result.textContent = t("captureFailed", errorMessage(error));
    result.className = "small notice";
  } finally {
    button.disabled = false;
    button.textContent = t("captureSave");
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
  element("capture-service").addEventListener("change", fillAccounts);
  element("capture-account").addEventListener("change", syncLabelField);
  element<HTMLFormElement>("capture-form").addEventListener("submit", (event) => void saveCapture(event));
  void refresh();
});
