import type { OutboxQuery } from "@app/shared/schemas/comms";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { type DataTableColumn, textFilter } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type OutboxMessage, outboxQueryOptions } from "../api.ts";
import { EmailNav } from "./email-nav.tsx";
import { OutboxMessageDialog } from "./outbox-message-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/email/outbox");

type OutboxSearch = ListSearch & Pick<OutboxQuery, "search">;

/** The outbox provider's stored messages (newest first), searchable by recipient; each opens in a viewer. */
export function OutboxPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, table } = useListTable<OutboxSearch>(routeApi, {
    filters: [{ key: "search", column: "to" }],
  });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const params: OutboxQuery = { ...search, page, limit };
  const list = useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData });

  const columns = useMemo<DataTableColumn<OutboxMessage>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    return [
      {
        id: "to",
        header: t("adminEmail.outbox.column.to"),
        accessor: "to",
        ...textFilter(t("adminEmail.outbox.searchPlaceholder")),
        className: "font-medium text-slate-900 break-all",
      },
      { id: "subject", header: t("adminEmail.outbox.column.subject"), accessor: "subject" },
      { id: "from", header: t("adminEmail.outbox.column.from"), accessor: "from", className: "break-all" },
      timestampColumn("createdAt", t("adminEmail.outbox.column.createdAt"), dateTime),
      {
        id: "view",
        header: t("adminEmail.outbox.column.message"),
        accessor: "uuid",
        cell: (m) => (
          <Button
            onClick={() => setOpen(m)}
            aria-label={t("adminEmail.outbox.viewLabel", { subject: m.subject, to: m.to })}
            variant="secondary"
            size="xs"
          >
            {t("adminEmail.outbox.view")}
          </Button>
        ),
      },
    ];
  }, [t, locale]);

  return (
    <PageSection
      headingId="admin-outbox-heading"
      title={t("adminEmail.outbox.title")}
      intro={t("adminEmail.outbox.intro")}
    >
      <EmailNav />
      <QueryDataTable<OutboxMessage>
        {...table}
        query={list}
        loadFailed={t("adminEmail.outbox.loadFailed")}
        caption={t("adminEmail.outbox.tableLabel")}
        columns={columns}
        getRowId={(m) => m.uuid}
      />
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </PageSection>
  );
}
