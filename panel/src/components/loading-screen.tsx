import { useT } from "../lib/locale.tsx";

export function LoadingScreen() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-40 items-center justify-center p-6 text-sm text-slate-500">
      {t("panel.loading")}
    </div>
  );
}
