import { SAVED_URL_TTL_MS } from "@app/shared/constants";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@app/shared/messages";
import type { UserDto } from "@app/shared/schemas/users";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { forcedLogoutEnv, resetForcedLogoutGuard } from "../../../lib/session/forced-logout.ts";
import { SIGNED_OUT_REASON_TTL_MS } from "../../../lib/session/logout-reason.ts";
import {
  dataLayerEvents,
  failure,
  fieldFailure,
  fill,
  makeUser,
  mockApi,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

const googleOn = { "GET /api/auth/google/config": () => ({ body: { enabled: true } }) };
const googleOff = { "GET /api/auth/google/config": () => ({ body: { enabled: false } }) };

/** The sign-in answers for `user`: the login with a token, then the session check. */
function loginRoutes(user: UserDto, token = "t") {
  return {
    "POST /api/auth/login": () => ({ body: { token, user } }),
    "GET /api/auth/validate": () => ({ body: { valid: true, user } }),
    "GET /api/users/me": () => ({ body: user }),
  };
}

async function submitLogin(user: UserEvent, password = "secret-password") {
  await fill(user, "Email", "rina@example.com");
  await fill(user, "Password", password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginPage", () => {
  it("renders the heading, the fields, the links and the Google button from the dictionary", async () => {
    mockApi(googleOn);
    renderApp("/login");
    expect((await screen.findByTestId("login-heading")).textContent).toBe("Sign in");
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByRole("button", { name: "Sign in" }).getAttribute("type")).toBe("submit");
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("hides the Google button when the server has no Google sign-in", async () => {
    mockApi(googleOff);
    renderApp("/login");
    await screen.findByTestId("login-heading");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull());
  });

  it("toggles the password between hidden and shown", async () => {
    const user = userEvent.setup();
    mockApi(googleOff);
    renderApp("/login");
    await screen.findByTestId("login-heading");
    const password = screen.getByLabelText("Password", { selector: "input" });
    expect(password.getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    await user.click(hide);
    expect(password.getAttribute("type")).toBe("password");
  });

  it("speaks Indonesian when the locale is id", async () => {
    mockApi(googleOn);
    renderApp("/id/login", { basepath: "/id", locale: "id" });
    expect((await screen.findByTestId("login-heading")).textContent).toBe("Masuk");
    expect(screen.getByLabelText("Kata sandi", { selector: "input" }).getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Tampilkan kata sandi" })).toBeVisible();
    expect(await screen.findByRole("button", { name: "Lanjutkan dengan Google" })).toBeVisible();
  });

  it("shows field errors only once a field was touched", async () => {
    const user = userEvent.setup();
    mockApi(googleOff);
    renderApp("/login");
    await screen.findByTestId("login-heading");
    expect(screen.queryByRole("alert")).toBeNull();
    await fill(user, "Email", "not-an-email");
    expect(await screen.findByText("Email must be a valid email")).toBeVisible();
    expect(screen.queryByText("Password is a required field")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Password is a required field")).toBeVisible();
  });

  it("signs in and goes to the redirect target, storing the token", async () => {
    const user = userEvent.setup();
    const account = makeUser();
    const calls = mockApi({
      ...googleOff,
      ...loginRoutes(account, "new-token"),
    });
    const { router } = renderApp("/login?redirect=%2Fpanel%2Fvouchers");
    await screen.findByTestId("login-heading");
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/vouchers"));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("new-token");
    expect(calls.find((c) => c.path === "/api/auth/login")?.body).toEqual({
      email: "rina@example.com",
      password: "secret-password",
    });
    expect(dataLayerEvents()).toEqual(expect.arrayContaining(["login_initiated", "login_success"]));
  });

  it("lands an admin in the admin area, not on the subscriber's dashboard; a user on the dashboard (issue 44)", async () => {
    const user = userEvent.setup();
    mockApi({ ...googleOff, ...loginRoutes(makeUser({ role: "admin" })) });
    const { router } = renderApp("/login");
    await screen.findByTestId("login-heading");
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/admin"));
    expect(await screen.findByRole("link", { name: "My subscription" })).toBeVisible();

    cleanup();
    window.localStorage.clear();
    mockApi({ ...googleOff, ...loginRoutes(makeUser()) });
    const second = renderApp("/login");
    await screen.findByTestId("login-heading");
    await submitLogin(user);
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/panel"));
  });

  it("after a forced logout, returns to the saved page", async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      STORAGE_KEYS.savedUrl,
      JSON.stringify({ pathname: "/panel/report", query: { x: "1" }, expiresAt: Date.now() + SAVED_URL_TTL_MS }),
    );
    const account = makeUser();
    mockApi({
      ...googleOff,
      ...loginRoutes(account),
    });
    const { router } = renderApp("/login");
    await screen.findByTestId("login-heading");
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.href).toBe("/panel/report?x=1"));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.savedUrl)).toBeNull();
  });

  /** A signed-in page's call answers "signed in on another browser": the forced logout's target. */
  async function signedOutByAnotherBrowser(): Promise<string> {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "old-token");
    const navigate = vi.fn<(url: string) => void>();
    forcedLogoutEnv.navigate = navigate;
    resetForcedLogoutGuard();
    mockApi({
      ...googleOff,
      "GET /api/services": () => failure(401, AUTH_MESSAGES.anotherBrowserLoggedIn),
      "POST /api/auth/logout": () => ({ body: null }),
      ...loginRoutes(makeUser()),
    });
    await expect(api("/services")).rejects.toThrow();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    return navigate.mock.calls[0]?.[0] ?? "";
  }

  it("after a forced logout, says why and still returns to the saved page", async () => {
    const user = userEvent.setup();
    window.history.pushState({}, "", "/panel/report?x=1");
    const target = await signedOutByAnotherBrowser();
    expect(target).toBe("/login?reason=other-browser");
    window.history.pushState({}, "", "/");

    const { router } = renderApp(target);
    await screen.findByTestId("login-heading");
    expect(screen.getByRole("status").textContent).toBe(
      "You were signed out because your account was signed in on another browser.",
    );
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.href).toBe("/panel/report?x=1"));
  });

  it("says why on a sign-in page opened later without the reason (the browser was closed), until the next sign-in", async () => {
    const user = userEvent.setup();
    await signedOutByAnotherBrowser();
    window.sessionStorage.clear(); // the browser was closed: the tab's storage is gone, local storage stays

    const { router } = renderApp("/login");
    await screen.findByTestId("login-heading");
    expect(screen.getByTestId("login-signed-out-reason").textContent).toBe(
      "You were signed out because your account was signed in on another browser.",
    );
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel"));
    cleanup();

    mockApi(googleOff);
    window.localStorage.removeItem(STORAGE_KEYS.authToken);
    renderApp("/login");
    await screen.findByTestId("login-heading");
    expect(screen.queryByTestId("login-signed-out-reason")).toBeNull();
  });

  it("forgets a remembered reason after two weeks", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.signedOutReason,
      JSON.stringify({ reason: "suspended", at: Date.now() - SIGNED_OUT_REASON_TTL_MS - 1 }),
    );
    mockApi(googleOff);
    renderApp("/login");
    await screen.findByTestId("login-heading");
    expect(screen.queryByTestId("login-signed-out-reason")).toBeNull();
  });

  it("explains a suspension or an expired session, in the page's language", async () => {
    mockApi(googleOff);
    renderApp("/id/login?reason=suspended", { basepath: "/id", locale: "id" });
    await screen.findByTestId("login-heading");
    expect(screen.getByRole("status").textContent).toBe("Kamu dikeluarkan karena akunmu telah ditangguhkan.");
  });

  it("from the site's free-trial button (trial=1): says how the trial starts and links to registration", async () => {
    const user = userEvent.setup();
    mockApi(googleOff);
    const { router } = renderApp("/id/login?trial=1", { basepath: "/id", locale: "id" });
    expect((await screen.findByTestId("login-trial-notice")).textContent).toBe(
      "Baru di sini? Buat akun, lalu mulai uji coba gratis dari dasbor kamu.",
    );
    const register = screen.getByRole("link", { name: "Buat akun" });
    expect(register.getAttribute("href")).toBe("/id/register?trial=1");
    await user.click(register);
    expect((await screen.findByTestId("register-trial-notice")).textContent).toBe(
      "Buat akun kamu, lalu mulai uji coba gratis dari dasbor. Tanpa pembayaran.",
    );
    expect(router.state.location.href).toBe("/register?trial=1");
  });

  it("mentions no trial without trial=1", async () => {
    mockApi(googleOff);
    renderApp("/login");
    await screen.findByTestId("login-heading");
    expect(screen.queryByTestId("login-trial-notice")).toBeNull();
  });

  it("shows no notice for a reason it does not know", async () => {
    mockApi(googleOff);
    renderApp("/login?reason=%3Cb%3Ehi%3C%2Fb%3E");
    await screen.findByTestId("login-heading");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends a user without phone or country to /complete-profile", async () => {
    const user = userEvent.setup();
    const account = makeUser({ phone: null, profileComplete: false });
    mockApi({
      ...googleOff,
      ...loginRoutes(account),
      "GET /api/countries": () => ({ body: [] }),
    });
    const { router } = renderApp("/login");
    await screen.findByTestId("login-heading");
    await submitLogin(user);
    expect(await screen.findByTestId("complete-profile-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/complete-profile");
  });

  it("shows the server's answer, translated, when the sign-in fails", async () => {
    const user = userEvent.setup();
    mockApi({
      ...googleOff,
      "POST /api/auth/login": () => failure(401, ACCOUNT_MESSAGES.invalidCredentials, "INVALID_CREDENTIALS"),
    });
    renderApp("/id/login", { basepath: "/id", locale: "id" });
    await screen.findByTestId("login-heading");
    await fill(user, "Email", "rina@example.com");
    await fill(user, "Kata sandi", "wrong-password");
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Email atau kata sandi salah");
    expect(dataLayerEvents()).toContain("login_failed");
  });

  it("puts the server's field errors onto the fields", async () => {
    const user = userEvent.setup();
    mockApi({
      ...googleOff,
      "POST /api/auth/login": () => fieldFailure({ email: "email is not allowed" }, "email must be a valid email"),
    });
    renderApp("/login");
    await screen.findByTestId("login-heading");
    await submitLogin(user);
    expect(await screen.findByText("email is not allowed")).toBeVisible();
  });

  it("sends a signed-in user on: redirect target with a complete profile", async () => {
    mockApi({ ...signedInRoutes(makeUser()), ...googleOff });
    const { router } = renderApp("/login?redirect=%2Fpanel%2Freport");
    expect(await screen.findByRole("heading", { name: "Report services" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/panel/report");
  });

  it("never redirects to another site", async () => {
    mockApi({ ...signedInRoutes(makeUser()), ...googleOff });
    const { router } = renderApp("/login?redirect=https%3A%2F%2Fevil.example%2F");
    expect(await screen.findByTestId("dashboard-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/panel");
  });

  it("back from Google (google=success): refresh, then on to the return URL", async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.googleAuthInProgress, "true");
    const account = makeUser();
    const calls = mockApi({
      ...googleOn,
      "POST /api/auth/refresh": () => ({ body: { token: "google-token", user: account } }),
      "GET /api/auth/validate": () => ({ body: { valid: true, user: account } }),
      "GET /api/users/me": () => ({ body: account }),
    });
    const { router } = renderApp("/login?google=success&returnUrl=%2Fpanel%2Faddons");
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/addons"));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("google-token");
    expect(calls.find((c) => c.path === "/api/auth/refresh")?.credentials).toBe("include");
    expect(window.sessionStorage.getItem(STORAGE_KEYS.googleAuthInProgress)).toBeNull();
    expect(dataLayerEvents()).toContain("login_success");
  });

  it("back from Google with google=error: the normal login page, no message", async () => {
    mockApi(googleOn);
    const { router } = renderApp("/login?google=error");
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
