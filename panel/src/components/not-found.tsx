import { Link, useRouter } from "@tanstack/react-router";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useT } from "../lib/locale.tsx";

/** Whole-page not-found for unknown paths outside the panel. */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t("page.notFound.title"));
  // The home page belongs to the marketing site: leave the SPA with a full navigation.
  const homeHref = `${useRouter().basepath.replace(/\/$/, "")}/`;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold" data-testid="not-found-heading">
        {t("page.notFound.title")}
      </h1>
      <p className="text-slate-600">{t("page.notFound.body")}</p>
      <a href={homeHref} className="font-medium text-brand-600 hover:underline">
        {t("page.notFound.home")}
      </a>
    </main>
  );
}

/** Not-found inside the panel shell (catch-all route under /panel). */
export function PanelNotFound() {
  const t = useT();
  usePageTitle(t("page.notFound.title"));
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-semibold" data-testid="not-found-heading">
        {t("page.notFound.title")}
      </h1>
      <p className="text-slate-600">{t("panel.notFound")}</p>
      <Link to="/panel" className="font-medium text-brand-600 hover:underline">
        {t("panel.nav.dashboard")}
      </Link>
    </div>
  );
}
