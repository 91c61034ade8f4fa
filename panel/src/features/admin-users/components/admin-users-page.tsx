import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE, USER_STATUSES, type UserStatus } from "@app/shared/constants";
import type { UserDto } from "@app/shared/schemas/users";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { DataTable, type DataTableColumn, type SortState, type TableFilters } from "../../../components/data-table.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { isOneOf, withoutListDefaults } from "../../../lib/list-search.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type SortOrder,
  type UserListParams,
  type UserSortField,
  userExportPath,
  userListQueryOptions,
  useSetUserStatus,
} from "../api.ts";
import { ExportButton } from "./export-button.tsx";
import { StatusSelect } from "./status-select.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/users");

const DEFAULT_SORT_BY: UserSortField = "createdAt";
const DEFAULT_SORT_ORDER: SortOrder = "desc";
const SORTABLE = new Set<string>(["createdAt", "name", "email", "status"] satisfies UserSortField[]);

interface UsersSearch {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  status?: UserStatus | undefined;
  sortBy?: UserSortField | undefined;
  sortOrder?: SortOrder | undefined;
}

/** Leaves defaults out of the URL, so /panel/admin/users stays the canonical first page. */
function withoutDefaults(search: UsersSearch): UsersSearch {
  const defaultSort = (search.sortBy ?? DEFAULT_SORT_BY) === DEFAULT_SORT_BY;
  return {
    ...withoutListDefaults(search),
    sortBy: defaultSort ? undefined : search.sortBy,
    sortOrder:
      defaultSort && (search.sortOrder ?? DEFAULT_SORT_ORDER) === DEFAULT_SORT_ORDER ? undefined : search.sortOrder,
  };
}

/** Admin user list (SPEC §6): filters, sort and pages in the URL, status switch, CSV export. */
export function AdminUsersPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const search: UsersSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();

  const params: UserListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    search: search.search,
    status: search.status,
    sortBy: search.sortBy ?? DEFAULT_SORT_BY,
    sortOrder: search.sortOrder ?? DEFAULT_SORT_ORDER,
  };
  const list = useQuery({ ...userListQueryOptions(params), placeholderData: keepPreviousData });
  const setStatus = useSetUserStatus();
  const [change, setChange] = useState<{ user: UserDto; status: UserStatus } | null>(null);

  const update = (patch: UsersSearch, replace = false) =>
    void navigate({ search: (previous: UsersSearch) => withoutDefaults({ ...previous, ...patch }), replace });

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
        filterable: true,
        filterType: "text",
        filterPlaceholder: t("adminUsers.searchPlaceholder"),
        className: "font-medium text-slate-900",
      },
      {
        id: "email",
        header: t("adminUsers.column.email"),
        accessor: "email",
        sortable: true,
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
        filterable: true,
        filterType: "select",
        filterOptions: USER_STATUSES.map((status) => ({ value: status, label: label(status) })),
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

  const filters: TableFilters = { name: search.search ?? "", status: search.status ?? "" };
  const onFiltersChange = (next: TableFilters) =>
    update(
      {
        search: next.name || undefined,
        status: isOneOf(USER_STATUSES, next.status) ? next.status : undefined,
        page: undefined,
      },
      true,
    );
  const sort: SortState = { id: params.sortBy, desc: params.sortOrder === "desc" };
  const onSortChange = (next: SortState) => {
    if (!SORTABLE.has(next.id)) return;
    update({ sortBy: next.id as UserSortField, sortOrder: next.desc ? "desc" : "asc", page: undefined });
  };
  const onPaginationChange = (next: PaginationState) => update({ page: next.page, limit: next.pageSize });

  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-users-heading">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="admin-users-heading" className="text-xl font-semibold" data-testid="admin-users-heading">
            {t("adminUsers.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("adminUsers.intro")}</p>
        </div>
        <ExportButton
          path={userExportPath(params)}
          onDone={(rows, file) =>
            toast.success(t("adminUsers.exportDone"), t("adminUsers.exportDoneDetail", { rows, file }))
          }
          onError={(error) => toast.error(t("adminUsers.exportFailed"), apiErrorText(error, t))}
        />
      </header>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p>
            {t("adminUsers.loadFailed")} {apiErrorText(list.error, t)}
          </p>
          <button
            type="button"
            onClick={() => void list.refetch()}
            className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium hover:bg-red-100"
          >
            {t("panel.retry")}
          </button>
        </div>
      ) : null}
      <DataTable<UserDto>
        caption={t("adminUsers.tableLabel")}
        columns={columns}
        rows={loading || failed ? [] : (list.data?.data ?? [])}
        getRowId={(user) => user.uuid}
        loading={loading}
        total={list.data?.meta?.total ?? (list.data ? list.data.data.length : undefined)}
        page={params.page}
        pageSize={params.limit}
        onPaginationChange={onPaginationChange}
        sort={sort}
        onSortChange={onSortChange}
        filters={filters}
        onFiltersChange={onFiltersChange}
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
          try {
            await setStatus.mutateAsync({ uuid: change.user.uuid, status: change.status });
          } catch (error) {
            toast.error(t("adminUsers.statusFailed"), apiErrorText(error, t));
            throw error;
          }
          toast.success(
            t("adminUsers.statusChanged"),
            t("adminUsers.statusChangedDetail", { name: change.user.name, status: statusLabel(change.status) }),
          );
          setChange(null);
        }}
      />
    </section>
  );
}
