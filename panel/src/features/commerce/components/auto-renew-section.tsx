import { formatPrice } from "@app/shared/cart";
import { RENEWAL_CHANNEL_NAMES, RENEWAL_CHANNELS, type RenewalChannel } from "@app/shared/constants/commerce";
import type { MessageKey } from "@app/shared/i18n/translate";
import type { RenewalInfo } from "@app/shared/schemas/commerce";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { SelectField } from "../../../components/form-controls.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { renewalQueryOptions, useStartAutoRenewMutation, useTurnOffAutoRenewMutation } from "../api.ts";
import { browserNavigation } from "../browser.ts";

const STATE_LABEL = {
  off: "renewal.state.off",
  scheduled: "renewal.state.scheduled",
  retrying: "renewal.state.retrying",
  past_due: "renewal.state.past_due",
} as const satisfies Record<RenewalInfo["state"], MessageKey>;

const STATE_TONE = {
  off: "neutral",
  scheduled: "success",
  retrying: "warning",
  past_due: "danger",
} as const satisfies Record<RenewalInfo["state"], BadgeTone>;

/** While the provider's webhook has not arrived after the return, ask again for this long. */
const LINK_POLL_MS = 2_000;
const LINK_POLLS = 15;

/**
 * Auto-renew on the subscription card (issue 43): the state, the method and the next charge, with
 * "Turn on", "Turn off" (confirmed) and "Change method". Turning on picks an e-wallet and goes to
 * its authorisation page; the return (`?renewal=linked|failed`) says how it went.
 */
export function AutoRenewSection({ endDate }: { endDate: string | null }) {
  const { t, locale } = useLocale();
  const headingId = useId();
  const renewal = useQuery(renewalQueryOptions());
  useLinkReturn(renewal.data);
  const [choosing, setChoosing] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const turnOff = useTurnOffAutoRenewMutation();
  const toast = useToast();

  const info = renewal.data;
  return (
    <section
      id="auto-renew"
      aria-labelledby={headingId}
      aria-busy={renewal.isPending || undefined}
      data-testid="auto-renew"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t("renewal.title")}
        </h3>
        {info ? (
          <StatusBadge tone={STATE_TONE[info.state]} testId="auto-renew-state">
            {t(STATE_LABEL[info.state])}
          </StatusBadge>
        ) : null}
      </header>
      {renewal.isPending ? (
        <Skeleton className="h-10" />
      ) : renewal.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {apiErrorText(renewal.error, t)}
        </p>
      ) : info ? (
        <>
          {info.method ? (
            <dl className="grid gap-1 text-sm text-slate-700">
              <dd data-testid="auto-renew-method">{t("renewal.method", { label: info.method.label })}</dd>
              {info.nextChargeAt && info.amount !== null && info.currency ? (
                <dd data-testid="auto-renew-next">
                  {t("renewal.nextCharge", {
                    amount: formatPrice(info.amount, info.currency, locale),
                    date: formatDate(info.nextChargeAt, locale) ?? "",
                  })}
                </dd>
              ) : null}
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{t("renewal.offNote")}</p>
          )}
          {info.linking && !info.autoRenew ? (
            <p role="status" className="text-sm text-slate-600">
              {t("renewal.linking")}
            </p>
          ) : null}
          {choosing ? (
            <ChannelPicker onCancel={() => setChoosing(false)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              {info.autoRenew ? (
                <>
                  <Button variant="secondary" onClick={() => setChoosing(true)} data-testid="auto-renew-change">
                    {t("renewal.changeMethod")}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirmOff(true)} data-testid="auto-renew-off">
                    {t("renewal.turnOff")}
                  </Button>
                </>
              ) : (
                <Button onClick={() => setChoosing(true)} data-testid="auto-renew-on">
                  {t("renewal.turnOn")}
                </Button>
              )}
            </div>
          )}
          <ConfirmDialog
            open={confirmOff}
            title={t("renewal.turnOffConfirm.title")}
            description={t("renewal.turnOffConfirm.body", {
              label: info.method?.label ?? "",
              date: formatDate(endDate, locale) ?? "",
            })}
            pending={turnOff.isPending}
            onCancel={() => setConfirmOff(false)}
            onConfirm={() =>
              turnOff.mutateAsync().then(
                () => {
                  setConfirmOff(false);
                  toast.success(t("renewal.turnedOff", { date: formatDate(endDate, locale) ?? "" }));
                },
                (error: unknown) => toast.error(t("renewal.turnOff"), apiErrorText(error, t)),
              )
            }
          />
        </>
      ) : null}
    </section>
  );
}

/** The e-wallet to link, then off to its authorisation page. */
function ChannelPicker({ onCancel }: { onCancel: () => void }) {
  const { t } = useLocale();
  const toast = useToast();
  const [channel, setChannel] = useState<RenewalChannel>("DANA");
  const start = useStartAutoRenewMutation();
  const onContinue = () =>
    start.mutate(channel, {
      onSuccess: ({ linkUrl }) => browserNavigation.assign(linkUrl),
      onError: (error) => toast.error(t("renewal.linkFailed"), apiErrorText(error, t)),
    });
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="auto-renew-picker">
      <div className="min-w-40">
        <SelectField
          label={t("renewal.channel")}
          value={channel}
          onChange={(event) => setChannel(event.target.value as RenewalChannel)}
          data-testid="auto-renew-channel"
        >
          {RENEWAL_CHANNELS.map((code) => (
            <option key={code} value={code}>
              {RENEWAL_CHANNEL_NAMES[code]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button
        onClick={onContinue}
        disabled={start.isPending || start.isSuccess}
        aria-busy={start.isPending || undefined}
        data-testid="auto-renew-continue"
      >
        {t("renewal.continue", { channel: RENEWAL_CHANNEL_NAMES[channel] })}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={start.isPending}>
        {t("sandbox.link.cancel")}
      </Button>
    </div>
  );
}

/**
 * The return from the wallet's page: a toast, the parameter dropped (a reload says nothing again),
 * and, after a link, the state asked again until the provider's webhook has turned it on.
 */
function useLinkReturn(info: RenewalInfo | undefined) {
  const { t } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const outcome = search.renewal;
  const queryClient = useQueryClient();
  const polls = useRef(0);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (outcome !== "linked" && outcome !== "failed") || !info) return;
    if (outcome === "linked" && !info.autoRenew && polls.current < LINK_POLLS) {
      polls.current += 1;
      const timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: renewalQueryOptions().queryKey }),
        LINK_POLL_MS,
      );
      return () => clearTimeout(timer);
    }
    handled.current = true;
    if (outcome === "linked" && info.autoRenew) toast.success(t("renewal.linked"));
    else toast.error(t("renewal.linkFailed"));
    void navigate({
      to: ".",
      search: ({ renewal: _renewal, ...rest }: Record<string, unknown>) => rest,
      replace: true,
    });
  }, [outcome, info, queryClient, toast, t, navigate]);
}
