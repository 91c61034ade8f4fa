import { translator } from "@app/shared/i18n/translate";
import { ACCOUNT_MESSAGES, REFERRAL_ERRORS, REFERRAL_MESSAGES } from "@app/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { apiErrorText, apiFieldErrors, fieldErrorText, knownApiErrorText } from "./api-error-text.ts";

const en = translator("en");
const id = translator("id");

describe("apiErrorText", () => {
  it("words an error by its code, in either language, whatever the server's message", () => {
    const error = new ApiError("INVALID_CREDENTIALS", ACCOUNT_MESSAGES.invalidCredentials, 401);
    expect(apiErrorText(error, en)).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(apiErrorText(error, id)).toBe("Email atau kata sandi salah");
    expect(apiErrorText(new ApiError("EMAIL_TAKEN", "anything at all", 409), id)).toBe(
      "Akun dengan email ini sudah terdaftar",
    );
    expect(apiErrorText(new ApiError("RATE_LIMITED", "slow down", 429), id)).toBe(id("error.RATE_LIMITED"));
    expect(apiErrorText(new ApiError("NETWORK", "Failed to fetch", 0), en)).toBe(en("error.NETWORK"));
  });

  it("tells apart the specific codes that replaced a generic one", () => {
    const own = apiErrorText(new ApiError("USER_OWN_STATUS", "x", 422), id);
    const deleted = apiErrorText(new ApiError("USER_DELETED", "x", 422), id);
    expect(own).toBe("Kamu tidak dapat mengubah status akunmu sendiri");
    expect(deleted).not.toBe(own);
    expect(apiErrorText(new ApiError("ALREADY_REFERRED", "x", 409), en)).toBe(REFERRAL_ERRORS.alreadyReferred);
    expect(apiErrorText(new ApiError("VOUCHER_EXPIRED", "x", 422), id)).toBe("Voucher ini sudah kedaluwarsa");
  });

  it("words a validation error by its first field, from the issue or the field's code", () => {
    const issue = new ApiError("VALIDATION_ERROR", "name must be at least 2 characters", 400, {
      fields: [
        {
          field: "name",
          message: "name must be at least 2 characters",
          issue: { code: "too_small", origin: "string", minimum: 2, inclusive: true },
        },
      ],
    });
    expect(apiErrorText(issue, en)).toBe("name must be at least 2 characters");
    expect(apiErrorText(issue, id)).toBe("name minimal 2 karakter");

    const coded = new ApiError("VALIDATION_ERROR", REFERRAL_ERRORS.selfReferral, 400, {
      fields: [{ field: "referralCode", message: REFERRAL_ERRORS.selfReferral, code: "REFERRAL_SELF_REFERRAL" }],
    });
    expect(apiErrorText(coded, en)).toBe(REFERRAL_ERRORS.selfReferral);
    expect(apiErrorText(coded, id)).toBe("Kamu tidak dapat menggunakan kode referralmu sendiri");

    const own = new ApiError("VALIDATION_ERROR", "serviceUuids contains unknown services", 400, {
      fields: [{ field: "serviceUuids", message: "serviceUuids contains unknown services" }],
    });
    expect(apiErrorText(own, id)).toBe("serviceUuids contains unknown services");
    expect(apiErrorText(new ApiError("VALIDATION_ERROR", "x", 400), id)).toBe(id("error.VALIDATION_ERROR"));
  });

  it("falls back to the internal error text for an unknown code or a non-API failure", () => {
    expect(apiErrorText(new ApiError("WHATEVER", "x", 500), en)).toBe(en("error.INTERNAL_ERROR"));
    expect(apiErrorText(new Error("x"), en)).toBe(en("error.INTERNAL_ERROR"));
    expect(knownApiErrorText(new ApiError("WHATEVER", "x", 500), en)).toBeNull();
    expect(knownApiErrorText(new Error("x"), en)).toBeNull();
  });
});

describe("apiFieldErrors and fieldErrorText", () => {
  it("read details.fields of any API error, keeping what words each field", () => {
    const error = new ApiError("VALIDATION_ERROR", "email must be a valid email", 400, {
      fields: [
        { field: "email", message: "email must be a valid email", issue: { code: "invalid_format", format: "email" } },
        { bad: true },
      ],
    });
    expect(apiFieldErrors(error)).toEqual([
      { field: "email", message: "email must be a valid email", issue: { code: "invalid_format", format: "email" } },
    ]);
    const taken = new ApiError("EMAIL_TAKEN", ACCOUNT_MESSAGES.emailTaken, 409, {
      fields: [{ field: "email", message: ACCOUNT_MESSAGES.emailTaken, code: "EMAIL_TAKEN" }],
    });
    expect(apiFieldErrors(taken).map((f) => f.code)).toEqual(["EMAIL_TAKEN"]);
    expect(apiFieldErrors(new ApiError("NOT_FOUND", "x", 404))).toEqual([]);
  });

  it("keeps the {path} slot of an issue for the form's label, and words codes in the page's language", () => {
    const [email] = apiFieldErrors(
      new ApiError("VALIDATION_ERROR", "x", 400, {
        fields: [
          { field: "email", message: "email is a required field", issue: { code: "invalid_type", input: "missing" } },
        ],
      }),
    );
    expect(email && fieldErrorText(email, id)).toBe("{path} wajib diisi");
    expect(fieldErrorText({ field: "referralCode", message: "x", code: "INVALID_REFERRAL" }, id)).toBe(
      "Kode referral tidak valid",
    );
    expect(fieldErrorText({ field: "referralCode", message: REFERRAL_MESSAGES.invalidCode }, id)).toBe(
      REFERRAL_MESSAGES.invalidCode,
    );
  });
});
