import type { Locale } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "../lib/locale.tsx";
import { SEAT_HOLD_HOURS, type ServiceSeat, seatOf, serviceSeatsQueryOptions } from "../lib/seats.ts";

/** "Nov 30, 6:50 AM": the day and time a hold ends, short enough for a card. */
function shortDateTime(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(
    date,
  );
}

const ICON_PROPS = {
  viewBox: "0 0 20 20",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
  className: "size-3.5 shrink-0",
} as const;

/**
 * Whether opening the service finds the user a seat, before they click (decision 070): "Seat
 * ready" (they hold one, or one is free for them; "kept for you until …" while one given from the
 * queue waits), or "Full · you'd be #3 in line". Words and an icon, never colour alone. Nothing
 * while the seats load, when they fail, or when the service has no working account (its incident
 * notice speaks then).
 */
export function ServiceSeatBadge({ serviceUuid }: { serviceUuid: string }) {
  const { t, locale } = useLocale();
  const seats = useQuery(serviceSeatsQueryOptions());
  const seat = seatOf(seats.data, serviceUuid);
  if (!seat || seat.state === "none") return null;
  const full = seat.state === "full";
  const until = seat.heldUntil ? shortDateTime(seat.heldUntil, locale) : null;
  const text = full
    ? t(seat.queued ? "pools.seat.queued" : "pools.seat.wouldQueue", {
        position: new Intl.NumberFormat(locale).format(seat.position ?? 1),
      })
    : until
      ? t("pools.seat.held", { time: until })
      : t("pools.seat.ready");
  return (
    <span
      data-testid="service-seat"
      data-state={seat.state}
      className={`inline-flex max-w-full items-center gap-1 self-start rounded-lg px-2 py-0.5 text-xs font-medium ${
        full ? "bg-amber-50 text-amber-900" : "bg-green-50 text-green-800"
      }`}
    >
      {full ? (
        <svg aria-hidden="true" {...ICON_PROPS}>
          <circle cx="10" cy="10" r="7.25" />
          <path d="M10 6v4l2.5 2" />
        </svg>
      ) : (
        <svg aria-hidden="true" {...ICON_PROPS}>
          <path d="m4.5 10.5 3.5 3.5 7.5-8" />
        </svg>
      )}
      <span className="min-w-0">{text}</span>
    </span>
  );
}

/**
 * What a subscriber who found every seat taken is told (decision 070): their place in the queue and
 * that they will be mailed and told here when a seat is theirs. `position` comes from the refusal
 * (the key page) or from the seats (after the extension's refusal); null says only "in line".
 * `short`: one sentence under a dashboard card; `box`: a titled box on the service's page.
 */
export function SeatQueueMessage({
  service,
  position,
  variant,
}: {
  service: string;
  position: number | null;
  variant: "short" | "box";
}) {
  const { t, locale } = useLocale();
  const place = position === null ? null : new Intl.NumberFormat(locale).format(position);
  if (variant === "short") {
    return (
      <p role="status" className="text-sm text-amber-900" data-testid="seat-queue" data-position={position ?? ""}>
        {place === null ? t("pools.queue.shortInLine") : t("pools.queue.short", { position: place })}
      </p>
    );
  }
  return (
    <section
      role="status"
      aria-labelledby={service ? "seat-queue-heading" : undefined}
      data-testid="seat-queue"
      data-position={position ?? ""}
      className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      {service ? (
        <h2 id="seat-queue-heading" className="font-semibold">
          {t("pools.queue.title", { service })}
        </h2>
      ) : null}
      <p className="text-base font-medium" data-testid="seat-queue-position">
        {place === null ? t("pools.queue.inLine") : t("pools.queue.position", { position: place })}
      </p>
      <p>{t("pools.queue.promise", { hours: new Intl.NumberFormat(locale).format(SEAT_HOLD_HOURS) })}</p>
    </section>
  );
}

/** The user's place in the queue of one service, from the seats (null until known). */
export function useQueuePosition(serviceUuid: string): number | null {
  const seats = useQuery(serviceSeatsQueryOptions());
  const seat: ServiceSeat | null = seatOf(seats.data, serviceUuid);
  return seat?.state === "full" ? seat.position : null;
}
