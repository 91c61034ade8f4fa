// Status page (/status, decisions 048 and 069): fetches GET /api/status and fills StatusBoard.astro's
// templates: the banner naming the services with a problem, their cards first, every service in
// its category's group (closed on phones), the past incidents, and the subscribe form. No zod and
// no dictionary here: the page checks the few fields it shows and reads its words from data
// attributes, so the script stays small.
import { isLocale } from "@app/shared/locale";
import type { ServiceState, ServiceStatus, StatusIncident, StatusResult } from "@app/shared/schemas/status";
import { durationParts } from "@app/shared/status-duration";
import { bannerItems, groupsOf, worstState } from "../lib/status-board.ts";
import { wireEmailForm } from "./email-form.ts";

const STATUS_URL = "/api/status";
/** A page left open refreshes itself this often while visible (the API is cached for 30 s). */
const REFRESH_MS = 60_000;
/** A day at or above this share of uptime is a minor problem (amber); below it, a major one (red). */
const MINOR_THRESHOLD = 0.95;
/** Past incidents shown at once; older ones sit behind "Show N older incidents". */
const HISTORY_SHOWN = 5;
/** Groups are open from this width (Tailwind's `sm`), closed below it. */
const WIDE = "(min-width: 640px)";
const STATES: readonly ServiceState[] = ["operational", "degraded", "down"];

type Level = "full" | "minor" | "major" | "none";
/** The legend's colours (StatusBoard.astro), as its classes read them: the dark theme's too (issue 28). */
const COLOURS: Record<Level, string> = {
  full: "var(--color-green-600)",
  minor: "var(--color-amber-500)",
  major: "var(--color-red-600)",
  none: "var(--color-slate-300)",
};

/**
 * The 90 days as one element's background (a gradient of 90 stops under thin page-coloured gaps): one node
 * per service instead of 90, which keeps a long catalogue's page light for browsers and screen
 * readers alike (the element's label is the summary of the days).
 */
function dayBars(levels: readonly Level[]): string {
  const n = levels.length;
  const stops = levels.map(
    (l, i) => `${COLOURS[l]} ${((i * 100) / n).toFixed(3)}% ${(((i + 1) * 100) / n).toFixed(3)}%`,
  );
  return `repeating-linear-gradient(to right, transparent 0 calc(100% / ${n} - 1px), var(--color-white) calc(100% / ${n} - 1px) calc(100% / ${n})), linear-gradient(to right, ${stops.join(", ")})`;
}

function level(day: number | null): Level {
  if (day === null) return "none";
  if (day >= 1) return "full";
  return day >= MINOR_THRESHOLD ? "minor" : "major";
}

const isState = (value: unknown): value is ServiceState => STATES.includes(value as ServiceState);

function isService(value: unknown): value is ServiceStatus {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === "string" &&
    isState(v.state) &&
    Array.isArray(v.days) &&
    (v.since === null || typeof v.since === "string") &&
    (v.uptime === null || typeof v.uptime === "number")
  );
}

function isIncident(value: unknown): value is StatusIncident {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.service === "string" &&
    isState(v.state) &&
    typeof v.startedAt === "string" &&
    typeof v.endedAt === "string"
  );
}

async function fetchStatus(): Promise<StatusResult> {
  const response = await fetch(STATUS_URL, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`status: HTTP ${response.status}`);
  const body = (await response.json()) as { error?: boolean; data?: Partial<StatusResult> };
  const data = body.data;
  if (body.error !== false || !data || !Array.isArray(data.services) || typeof data.firstDay !== "string") {
    throw new Error("status: bad envelope");
  }
  const history = Array.isArray(data.history) ? data.history.filter(isIncident) : [];
  return { ...data, services: data.services.filter(isService), history } as StatusResult;
}

const fill = (template: string | undefined, vars: Record<string, string>) =>
  (template ?? "").replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

