import { categoryBody, categoryDto } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations } from "../../middleware/operation.ts";
import * as categories from "./categories.service.ts";

const op = operations("Catalogue");
export const categoriesRoutes = crudOperations(op, {
  noun: "category",
  plural: "service categories",
  params: uuidParam,
  dto: categoryDto,
  body: categoryBody,
  docs: {
    list: { auth: "public" },
    create: { errors: [409] },
    get: { auth: "public" },
    update: { summary: "Rename or describe a category", errors: [404, 409] },
  },
  service: categories,
}).router().hono;
