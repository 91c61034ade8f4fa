import { pluralForm } from "@app/shared/i18n/plural";
import type { VoucherDto } from "@app/shared/schemas/commerce";
import { useId } from "react";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useLocale } from "../../../lib/locale.tsx";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The codes just created (one, or the generated batch), each with a copy button, and copy-all. */
export function CreatedCodesDialog({ vouchers, onClose }: { vouchers: VoucherDto[] | null; onClose: () => void }) {
  const { t, locale } = useLocale();
  const toast = useToast();
  const titleId = useId();
  const codes = vouchers?.map((voucher) => voucher.code) ?? [];
  const plural = (count: number) => pluralForm(locale, count);
  const number = new Intl.NumberFormat(locale);

  const copy = async (text: string, count: number) => {
    if (await copyText(text))
      toast.success(t(`adminVouchers.codes.copied.${plural(count)}`, { count: number.format(count) }));
    else toast.error(t("adminVouchers.codes.copyFailed"));
  };

  return (
    <Dialog open={vouchers !== null} onClose={onClose} labelledBy={titleId} className="max-w-lg">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t(`adminVouchers.codes.title.${plural(codes.length)}`, { count: number.format(codes.length) })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminVouchers.codes.body")}</p>
      <ul
        className="mt-4 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        data-testid="created-codes"
      >
        {codes.map((code) => (
          <li key={code} className="flex items-center justify-between gap-3 px-3 py-2">
            <code className="font-mono text-sm text-slate-900">{code}</code>
            <Button
              onClick={() => void copy(code, 1)}
              aria-label={t("adminVouchers.codes.copyOne", { code })}
              variant="secondary"
              size="xs"
            >
              {t("adminVouchers.codes.copy")}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {codes.length > 1 ? (
          <Button onClick={() => void copy(codes.join("\n"), codes.length)} variant="secondary" size="md">
            {t("adminVouchers.codes.copyAll")}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t("adminVouchers.codes.done")}</Button>
      </div>
    </Dialog>
  );
}