const slot = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const clone = (template: HTMLTemplateElement) =>
  (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;

const capitalised = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

/** Everything a render needs from the page: its words, its language's formats and its templates. */
function pageWords(root: HTMLElement) {
  const labels = root.dataset;
  const locale = isLocale(labels.locale) ? labels.locale : "en";
  let causes: Record<string, string> = {};
  try {
    causes = JSON.parse(labels.causes ?? "{}") as Record<string, string>;
  } catch {
    // No cause words: the cards show none.
  }
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const percentFormat = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale);
  const plural = new Intl.PluralRules(locale);
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  // One collator for every comparison: `localeCompare(b, locale)` would build one per call.
  const collator = new Intl.Collator(locale);
  return {
    labels,
    locale,
    compare: collator.compare,
    dateTime,
    number,
    list,
    /** The label `key` in its plural form for `n` ("…One" or "…Other"). */
    counted: (key: string, n: number) =>
      fill(labels[`${key}${plural.select(n) === "one" ? "One" : "Other"}`], { count: number.format(n) }),
    stateWord: (state: ServiceState) => labels[`label${capitalised(state)}`] ?? state,
    cause: (cause: { code: string; value: number | null } | null) =>
      cause
        ? fill(causes[cause.code] ?? causes.unknown, { value: cause.value === null ? "" : String(cause.value) })
        : "",
    // Rounded down, so 99.996% never reads "100%" next to an amber bar.
    percent: (share: number) => percentFormat.format(Math.floor(share * 10_000 + 1e-9) / 10_000),
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    duration: (ms: number) => {
      const { unit, d, h, m } = durationParts(ms);
      return fill(labels[`label${capitalised(unit)}`], { d: String(d), h: String(h), m: String(m) });
    },
  };
}
type Words = ReturnType<typeof pageWords>;

function showState(el: HTMLElement | null, state: ServiceState, words: Words) {
  if (!el) return;
  el.dataset.state = state;
  el.textContent = words.stateWord(state);
}

/** A service's card (a problem) or row (in its group): name, state, since, day bar and uptime. */
function fillService(el: HTMLElement, service: ServiceStatus, words: Words, firstDay: string) {
  const name = slot(el, "name");
  if (name) name.textContent = service.name;
  showState(slot(el, "state"), service.state, words);
  const since = slot(el, "since");
  const sinceDate = service.since ? new Date(service.since) : null;
  if (since && service.state !== "operational" && sinceDate && !Number.isNaN(sinceDate.getTime())) {
    since.textContent = fill(words.labels.labelSince, { time: words.dateTime.format(sinceDate) });
  } else since?.remove();
  const cause = slot(el, "cause");
  if (cause) cause.textContent = words.cause(service.cause);
  const uptime = slot(el, "uptime");
  if (uptime) {
    // "since 3 Oct" whenever the data starts after the first of the 90 days (decision 069).
    const since = service.uptimeSince && service.uptimeSince > firstDay ? service.uptimeSince : null;
    uptime.textContent =
      service.uptime === null
        ? (words.labels.labelUptimeNone ?? "")
        : since
          ? fill(words.labels.labelUptimeSince, { percent: words.percent(service.uptime), date: words.day(since) })
          : fill(words.labels.labelUptime, { percent: words.percent(service.uptime) });
  }
  const counts: Record<Level, number> = { full: 0, minor: 0, major: 0, none: 0 };
  const levels = service.days.map((share) => level(share));
  for (const l of levels) counts[l] += 1;
  const days = slot(el, "days");
  if (days) {
    const n = (value: number) => words.number.format(value);
    const summary = fill(words.labels.labelSummary, {
      name: service.name,
      full: n(counts.full),
      minor: n(counts.minor),
      major: n(counts.major),
      none: n(counts.none),
    });
    days.setAttribute("aria-label", summary);
    days.title = summary;
    days.dataset.levels = levels.join(",");
    days.style.backgroundImage = dayBars(levels);
  }
  return el;
}

