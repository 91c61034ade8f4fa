import { type Locale, USER_STATUSES, type UserStatus } from "@app/shared/constants";
import type { UserDto } from "@app/shared/schemas/users";
import { type DataTableColumn, selectFilter, textFilter } from "../../../components/data-table.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { type Translate, useT } from "../../../lib/locale.tsx";
import type { StatusChange } from "./status-change-dialog.tsx";
import { StatusSelect } from "./status-select.tsx";

/**
 * The user list's columns. The status column's select only asks for a change (`onStatusChange`),
 * which the page confirms first.
 */
export function userColumns(
  t: Translate,
  locale: Locale,
  onStatusChange: (change: StatusChange) => void,
): DataTableColumn<UserDto>[] {
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
      cell: (user) => <UserEmail user={user} />,
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
          onChange={(status) => onStatusChange({ user, status })}
        />
      ),
    },
    timestampColumn("createdAt", t("adminUsers.column.createdAt"), date, { sortable: true }),
  ];
}

/** The address, with a badge saying whether it was verified. */
function UserEmail({ user }: { user: UserDto }) {
  const t = useT();
  return (
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
  );
}
