import type { ReactNode } from "react";
import { StrokeIcon } from "../../../components/stroke-icon.tsx";
import { useT } from "../../../lib/locale.tsx";

export type MarksOf = "sandbox" | "xendit" | "crypto";

const BADGE =
  "inline-flex h-6 items-center gap-1 rounded border border-slate-300 bg-white px-1.5 text-[11px] leading-none font-semibold text-slate-700";

/** Small line icons (24-unit grid, stroke) for the marks that are kinds of payment, not brands. */
function Icon({ d }: { d: string }) {
  return (
    <StrokeIcon className="size-3.5 shrink-0">
      <path d={d} />
    </StrokeIcon>
  );
}

const QR = "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2";
const BANK = "M3 10l9-6 9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18";
const WALLET = "M3 7h15a3 3 0 0 1 3 3v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-3v3M16 13h2";
const FLASK = "M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10";

function Mark({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <li className={BADGE}>
      {children}
      <span>{label}</span>
    </li>
  );
}

/** The card network's two circles, drawn inline (no image to load). */
function MastercardMark() {
  return (
    <li className={BADGE}>
      <svg aria-hidden="true" viewBox="0 0 24 16" className="h-3.5 w-5 shrink-0">
        <circle cx="9" cy="8" r="6" fill="#eb001b" />
        <circle cx="15" cy="8" r="6" fill="#f79e1b" fillOpacity="0.85" />
      </svg>
      <span>Mastercard</span>
    </li>
  );
}

/**
 * What a payment method accepts, as small marks beside it (issue 27): the gateway's QRIS, virtual
 * accounts, e-wallets and cards, the coins of the crypto checkout, or the sandbox's test mode. A
 * named list, so a screen reader hears them too.
 */
export function PaymentMarks({ of }: { of: MarksOf }) {
  const t = useT();
  return (
    <ul
      aria-label={t("checkout.trust.marks")}
      data-testid="payment-marks"
      data-method={of}
      className="flex flex-wrap gap-1.5"
    >
      {of === "xendit" ? (
        <>
          <Mark label="QRIS">
            <Icon d={QR} />
          </Mark>
          <Mark label={t("checkout.mark.virtualAccount")}>
            <Icon d={BANK} />
          </Mark>
          <Mark label={t("checkout.mark.ewallet")}>
            <Icon d={WALLET} />
          </Mark>
          <li className={`${BADGE} italic tracking-wide text-blue-900`}>VISA</li>
          <MastercardMark />
        </>
      ) : of === "crypto" ? (
        ["BTC", "ETH", "USDC"].map((coin) => <Mark key={coin} label={coin} />)
      ) : (
        <Mark label={t("checkout.mark.test")}>
          <Icon d={FLASK} />
        </Mark>
      )}
    </ul>
  );
}
