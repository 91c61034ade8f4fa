import type { ReactNode } from "react";
import { useLocale } from "../../../lib/locale.tsx";
import type { BlastCreated } from "../api.ts";

/** Rows listed per table; a huge file's report says how many more there are. */
export const REPORT_ROW_LIMIT = 200;

/**
 * What an import took and left out: the recipients accepted (and, for a file, the column the
 * addresses came from), then the invalid rows and the duplicate rows with their row numbers.
 * `actions` holds the next steps (follow the delivery, compose another).
 */
export function ImportReport({ result, actions }: { result: BlastCreated; actions?: ReactNode }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const invalid = result.invalid ?? [];
  const duplicates = result.duplicates ?? [];
  const accepted = number.format(result.accepted ?? result.blast.total);
  return (
    <section
      aria-labelledby="import-report-heading"
      data-testid="import-report"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h3 id="import-report-heading" className="text-lg font-semibold">
          {t("adminEmail.report.title")}
        </h3>
        <p className="text-sm text-slate-700" data-testid="import-report-summary">
          {result.emailColumn
            ? t("adminEmail.report.summaryFile", { accepted, column: result.emailColumn })
            : t("adminEmail.report.summary", { accepted })}
        </p>
        {invalid.length === 0 && duplicates.length === 0 ? (
          <p className="text-sm text-slate-600">{t("adminEmail.report.clean")}</p>
        ) : null}
      </header>
      {invalid.length > 0 ? (
        <ReportTable
          testId="import-report-invalid"
          title={t("adminEmail.report.invalidTitle", { count: number.format(invalid.length) })}
          valueHeader={t("adminEmail.report.value")}
          rows={invalid.map((entry) => ({ row: entry.row, value: entry.value }))}
        />
      ) : null}
      {duplicates.length > 0 ? (
        <ReportTable
          testId="import-report-duplicates"
          title={t("adminEmail.report.duplicatesTitle", { count: number.format(duplicates.length) })}
          valueHeader={t("adminEmail.report.email")}
          rows={duplicates.map((entry) => ({ row: entry.row, value: entry.email }))}
        />
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}

function ReportTable({
  title,
  valueHeader,
  rows,
  testId,
}: {
  title: string;
  valueHeader: string;
  rows: { row: number; value: string }[];
  testId: string;
}) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <section
      aria-label={t("table.scrollRegion", { name: title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-800">{title}</caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-24 px-3 py-2">
              {t("adminEmail.report.row")}
            </th>
            <th scope="col" className="px-3 py-2">
              {valueHeader}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.slice(0, REPORT_ROW_LIMIT).map((entry) => (
            <tr key={`${entry.row}-${entry.value}`}>
              <td className="px-3 py-1.5 tabular-nums">{number.format(entry.row)}</td>
              <td className="px-3 py-1.5 font-mono text-xs break-all">
                {entry.value === "" ? (
                  <span className="font-sans text-slate-500">{t("adminEmail.report.emptyValue")}</span>
                ) : (
                  entry.value
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > REPORT_ROW_LIMIT ? (
        <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
          {t("adminEmail.report.more", { count: number.format(rows.length - REPORT_ROW_LIMIT) })}
        </p>
      ) : null}
    </section>
  );
}
