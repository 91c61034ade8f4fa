import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { deleteTexts, useConfirmedDelete } from "../../../hooks/use-confirmed-delete.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { announcementListQueryOptions, useDeleteAnnouncement } from "../api.ts";
import { AnnouncementDialog } from "./announcement-dialog.tsx";

const LEVEL_TONE: Record<AnnouncementDto["level"], BadgeTone> = {
  info: "info",
  warning: "warning",
  critical: "danger",
};

/**
 * Admin announcements (docs/product.md#announcements-and-email): the list, write/edit in a dialog,
 * delete after confirming.
 */
export function AnnouncementsPage() {
  const { t, locale } = useLocale();
  const list = useQuery(announcementListQueryOptions());
  const remove = useDeleteAnnouncement();
  const deleting = useConfirmedDelete<AnnouncementDto>(
    (a) => remove.mutateAsync(a.uuid),
    (a) => deleteTexts(t, "adminAnnouncements", { title: a.titleEn }),
  );
  const [dialog, setDialog] = useState<{ announcement: AnnouncementDto | null } | null>(null);

  const columns = useMemo<DataTableColumn<AnnouncementDto>[]>(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const format = (iso: string) => dateTime.format(new Date(iso));
    return [
      {
        id: "title",
        header: t("adminAnnouncements.column.title"),
        accessor: "titleEn",
        cell: (a) => (
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">{a.titleEn}</span>
            <span className="text-xs text-slate-500" lang="id">
              {a.titleId}
            </span>
          </span>
        ),
      },
      {
        id: "level",
        header: t("adminAnnouncements.column.level"),
        accessor: "level",
        cell: (a) => <StatusBadge tone={LEVEL_TONE[a.level]}>{t(`adminAnnouncements.level.${a.level}`)}</StatusBadge>,
      },
      {
        id: "audience",
        header: t("adminAnnouncements.column.audience"),
        accessor: "audience",
        cell: (a) => t(`adminAnnouncements.audience.${a.audience}`),
      },
      {
        id: "window",
        header: t("adminAnnouncements.column.window"),
        accessor: (a) => a.startsAt ?? a.endsAt,
        className: "whitespace-nowrap text-slate-600",
        cell: (a) =>
          a.startsAt && a.endsAt
            ? t("adminAnnouncements.windowRange", { start: format(a.startsAt), end: format(a.endsAt) })
            : a.startsAt
              ? t("adminAnnouncements.windowFrom", { start: format(a.startsAt) })
              : a.endsAt
                ? t("adminAnnouncements.windowUntil", { end: format(a.endsAt) })
                : t("adminAnnouncements.windowAlways"),
      },
      {
        id: "published",
        header: t("adminAnnouncements.column.status"),
        accessor: "published",
        cell: (a) => (
          <StatusBadge tone={a.published ? "success" : "neutral"} testId="announcement-status">
            {t(a.published ? "adminAnnouncements.published" : "adminAnnouncements.draft")}
          </StatusBadge>
        ),
      },
      timestampColumn("createdAt", t("adminAnnouncements.column.createdAt"), dateTime),
    ];
  }, [t, locale]);

  return (
    <PageSection
      headingId="admin-announcements-heading"
      title={t("adminAnnouncements.title")}
      intro={t("adminAnnouncements.intro")}
      actions={<Button onClick={() => setDialog({ announcement: null })}>{t("adminAnnouncements.new")}</Button>}
    >
      <QueryDataTable<AnnouncementDto>
        query={list}
        loadFailed={t("adminAnnouncements.loadFailed")}
        caption={t("adminAnnouncements.tableLabel")}
        columns={columns}
        getRowId={(a) => a.uuid}
        getRowLabel={(a) => a.titleEn}
        onEdit={(a) => setDialog({ announcement: a })}
        {...deleting}
      />
      <AnnouncementDialog
        open={dialog !== null}
        announcement={dialog?.announcement ?? null}
        onClose={() => setDialog(null)}
      />
    </PageSection>
  );
}
