import { categoryBody, categoryDto } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./categories.service.ts";

const crud = crudOperations(operations("Catalogue"), {
  noun: "category",
  plural: "service categories",
  key: "uuid",
  params: uuidParam,
  dto: categoryDto,
  body: categoryBody,
  docs: {
    list: { auth: "public" },
    create: { errors: [409] },
    get: { auth: "public" },
    update: { summary: "Rename or describe a category", errors: [404, 409] },
  },
  service: {
    list: listCategories,
    get: getCategory,
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
  },
});

export const categoriesRoutes = new Hono<AppBindings>()
  .get(...crud.list)
  .post(...crud.create)
  .get(...crud.get)
  .put(...crud.update)
  .delete(...crud.remove);
