import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppBindings } from "../types.ts";
import { crudOperations } from "./crud-operations.ts";
import { installedOperations, operations } from "./operation.ts";

const op = operations("Test");
const thing = z.object({ n: z.number() });

describe("crudOperations", () => {
  it("documents the standard operations from the noun, with overrides", () => {
    const crud = crudOperations(op, {
      noun: "item",
      base: "/items",
      params: uuidParam,
      dto: thing,
      body: thing,
      docs: { get: { auth: "public" }, create: { errors: [409] } },
      service: {
        list: async () => [{ n: 1 }],
        get: async () => ({ n: 1 }),
        create: async () => ({ n: 1 }),
        update: async () => ({ n: 1 }),
        remove: async () => undefined,
      },
    });
    const app = new Hono<AppBindings>()
      .get(...crud.list)
      .post(...crud.create)
      .get(...crud.get)
      .put(...crud.update)
      .delete(...crud.remove);
    const ops = installedOperations(app);
    expect(Object.keys(ops)).toEqual([
      "GET /items",
      "POST /items",
      "GET /items/{uuid}",
      "PUT /items/{uuid}",
      "DELETE /items/{uuid}",
    ]);
    expect(ops["GET /items"]).toMatchObject({ summary: "Items", auth: "admin" });
    expect(ops["POST /items"]).toMatchObject({ summary: "Create an item", errors: [409] });
    expect(ops["POST /items"]?.responses[201]).toBeDefined();
    expect(ops["GET /items/{uuid}"]).toMatchObject({ summary: "One item", auth: "public", errors: [404] });
    expect(ops["DELETE /items/{uuid}"]).toMatchObject({ summary: "Delete an item", errors: [404] });
  });

  it("builds the router of the operations the service has, in the standard order", async () => {
    const crud = crudOperations(op, {
      noun: "item",
      params: uuidParam,
      dto: thing,
      service: {
        list: async () => [{ n: 1 }],
        remove: async () => undefined,
      },
    });
    const ops = installedOperations(crud.router().hono);
    expect(Object.keys(ops)).toEqual(["GET /", "DELETE /{uuid}"]);
    expect(ops["DELETE /{uuid}"]).toMatchObject({ summary: "Delete an item", auth: "admin" });
  });

  it("refuses a service whose answer does not fit the documented schema", () => {
    const crud = crudOperations(op, {
      noun: "item",
      params: uuidParam,
      dto: thing,
      service: {
        // @ts-expect-error the answer's `n` is a string where the documented schema says number
        get: async () => ({ n: "seven" }),
      },
    });
    expect(crud.get[0]).toBe("/:uuid");
  });
});
