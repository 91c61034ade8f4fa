import { LOCALE_COOKIE } from "@app/shared/constants";
import { negotiateLocale, splitLocalePath } from "@app/shared/locale";
import {
  isPanelPath,
  MARKETING_PAGES,
  marketingAssetPath,
  notFoundAssetPath,
  panelShellAsset,
  panelShellPage,
} from "@app/shared/routes";
import { CONTACT_RESULT_QUERY, CONTACT_RESULTS, type ContactResult } from "@app/shared/support-topics";
import type { AppEnv } from "./env.ts";
import { applySecurityHeaders, thirdPartiesOf } from "./lib/security-headers.ts";

const PANEL_INDEX = "/panel/index.html";

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null; // a malformed cookie is no preference, never a 500
    }
  }
  return null;
}

async function fromAssets(env: AppEnv, request: Request, path: string, status = 200, extra: HeadersInit = {}) {
  const assetResponse = await env.ASSETS.fetch(new Request(new URL(path, request.url), { method: request.method }));
  if (!assetResponse.ok) return null;
  const headers = new Headers(assetResponse.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  applySecurityHeaders(headers, thirdPartiesOf(env));
  return new Response(request.method === "HEAD" ? null : assetResponse.body, { status, headers });
}

/** The not-found page in the request's language: its /en or /id prefix, else the negotiated one. */
async function notFound(env: AppEnv, request: Request) {
  const pathLocale = splitLocalePath(new URL(request.url).pathname).locale;
  const locale = pathLocale ?? requestLocale(request);
  const headers: Record<string, string> = { "Cache-Control": "no-store", "Content-Language": locale };
  if (!pathLocale) headers.Vary = "Cookie, Accept-Language";
  const page = await fromAssets(env, request, notFoundAssetPath(locale), 404, headers);
  return page ?? new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function requestLocale(request: Request) {
  return negotiateLocale({
    cookie: readCookie(request.headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
    timeZone: (request as Request & { cf?: { timezone?: string } }).cf?.timezone ?? null,
  });
}

/**
 * Everything outside /api: static files, the marketing pages in the negotiated locale (served
 * without a redirect), the panel SPA's index.html for its paths, and a real 404 page.
 */
export async function serveSite(request: Request, env: AppEnv): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return notFound(env, request);
  const url = new URL(request.url);
  const pathname = url.pathname;

  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) {
    if (pathname.endsWith(".html")) return notFound(env, request);
    const file = await env.ASSETS.fetch(request);
    if (file.status === 404) return notFound(env, request);
    const response = new Response(file.body, file);
    applySecurityHeaders(response.headers, thirdPartiesOf(env));
    return response;
  }

  const { locale: pathLocale, rest } = splitLocalePath(pathname);
  if (isPanelPath(rest)) {
    const shell = panelShellPage(rest);
    if (shell) {
      // The pre-rendered first screen in the page's language (decision 042); the SPA takes over.
      const locale = pathLocale ?? requestLocale(request);
      const headers: Record<string, string> = { "Cache-Control": "no-cache", "Content-Language": locale };
      if (!pathLocale) headers.Vary = "Cookie, Accept-Language";
      const page = await fromAssets(env, request, panelShellAsset(locale, shell), 200, headers);
      if (page) return page;
    }
    return (
      (await fromAssets(env, request, PANEL_INDEX, 200, { "Cache-Control": "no-cache" })) ?? notFound(env, request)
    );
  }

  const page = rest.length > 1 ? rest.replace(/\/$/, "") : rest;
  const marketingPage = MARKETING_PAGES.find((p) => p === page);
  if (!marketingPage) return notFound(env, request);

  const locale = pathLocale ?? requestLocale(request);
  const headers: Record<string, string> = {
    "Content-Language": locale,
    "Cache-Control": "public, max-age=0, must-revalidate",
  };
  if (!pathLocale) headers.Vary = "Cookie, Accept-Language";
  const response = await fromAssets(env, request, marketingAssetPath(locale, marketingPage), 200, headers);
  if (!response) return notFound(env, request);
  const contactResult = url.searchParams.get(CONTACT_RESULT_QUERY);
  return marketingPage === "/" && isContactResult(contactResult)
    ? showContactResult(response, contactResult)
    : response;
}

function isContactResult(value: string | null): value is ContactResult {
  return (CONTACT_RESULTS as readonly (string | null)[]).includes(value);
}

/**
 * The contact form's plain post lands back on the landing page with `?contact=<result>`; the
 * result's message is revealed here, so the thank-you shows without JavaScript (decision 039).
 */
function showContactResult(response: Response, result: ContactResult): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  const revealed = new HTMLRewriter()
    .on(`[data-contact-result="${result}"]`, {
      element(element) {
        element.removeAttribute("hidden");
      },
    })
    .transform(response);
  return new Response(revealed.body, { status: response.status, headers });
}
