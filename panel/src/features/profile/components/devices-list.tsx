import type { DeviceDto } from "@app/shared/schemas/users";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { PlainTable } from "../../../components/plain-table.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { devicesQueryOptions, useRevokeDeviceMutation } from "../api.ts";

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

/** Active sessions of the user: browser, OS, first/last seen, the current one marked. */
export function DevicesList() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const devices = useQuery(devicesQueryOptions());
  const revoke = useRevokeDeviceMutation();
  const { confirm, dialog } = useConfirm();

  const signOut = (device: DeviceDto) =>
    confirm({
      title: t("profile.devices.confirmTitle"),
      description: t("profile.devices.confirmBody"),
      action: async () => {
        try {
          await revoke.mutateAsync(device.id);
          toast.success(t("profile.devices.signedOut"));
        } catch (error) {
          toast.error(apiErrorText(error, t));
          throw error;
        }
      },
    });

  const describe = (device: DeviceDto) =>
    t("profile.devices.on", {
      browser: device.browser ?? t("profile.devices.unknownBrowser"),
      os: device.os ?? t("profile.devices.unknownOs"),
    });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="profile-devices">
      <div>
        <h2 id="profile-devices" className="text-lg font-semibold">
          {t("profile.devices.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("profile.devices.intro")}</p>
      </div>
      {devices.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {t("panel.loading")}
        </p>
      ) : devices.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {apiErrorText(devices.error, t)}
          <button type="button" className="underline" onClick={() => void devices.refetch()}>
            {t("panel.retry")}
          </button>
        </div>
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t("profile.devices.empty")}</p>
      ) : (
        <PlainTable
          testId="devices-table"
          columns={[
            { header: t("profile.devices.device") },
            { header: t("profile.devices.firstSeen") },
            { header: t("profile.devices.lastSeen") },
            { header: <span className="sr-only">{t("profile.devices.actions")}</span> },
          ]}
        >
          {devices.data.map((device) => (
            <tr key={device.id} className="border-slate-100 border-t">
              <td className="px-3 py-2">
                {describe(device)}
                {device.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    {t("profile.devices.current")}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(device.firstSeen, locale)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(device.lastSeen, locale)}</td>
              <td className="px-3 py-2 text-right">
                {device.current ? null : (
                  <Button
                    onClick={() => void signOut(device)}
                    variant="secondary"
                    size="xs"
                    aria-label={`${t("profile.devices.signOut")}: ${describe(device)}`}
                  >
                    {t("profile.devices.signOut")}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {dialog}
    </section>
  );
}
