import { REFERRAL_FRIEND_DISCOUNT_PERCENT } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { SubmitButton } from "../../../components/button.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useDebouncedValue } from "../../../hooks/use-debounced-value.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type ApplyReferralResult,
  referralCheckoutStatsQueryOptions,
  useApplyReferralMutation,
  validateReferralCodeQueryOptions,
} from "../api.ts";
import { applyErrorText, normaliseReferralInput, referralMessageKey } from "../errors.ts";

/** Validate-as-you-type waits this long after the last keystroke (the endpoint is rate limited). */
export const VALIDATE_DEBOUNCE_MS = 600;
const MIN_VALIDATE_LENGTH = 3;

/**
 * "Have a referral code?" for users whose first purchase has no friend discount yet. A user who
 * already has one (checkout-stats `eligible`) sees that instead. The server has the last word on
 * everything else (already referred: 409, after the first purchase: 422, own code: 400).
 */
export function ApplyReferralCard() {
  const { t, locale } = useLocale();
  const checkout = useQuery(referralCheckoutStatsQueryOptions());
  const [applied, setApplied] = useState<ApplyReferralResult | null>(null);
  const percent = new Intl.NumberFormat(locale).format(
    checkout.data?.discountPercent || REFERRAL_FRIEND_DISCOUNT_PERCENT,
  );

  let body: ReactNode;
  if (applied) {
    body = (
      <div
        role="status"
        data-testid="apply-referral-outcome"
        className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        <p className="font-semibold">{t("referrals.apply.success")}</p>
        <p className="mt-0.5">
          {applied.flagged ? t("referrals.apply.flaggedBody") : t("referrals.apply.successBody", { percent })}
        </p>
      </div>
    );
  } else if (checkout.isPending) {
    body = <Skeleton className="h-10 w-full" />;
  } else if (checkout.data?.eligible) {
    body = (
      <p data-testid="apply-referral-invited" className="text-sm text-slate-700">
        {t("referrals.invited.body", { percent })}
      </p>
    );
  } else {
    body = <ApplyForm percent={percent} onApplied={setApplied} />;
  }

  return (
    <section
      aria-labelledby="apply-referral-heading"
      data-testid="apply-referral"
      className="flex max-w-xl flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="apply-referral-heading" className="text-lg font-semibold">
          {checkout.data?.eligible && !applied ? t("referrals.invited.title") : t("referrals.apply.title")}
        </h2>
        {checkout.data?.eligible || applied ? null : (
          <p className="text-sm text-slate-600">{t("referrals.apply.intro", { percent })}</p>
        )}
      </div>
      {body}
    </section>
  );
}

function ApplyForm({ percent, onApplied }: { percent: string; onApplied: (result: ApplyReferralResult) => void }) {
  const { t } = useLocale();
  const toast = useToast();
  const apply = useApplyReferralMutation();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normaliseReferralInput(value);
    if (!code) {
      setError(t(referralMessageKey("enterCode")));
      return;
    }
    setError(undefined);
    try {
      const result = await apply.mutateAsync(code);
      toast.success(
        t("referrals.apply.success"),
        result.flagged ? t("referrals.apply.flaggedBody") : t("referrals.apply.successBody", { percent }),
      );
      onApplied(result);
    } catch (failure) {
      const message = applyErrorText(failure, t);
      setError(message);
      toast.error(t(referralMessageKey("errorTitle")), message);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t("referrals.apply.label")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        className="font-mono uppercase"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <CodeCheck value={value} />
      <div>
        <SubmitButton
          pending={apply.isPending}
          label={t("referrals.apply.submit")}
          pendingLabel={t("referrals.apply.submitting")}
        />
      </div>
    </form>
  );
}

/** Validate-as-you-type (optional in SPEC §5): the masked referrer and the discount, or "Invalid referral code". */
function CodeCheck({ value }: { value: string }) {
  const { t, locale } = useLocale();
  const code = useDebouncedValue(value.trim(), VALIDATE_DEBOUNCE_MS);
  const enabled = code.length >= MIN_VALIDATE_LENGTH && code === value.trim();
  const check = useQuery({ ...validateReferralCodeQueryOptions(code), enabled });

  let text: string | null = null;
  let tone = "text-slate-600";
  if (enabled && check.isPending) text = t("referrals.apply.checking");
  else if (enabled && check.data?.valid) {
    text = t("referrals.apply.valid", {
      name: check.data.referrerName,
      percent: new Intl.NumberFormat(locale).format(check.data.discountPercent),
    });
    tone = "text-green-700";
  } else if (enabled && check.error instanceof ApiError && check.error.status === 404) {
    text = t(referralMessageKey("invalidCode"));
    tone = "text-red-700";
  }
  return (
    <p role="status" aria-live="polite" data-testid="apply-referral-check" className={`min-h-5 text-sm ${tone}`}>
      {text}
    </p>
  );
}
