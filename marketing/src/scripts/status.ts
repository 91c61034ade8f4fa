// Status page (/status): fetches GET /api/status and fills the translated card and day bar
// templates of StatusBoard.astro, with loading / empty / error states and a retry button. No zod
// here: the page checks the few fields it shows, so the script stays a few hundred bytes.
import { isLocale } from "@app/shared/locale";
import type { ServiceState, ServiceStatus, StatusResult } from "@app/shared/schemas/status";

const STATUS_URL = "/api/status";
/** A page left open refreshes itself this often while visible (the API is cached for 30 s). */
const REFRESH_MS = 60_000;
/** A day at or above this share of uptime is a minor problem (amber); below it, a major one (red). */
const MINOR_THRESHOLD = 0.95;
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

function isService(value: unknown): value is ServiceStatus {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === "string" &&
    STATES.includes(v.state as ServiceState) &&
    Array.isArray(v.days) &&
    (v.since === null || typeof v.since === "string") &&
    (v.uptime === null || typeof v.uptime === "number")
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
  return { ...data, services: data.services.filter(isService) } as StatusResult;
}

const fill = (template: string | undefined, vars: Record<string, string>) =>
  (template ?? "").replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

const slot = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const clone = (template: HTMLTemplateElement) =>
  (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;

function render(root: HTMLElement, status: StatusResult): void {
  const list = root.querySelector<HTMLElement>("[data-status-list]");
  const cardTemplate = root.querySelector<HTMLTemplateElement>("template[data-status-card]");
  if (!list || !cardTemplate) return;
  const labels = root.dataset;
  const locale = isLocale(labels.locale) ? labels.locale : "en";
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const percentFormat = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(locale);
  // Rounded down, so 99.96% never reads "100%" next to an amber bar.
  const percent = (share: number) => percentFormat.format(Math.floor(share * 1000 + 1e-9) / 1000);

  const cards = status.services.map((service) => {
    const card = clone(cardTemplate);
    const name = slot(card, "name");
    if (name) name.textContent = service.name;
    const state = slot(card, "state");
    if (state) {
      state.dataset.state = service.state;
      state.textContent = labels[`label${service.state[0]?.toUpperCase()}${service.state.slice(1)}`] ?? service.state;
    }
    const since = slot(card, "since");
    const sinceDate = service.since ? new Date(service.since) : null;
    if (since && service.state !== "operational" && sinceDate && !Number.isNaN(sinceDate.getTime())) {
      since.textContent = fill(labels.labelSince, { time: dateTime.format(sinceDate) });
    } else since?.remove();
    const uptime = slot(card, "uptime");
    if (uptime) {
      uptime.textContent =
        service.uptime === null
          ? (labels.labelUptimeNone ?? "")
          : fill(labels.labelUptime, { percent: percent(service.uptime) });
    }

    const counts: Record<Level, number> = { full: 0, minor: 0, major: 0, none: 0 };
    const levels = service.days.map((share) => level(share));
    for (const l of levels) counts[l] += 1;
    const days = slot(card, "days");
    if (days) {
      const n = (value: number) => number.format(value);
      const summary = fill(labels.labelSummary, {
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
    return card;
  });
  list.replaceChildren(...cards);

  const banner = slot(root, "banner");
  if (banner) {
    const ok = status.services.every((service) => service.state === "operational");
    banner.dataset.tone = ok ? "ok" : "problem";
    banner.textContent = (ok ? labels.labelBannerOk : labels.labelBannerProblem) ?? "";
    banner.hidden = false;
  }
  const updated = slot(root, "updated");
  const generatedAt = new Date(status.generatedAt);
  if (updated && !Number.isNaN(generatedAt.getTime())) {
    updated.textContent = fill(labels.labelUpdated, { time: dateTime.format(generatedAt) });
  }
}

function setState(root: HTMLElement, state: "loading" | "ready" | "empty" | "error"): void {
  root.dataset.state = state;
  const list = root.querySelector<HTMLElement>("[data-status-list]");
  list?.setAttribute("aria-busy", String(state === "loading"));
  if (list) list.hidden = state === "empty" || state === "error";
  if (state !== "ready") {
    const banner = slot(root, "banner");
    if (banner) banner.hidden = true;
  }
  for (const el of root.querySelectorAll<HTMLElement>("[data-status-when]")) {
    el.hidden = el.dataset.statusWhen !== state;
  }
}

async function load(root: HTMLElement, skeleton: Node[]): Promise<void> {
  const list = root.querySelector<HTMLElement>("[data-status-list]");
  if (root.dataset.state === "error" && list) list.replaceChildren(...skeleton.map((n) => n.cloneNode(true)));
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

for (const root of document.querySelectorAll<HTMLElement>("[data-status]")) {
  const skeleton = [...(root.querySelector("[data-status-list]")?.children ?? [])].map((n) => n.cloneNode(true));
  root.querySelector("[data-status-retry]")?.addEventListener("click", () => void load(root, skeleton));
  void load(root, skeleton);
  let last = Date.now();
  const tick = () => {
    if (document.visibilityState !== "visible" || Date.now() - last < REFRESH_MS) return;
    last = Date.now();
    void refresh(root);
  };
  setInterval(tick, REFRESH_MS / 4);
  document.addEventListener("visibilitychange", tick);
}
