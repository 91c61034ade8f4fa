import { track } from "@app/shared/analytics";
import { REFERRAL_FRIEND_DISCOUNT_PERCENT } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../../components/button.tsx";
import { INPUT_CLASS } from "../../../components/form-field.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { myReferralCodeQueryOptions } from "../api.ts";
import { useReferralCopy } from "../hooks/use-referral-copy.ts";
import { telegramShareUrl, whatsappShareUrl } from "../share.ts";

const SHARE_LINK_CLASS =
  "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-[#fff] focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The caller's referral code and link (docs/product.md#referrals: origin + /register?ref={code}):
 * copy code, copy link, share via WhatsApp or Telegram with a message in the page's language, copy
 * that message. referral_link_generated fires once when the link is first shown.
 */
export function ReferralCodeCard() {
  const { t, locale } = useLocale();
  const linkId = useId();
  const myCode = useQuery(myReferralCodeQueryOptions());
  const copy = useReferralCopy();
  const code = myCode.data?.referralCode ?? "";
  const link = myCode.data?.link ?? "";
  const percent = new Intl.NumberFormat(locale).format(REFERRAL_FRIEND_DISCOUNT_PERCENT);
  const message = t("referrals.share.text", { code, percent });

  const tracked = useRef(false);
  useEffect(() => {
    if (!link || tracked.current) return;
    tracked.current = true;
    track("referral_link_generated", "Affiliate", { referral_code: code });
  }, [link, code]);

  const shareable = Boolean(code && link);
  const onShare = (network: "whatsapp" | "telegram") =>
    track("link_click", "Interaction", { link_id: `referral_share_${network}`, referral_code: code });

  return (
    <section
      aria-labelledby="referral-code-heading"
      data-testid="referral-code-card"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id="referral-code-heading" className="text-lg font-semibold">
          {t("referrals.code.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("referrals.code.intro", { percent })}</p>
      </div>
      {myCode.isError ? <QueryLoadError query={myCode} loadFailed={t("referrals.code.loadFailed")} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {myCode.isPending ? (
          <Skeleton className="h-9 w-40" />
        ) : (
          <span
            data-testid="referral-code"
            className="rounded-md border border-dashed border-brand-300 bg-brand-50 px-4 py-1.5 font-mono text-xl font-semibold tracking-widest text-brand-800"
          >
            {code || t("referrals.code.unavailable")}
          </span>
        )}
        <Button
          data-testid="copy-referral-code"
          disabled={myCode.isPending}
          onClick={() => void copy("code", code, code)}
          variant="secondary"
        >
          {t("referrals.code.copy")}
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={linkId} className="text-sm font-medium text-slate-700">
          {t("referrals.code.link")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={linkId}
            readOnly
            value={link}
            data-testid="referral-link"
            onFocus={(event) => event.currentTarget.select()}
            className={`${INPUT_CLASS} min-w-0 flex-1 font-mono text-xs`}
          />
          <Button
            data-testid="copy-referral-link"
            disabled={myCode.isPending}
            onClick={() => void copy("link", link, code)}
            variant="secondary"
          >
            {t("referrals.code.copyLink")}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{t("referrals.share.title")}</h3>
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="referral-share-message">
          {shareable ? `${message} ${link}` : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {shareable ? (
            <>
              <a
                href={whatsappShareUrl(message, link)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="share-whatsapp"
                onClick={() => onShare("whatsapp")}
                className={`${SHARE_LINK_CLASS} bg-[#187a41] hover:bg-[#14663a] focus-visible:outline-[#187a41]`}
              >
                {t("referrals.share.whatsapp")}
                <span className="sr-only">{t("referrals.share.newTab")}</span>
              </a>
              <a
                href={telegramShareUrl(message, link)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="share-telegram"
                onClick={() => onShare("telegram")}
                className={`${SHARE_LINK_CLASS} bg-[#1c7bb8] hover:bg-[#16689c] focus-visible:outline-[#1c7bb8]`}
              >
                {t("referrals.share.telegram")}
                <span className="sr-only">{t("referrals.share.newTab")}</span>
              </a>
            </>
          ) : null}
          <Button
            data-testid="copy-referral-message"
            disabled={myCode.isPending}
            onClick={() => void copy("message", shareable ? `${message} ${link}` : "", code)}
            variant="secondary"
          >
            {t("referrals.share.copyMessage")}
          </Button>
        </div>
      </div>
    </section>
  );
}
