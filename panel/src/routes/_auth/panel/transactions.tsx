import { TRANSACTION_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { TransactionsPage } from "../../../features/commerce/components/transactions-page.tsx";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const transactionsSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z.optional(z.enum(TRANSACTION_STATUSES)), undefined),
});

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/transactions")({
  validateSearch: transactionsSearchSchema,
  component: TransactionsPage,
});
