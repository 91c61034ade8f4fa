import { USER_STATUSES } from "@app/shared/constants";
import type { UserDto, UserListQuery } from "@app/shared/schemas/users";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type UserSortField, userExportPath, userListQueryOptions } from "../api.ts";
import { ExportButton } from "./export-button.tsx";
import { type StatusChange, StatusChangeDialog } from "./status-change-dialog.tsx";
import { userColumns } from "./user-columns.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/users");

const SORT_FIELDS = ["createdAt", "name", "email", "status"] as const satisfies readonly UserSortField[];

type UsersSearch = ListSearch & Partial<Pick<UserListQuery, "search" | "status" | "sortBy" | "sortOrder">>;

/** Admin user list (docs/product.md#admin): filters, sort and pages in the URL, status switch, CSV export. */
export function AdminUsersPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const { search, page, limit, sortBy, sortOrder, table } = useListTable<UsersSearch, UserSortField>(routeApi, {
    filters: [
      { key: "search", column: "name" },
      { key: "status", values: USER_STATUSES },
    ],
    sort: { fields: SORT_FIELDS, by: "createdAt", order: "desc" },
  });
  const params: UserListQuery = { ...search, page, limit, sortBy, sortOrder };
  const list = useQuery({ ...userListQueryOptions(params), placeholderData: keepPreviousData });
  const [change, setChange] = useState<StatusChange | null>(null);

  const columns = useMemo(() => userColumns(t, locale, setChange), [t, locale]);

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
      <StatusChangeDialog change={change} onClose={() => setChange(null)} />
    </PageSection>
  );
}
