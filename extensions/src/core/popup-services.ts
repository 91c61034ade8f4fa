/**
 * The popup's list of the subscriber's services (issue 46, item 6): what the API's list must look
 * like, how the search box filters it, where a logo is loaded from and how a failure to open one is
 * said. No browser API here, so that all of it is tested in Node.
 */
import type { ExtensionMessageKey } from "../i18n/en.ts";
import { POPUP_ERROR_CODES, type PopupErrorCode } from "../i18n/pick.ts";

/** One service of `GET /api/extension/services` (the shared `entitledService`). */
export interface PopupService {
  uuid: string;
  name: string;
  slug: string;
  logo: string | null;
  type_service: "cookie" | "key";
  categoryName: string | null;
  categoryNameIndonesian: string | null;
}

/** The most services the popup keeps (a package holds far fewer). */
export const MAX_SERVICES = 500;

const text = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max;
const optionalText = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** The API's list as the popup uses it; null when it is not a list. Malformed entries are left out. */
export function parseServices(data: unknown): PopupService[] | null {
  if (!Array.isArray(data)) return null;
  const services: PopupService[] = [];
  for (const item of data.slice(0, MAX_SERVICES)) {
    const s = item as Record<string, unknown> | null;
    if (!s || typeof s !== "object" || !text(s.uuid, 64) || !text(s.name, 200) || !text(s.slug, 200)) continue;
    if (s.type_service !== "cookie" && s.type_service !== "key") continue;
    services.push({
      uuid: s.uuid,
      name: s.name,
      slug: s.slug,
      logo: optionalText(s.logo),
      type_service: s.type_service,
      categoryName: optionalText(s.categoryName),
      categoryNameIndonesian: optionalText(s.categoryNameIndonesian),
    });
  }
  return services;
}

/** The category a reader of `language` (the browser's, e.g. "id" or "en-US") sees. */
export function categoryFor(service: PopupService, language: string): string | null {
  return (language.toLowerCase().startsWith("id") && service.categoryNameIndonesian) || service.categoryName;
}

/** Lower case without accents: "Café" is found by "cafe". */
function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The services matching what was typed: every word of the query is in the name or the category.
 * Names that start with the query come first; otherwise the list keeps its order (the catalogue's).
 */
export function filterServices(services: readonly PopupService[], query: string, language: string): PopupService[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...services];
  const whole = words.join(" ");
  const matches = services.filter((service) => {
    const haystack = fold(`${service.name} ${categoryFor(service, language) ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
  const starts = (service: PopupService) => fold(service.name).startsWith(whole);
  return [...matches.filter(starts), ...matches.filter((s) => !starts(s))];
}

/**
 * Where a logo is loaded from: a path on the panel's origin, an http(s) address or an inline
 * image; anything else (another scheme) shows the service's initial instead.
 */
export function logoUrl(logo: string | null, apiOrigin: string): string | null {
  if (!logo) return null;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml|avif)[;,]/i.test(logo)) return logo;
  try {
    const url = new URL(logo, apiOrigin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Where a key service's key is shown: its page on the panel. */
export function servicePageUrl(service: PopupService, apiOrigin: string): string {
  return `${apiOrigin}/panel/service/${encodeURIComponent(service.slug)}`;
}

/** The next option for an arrow key: -1 is the search box above the first. */
export function moveIndex(current: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  return Math.min(Math.max(current + delta, -1), length - 1);
}

/** What the background answers when opening fails (the panel's protocol, extensions/README.md). */
export interface OpenFailure {
  ok: false;
  code?: string;
  status?: number;
}

/**
 * How the popup reacts to a failure: "signed-out" (the link is gone: the signed-out view),
 * "outdated" (the outdated notice), else a sentence for under the list.
 */
export function openFailure(
  reply: OpenFailure,
): { kind: "signed-out" } | { kind: "outdated" } | { kind: "message"; key: ExtensionMessageKey } {
  const code = reply.code ?? "";
  if (code === "NOT_LINKED" || reply.status === 401) return { kind: "signed-out" };
  if (code === "EXTENSION_OUTDATED" || reply.status === 426) return { kind: "outdated" };
  if (code === "CONFLICT_EXTENSIONS") return { kind: "message", key: "popupConflicts" };
  if (code === "NETWORK_ERROR" || reply.status === 0) return { kind: "message", key: "popupErrorNetwork" };
  if ((POPUP_ERROR_CODES as readonly string[]).includes(code))
    return { kind: "message", key: `error_${code as PopupErrorCode}` };
  return { kind: "message", key: "popupErrorGeneric" };
}
