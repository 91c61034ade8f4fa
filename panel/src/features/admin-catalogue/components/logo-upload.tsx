import { useId, useRef, useState } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { useUploadMedia } from "../api.ts";

/** What POST /media/upload accepts. */
const LOGO_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Logo picker: uploads the chosen image through /api/media/upload and hands its URL to the form,
 * with a preview of the current logo and a remove button. Type and size are checked before upload.
 */
export function LogoUpload({
  name,
  value,
  onChange,
}: {
  /** The service's name, for the preview's alt text. */
  name: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const t = useT();
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setError(t("adminCatalogue.logo.badType"));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setError(t("adminCatalogue.logo.tooLarge"));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange(uploaded.url);
    } catch (uploadError) {
      setError(`${t("adminCatalogue.logo.failed")} ${apiErrorText(uploadError, t)}`);
    } finally {
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-700">{t("adminCatalogue.field.logo")}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div data-testid="logo-preview" className="rounded-lg border border-slate-200 p-1">
          <ServiceLogo name={name || "?"} src={value || null} size={56} />
        </div>
        <label
          htmlFor={inputId}
          className={buttonClass(
            "secondary",
            undefined,
            "cursor-pointer focus-within:outline-2 focus-within:outline-brand-500",
          )}
        >
          {upload.isPending ? t("adminCatalogue.logo.uploading") : t("adminCatalogue.logo.choose")}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(",")}
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={statusId}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </label>
        {value ? (
          <Button variant="secondary" onClick={() => onChange("")}>
            {t("adminCatalogue.logo.remove")}
          </Button>
        ) : null}
      </div>
      <p
        id={statusId}
        className={error ? "text-xs text-red-600" : "text-xs text-slate-500"}
        role={error ? "alert" : undefined}
      >
        {error ?? t("adminCatalogue.logo.hint")}
      </p>
    </div>
  );
}
