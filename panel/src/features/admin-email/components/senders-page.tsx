import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { deleteTexts, useConfirmedDelete } from "../../../hooks/use-confirmed-delete.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type SenderDto, senderListQueryOptions, useDeleteSender } from "../api.ts";
import { EmailNav } from "./email-nav.tsx";
import { SenderDialog } from "./sender-dialog.tsx";

/** Email senders: the list, create and edit in a dialog, delete after confirming. */
export function SendersPage() {
  const { t, locale } = useLocale();
  const list = useQuery(senderListQueryOptions());
  const remove = useDeleteSender();
  const deleting = useConfirmedDelete<SenderDto>(
    (s) => remove.mutateAsync(s.uuid),
    (s) => deleteTexts(t, "adminEmail.senders", { name: s.name }),
  );
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

  return (
    <PageSection
      headingId="admin-senders-heading"
      title={t("adminEmail.senders.title")}
      intro={t("adminEmail.senders.intro")}
      actions={<Button onClick={() => setDialog({ sender: null })}>{t("adminEmail.senders.new")}</Button>}
    >
      <EmailNav />
      <QueryDataTable<SenderDto>
        query={list}
        loadFailed={t("adminEmail.senders.loadFailed")}
        caption={t("adminEmail.senders.tableLabel")}
        columns={columns}
        getRowId={(s) => s.uuid}
        getRowLabel={(s) => s.name}
        onEdit={(s) => setDialog({ sender: s })}
        {...deleting}
      />
      <SenderDialog open={dialog !== null} sender={dialog?.sender ?? null} onClose={() => setDialog(null)} />
    </PageSection>
  );
}
