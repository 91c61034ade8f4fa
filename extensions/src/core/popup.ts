/**
 * The Access extension's popup (issue 46, item 6): the subscriber's services first, with a search
 * box that filters as one types; a click or Enter opens a service signed in, in a new tab, through
 * the same flow as the panel's cards. Who is signed in, until when, and "Sign out here" are in the
 * menu. Signed out, one action: sign in on the panel. Admins also save a site's session.
 */

import type { CaptureTarget } from "@app/shared/schemas/service-accounts";
import type { ExtensionMessageKey } from "../i18n/en.ts";
import { errorMessage } from "../shared/api.ts";
import { APP_ORIGINS, VERSION } from "../shared/config.ts";
import type { SubscriptionInfo, UserInfo } from "../shared/protocol.ts";
import {
  categoryFor,
  filterServices,
  logoUrl,
  moveIndex,
  type OpenFailure,
  openFailure,
  type PopupService,
  servicePageUrl,
} from "./popup-services.ts";
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

type ServicesReply = { ok: true; services: PopupService[] } | (OpenFailure & { message?: string });

const t = (key: ExtensionMessageKey, ...values: string[]): string => chrome.i18n.getMessage(key, values) || key;
const language = () => chrome.i18n.getUILanguage();

function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} missing`);
  return found as T;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language(), { dateStyle: "medium" }).format(date);
}

// ---------------------------------------------------------------- state

let apiOrigin: string = APP_ORIGINS[0] as string;
let services: PopupService[] = [];
/** The services shown for the current query, in order. */
let shown: PopupService[] = [];
let active = false;
let opening: string | null = null;

// ---------------------------------------------------------------- account, menu, views

function render(reply: StatusReply): void {
  element("loading").hidden = true;
  element("error").hidden = true;
  const linked = reply.ok && reply.linked === true;
  element("linked").hidden = !linked;
  element("unlinked").hidden = linked;
  element("menu-wrap").hidden = !linked;
  element("outdated").hidden = reply.outdated !== true;
  element("conflicts").hidden = !reply.conflicts?.length;
  for (const id of ["open-panel", "menu-panel"]) element<HTMLAnchorElement>(id).href = `${apiOrigin}/panel`;
  element<HTMLAnchorElement>("choose-package").href = `${apiOrigin}/pricing`;
  if (!linked) {
    closeMenu();
    return;
  }

  element("user-name").textContent = reply.user?.name ?? "";
  element("user-email").textContent = reply.user?.email ?? "";
  const subscription = reply.subscription ?? null;
  const statusEl = element("subscription-status");
  const endEl = element("subscription-end");
  active = subscriptionActive(subscription);
  element("no-subscription").hidden = active;
  element("search-box").hidden = !active;
  element("services").hidden = !active;
  if (!subscription) {
    statusEl.textContent = t("popupNoSubscription");
    statusEl.dataset.active = "false";
    endEl.textContent = "";
    return;
  }
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

function menuItems(): HTMLElement[] {
  return [...element("menu").querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

function openMenu(focus: "first" | "last" = "first"): void {
  element("menu").hidden = false;
  element("menu-button").setAttribute("aria-expanded", "true");
  const items = menuItems();
  (focus === "first" ? items[0] : items[items.length - 1])?.focus();
}

function closeMenu(returnFocus = false): void {
  element("menu").hidden = true;
  element("menu-button").setAttribute("aria-expanded", "false");
  if (returnFocus) element("menu-button").focus();
}

function wireMenu(): void {
  const button = element<HTMLButtonElement>("menu-button");
  button.setAttribute("aria-label", t("popupMenu"));
  button.title = t("popupMenu");
  button.addEventListener("click", () => (element("menu").hidden ? openMenu() : closeMenu()));
  button.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowDown" ? "first" : "last");
    }
  });
  element("menu").addEventListener("keydown", (event) => {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      items[(index + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? items[0] : items[items.length - 1])?.focus();
    } else if (event.key === "Tab") {
      closeMenu();
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Node;
    if (!element("menu").hidden && !element("menu-wrap").contains(target)) closeMenu();
  });
  element("menu-panel").addEventListener("click", () => closeMenu());
}

// ---------------------------------------------------------------- services

function logoOf(service: PopupService): HTMLElement {
  const src = logoUrl(service.logo, apiOrigin);
  if (src) {
    const img = document.createElement("img");
    img.className = "logo";
    img.src = src;
    img.alt = "";
    img.width = 36;
    img.height = 36;
    img.addEventListener("error", () => img.replaceWith(initialOf(service)), { once: true });
    return img;
  }
  return initialOf(service);
}

function initialOf(service: PopupService): HTMLElement {
  const span = document.createElement("span");
  span.className = "logo initial";
  span.setAttribute("aria-hidden", "true");
  span.textContent = service.name.trim().charAt(0).toUpperCase();
  return span;
}

function serviceButtons(): HTMLButtonElement[] {
  return [...element("services").querySelectorAll<HTMLButtonElement>("button.service")];
}

function renderList(): void {
  const query = element<HTMLInputElement>("search").value;
  shown = filterServices(services, query, language());
  const list = element("services");
  list.replaceChildren(
    ...shown.map((service, index) => {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = `service${index === 0 && query.trim() ? " first" : ""}`;
      button.dataset.uuid = service.uuid;
      button.dataset.testid = "popup-service";
      const text = document.createElement("span");
      text.className = "text";
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = service.name;
      const meta = document.createElement("span");
      meta.className = "meta";
      const kind = t(service.type_service === "cookie" ? "popupKindCookie" : "popupKindKey");
      const category = categoryFor(service, language());
      meta.textContent = category ? `${category} · ${kind}` : kind;
      text.append(name, meta);
      button.append(logoOf(service), text);
      if (opening === service.uuid) {
        button.setAttribute("aria-busy", "true");
        const spinner = document.createElement("span");
        spinner.className = "spinner";
        spinner.setAttribute("aria-hidden", "true");
        button.append(spinner);
      } else if (index === 0 && query.trim()) {
        const enter = document.createElement("kbd");
        enter.className = "enter";
        enter.setAttribute("aria-hidden", "true");
        enter.textContent = "↵";
        button.append(enter);
      }
      button.disabled = opening !== null;
      button.addEventListener("click", () => void open(service));
      item.append(button);
      return item;
    }),
  );
  const state = element("services-state");
  if (!active) state.textContent = "";
  else if (services.length === 0) state.textContent = t("popupNoServices");
  else if (shown.length === 0) state.textContent = t("popupNoMatch", query.trim());
  else state.textContent = "";
}

async function loadServices(): Promise<void> {
  if (!active) return;
  const state = element("services-state");
  if (services.length === 0) state.textContent = t("popupLoading");
  element("services-error").hidden = true;
  const reply = (await chrome.runtime.sendMessage({ type: "services" }).catch((error: unknown) => ({
    ok: false,
    code: "INTERNAL_ERROR",
    message: errorMessage(error),
  }))) as ServicesReply | undefined;
  if (reply?.ok) {
    services = reply.services;
    renderList();
    return;
  }
  const failure = openFailure(reply ?? { ok: false });
  if (failure.kind === "signed-out" || failure.kind === "outdated") {
    await refresh();
    return;
  }
  state.textContent = "";
  element("services-error").hidden = false;
}

function showOpenStatus(text: string, tone: "progress" | "error" | "done"): void {
  const status = element("open-status");
  status.textContent = text;
  status.dataset.tone = tone;
  status.hidden = false;
}

async function open(service: PopupService): Promise<void> {
  if (opening) return;
  if (service.type_service === "key") {
    // The key is shown on the service's page in the panel.
    await chrome.tabs.create({ url: servicePageUrl(service, apiOrigin) });
    return;
  }
  opening = service.uuid;
  renderList();
  showOpenStatus(t("popupOpening", service.name), "progress");
  let reply: { ok: boolean; code?: string; status?: number } | undefined;
  try {
    reply = (await chrome.runtime.sendMessage({ type: "open-service", serviceUuid: service.uuid })) as typeof reply;
  } catch (error) {
    reply = { ok: false, code: "INTERNAL_ERROR" };
    console.warn(errorMessage(error));
  }
  opening = null;
  renderList();
  if (reply?.ok) {
    // The new tab usually closes the popup; when it does not (a popup opened in a tab), say so.
    showOpenStatus(t("popupOpened", service.name), "done");
    return;
  }
  const failure = openFailure({ ...reply, ok: false });
  if (failure.kind === "message") {
    showOpenStatus(t("popupOpenFailed", service.name, t(failure.key)), "error");
    focusOption(shown.indexOf(service));
    return;
  }
  element("open-status").hidden = true;
  await refresh();
}

function focusOption(index: number): void {
  if (index < 0) {
    element("search").focus();
    return;
  }
  serviceButtons()[index]?.focus();
}

function wireSearch(): void {
  const search = element<HTMLInputElement>("search");
  search.placeholder = t("popupSearch");
  search.addEventListener("input", () => {
    element("open-status").hidden = true;
    renderList();
  });
  search.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusOption(moveIndex(-1, 1, shown.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const first = shown[0];
      if (first) void open(first);
    }
  });
  element("services").addEventListener("keydown", (event) => {
    const buttons = serviceButtons();
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      focusOption(moveIndex(index, event.key === "ArrowDown" ? 1 : -1, buttons.length));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      focusOption(event.key === "Home" ? 0 : buttons.length - 1);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== " ") {
      // Typing on a service goes on in the search box.
      search.focus();
    }
  });
  element("retry").addEventListener("click", () => void loadServices());
}

// ---------------------------------------------------------------- loading

interface StoredState {
  apiOrigin?: string | null;
  token?: string | null;
  user?: UserInfo | null;
  subscription?: SubscriptionInfo | null;
  outdated?: boolean;
  conflicts?: string[];
  services?: PopupService[];
}

async function stored(): Promise<StoredState> {
  return (await chrome.storage.local.get([
    "apiOrigin",
    "token",
    "user",
    "subscription",
    "outdated",
    "conflicts",
    "services",
  ])) as StoredState;
}

/** Shows what is stored at once, then what the background answers after checking the session. */
async function refresh(): Promise<void> {
  try {
    const state = await stored();
    apiOrigin = state.apiOrigin ?? (APP_ORIGINS[0] as string);
    services = state.services ?? [];
    render({ ok: true, linked: !!state.token, ...state });
    renderList();
    const reply = (await chrome.runtime.sendMessage({ type: "status" })) as StatusReply;
    if (!reply?.ok) throw new Error(reply?.code ?? "no answer");
    apiOrigin = (await stored()).apiOrigin ?? apiOrigin;
    render(reply);
    if (reply.linked) {
      if (document.activeElement === document.body && active) element("search").focus();
      await loadServices();
      if (reply.canCapture) await showCapture();
    }
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
    closeMenu();
    await refresh();
    element("signed-out-note").hidden = false;
    element("open-panel").focus();
  } catch (error) {
    console.warn(errorMessage(error));
    showError(t("popupLoadFailed"));
  } finally {
    button.disabled = false;
    button.textContent = t("popupSignOut");
  }
}

// ---------------------------------------------------------------- capture (admins)

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
  result.className = "";
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
    result.className = "success";
    await showCapture();
  } catch (error) {
    result.textContent = t("captureFailed", errorMessage(error));
    result.className = "notice";
  } finally {
    button.disabled = false;
    button.textContent = t("captureSave");
  }
}

function localize(): void {
  document.documentElement.lang = language();
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
    el.textContent = t(el.dataset.i18n as ExtensionMessageKey);
  }
  document.title = t("popupHeading");
  element("version").textContent = t("popupVersion", VERSION);
}

document.addEventListener("DOMContentLoaded", () => {
  localize();
  wireMenu();
  wireSearch();
  const button = element<HTMLButtonElement>("sign-out");
  button.addEventListener("click", () => void signOut(button));
  element("capture-service").addEventListener("change", fillAccounts);
  element("capture-account").addEventListener("change", syncLabelField);
  element<HTMLFormElement>("capture-form").addEventListener("submit", (event) => void saveCapture(event));
  void refresh();
});
