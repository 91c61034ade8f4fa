import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useT } from "../lib/locale.tsx";
import { Button } from "./button.tsx";

/** Default error boundary of the router: a generic message and a retry that reloads the route. */
export function ErrorFallback({ reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <p className="text-slate-700">{t("error.INTERNAL_ERROR")}</p>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t("panel.retry")}
      </Button>
    </div>
  );
}
