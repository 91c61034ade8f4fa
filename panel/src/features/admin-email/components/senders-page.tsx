import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader, PRIMARY_BUTTON_CLASS } from "../../../components/page-header.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type SenderDto, senderListQueryOptions, useDeleteSender } from "../api.ts";
import { EmailNav } from "./email-nav.tsx";
import { SenderDialog } from "./sender-dialog.tsx";

/** Email senders: the list, create and edit in a dialog, delete after confirming. */
export function SendersPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const list = useQuery(senderListQueryOptions());
  const remove = useDeleteSender();
  const [dialog, setDialog] = useState<{ sender: SenderDto | null } | null>(null);

  const columns = useMemo<DataTableColumn<SenderDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      { id: "name", header: t("adminEmail.senders.column.name"), accessor: "name", className: "font-medium" },
      { id: "fromAddress", header: t("adminEmail.senders.column.fromAddress"), accessor: "fromAddress" },
      { id: "replyTo", header: t("adminEmail.senders.column.replyTo"), accessor: "replyTo" },
      {
        id: "provider",
        header: t("adminEmail.senders.column.provider"),
        accessor: "provider",
        cell: (s) => t(`adminEmail.senders.provider.${s.provider}`),
      },
      {
        id: "limits",
        header: t("adminEmail.senders.column.limits"),
        accessor: "dailyLimit",
        className: "whitespace-nowrap tabular-nums",
        cell: (s) =>
          t("adminEmail.senders.limits", { daily: number.format(s.dailyLimit), perSecond: number.format(s.perSecond) }),
      },
    ];
  }, [t, locale]);

  const failed = list.isError && !list.data;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-senders-heading">
      <PageHeader
        id="admin-senders-heading"
        title={t("adminEmail.senders.title")}
        intro={t("adminEmail.senders.intro")}
        actions={
          <button type="button" onClick={() => setDialog({ sender: null })} className={PRIMARY_BUTTON_CLASS}>
            {t("adminEmail.senders.new")}
          </button>
        }
      />
      <EmailNav />
      {failed ? (
        <LoadError
          message={`${t("adminEmail.senders.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<SenderDto>
        caption={t("adminEmail.senders.tableLabel")}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(s) => s.uuid}
        loading={list.isPending}
        getRowLabel={(s) => s.name}
        onEdit={(s) => setDialog({ sender: s })}
        onDelete={async (s) => {
          try {
            await remove.mutateAsync(s.uuid);
          } catch (error) {
            toast.error(t("adminEmail.senders.deleteFailed"), apiErrorText(error, t));
            throw error;
          }
          toast.success(t("adminEmail.senders.deleted"));
        }}
        deleteConfirm={(s) => ({
          title: t("adminEmail.senders.deleteTitle", { name: s.name }),
          description: t("adminEmail.senders.deleteDescription"),
        })}
      />
      <SenderDialog open={dialog !== null} sender={dialog?.sender ?? null} onClose={() => setDialog(null)} />
    </section>
  );
}
