const DOT_INSENSITIVE_DOMAINS = new Set(["gmail.com", "googlemail.com"]);
const PLUS_TAG_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "icloud.com",
  "proton.me",
  "fastmail.com",
  "yahoo.com",
]);

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address really reaches: lower-cased, plus-tags removed and, for Gmail, dots
 * removed. Used to recognise self-referrals and duplicates, never as the login email.
 */
export function canonicalEmail(email: string): string {
  const [local = "", domain = ""] = normalizeEmail(email).split("@");
  let canonicalLocal = local;
  let canonicalDomain = domain;
  if (PLUS_TAG_DOMAINS.has(domain)) canonicalLocal = canonicalLocal.split("+")[0] ?? canonicalLocal;
  if (DOT_INSENSITIVE_DOMAINS.has(domain)) {
    canonicalLocal = canonicalLocal.replaceAll(".", "");
    canonicalDomain = "gmail.com";
  }
  return `${canonicalLocal}@${canonicalDomain}`;
}
