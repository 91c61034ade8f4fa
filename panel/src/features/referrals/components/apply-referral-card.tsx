import { REFERRAL_FRIEND_DISCOUNT_PERCENT } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { SubmitButton } from "../../../components/button.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useDebouncedValue } from "../../../hooks/use-debounced-value.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type ApplyReferralResult,
  referralCheckoutStatsQueryOptions,
  useApplyReferralMutation,
  validateReferralCodeQueryOptions,
} from "../api.ts";
import { normaliseReferralInput } from "../errors.ts";
import {
  MIN_VALIDATE_LENGTH,
  type ReferralCodeState,
  type ReferralRefusal,
  referralCodeState,
} from "../referral-code-state.ts";

/** Validate-as-you-type waits this long after the last keystroke (the endpoint is rate limited). */
export const VALIDATE_DEBOUNCE_MS = 600;

/**
 * "Have a referral code?" for users whose first purchase has no friend discount yet. A user who
 * already has one (checkout-stats `eligible`) sees that instead; one who can no longer apply a code
 * (a purchase made, or a code already linked: docs/product.md#referrals, the friend discount is for
 * the first subscription) gets a short note instead of a form that could only fail.
 */
export function ApplyReferralCard() {
  const { t, locale } = useLocale();
  const checkout = useQuery(referralCheckoutStatsQueryOptions());
  const [applied, setApplied] = useState<ApplyReferralResult | null>(null);
  const percent = new Intl.NumberFormat(locale).format(
    checkout.data?.discountPercent || REFERRAL_FRIEND_DISCOUNT_PERCENT,
  );

  if (!applied && checkout.data && !checkout.data.eligible && !checkout.data.canApplyCode) {
    return (
      <p data-testid="apply-referral-unavailable" className="max-w-xl text-sm text-slate-500">
        {checkout.data.hasPurchased ? t("referrals.apply.afterPurchase") : t("referrals.apply.alreadyLinked")}
      </p>
    );
  }

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
    body = <ApplyForm onApplied={setApplied} />;
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

function ApplyForm({ onApplied }: { onApplied: (result: ApplyReferralResult) => void }) {
  const { t } = useLocale();
  const apply = useApplyReferralMutation();
  const [value, setValue] = useState("");
  const [refusal, setRefusal] = useState<ReferralRefusal | null>(null);
  const code = value.trim();
  const debounced = useDebouncedValue(code, VALIDATE_DEBOUNCE_MS);
  const check = useQuery({
    ...validateReferralCodeQueryOptions(debounced),
    enabled: debounced.length >= MIN_VALIDATE_LENGTH && debounced === code,
  });
  const state = referralCodeState({ value, debounced, check, applying: apply.isPending, refusal }, t);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = normaliseReferralInput(value);
    if (!submitted) {
      setRefusal({ value, empty: true });
      return;
    }
    setRefusal(null);
    try {
      onApplied(await apply.mutateAsync(submitted));
    } catch (failure) {
      setRefusal({ value, error: failure });
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      data-testid="apply-referral-form"
      data-state={state.status}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <TextField
        label={t("referrals.apply.label")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        className="font-mono uppercase"
        value={value}
        error={state.status === "invalid" ? state.message : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setRefusal(null);
        }}
      />
      <CodeCheck state={state} />
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

/**
 * The checking and valid messages (validate-as-you-type is optional,
 * docs/product.md#forms-and-validation); a refused code is the field's own error above, so this
 * line is empty then: one message at a time.
 */
function CodeCheck({ state }: { state: ReferralCodeState }) {
  const { t, locale } = useLocale();
  let text: string | null = null;
  let tone = "text-slate-600";
  if (state.status === "checking") text = t("referrals.apply.checking");
  else if (state.status === "valid") {
    text = t("referrals.apply.valid", {
      name: state.referrerName,
      percent: new Intl.NumberFormat(locale).format(state.discountPercent),
    });
    tone = "text-green-700";
  }
  return (
    <p role="status" aria-live="polite" data-testid="apply-referral-check" className={`min-h-5 text-sm ${tone}`}>
      {text}
    </p>
  );
}
