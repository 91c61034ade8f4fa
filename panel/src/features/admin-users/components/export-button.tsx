import { Button } from "../../../components/button.tsx";
import { useCsvDownload } from "../../../lib/csv-download.ts";
import { useLocale } from "../../../lib/locale.tsx";

const KB = 1024;
const MB = KB * 1024;

function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= MB ? [bytes / MB, "megabyte"] : bytes >= KB ? [bytes / KB, "kilobyte"] : [bytes, "byte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(
    value,
  );
}

/** "Export CSV": streams GET /api/users/export with the list's filters, showing rows and bytes received. */
export function ExportButton({
  path,
  onDone,
  onError,
}: {
  /** Export path relative to /api, with the current filters. */
  path: string;
  onDone: (rows: string, file: string) => void;
  onError: (error: unknown) => void;
}) {
  const { t, locale } = useLocale();
  const { download, progress, pending: exporting } = useCsvDownload();
  const number = new Intl.NumberFormat(locale);

  const run = async () => {
    try {
      const fallback = `users-${new Date().toISOString().slice(0, 10)}.csv`;
      const result = await download(path, fallback);
      if (result) onDone(number.format(result.rows), result.filename);
    } catch (error) {
      onError(error);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        onClick={() => void run()}
        disabled={exporting}
        aria-busy={exporting || undefined}
        data-testid="export-csv"
        className="inline-flex items-center gap-2"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3" />
        </svg>
        {exporting ? t("adminUsers.exporting") : t("adminUsers.export")}
      </Button>
      <div role="status" aria-live="polite" className="min-h-5 text-xs text-slate-600" data-testid="export-progress">
        {progress ? (
          <span className="inline-flex items-center gap-2">
            <progress className="h-1.5 w-24" aria-label={t("adminUsers.exporting")} />
            {t("adminUsers.exportProgress", {
              rows: number.format(progress.rows),
              size: formatBytes(progress.bytes, locale),
            })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
