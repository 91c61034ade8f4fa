import { translate } from "@app/shared/i18n/translate";
import type { MfaStatusDto } from "@app/shared/schemas/mfa";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const en = (key: Parameters<typeof translate>[1]) => translate("en", key);

const APP: MfaStatusDto["factors"][number] = {
  id: "5b0f2f4e-3c3a-4d7e-9a55-1f2e3d4c5b6a",
  kind: "totp",
  label: "My phone",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
};

function status(overrides: Partial<MfaStatusDto> = {}): MfaStatusDto {
  return { mandatory: true, adminAccess: "verify", factors: [APP], recoveryCodesLeft: 10, ...overrides };
}

describe("the admin area and the second factor", () => {
  it("sends an admin who has not passed it to the check, and on to the admin page once a code passes", async () => {
    const user = userEvent.setup();
    const admin = makeUser({ role: "admin", adminAccess: "verify" });
    let verified = false;
    const calls = mockApi({
      ...signedInRoutes(admin),
      "GET /api/users/me": () => ({ body: { ...admin, adminAccess: verified ? "granted" : "verify" } }),
      "GET /api/auth/mfa": () => ({ body: status({ adminAccess: verified ? "granted" : "verify" }) }),
      "POST /api/auth/mfa/verify": (call) => {
        if ((call.body as { code: string }).code !== "123456")
          return failure(400, "This code is not valid.", "MFA_CODE_INVALID", {
            fields: [{ field: "code", message: "This code is not valid.", code: "MFA_CODE_INVALID" }],
          });
        verified = true;
        return { body: { adminAccess: "granted", recoveryCodes: null, recoveryCodesLeft: 10 } };
      },
      "GET /api/users/list/pagination": () => ({ body: [] }),
    });
    const { router } = renderApp("/panel/admin/users");
    await screen.findByRole("heading", { name: en("security.verify.title") });
    expect(router.state.location.pathname).toBe("/panel/security");
    expect(router.state.location.search).toEqual({ redirect: "/panel/admin/users" });
    expect(calls.some((c) => c.path === "/api/users/list/pagination")).toBe(false);

    const code = screen.getByLabelText(en("security.verify.code"));
    await user.clear(code);
    await user.type(code, "654 321");
    await user.click(screen.getByRole("button", { name: en("security.verify.submit") }));
    expect(await screen.findByText(en("error.MFA_CODE_INVALID"))).toBeVisible();
    expect(calls.filter((c) => c.path === "/api/auth/mfa/verify").map((c) => c.body)).toEqual([
      { method: "totp", code: "654321" },
    ]);

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: en("security.verify.submit") }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/admin/users"));
  });

  it("leaving the empty code field for another way shows no error that would move that way's button", async () => {
    const user = userEvent.setup();
    const admin = makeUser({ role: "admin", adminAccess: "verify" });
    mockApi({
      ...signedInRoutes(admin),
      "GET /api/auth/mfa": () => ({ body: status() }),
    });
    renderApp("/panel/security");
    await screen.findByRole("heading", { name: en("security.verify.title") });
    const code = screen.getByLabelText(en("security.verify.code"));
    await user.click(code);
    await user.tab();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(code.getAttribute("aria-invalid")).toBeNull();
    // Sending it empty still says what is missing.
    await user.click(screen.getByRole("button", { name: en("security.verify.submit") }));
    expect(await screen.findByRole("alert")).toBeVisible();
  });

  it("asks an admin without a factor to set one up where it is mandatory, and shows the recovery codes once", async () => {
    const user = userEvent.setup();
    const admin = makeUser({ role: "admin", adminAccess: "enroll" });
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    let enrolled = false;
    mockApi({
      ...signedInRoutes(admin),
      "GET /api/users/me": () => ({ body: { ...admin, adminAccess: enrolled ? "granted" : "enroll" } }),
      "GET /api/auth/mfa": () => ({ body: status({ adminAccess: "enroll", factors: [], recoveryCodesLeft: 0 }) }),
      "POST /api/auth/mfa/totp": () => ({
        status: 201,
        body: {
          factorId: APP.id,
          secret: "JBSWY3DPEHPK3PXP",
          uri: "otpauth://totp/PremiumHub:rina%40example.com?secret=JBSWY3DPEHPK3PXP",
        },
      }),
      "POST /api/auth/mfa/totp/confirm": () => {
        enrolled = true;
        return { status: 201, body: { adminAccess: "granted", recoveryCodes: codes, recoveryCodesLeft: 10 } };
      },
    });
    renderApp("/panel/admin");
    expect(await screen.findByText(en("security.enrollNotice"))).toBeVisible();
    await user.click(screen.getByRole("button", { name: en("security.app.add") }));
    expect(await screen.findByRole("img", { name: en("security.app.qrLabel") })).toBeVisible();
    expect(screen.getByTestId("mfa-secret").textContent).toBe("JBSW Y3DP EHPK 3PXP");
    await user.clear(screen.getByLabelText(en("security.app.code")));
    await user.type(screen.getByLabelText(en("security.app.code")), "123456");
    await user.click(screen.getByRole("button", { name: en("security.app.confirm") }));
    const shown = await screen.findByTestId("mfa-recovery-codes");
    expect(shown.querySelectorAll("li")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: en("security.recovery.done") }));
    await waitFor(() => expect(screen.queryByTestId("mfa-recovery-codes")).toBeNull());
  });

  it("removes a factor and makes new recovery codes, each after a confirmation", async () => {
    const user = userEvent.setup();
    const admin = makeUser({ role: "admin", adminAccess: "granted" });
    const key: MfaStatusDto["factors"][number] = {
      ...APP,
      id: "0c6d1a2b-3e4f-4a5b-8c7d-9e0f1a2b3c4d",
      kind: "passkey",
      label: "My laptop",
    };
    const codes = Array.from({ length: 10 }, (_, i) => `vwxyz-abc${i}d`);
    const calls = mockApi({
      ...signedInRoutes(admin),
      "GET /api/auth/mfa": () => ({ body: status({ adminAccess: "granted", factors: [APP, key] }) }),
      [`DELETE /api/auth/mfa/factors/${key.id}`]: () => ({
        body: status({ adminAccess: "granted", factors: [APP] }),
      }),
      "POST /api/auth/mfa/recovery-codes": () => ({ body: { recoveryCodes: codes } }),
    });
    renderApp("/panel/security");
    expect(await screen.findAllByTestId("mfa-factor")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: `${en("security.factors.remove")}: My laptop` }));
    const removal = await screen.findByRole("alertdialog", { name: en("security.factors.removeTitle") });
    expect(removal.textContent).toContain(translate("en", "security.factors.removeBody", { label: "My laptop" }));
    await user.click(screen.getByRole("button", { name: en("confirm.yes") }));
    expect(await screen.findByText(en("security.factors.removed"))).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId("mfa-factor")).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((c) => c.method === "DELETE" && c.path === `/api/auth/mfa/factors/${key.id}`)).toBe(true);

    await user.click(screen.getByRole("button", { name: en("security.recovery.regenerate") }));
    await screen.findByRole("alertdialog", { name: en("security.recovery.regenerateTitle") });
    await user.click(screen.getByRole("button", { name: en("confirm.yes") }));
    const shown = await screen.findByTestId("mfa-recovery-codes");
    expect(shown.querySelectorAll("li")).toHaveLength(10);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
