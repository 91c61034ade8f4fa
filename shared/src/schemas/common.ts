import { z } from "zod";

/** Page and limit of every list (SPEC §9 table defaults: page 1, size 10). */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const uuidParam = z.object({ uuid: z.uuid() });
