// Services grid of the landing page: logo cards from the public GET /api/services/list/preview.
import { safeLogo } from "./logo.ts";

const SERVICES_URL = "/api/services/list/preview";

interface ServicePreview {
  uuid: string;
  name: string;
  logo: string | null;
  slug: string;
}

function isServicePreview(value: unknown): value is ServicePreview {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.uuid === "string" && typeof v.name === "string" && (v.logo === null || typeof v.logo === "string");
}

async function fetchServices(): Promise<ServicePreview[]> {
  const response = await fetch(SERVICES_URL, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`services: HTTP ${response.status}`);
  const body = (await response.json()) as { error?: boolean; data?: unknown };
  if (body.error !== false || !Array.isArray(body.data)) throw new Error("services: bad envelope");
  return body.data.filter(isServicePreview);
}

function render(root: HTMLElement, services: ServicePreview[]): void {
  const list = root.querySelector<HTMLElement>("[data-services-list]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-service-card]");
  if (!list || !template) return;
  list.replaceChildren(
    ...services.map((service) => {
      const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
      const name = card.querySelector<HTMLElement>('[data-slot="name"]');
      if (name) name.textContent = service.name;
      const img = card.querySelector<HTMLImageElement>('[data-slot="logo"]');
      const logo = safeLogo(service.logo);
      if (img && logo) img.src = logo;
      else img?.remove();
      return card;
    }),
  );
}

function setState(root: HTMLElement, state: "loading" | "ready" | "empty" | "error"): void {
  root.dataset.state = state;
  const list = root.querySelector<HTMLElement>("[data-services-list]");
  list?.setAttribute("aria-busy", String(state === "loading"));
  if (list) list.hidden = state === "empty" || state === "error";
  for (const el of root.querySelectorAll<HTMLElement>("[data-services-when]")) {
    el.hidden = el.dataset.servicesWhen !== state;
  }
}

for (const root of document.querySelectorAll<HTMLElement>("[data-services]")) {
  fetchServices()
    .then((services) => {
      if (services.length === 0) return setState(root, "empty");
      render(root, services);
      setState(root, "ready");
    })
    .catch(() => setState(root, "error"));
}
