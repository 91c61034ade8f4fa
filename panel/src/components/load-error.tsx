import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";

/** A failed load: the message and a retry button (role="alert"). */
export function LoadError({
  message,
  onRetry,
  className = "",
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 ${className}`}
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium hover:bg-red-100"
      >
        {t("panel.retry")}
      </button>
    </div>
  );
}

/**
 * The LoadError of a failed query: `loadFailed` (the first sentence, when there is one) followed by
 * the API's reason, and a retry that fetches the query again.
 */
export function QueryLoadError({
  query,
  loadFailed,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  loadFailed?: string;
}) {
  const t = useT();
  const reason = apiErrorText(query.error, t);
  return <LoadError message={loadFailed ? `${loadFailed} ${reason}` : reason} onRetry={() => void query.refetch()} />;
}
