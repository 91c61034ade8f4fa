import type { VoucherCreateBody, VoucherListQuery, VoucherUpdateBody } from "@app/shared/schemas/commerce";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type useCreateVouchersMutation,
  type useUpdateVoucherMutation,
  voucherListQueryOptions,
  voucherListSearch,
} from "./api.ts";
import { toCreateInput, toUpdateInput } from "./voucher-form.ts";

/*
 * The voucher requests are typed by the shared zod schemas (issue 29): a field renamed in
 * `voucherCreateBody` or `voucherListQuery` fails `npm run -w panel typecheck` where the panel
 * builds the request. Each `@ts-expect-error` below is such a mistake; the typecheck fails if it
 * ever stops being one.
 */

type CreateVariables = Parameters<ReturnType<typeof useCreateVouchersMutation>["mutateAsync"]>[0];
type UpdateVariables = Parameters<ReturnType<typeof useUpdateVoucherMutation>["mutateAsync"]>[0];

/** What `useCreateVouchersMutation().mutateAsync` accepts, without a React tree. */
const create = (variables: CreateVariables) => variables;

describe("voucher create body", () => {
  it("is the shared body, from the form to the mutation", () => {
    expectTypeOf<CreateVariables>().toEqualTypeOf<VoucherCreateBody>();
    expectTypeOf(toCreateInput).returns.toEqualTypeOf<VoucherCreateBody>();
    expectTypeOf<UpdateVariables["input"]>().toEqualTypeOf<VoucherUpdateBody>();
    expectTypeOf(toUpdateInput).returns.toEqualTypeOf<VoucherUpdateBody>();
  });

  it("rejects a misspelled or renamed field", () => {
    expect(create({ packageUuid: "p", days: 30, perUserLimit: 2 })).toMatchObject({ perUserLimit: 2 });
    // @ts-expect-error misspelled: `perUserLimt` is not a field of voucherCreateBody
    create({ packageUuid: "p", days: 30, perUserLimt: 2 });
    // @ts-expect-error renamed: `packageId` is not a field, and the required `packageUuid` is missing
    create({ packageId: "p", days: 30 });
    // @ts-expect-error a status outside the schema's enum
    create({ packageUuid: "p", days: 30, status: "paused" });
  });
});

describe("voucher list query", () => {
  it("is the shared query, from the page to the request's query", () => {
    expectTypeOf(voucherListSearch).parameter(0).toEqualTypeOf<VoucherListQuery>();
    expectTypeOf(voucherListQueryOptions).parameter(0).toEqualTypeOf<VoucherListQuery>();
    expect(voucherListSearch({ page: 2, limit: 20, search: "SPRING", status: "active" })).toEqual({
      page: 2,
      limit: 20,
      search: "SPRING",
      status: "active",
    });
  });

  it("rejects a misspelled or renamed field", () => {
    // @ts-expect-error misspelled: `stauts` is not a field of voucherListQuery
    voucherListSearch({ page: 1, limit: 10, stauts: "active" });
    // @ts-expect-error renamed: `q` is not a field of voucherListQuery (it is `search`)
    voucherListSearch({ page: 1, limit: 10, q: "SPRING" });
    // @ts-expect-error the page is a number (the schema's output), not the URL's text
    voucherListSearch({ page: "1", limit: 10 });
  });
});
