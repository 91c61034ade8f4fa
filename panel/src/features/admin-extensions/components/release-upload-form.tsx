import { chromeVersionString } from "@app/shared/schemas/extensions";
import { compareSemver, isSemver } from "@app/shared/semver";
import { type FormEvent, useId, useRef, useState } from "react";
import { SubmitButton } from "../../../components/button.tsx";
import { FormField, INPUT_CLASS } from "../../../components/form-field.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { type AdminExtension, serverFieldErrors, useUploadRelease } from "../api.ts";

/** What POST /extension/releases accepts (the server checks the content, this only the name). */
const PACKAGE_MAX_BYTES = 20 * 1024 * 1024;
const PACKAGE_NAME = /\.(zip|crx|xpi)$/i;
/** The Firefox build of a release already made (docs/decisions/059-firefox-and-edge-extensions.md). */
const FIREFOX_PACKAGE = /\.xpi$/i;

type Errors = { version?: string | undefined; file?: string | undefined };

export function validateRelease(
  input: { version: string; file: File | null },
  latest: string | null,
  t: Translate,
): Errors {
  const errors: Errors = {};
  const version = input.version.trim();
  if (!version) errors.version = t("adminExtensions.error.versionRequired");
  // Chrome's own rule for a manifest version (three numbers, no pre-release), as the server checks.
  else if (!chromeVersionString.safeParse(version).success) errors.version = t("adminExtensions.error.releaseVersion");
  // A Firefox build joins a release of its version (the server checks that it exists).
  else if (
    latest &&
    isSemver(latest) &&
    compareSemver(version, latest) <= 0 &&
    !FIREFOX_PACKAGE.test(input.file?.name ?? "")
  )
    errors.version = t("adminExtensions.error.notGreater", { latest });
  if (!input.file) errors.file = t("adminExtensions.error.fileRequired");
  else if (!PACKAGE_NAME.test(input.file.name)) errors.file = t("adminExtensions.error.fileType");
  else if (input.file.size > PACKAGE_MAX_BYTES) errors.file = t("adminExtensions.error.fileSize");
  return errors;
}

/**
 * Uploads a new release of one extension: a semver version above the latest and a .zip/.crx file;
 * or the Firefox build (.xpi) of a version already released.
 */
export function ReleaseUploadForm({
  extension,
  extensionHeadingId,
}: {
  extension: AdminExtension;
  /** The id of the extension's heading: it ends the form's name, since every extension has this form. */
  extensionHeadingId: string;
}) {
  const t = useT();
  const toast = useToast();
  const upload = useUploadRelease();
  const fileInput = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [version, setVersion] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState<{ version?: boolean; file?: boolean; submitted?: boolean }>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clientErrors = validateRelease({ version, file }, extension.latestVersion, t);
  const shown = (field: keyof Errors) =>
    serverErrors[field] ?? (touched[field] || touched.submitted ? clientErrors[field] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ version: true, file: true, submitted: true });
    setServerErrors({});
    setFailure(null);
    if (clientErrors.version || clientErrors.file || !file) return;
    try {
      const release = await upload.mutateAsync({ extensionId: extension.id, version: version.trim(), file });
      toast.success(t("adminExtensions.upload.done", { name: extension.name, version: release.version }));
      setVersion("");
      setFile(null);
      setTouched({});
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      const mine = { version: fields.version, file: fields.file };
      setServerErrors(mine);
      if (!mine.version && !mine.file) setFailure(apiErrorText(error, t));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${formId}-title ${extensionHeadingId}`}
      className="flex flex-col gap-3"
      data-testid="release-upload-form"
    >
      <h4 id={`${formId}-title`} className="text-sm font-semibold text-slate-900">
        {t("adminExtensions.upload.title")}
      </h4>
      <FormField
        label={t("adminExtensions.upload.version")}
        error={shown("version")}
        hint={
          extension.latestVersion
            ? t("adminExtensions.upload.versionHint", { latest: extension.latestVersion })
            : t("adminExtensions.upload.versionHintFirst")
        }
      >
        {(control) => (
          <input
            {...control}
            value={version}
            onChange={(event) => {
              setVersion(event.target.value);
              setServerErrors((errors) => ({ ...errors, version: undefined }));
            }}
            onBlur={() => setTouched((state) => ({ ...state, version: true }))}
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            className={`${INPUT_CLASS} font-mono`}
          />
        )}
      </FormField>
      <FormField
        label={t("adminExtensions.upload.file")}
        error={shown("file")}
        hint={t("adminExtensions.upload.fileHint")}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept=".zip,.crx,.xpi,application/zip,application/x-chrome-extension,application/x-xpinstall"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setTouched((state) => ({ ...state, file: true }));
              setServerErrors((errors) => ({ ...errors, file: undefined }));
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-50"
          />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div>
        <SubmitButton
          pending={upload.isPending}
          label={t("adminExtensions.upload.submit")}
          pendingLabel={t("adminExtensions.upload.uploading")}
        />
      </div>
    </form>
  );
}
