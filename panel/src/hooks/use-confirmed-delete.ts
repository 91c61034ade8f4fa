import { useReportedAction } from "../components/toast.tsx";

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
