import { en } from "@app/shared/i18n/en";
import { translator } from "@app/shared/i18n/translate-core";
import { describe, expect, it } from "vitest";
import { deleteTexts } from "./use-confirmed-delete.ts";

describe("deleteTexts", () => {
  it("reads the four delete texts under the prefix and fills their placeholders", () => {
    expect(deleteTexts(translator("en"), "adminVouchers", { code: "SPRING" })).toEqual({
      title: en["adminVouchers.deleteTitle"].replace("{code}", "SPRING"),
      description: en["adminVouchers.deleteDescription"],
      failed: en["adminVouchers.deleteFailed"],
      done: en["adminVouchers.deleted"].replace("{code}", "SPRING"),
    });
  });
});
