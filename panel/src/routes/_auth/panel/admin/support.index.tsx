import { SUPPORT_CHANNELS, SUPPORT_STATUSES } from "@app/shared/support-topics";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { SupportInboxPage } from "../../../../features/admin-support/components/support-inbox-page.tsx";

/** The inbox's state in the URL: page, size, filters; a malformed value falls back to the default. */
const inboxSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  status: z.catch(z.optional(z.enum(SUPPORT_STATUSES)), undefined),
  channel: z.catch(z.optional(z.enum(SUPPORT_CHANNELS)), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/support/")({
  validateSearch: inboxSearchSchema,
  component: SupportInboxPage,
});
