import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../../components/button.tsx";
import { StrokeIcon } from "../../../components/stroke-icon.tsx";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { renewalQueryOptions } from "../api.ts";

/**
 * A failed renewal (issue 43), above every page of the signed-in area until it is settled: what
 * happened, until when access lasts, and "Pay now", an ordinary checkout of the package with any
 * method. Not dismissible: it goes when the renewal is paid or turned off.
 */
export function RenewalBanner() {
  const { t, locale } = useLocale();
  const renewal = useQuery(renewalQueryOptions());
  const info = renewal.data;
  if (!info?.payNow || (info.state !== "retrying" && info.state !== "past_due")) return null;
  const date =
    formatDate(info.state === "retrying" ? (info.nextChargeAt ?? info.accessUntil) : info.accessUntil, locale) ?? "";
  const critical = info.state === "past_due";
  return (
    <div
      role="alert"
      data-testid="renewal-banner"
      className={`mb-4 flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm md:mb-6 ${
        critical ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-900"
      }`}
    >
      <StrokeIcon className="size-5 shrink-0">
        <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </StrokeIcon>
      <p className="min-w-0 flex-1 basis-56">{t(`renewal.banner.${info.state}`, { date })}</p>
      <Link
        to="/checkout"
        search={{ renew: info.payNow.packageUuid }}
        className={buttonClass()}
        data-testid="renewal-pay-now"
      >
        {t("renewal.banner.payNow")}
      </Link>
    </div>
  );
}
