import type { MediaProviderUsage } from "@app/shared/schemas/tools";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { api } from "../../../lib/api-client.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";

const DAYS = 7;

/** Admin: the media downloader's calls and failures per provider, per day (last 7 days). */
export function MediaUsagePage() {
  const t = useT();
  const { locale } = useLocale();
  const usage = useQuery({
    queryKey: ["tools", "media-download", "usage", DAYS],
    queryFn: async ({ signal }) =>
      (await api<MediaProviderUsage>(`/tools/media-download/usage?days=${DAYS}`, { signal })).data,
  });
  const number = new Intl.NumberFormat(locale);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="media-usage-heading">
      <PageHeader id="media-usage-heading" title={t("adminTools.media.title")} intro={t("adminTools.media.intro")} />
      {usage.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : usage.isError ? (
        <LoadError message={apiErrorText(usage.error, t)} onRetry={() => void usage.refetch()} />
      ) : usage.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">
          {t("adminTools.media.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("adminTools.media.day")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("adminTools.media.provider")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("adminTools.media.calls")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("adminTools.media.failures")}
                </th>
              </tr>
            </thead>
            <tbody>
              {usage.data.map((row) => (
                <tr
                  key={`${row.day}-${row.provider}`}
                  className="border-t border-slate-100"
                  data-testid="media-usage-row"
                >
                  <td className="px-3 py-2">{row.day}</td>
                  <td className="px-3 py-2">
                    {t("adminTools.media.providerName", { name: row.provider.toUpperCase() })}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(row.calls)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(row.failures)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
