import { z } from "zod";
import { PACKAGE_STATUSES } from "../constants.ts";
import { PACKAGE_LIST_FIELDS } from "../query-fields.ts";
import { paginationQuery, queryShape } from "./list-query.ts";

export const packageListQuery = paginationQuery.extend(queryShape(PACKAGE_LIST_FIELDS));
export type PackageListQuery = z.infer<typeof packageListQuery>;

/** A package as the API returns it (field names of docs/product.md#packages-and-checkout). */
export const packageDto = z.object({
  uuid: z.uuid(),
  namePackage: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  currency: z.string().length(3),
  timeFrame: z.string().nullable(),
  timeframeUuid: z.string().nullable(),
  days: z.number().int(),
  status: z.enum(PACKAGE_STATUSES),
  sortOrder: z.number().int(),
  highlight: z.boolean(),
  /** Days of the free trial it gives a new customer; 0 for every package but the trial one. */
  trialDays: z.number().int(),
  /** Active and including an active service: only such a package is sold (decision 068). */
  onSale: z.boolean(),
});
export type PackageDto = z.infer<typeof packageDto>;

/** A service a package includes, as the pricing cards show it (`logoUrl`: a data: URI or a media URL). */
export const packageService = z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() });
export type PackageService = z.infer<typeof packageService>;
/** The public reads (GET /packages-subscriptions, GET /packages-subscriptions/{name}): with its active services. */
export const packageWithServicesDto = packageDto.extend({ services: z.array(packageService) });
export type PackageWithServicesDto = z.infer<typeof packageWithServicesDto>;
