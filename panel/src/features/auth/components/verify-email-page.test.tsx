import { addToCart, EMPTY_CART, packageToCartItem, saveCart } from "@app/shared/cart";
import { translate } from "@app/shared/i18n/translate";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, STARTER_PACKAGE, signedInRoutes } from "../../../test/test-utils.tsx";

const en = (key: Parameters<typeof translate>[1]) => translate("en", key);

describe("VerifyEmailPage", () => {
  it("confirms signed out and offers to sign in, without sending the visitor to the sign-in page", async () => {
    const calls = mockApi({
      "POST /api/auth/verify-email": () => ({ body: { verified: true, alreadyConfirmed: false } }),
    });
    const { router } = renderApp("/verify-email?token=abc123");
    expect(await screen.findByText(en("auth.confirm.doneSignedOut"))).toBeVisible();
    expect(router.state.location.pathname).toBe("/verify-email");
    expect(calls.filter((c) => c.path === "/api/auth/verify-email").map((c) => c.body)).toEqual([{ token: "abc123" }]);
    expect(screen.getByRole("link", { name: en("auth.confirm.signIn") }).getAttribute("href")).toBe("/login");
  });

  it("says a link used before that the address is already confirmed, in either language (issue 46)", async () => {
    mockApi({ "POST /api/auth/verify-email": () => ({ body: { verified: true, alreadyConfirmed: true } }) });
    renderApp("/verify-email?token=used");
    expect(await screen.findByText(en("auth.confirm.alreadySignedOut"))).toBeVisible();
    expect(screen.getByTestId("verify-email-heading").textContent).toBe(en("auth.confirm.alreadyTitle"));
    expect(screen.queryByText(en("auth.confirm.invalidSignedOut"))).toBeNull();
    cleanup();
    mockApi({ "POST /api/auth/verify-email": () => ({ body: { verified: true, alreadyConfirmed: true } }) });
    renderApp("/id/verify-email?token=used", { basepath: "/id", locale: "id" });
    expect(await screen.findByText(translate("id", "auth.confirm.alreadySignedOut"))).toBeVisible();
  });

  it("says an unknown or expired link is invalid and how to get a new one", async () => {
    mockApi({
      "POST /api/auth/verify-email": () =>
        failure(400, "This confirmation link is invalid or has expired", "VERIFICATION_INVALID"),
    });
    renderApp("/verify-email?token=used");
    expect(await screen.findByText(en("auth.confirm.invalidSignedOut"))).toBeVisible();
    expect(screen.getByTestId("verify-email-heading").textContent).toBe(en("auth.confirm.invalidTitle"));
  });

  it("signed in, hands over to the dashboard's confirmed notice", async () => {
    const user = makeUser({ emailVerified: false });
    mockApi({
      ...signedInRoutes(user),
      "POST /api/auth/verify-email": () => ({ body: { verified: true, alreadyConfirmed: false } }),
    });
    const { router } = renderApp("/verify-email?token=abc123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    expect(router.state.location.href).toContain("verified=1");
  });

  it("a buyer with a package in the cart goes on to its checkout, signed in or through the sign-in", async () => {
    saveCart(addToCart(EMPTY_CART, packageToCartItem(STARTER_PACKAGE)));
    mockApi({
      ...signedInRoutes(makeUser({ emailVerified: false })),
      "POST /api/auth/verify-email": () => ({ body: { verified: true, alreadyConfirmed: false } }),
      [`GET /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: () => ({ body: STARTER_PACKAGE }),
    });
    const { router } = renderApp("/verify-email?token=abc123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    cleanup();

    window.localStorage.removeItem(STORAGE_KEYS.authToken);
    saveCart(addToCart(EMPTY_CART, packageToCartItem(STARTER_PACKAGE)));
    mockApi({ "POST /api/auth/verify-email": () => ({ body: { verified: true, alreadyConfirmed: false } }) });
    renderApp("/verify-email?token=abc123");
    const signIn = await screen.findByRole("link", { name: en("auth.confirm.signIn") });
    expect(signIn.getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/checkout")}`);
  });
});
