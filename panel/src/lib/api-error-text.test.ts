import { translator } from "@app/shared/i18n/translate";
import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { apiErrorText, apiFieldErrors } from "./api-error-text.ts";

const en = translator("en");
const id = translator("id");

describe("apiErrorText", () => {
  it("translates the known account messages", () => {
    const error = new ApiError("UNAUTHORIZED", ACCOUNT_MESSAGES.invalidCredentials, 401);
    expect(apiErrorText(error, en)).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(apiErrorText(error, id)).toBe("Email atau kata sandi salah");
    expect(apiErrorText(new ApiError("CONFLICT", ACCOUNT_MESSAGES.emailTaken, 409), id)).toBe(
      "Akun dengan email ini sudah terdaftar",
    );
  });

  it("every ACCOUNT_MESSAGES entry has its English text in the dictionary", () => {
    for (const message of Object.values(ACCOUNT_MESSAGES)) {
      expect(apiErrorText(new ApiError("BUSINESS_RULE", message, 422), en)).toBe(message);
    }
  });

  it("prefers the server message for validation and business-rule errors", () => {
    expect(apiErrorText(new ApiError("VALIDATION_ERROR", "name must be at least 2 characters", 400), en)).toBe(
      "name must be at least 2 characters",
    );
    expect(apiErrorText(new ApiError("BUSINESS_RULE", "Voucher already used", 422), en)).toBe("Voucher already used");
  });

  it("uses error.<CODE> otherwise, and falls back to the internal error text", () => {
    expect(apiErrorText(new ApiError("RATE_LIMITED", "slow down", 429), id)).toBe(id("error.RATE_LIMITED"));
    expect(apiErrorText(new ApiError("NETWORK", "Failed to fetch", 0), en)).toBe(en("error.NETWORK"));
    expect(apiErrorText(new ApiError("WHATEVER", "x", 500), en)).toBe(en("error.INTERNAL_ERROR"));
    expect(apiErrorText(new Error("x"), en)).toBe(en("error.INTERNAL_ERROR"));
  });

  it("reads details.fields of a validation error", () => {
    const error = new ApiError("VALIDATION_ERROR", "email must be a valid email", 400, {
      fields: [{ field: "email", message: "email must be a valid email" }, { bad: true }],
    });
    expect(apiFieldErrors(error)).toEqual([{ field: "email", message: "email must be a valid email" }]);
    expect(apiFieldErrors(new ApiError("CONFLICT", "x", 409))).toEqual([]);
  });
});
