import { translate } from "@app/shared/i18n/translate";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../lib/test-utils.tsx";

const en = (key: Parameters<typeof translate>[1]) => translate("en", key);

describe("VerifyEmailPage", () => {
  it("confirms signed out and offers to sign in, without sending the visitor to the sign-in page", async () => {
    const calls = mockApi({ "POST /api/auth/verify-email": () => ({ body: { verified: true } }) });
    const { router } = renderApp("/verify-email?token=abc123");
    expect(await screen.findByText(en("auth.confirm.doneSignedOut"))).toBeTruthy();
    expect(router.state.location.pathname).toBe("/verify-email");
    expect(calls.filter((c) => c.path === "/api/auth/verify-email").map((c) => c.body)).toEqual([{ token: "abc123" }]);
    expect(screen.getByRole("link", { name: en("auth.confirm.signIn") }).getAttribute("href")).toBe("/login");
  });

  it("says a used link is invalid and how to get a new one", async () => {
    mockApi({
      "POST /api/auth/verify-email": () =>
        failure(400, "This confirmation link is invalid or has expired", "VERIFICATION_INVALID"),
    });
    renderApp("/verify-email?token=used");
    expect(await screen.findByText(en("auth.confirm.invalidSignedOut"))).toBeTruthy();
    expect(screen.getByTestId("verify-email-heading").textContent).toBe(en("auth.confirm.invalidTitle"));
  });

  it("signed in, hands over to the dashboard's confirmed notice", async () => {
    const user = makeUser({ emailVerified: false });
    mockApi({
      ...signedInRoutes(user),
      "POST /api/auth/verify-email": () => ({ body: { verified: true } }),
    });
    const { router } = renderApp("/verify-email?token=abc123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    expect(router.state.location.href).toContain("verified=1");
  });
});
