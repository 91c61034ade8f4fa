import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failure, fill, mockApi, renderApp } from "../../../test/test-utils.tsx";

describe("ForgotPasswordPage", () => {
  it("sends the email and shows the same answer whatever the account", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ "POST /api/auth/forgot-password": () => ({ body: null }) });
    renderApp("/forgot-password");
    await screen.findByTestId("forgot-heading");
    await fill(user, "Email", "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(ACCOUNT_MESSAGES.resetSent);
    expect(calls.find((c) => c.path === "/api/auth/forgot-password")?.body).toEqual({ email: "someone@example.com" });
  });
});

describe("ResetPasswordPage", () => {
  const token = "t".repeat(32);

  it("checks that both passwords match, then resets with the token from the link", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ "POST /api/auth/reset-password": () => ({ body: null }) });
    renderApp(`/reset-password?token=${token}`);
    await screen.findByTestId("reset-heading");
    await fill(user, "New password", "new-password-1");
    await fill(user, "Repeat the new password", "new-password-2");
    expect(await screen.findByText("The passwords do not match")).toBeVisible();
    await fill(user, "Repeat the new password", "new-password-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("status")).textContent).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(calls.find((c) => c.path === "/api/auth/reset-password")?.body).toEqual({
      token,
      password: "new-password-1",
    });
  });

  it("says the link is invalid when the server rejects the token, or when there is none", async () => {
    const user = userEvent.setup();
    mockApi({ "POST /api/auth/reset-password": () => failure(400, ACCOUNT_MESSAGES.resetInvalid, "RESET_INVALID") });
    renderApp(`/reset-password?token=${token}`);
    await screen.findByTestId("reset-heading");
    await fill(user, "New password", "new-password-1");
    await fill(user, "Repeat the new password", "new-password-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_MESSAGES.resetInvalid));
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("without a token the page offers a new link at once", async () => {
    mockApi({});
    renderApp("/reset-password");
    await screen.findByTestId("reset-heading");
    expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_MESSAGES.resetInvalid);
  });
});
