import { timeframeBody, timeframeDto } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations } from "../../middleware/operation.ts";
import * as timeframes from "./timeframes.service.ts";

const op = operations("Catalogue");
export const timeframesRoutes = crudOperations(op, {
  noun: "timeframe",
  params: uuidParam,
  dto: timeframeDto,
  body: timeframeBody,
  service: timeframes,
}).router().hono;
