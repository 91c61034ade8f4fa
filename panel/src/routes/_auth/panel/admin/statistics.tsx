import { createFileRoute } from "@tanstack/react-router";
import { StatisticsPage } from "../../../../features/admin-statistics/components/statistics-page.tsx";
import { integer, searchParams } from "../../../../lib/search-params.ts";

/** `?days=` picks the range (7, 30, 90 or 365; the page falls back to 30). */
const statisticsSearchSchema = searchParams({
  days: integer({ min: 1, max: 365 }),
});

export const Route = createFileRoute("/_auth/panel/admin/statistics")({
  validateSearch: statisticsSearchSchema,
  component: StatisticsPage,
});
