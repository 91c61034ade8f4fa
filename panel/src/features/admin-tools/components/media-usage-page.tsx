import { useQuery } from "@tanstack/react-query";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { PlainTable } from "../../../components/plain-table.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { mediaUsageQueryOptions } from "../api.ts";

const DAYS = 7;

/** Admin: the media downloader's calls and failures per provider, per day (last 7 days). */
export function MediaUsagePage() {
  const t = useT();
  const { locale } = useLocale();
  const usage = useQuery(mediaUsageQueryOptions(DAYS));
  const number = new Intl.NumberFormat(locale);
  return (
    <PageSection
      headingId="media-usage-heading"
      title={t("adminTools.media.title")}
      intro={t("adminTools.media.intro")}
    >
      {usage.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : usage.isError ? (
        <QueryLoadError query={usage} />
      ) : usage.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">
          {t("adminTools.media.empty")}
        </p>
      ) : (
        <PlainTable
          className="bg-white"
          label={t("adminTools.media.title")}
          columns={[
            { header: t("adminTools.media.day") },
            { header: t("adminTools.media.provider") },
            { header: t("adminTools.media.calls"), className: "text-right" },
            { header: t("adminTools.media.failures"), className: "text-right" },
          ]}
        >
          {usage.data.map((row) => (
            <tr key={`${row.day}-${row.provider}`} className="border-t border-slate-100" data-testid="media-usage-row">
              <td className="px-3 py-2">{row.day}</td>
              <td className="px-3 py-2">{t("adminTools.media.providerName", { name: row.provider.toUpperCase() })}</td>
              <td className="px-3 py-2 text-right tabular-nums">{number.format(row.calls)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{number.format(row.failures)}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </PageSection>
  );
}
