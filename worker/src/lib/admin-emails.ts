import { normalizeEmail } from "./email.ts";

/**
 * ADMIN_EMAILS: comma-separated addresses, or "@domain" entries that match a whole domain (the
 * end-to-end server uses one so each test can register an admin of its own).
 */
export function isAdminEmail(adminEmails: string | undefined, email: string): boolean {
  const address = normalizeEmail(email);
  return (adminEmails ?? "")
    .split(",")
    .map((entry) => normalizeEmail(entry))
    .filter(Boolean)
    .some((entry) => (entry.startsWith("@") ? address.endsWith(entry) : address === entry));
}
