import { useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { INPUT_CLASS } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useCopy } from "../hooks/use-copy.ts";

/** The access key: masked until revealed, with a copy button (copies without revealing). */
export function SecretField({ label, value }: { label: string; value: string }) {
  const t = useT();
  const id = useId();
  const copy = useCopy();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          readOnly
          spellCheck={false}
          autoComplete="off"
          data-testid="service-key"
          className={`${INPUT_CLASS} min-w-0 flex-1 font-mono`}
        />
        <Button aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)} variant="secondary">
          {visible ? t("services.hideKey") : t("services.showKey")}
        </Button>
        <Button onClick={() => void copy(value)} variant="secondary">
          {t("services.copyKey")}
        </Button>
      </div>
    </div>
  );
}