/** "Netflix and Spotify are down", at most three names and "2 more". */
function bannerLine(names: string[], state: "down" | "degraded", words: Words) {
  const items = bannerItems(names, (count) =>
    fill(words.labels.labelBannerMore, { count: words.number.format(count) }),
  );
  const key = `labelBanner${capitalised(state)}${names.length === 1 ? "One" : "Other"}`;
  return fill(words.labels[key], { names: words.list.format(items) });
}

function renderBanner(root: HTMLElement, services: ServiceStatus[], words: Words) {
  const banner = slot(root, "banner");
  if (!banner) return;
  const down = services.filter((s) => s.state === "down").map((s) => s.name);
  const degraded = services.filter((s) => s.state === "degraded").map((s) => s.name);
  const lines = [
    ...(down.length ? [bannerLine(down, "down", words)] : []),
    ...(degraded.length ? [bannerLine(degraded, "degraded", words)] : []),
  ];
  banner.dataset.tone = lines.length ? "problem" : "ok";
  banner.replaceChildren(
    ...(lines.length ? lines : [words.labels.labelBannerOk ?? ""]).map((text) => {
      const p = document.createElement("p");
      p.textContent = text;
      return p;
    }),
  );
  banner.hidden = false;
}

function renderGroups(root: HTMLElement, list: HTMLElement, status: StatusResult, words: Words) {
  const groupTemplate = root.querySelector<HTMLTemplateElement>("template[data-status-group]");
  const rowTemplate = root.querySelector<HTMLTemplateElement>("template[data-status-row]");
  if (!groupTemplate || !rowTemplate) return;
  // A refresh keeps each group as the reader left it, open or closed.
  const wasOpen = new Map(
    [...list.querySelectorAll<HTMLDetailsElement>("details")].map((d) => [d.dataset.group, d.open]),
  );
  const open = window.matchMedia(WIDE).matches;
  // By name inside each group (the answer puts problems first; their cards at the top say so already).
  const groups = groupsOf(status.services, words.locale, words.compare).map(([name, services]) => {
    const group = clone(groupTemplate) as HTMLDetailsElement;
    group.dataset.group = name;
    group.open = wasOpen.get(name) ?? open;
    const title = slot(group, "group-name");
    if (title) title.textContent = name || (words.labels.labelGroupOther ?? "");
    const count = slot(group, "group-count");
    if (count) count.textContent = words.counted("labelGroupCount", services.length);
    showState(slot(group, "state"), worstState(services), words);
    slot(group, "rows")?.replaceChildren(
      ...services.map((s) => fillService(clone(rowTemplate), s, words, status.firstDay)),
    );
    return group;
  });
  list.replaceChildren(...groups);
}

function renderHistory(root: HTMLElement, history: StatusIncident[], words: Words) {
  const template = root.querySelector<HTMLTemplateElement>("template[data-history-item]");
  const list = root.querySelector<HTMLElement>("[data-history-list]");
  const older = root.querySelector<HTMLElement>("[data-history-older]");
  const more = slot(root, "history-more");
  const empty = slot(root, "history-empty");
  if (!template || !list || !older || !more || !empty) return;
  const items = history.map((incident) => {
    const item = clone(template);
    const name = slot(item, "name");
    if (name) name.textContent = incident.service;
    showState(slot(item, "state"), incident.state, words);
    const cause = slot(item, "cause");
    if (cause) cause.textContent = words.cause(incident.cause);
    const when = slot(item, "when");
    const start = new Date(incident.startedAt);
    const end = new Date(incident.endedAt);
    if (when && !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime())) {
      when.textContent = fill(words.labels.labelHistoryWhen, {
        start: words.dateTime.format(start),
        duration: words.duration(end.getTime() - start.getTime()),
      });
    }
    return item;
  });
  list.replaceChildren(...items.slice(0, HISTORY_SHOWN));
  older.replaceChildren(...items.slice(HISTORY_SHOWN));
  list.hidden = items.length === 0;
  empty.hidden = items.length > 0;
  more.hidden = items.length <= HISTORY_SHOWN;
  const label = slot(root, "history-more-label");
  if (label) label.textContent = fill(words.labels.labelHistoryMore, { count: String(items.length - HISTORY_SHOWN) });
}

