import type { MessageKey } from "@app/shared/i18n/translate-core";
import { useReportedAction } from "../components/toast.tsx";
import type { Translate } from "../lib/locale.tsx";

/** What the confirm dialog and the toasts say about deleting one row. */
export interface DeleteTexts {
  /** The confirm dialog's title and text. */
  title: string;
  description: string;
  /** The error toast's title (the API's reason follows it) and the success toast. */
  failed: string;
  done: string;
  doneDetail?: string;
}

/** A dictionary prefix with all four delete texts: `.deleteTitle`, `.deleteDescription`, `.deleteFailed`, `.deleted`. */
type DeleteTextsPrefix = {
  [K in MessageKey]: K extends `${infer P}.deleteTitle`
    ? `${P}.deleteDescription` | `${P}.deleteFailed` | `${P}.deleted` extends MessageKey
      ? P
      : never
    : never;
}[MessageKey];

/** The delete texts of a screen whose dictionary has them under `prefix`; `vars` fill their placeholders. */
export function deleteTexts(t: Translate, prefix: DeleteTextsPrefix, vars: Record<string, string>): DeleteTexts {
  return {
    title: t(`${prefix}.deleteTitle`, vars),
    description: t(`${prefix}.deleteDescription`, vars),
    failed: t(`${prefix}.deleteFailed`, vars),
    done: t(`${prefix}.deleted`, vars),
  };
}

/**
 * The `onDelete` and `deleteConfirm` of a table whose rows are deleted after confirming: the
 * dialog's texts for the row, then the deletion with a success toast, or an error toast and the
 * dialog left open.
 */
export function useConfirmedDelete<Row>(remove: (row: Row) => Promise<unknown>, texts: (row: Row) => DeleteTexts) {
  const report = useReportedAction();
  return {
    onDelete: (row: Row) => {
      const { failed, done, doneDetail } = texts(row);
      return report(() => remove(row), { failed, done, doneDetail });
    },
    deleteConfirm: (row: Row) => {
      const { title, description } = texts(row);
      return { title, description };
    },
  };
}
