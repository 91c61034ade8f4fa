import { Button } from "../../../components/button.tsx";
import { useToast } from "../../../components/toast.tsx";
import { saveBlob } from "../../../lib/download.ts";
import { useT } from "../../../lib/locale.tsx";

/** New recovery codes, shown this once: copy, download, then "I have saved them". */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const text = `${t("security.recovery.fileHeader", { email })}\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("security.recovery.copied"));
    } catch {
      toast.error(t("security.recovery.copyFailed"));
    }
  };

  return (
    <section
      aria-labelledby="mfa-codes-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5"
      data-testid="mfa-recovery-codes"
    >
      <h3 id="mfa-codes-heading" className="text-base font-semibold text-amber-950">
        {t("security.recovery.saveTitle")}
      </h3>
      <p className="text-sm text-amber-950">{t("security.recovery.saveIntro")}</p>
      <ul className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-white p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="md" onClick={() => void copy()}>
          {t("security.recovery.copy")}
        </Button>
        <Button
          variant="secondary"
          size="md"
          onClick={() => saveBlob(new Blob([text], { type: "text/plain" }), "premiumhub-recovery-codes.txt")}
        >
          {t("security.recovery.download")}
        </Button>
        <Button size="md" onClick={onDone}>
          {t("security.recovery.done")}
        </Button>
      </div>
    </section>
  );
}