function render(root: HTMLElement, status: StatusResult): void {
  const list = root.querySelector<HTMLElement>("[data-status-list]");
  const cardTemplate = root.querySelector<HTMLTemplateElement>("template[data-status-card]");
  if (!list || !cardTemplate) return;
  const words = pageWords(root);
  const problems = status.services.filter((s) => s.state !== "operational");
  root
    .querySelector("[data-problem-list]")
    ?.replaceChildren(...problems.map((s) => fillService(clone(cardTemplate), s, words, status.firstDay)));
  const problemSection = slot(root, "problems");
  if (problemSection) problemSection.hidden = problems.length === 0;
  renderBanner(root, status.services, words);
  renderGroups(root, list, status, words);
  renderHistory(root, status.history, words);
  const updated = slot(root, "updated");
  const generatedAt = new Date(status.generatedAt);
  if (updated && !Number.isNaN(generatedAt.getTime())) {
    updated.textContent = fill(words.labels.labelUpdated, { time: words.dateTime.format(generatedAt) });
  }
}

/** Shows the part of the board for the state: the skeleton, the board, the empty note or the error. */
function setState(root: HTMLElement, state: "loading" | "ready" | "empty" | "error"): void {
  root.dataset.state = state;
  for (const el of root.querySelectorAll<HTMLElement>("[data-status-when]")) {
    el.hidden = el.dataset.statusWhen !== state;
  }
}

async function load(root: HTMLElement): Promise<void> {
  setState(root, "loading");
  try {
    const status = await fetchStatus();
    if (status.services.length === 0) return setState(root, "empty");
    render(root, status);
    setState(root, "ready");
  } catch {
    setState(root, "error");
  }
}

/** A quiet refresh of a shown board: no loading state, and a failure keeps what is shown. */
async function refresh(root: HTMLElement): Promise<void> {
  if (root.dataset.state !== "ready") return;
  try {
    const status = await fetchStatus();
    if (status.services.length > 0) render(root, status);
  } catch {
    // The next refresh tries again.
  }
}

/** The subscribe form: POST /api/status/subscriptions, then a neutral message (double opt-in). */
function subscribeForm(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form[data-status-subscribe]");
  const status = form ? slot(form, "subscribe-status") : null;
  if (form && status) {
    wireEmailForm(form, status, {
      locale: () => (root.dataset.locale === "id" ? "id" : "en"),
      answers: { 400: "invalid", 429: "rate-limited" },
    });
  }
  // Back from the mailed link: the confirmation's outcome (?subscription=confirmed|invalid).
  const outcome = new URLSearchParams(location.search).get("subscription");
  const notice = slot(root, "subscription-notice");
  if (notice && (outcome === "confirmed" || outcome === "invalid")) {
    notice.textContent = notice.dataset[`label${capitalised(outcome)}`] ?? "";
    notice.dataset.tone = outcome;
    notice.hidden = false;
  }
}

for (const root of document.querySelectorAll<HTMLElement>("[data-status]")) {
  root.querySelector("[data-status-retry]")?.addEventListener("click", () => void load(root));
  subscribeForm(root);
  void load(root);
  let last = Date.now();
  const tick = () => {
    if (document.visibilityState !== "visible" || Date.now() - last < REFRESH_MS) return;
    last = Date.now();
    void refresh(root);
  };
  setInterval(tick, REFRESH_MS / 4);
  document.addEventListener("visibilitychange", tick);
}
