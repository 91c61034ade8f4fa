import type { DeviceDto } from "@app/shared/schemas/users";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { PlainTable } from "../../../components/plain-table.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useIsPhone } from "../../../hooks/use-media-query.ts";
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
  const isPhone = useIsPhone();

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

  const currentBadge = (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
      {t("profile.devices.current")}
    </span>
  );
  const signOutButton = (device: DeviceDto) => (
    <Button
      onClick={() => void signOut(device)}
      variant="secondary"
      size="xs"
      aria-label={`${t("profile.devices.signOut")}: ${describe(device)}`}
    >
      {t("profile.devices.signOut")}
    </Button>
  );

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
      ) : isPhone ? (
        // A phone: one card a device (name, then the dates as label/value pairs, the action at the foot).
        <ul aria-labelledby="profile-devices" data-testid="devices-cards" className="flex flex-col gap-3">
          {devices.data.map((device) => (
            <li
              key={device.id}
              data-testid="device-card"
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
                {describe(device)}
                {device.current ? currentBadge : null}
              </p>
              <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2">
                <dt className="text-slate-500">{t("profile.devices.firstSeen")}</dt>
                <dd className="min-w-0 break-words">{formatDate(device.firstSeen, locale)}</dd>
                <dt className="text-slate-500">{t("profile.devices.lastSeen")}</dt>
                <dd className="min-w-0 break-words">{formatDate(device.lastSeen, locale)}</dd>
              </dl>
              {device.current ? null : <div className="flex justify-end">{signOutButton(device)}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <PlainTable
          testId="devices-table"
          label={t("profile.devices.title")}
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
                {device.current ? <span className="ml-2">{currentBadge}</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(device.firstSeen, locale)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(device.lastSeen, locale)}</td>
              <td className="px-3 py-2 text-right">{device.current ? null : signOutButton(device)}</td>
            </tr>
          ))}
        </PlainTable>
      )}
      {dialog}
    </section>
  );
}
