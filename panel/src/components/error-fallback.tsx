import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useT } from "../lib/locale.tsx";

/** Default error boundary of the router: a generic message and a retry that reloads the route. */
export function ErrorFallback({ reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <p className="text-slate-700">{t("error.INTERNAL_ERROR")}</p>
      <button
        type="button"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t("panel.retry")}
      </button>
    </div>
  );
}
