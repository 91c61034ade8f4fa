import { describe, expect, it } from "vitest";
import {
  VOUCHER_CODE_MAX,
  VOUCHER_CODE_MIN,
  VOUCHER_CREATE_DEFAULTS,
  VOUCHER_QUANTITY_MAX,
  voucherCreateFormSchema,
  voucherEditFormSchema,
} from "./voucher-form.ts";

describe("voucher form schemas from the shared voucherCreateBody", () => {
  it("take the body's limits", () => {
    expect([VOUCHER_CODE_MIN, VOUCHER_CODE_MAX, VOUCHER_QUANTITY_MAX]).toEqual([4, 32, 500]);
  });

  it("read the typed numbers and check them by the body's bounds", () => {
    const form = { ...VOUCHER_CREATE_DEFAULTS, code: "SPRING-1", packageUuid: "p", days: " 30 " };
    expect(voucherCreateFormSchema.parse(form)).toMatchObject({ days: 30, maxRedemptions: 1, perUserLimit: 1 });
    const issue = (values: Record<string, string>) =>
      voucherCreateFormSchema.safeParse({ ...form, ...values }).error?.issues[0];
    expect(issue({ days: "3651" })).toMatchObject({ code: "too_big", maximum: 3650, path: ["days"] });
    expect(issue({ perUserLimit: "0" })).toMatchObject({ code: "too_small", minimum: 1, path: ["perUserLimit"] });
    expect(issue({ days: "2.5" })).toMatchObject({ path: ["days"] });
    expect(issue({ days: "" })).toMatchObject({ code: "too_small", path: ["days"] });
    expect(issue({ code: "ab" })).toMatchObject({ code: "too_small", minimum: 4, path: ["code"] });
    const generate = { ...form, mode: "generate" as const, quantity: "501" };
    expect(voucherCreateFormSchema.safeParse(generate).error?.issues[0]).toMatchObject({
      code: "too_big",
      maximum: 500,
      path: ["quantity"],
    });
    expect(voucherEditFormSchema.safeParse({ ...form, maxRedemptions: "1000001" }).success).toBe(false);
  });
});
