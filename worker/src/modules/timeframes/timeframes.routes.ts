import { timeframeBody, timeframeDto } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import * as timeframes from "./timeframes.service.ts";

const op = operations("Catalogue");
const crud = crudOperations(op, {
  noun: "timeframe",
  params: uuidParam,
  dto: timeframeDto,
  body: timeframeBody,
  service: {
    list: timeframes.listTimeframes,
    get: timeframes.getTimeframe,
    create: timeframes.createTimeframe,
    update: timeframes.updateTimeframe,
    remove: timeframes.deleteTimeframe,
  },
});

/** The five routes of an admin-managed list: GET / and POST / (201), then GET, PUT and DELETE on `/:uuid`. */
export const timeframesRoutes = routes(op)
  .get(crud.list)
  .post(crud.create)
  .get(crud.get)
  .put(crud.update)
  .delete(crud.remove).hono;
