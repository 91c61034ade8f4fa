import { SERVICE_TYPES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ServicesPage } from "../../../../features/admin-catalogue/components/services-page.tsx";

/** List state in the URL (serviceListQuery's filters); a malformed value is dropped. */
const servicesSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  category: z.catch(z.optional(z.uuid()), undefined),
  type: z.catch(z.optional(z.enum(SERVICE_TYPES)), undefined),
  status: z.catch(z.optional(z.enum(["active", "inactive"])), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/services")({
  validateSearch: servicesSearchSchema,
  component: ServicesPage,
});
