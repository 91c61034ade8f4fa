/**
 * Which hosts are a service's own (issue 41): its blocked patterns and its health probe may only
 * reach them. A service's domain is the registrable domain of its access URL's host (the host
 * itself for an IP address or a one-label name); a host is on it when it is that domain or one of
 * its subdomains. Without the public suffix list, a two-letter country code under a generic
 * second level (`co.id`, `co.uk`, `com.au`…) counts as a suffix.
 */

const SECOND_LEVEL = new Set(["ac", "co", "com", "edu", "go", "gov", "net", "or", "org", "sch", "web", "my", "biz"]);

/** Names that never resolve on the public internet (RFC 6761, RFC 8375 and common private use). */
const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "intranet",
  "lan",
  "home",
  "home.arpa",
  "corp",
  "private",
  "test",
  "example",
  "invalid",
];

/** A URL's host as the URL parser writes it: an IPv4 address in dotted form, IPv6 in brackets. */
export function isIpLiteral(host: string): boolean {
  return host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host);
}

/** A loopback, link-local or private-network name, an IP literal, or a name without a dot. */
export function isPrivateHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (isIpLiteral(name) || !name.includes(".")) return true;
  return PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** Whether `host` is `domain` or one of its subdomains. */
export function isOnDomain(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  const d = domain.toLowerCase().replace(/^\./, "").replace(/\.$/, "");
  return d !== "" && (h === d || h.endsWith(`.${d}`));
}

/** The registrable domain of a host: `www.netflix.com` → `netflix.com`, `app.toko.co.id` → `toko.co.id`. */
export function serviceDomain(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (isIpLiteral(name) || !name.includes(".")) return name;
  const labels = name.split(".");
  const tld = labels.at(-1) ?? "";
  const second = labels.at(-2) ?? "";
  const keep = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** The domain of a service opened at `accessUrl`, or null when it is not an http(s) URL. */
export function serviceDomainOf(accessUrl: string | null | undefined): string | null {
  if (!accessUrl) return null;
  // shared has no DOM or Node types (its tsconfig), so the host is read without `URL`.
  const host = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^/?#:]+)/i.exec(accessUrl.trim())?.[1];
  return host ? serviceDomain(host.toLowerCase()) : null;
}
