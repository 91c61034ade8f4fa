import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const quietDashboard = {
  "GET /api/users/services": () => ({ body: [] }),
  "GET /api/user-accessed-services": () => ({ body: [] }),
};

describe("VerifyEmailBanner", () => {
  it("asks an unverified user to confirm the address and resends the link on request", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...signedInRoutes(makeUser({ emailVerified: false })),
      ...quietDashboard,
      "POST /api/auth/verify-email/resend": () => ({ body: { sent: true } }),
    });
    renderApp("/panel");
    expect(await screen.findByText("Please confirm your email address: we sent you a link.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("We sent a new confirmation link to your email.")).toBeVisible();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/verify-email/resend")).toBe(true);
  });

  it("says nothing to a verified user, in Indonesian too", async () => {
    mockApi({ ...signedInRoutes(makeUser({ emailVerified: true })), ...quietDashboard });
    renderApp("/panel", { locale: "id" });
    await screen.findAllByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Kirim ulang tautan" })).toBeNull();
  });
});
