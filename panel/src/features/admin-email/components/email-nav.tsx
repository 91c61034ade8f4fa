import type { MessageKey } from "@app/shared/i18n/translate";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../lib/locale.tsx";

const LINKS = [
  { to: "/panel/admin/email", label: "adminEmail.nav.blasts", exact: true },
  { to: "/panel/admin/email/new", label: "adminEmail.nav.compose", exact: true },
  { to: "/panel/admin/email/senders", label: "adminEmail.nav.senders", exact: true },
  { to: "/panel/admin/email/outbox", label: "adminEmail.nav.outbox", exact: true },
  { to: "/panel/admin/email/templates", label: "adminEmail.nav.templates", exact: true },
] as const satisfies readonly { to: string; label: MessageKey; exact: boolean }[];

/** The email section's own navigation: blasts, compose, senders, outbox, templates. */
export function EmailNav() {
  const t = useT();
  return (
    <nav aria-label={t("adminEmail.nav.label")}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              activeOptions={{ exact: link.exact, includeSearch: false }}
              className="-mb-px block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
