import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { StatisticsPage } from "../../../../features/admin-statistics/components/statistics-page.tsx";

/** `?days=` picks the range (7, 30, 90 or 365; the page falls back to 30). */
const statisticsSearchSchema = z.object({
  days: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(365))), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/statistics")({
  validateSearch: statisticsSearchSchema,
  component: StatisticsPage,
});
