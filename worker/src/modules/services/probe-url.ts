import { SERVICE_MESSAGES } from "@app/shared/messages";
import { isOnDomain, isPrivateHost, serviceDomainOf } from "@app/shared/service-hosts";
import type { AppEnv } from "../../env.ts";
import { fieldError } from "../../lib/field-errors.ts";
import { DEMO_SITE_PATH } from "../demo-site/demo-site-accounts.ts";

/**
 * Where a service's health probe may go (issue 41): an http(s) page on the service's own hosts
 * (its access URL's domain, or a domain of its accounts' cookies), never an IP address, a loopback
 * or a private name, which would make the probe's markers an oracle on the Worker's network.
 * Outside production the local demo site (modules/demo-site) stays on loopback, under its path.
 */
export function probeUrlAllowed(
  probeUrl: string,
  service: { accessUrl: string | null },
  cookieDomains: readonly string[],
  env: Pick<AppEnv, "ENVIRONMENT">,
): boolean {
  let url: URL;
  try {
    url = new URL(probeUrl);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const demoSite =
    env.ENVIRONMENT !== "production" &&
    (url.pathname === DEMO_SITE_PATH || url.pathname.startsWith(`${DEMO_SITE_PATH}/`));
  if (isPrivateHost(host) && !demoSite) return false;
  const domain = serviceDomainOf(service.accessUrl);
  return (domain !== null && isOnDomain(host, domain)) || cookieDomains.some((d) => isOnDomain(host, d));
}

/** 400 naming `probeUrl` when the probe URL may not be probed. */
export function assertProbeUrl(
  probeUrl: string | null,
  service: { accessUrl: string | null },
  cookieDomains: readonly string[],
  env: Pick<AppEnv, "ENVIRONMENT">,
) {
  if (probeUrl && !probeUrlAllowed(probeUrl, service, cookieDomains, env))
    throw fieldError("probeUrl", `probeUrl: ${SERVICE_MESSAGES.probeUrlNotAllowed}`, {
      code: "PROBE_URL_NOT_ALLOWED",
    });
}
