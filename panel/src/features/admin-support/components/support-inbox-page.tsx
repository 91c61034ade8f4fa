import type { SupportConversationSummary, SupportListQuery } from "@app/shared/schemas/support";
import { SUPPORT_CHANNELS, SUPPORT_STATUSES } from "@app/shared/support-topics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { adminSupportListQueryOptions } from "../api.ts";
import { SupportStatusBadge, UnreadCount } from "./support-status-badge.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/support/");

type InboxSearch = ListSearch & Pick<SupportListQuery, "status" | "channel" | "search">;

/**
 * Admin: the support inbox, contact-form messages and live chats together, newest activity first,
 * filtered by status (all by default), channel and a search over name, email and text.
 */
export function SupportInboxPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, table } = useListTable<InboxSearch>(routeApi, {
    filters: [
      { key: "search", column: "customer", trim: true },
      { key: "status", values: SUPPORT_STATUSES },
      { key: "channel", values: SUPPORT_CHANNELS },
    ],
  });
  const params: SupportListQuery = { ...search, page, limit };
  const list = useQuery({ ...adminSupportListQueryOptions(params), placeholderData: keepPreviousData });

  const columns = useMemo<DataTableColumn<SupportConversationSummary>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return [
      {
        // The customer and their latest message in one column, so that every column fits at
        // 1280 px (issue 44); the search covers names, addresses and text alike.
        id: "customer",
        header: t("adminSupport.column.conversation"),
        accessor: "name",
        filterable: true,
        filterPlaceholder: t("adminSupport.searchPlaceholder"),
        className: "max-w-sm",
        cell: (c) => (
          <span className="flex flex-col gap-1">
            <span className="flex items-start gap-2">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{c.name}</span>
                <span className="text-xs break-all text-slate-500">{c.email}</span>
              </span>
              <UnreadCount count={c.unread} />
            </span>
            <Link
              to="/panel/admin/support/$uuid"
              params={{ uuid: c.uuid }}
              data-testid="admin-support-open"
              className={`line-clamp-2 break-words text-brand-700 underline-offset-2 hover:underline ${c.unread > 0 ? "font-semibold" : "font-medium"}`}
            >
              {c.subject}
            </Link>
            {c.preview !== c.subject ? (
              <span className="line-clamp-2 text-xs break-words text-slate-500">{c.preview}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: "channel",
        header: t("adminSupport.column.channel"),
        accessor: "channel",
        filterable: true,
        filterType: "select",
        filterOptions: SUPPORT_CHANNELS.map((value) => ({ value, label: t(`adminSupport.channel.${value}`) })),
        cell: (c) => t(`adminSupport.channel.${c.channel}`),
      },
      {
        id: "status",
        header: t("adminSupport.column.status"),
        accessor: "status",
        filterable: true,
        filterType: "select",
        filterOptions: SUPPORT_STATUSES.map((value) => ({ value, label: t(`adminSupport.status.${value}`) })),
        cell: (c) => <SupportStatusBadge status={c.status} />,
      },
      {
        id: "assignee",
        header: t("adminSupport.column.assignee"),
        accessor: (c) => c.assignee?.name ?? "",
      },
      timestampColumn("lastMessageAt", t("adminSupport.column.lastMessage"), date),
    ];
  }, [t, locale]);

  return (
    <PageSection headingId="admin-support-heading" title={t("adminSupport.title")} intro={t("adminSupport.intro")}>
      <QueryDataTable<SupportConversationSummary>
        {...table}
        query={list}
        loadFailed={t("adminSupport.loadFailed")}
        caption={t("adminSupport.title")}
        columns={columns}
        getRowId={(c) => c.uuid}
        testId="admin-support-list"
        phoneLayout="cards"
      />
    </PageSection>
  );
}
