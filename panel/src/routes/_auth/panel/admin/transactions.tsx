import { TRANSACTION_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AdminTransactionsPage } from "../../../../features/admin-commerce/components/admin-transactions-page.tsx";

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** List state in the URL (dates as calendar days); a malformed value is dropped. */
const transactionsSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z.optional(z.enum(TRANSACTION_STATUSES)), undefined),
  from: z.catch(z.optional(day), undefined),
  to: z.catch(z.optional(day), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/transactions")({
  validateSearch: transactionsSearchSchema,
  component: AdminTransactionsPage,
});
