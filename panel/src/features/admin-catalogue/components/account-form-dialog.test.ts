import { translator } from "@app/shared/i18n/translate";
import { describe, expect, it } from "vitest";
import {
  type AccountFormValues,
  accountBodyFromForm,
  accountFormDefaults,
  accountFormSchema,
  placeAccountFieldError,
} from "./account-form-dialog.tsx";

const t = translator("en");

const values = (overrides: Partial<AccountFormValues> = {}): AccountFormValues => ({
  label: "Family plan 1",
  seats: 4,
  active: true,
  session: "",
  clearSession: false,
  ...overrides,
});

describe("account form", () => {
  it("reads the seats as a whole number, empty as unlimited", () => {
    const parse = (seats: string) => accountFormSchema.safeParse({ ...accountFormDefaults(null), label: "A", seats });
    expect(parse("").data?.seats).toBeNull();
    expect(parse(" 5 ").data?.seats).toBe(5);
    expect(parse("0").success).toBe(false);
    expect(parse("2.5").success).toBe(false);
    expect(parse("100001").success).toBe(false);
    expect(accountFormSchema.safeParse({ ...accountFormDefaults(null), label: "  " }).success).toBe(false);
  });
  it("starts a new account active with unlimited seats, an edit with its own values", () => {
    expect(accountFormDefaults(null)).toEqual({ label: "", seats: "", active: true, session: "", clearSession: false });
    const account = {
      id: "0b7c1e0a-1111-4c3d-8e9f-000000000001",
      serviceUuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002",
      label: "Main",
      seats: 3,
      seatsUsed: 1,
      active: false,
      hasSession: true,
      expiresAt: null,
      health: "healthy" as const,
      healthSince: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(accountFormDefaults(account)).toMatchObject({ label: "Main", seats: "3", active: false, session: "" });
    expect(accountFormDefaults({ ...account, seats: null }).seats).toBe("");
  });
  it("sends a session only when one was pasted", () => {
    expect(accountBodyFromForm(values(), false)).toEqual({ label: "Family plan 1", seats: 4, active: true });
    expect(accountBodyFromForm(values({ seats: null, session: '  [{"name":"a"}]\n' }), false)).toEqual({
      label: "Family plan 1",
      seats: null,
      active: true,
      session: '[{"name":"a"}]',
    });
  });
  it("keeps the stored session on edit unless a new one is pasted or clear is ticked", () => {
    expect(accountBodyFromForm(values(), true)).not.toHaveProperty("session");
    expect(accountBodyFromForm(values({ session: "sk-new" }), true).session).toBe("sk-new");
    expect(accountBodyFromForm(values({ clearSession: true }), true).session).toBe("");
    expect(accountBodyFromForm(values({ session: "sk-new", clearSession: true }), true).session).toBe("sk-new");
    expect(accountBodyFromForm(values({ clearSession: true }), false)).not.toHaveProperty("session");
  });
  it("puts an error inside the session on the session field, with the API's detail", () => {
    expect(
      placeAccountFieldError(
        { field: "session.cookies[0].domain", message: "session.cookies[0].domain is a required field" },
        t,
      ),
    ).toEqual({ name: "session", message: "Invalid session: session.cookies[0].domain is a required field" });
    expect(placeAccountFieldError({ field: "session", message: "session holds no cookie" }, t)?.name).toBe("session");
    // Worded by the client: the default placement.
    expect(placeAccountFieldError({ field: "session", message: "x", issue: { code: "too_big" } }, t)).toBeNull();
    expect(placeAccountFieldError({ field: "label", message: "taken", code: "ACCOUNT_LABEL_TAKEN" }, t)).toBeNull();
  });
});
