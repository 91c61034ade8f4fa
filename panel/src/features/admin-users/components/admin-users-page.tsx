import { USER_STATUSES, type UserStatus } from "@app/shared/constants";
import type { UserDto, UserListQuery, UserStatusBody } from "@app/shared/schemas/users";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DataTableColumn, selectFilter, textFilter } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { useReportedAction, useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type UserSortField, userExportPath, userListQueryOptions, useSetUserStatus } from "../api.ts";
import { ExportButton } from "./export-button.tsx";
import { StatusSelect } from "./status-select.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/users");

const SORT_FIELDS = ["createdAt", "name", "email", "status"] as const satisfies readonly UserSortField[];

type UsersSearch = ListSearch & Partial<Pick<UserListQuery, "search" | "status" | "sortBy" | "sortOrder">>;

/** Admin user list (docs/product.md#admin): filters, sort and pages in the URL, status switch, CSV export. */
export function AdminUsersPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const report = useReportedAction();
  const { search, page, limit, sortBy, sortOrder, table } = useListTable<UsersSearch, UserSortField>(routeApi, {
    filters: [
      { key: "search", column: "name" },
      { key: "status", values: USER_STATUSES },
    ],
    sort: { fields: SORT_FIELDS, by: "createdAt", order: "desc" },
  });
  const params: UserListQuery = { ...search, page, limit, sortBy, sortOrder };
  const list = useQuery({ ...userListQueryOptions(params), placeholderData: keepPreviousData });
  const setStatus = useSetUserStatus();
  const [change, setChange] = useState<{ user: UserDto; status: UserStatusBody["status"] } | null>(null);

  const statusLabel = (status: UserStatus) => t(`adminUsers.status.${status}`);
  const columns = useMemo<DataTableColumn<UserDto>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const label = (status: UserStatus) => t(`adminUsers.status.${status}`);
    return [
      { id: "uuid", header: t("adminUsers.column.uuid"), accessor: "uuid", kind: "uuid" },
      {
        id: "name",
        header: t("adminUsers.column.name"),
        accessor: "name",
        sortable: true,
        ...textFilter(t("adminUsers.searchPlaceholder")),
        // A name or an address without spaces or hyphens wraps anywhere rather than widening the
        // list past the page (issue 28: at 1280 px the Created column was cut off); the minimum
        // widths keep a narrow screen, where the list scrolls anyway, from breaking every line.
        className: "min-w-32 font-medium text-slate-900 wrap-anywhere",
      },
      {
        id: "email",
        header: t("adminUsers.column.email"),
        accessor: "email",
        sortable: true,
        className: "min-w-44 wrap-anywhere",
        cell: (user) => (
          <span className="flex flex-col gap-0.5">
            <span>{user.email}</span>
            {user.emailVerified === false ? (
              <span className="w-fit rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
                {t("adminUsers.unverified")}
              </span>
            ) : user.emailVerified ? (
              <span className="w-fit rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-900">
                {t("adminUsers.verified")}
              </span>
            ) : null}
          </span>
        ),
      },
      { id: "phone", header: t("adminUsers.column.phone"), accessor: "phone", className: "whitespace-nowrap" },
      { id: "country", header: t("adminUsers.column.country"), accessor: "country" },
      {
        id: "role",
        header: t("adminUsers.column.role"),
        accessor: "role",
        cell: (user) => t(`adminUsers.role.${user.role}`),
      },
      {
        id: "status",
        header: t("adminUsers.column.status"),
        accessor: "status",
        sortable: true,
        ...selectFilter(USER_STATUSES, (status) => label(status)),
        cell: (user) => (
          <StatusSelect
            value={user.status}
            label={t("adminUsers.statusOf", { name: user.name })}
            optionLabel={label}
            onChange={(status) => setChange({ user, status })}
          />
        ),
      },
      {
        id: "createdAt",
        header: t("adminUsers.column.createdAt"),
        accessor: "createdAt",
        sortable: true,
        className: "whitespace-nowrap",
        cell: (user) => {
          const created = new Date(user.createdAt);
          return Number.isNaN(created.getTime()) ? (
            user.createdAt
          ) : (
            <time dateTime={user.createdAt}>{date.format(created)}</time>
          );
        },
      },
    ];
  }, [t, locale]);

  return (
    <PageSection
      headingId="admin-users-heading"
      title={t("adminUsers.title")}
      intro={t("adminUsers.intro")}
      actions={
        <ExportButton
          path={userExportPath(params)}
          onDone={(rows, file) =>
            toast.success(t("adminUsers.exportDone"), t("adminUsers.exportDoneDetail", { rows, file }))
          }
          onError={(error) => toast.error(t("adminUsers.exportFailed"), apiErrorText(error, t))}
        />
      }
    >
      <QueryDataTable<UserDto>
        {...table}
        query={list}
        loadFailed={t("adminUsers.loadFailed")}
        caption={t("adminUsers.tableLabel")}
        columns={columns}
        getRowId={(user) => user.uuid}
      />
      <ConfirmDialog
        open={change !== null}
        tone="primary"
        title={t("adminUsers.confirmStatus.title")}
        description={
          change
            ? t("adminUsers.confirmStatus.description", {
                name: change.user.name,
                from: statusLabel(change.user.status),
                to: statusLabel(change.status),
              })
            : undefined
        }
        onCancel={() => setChange(null)}
        onConfirm={async () => {
          if (!change) return;
          await report(() => setStatus.mutateAsync({ uuid: change.user.uuid, status: change.status }), {
            failed: t("adminUsers.statusFailed"),
            done: t("adminUsers.statusChanged"),
            doneDetail: t("adminUsers.statusChangedDetail", {
              name: change.user.name,
              status: statusLabel(change.status),
            }),
          });
          setChange(null);
        }}
      />
    </PageSection>
  );
}
