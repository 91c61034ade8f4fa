import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider, type LocaleState } from "../../../lib/locale.tsx";
import { LoginPage } from "./login-page.tsx";

function renderLogin(locale: LocaleState["locale"]) {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <LoginPage />
    </LocaleProvider>,
  );
}

describe("LoginPage", () => {
  it("renders the heading, the fields and both buttons from the dictionary", () => {
    renderLogin("en");
    expect(screen.getByTestId("login-heading").textContent).toBe("Sign in");
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByRole("button", { name: "Sign in" }).getAttribute("type")).toBe("submit");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });

  it("toggles the password between hidden and shown", () => {
    renderLogin("en");
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");

    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(hide);
    expect(password.getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Show password" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("speaks Indonesian when the locale is id", () => {
    renderLogin("id");
    expect(screen.getByTestId("login-heading").textContent).toBe("Masuk");
    expect(screen.getByLabelText("Kata sandi").getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Tampilkan kata sandi" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lanjutkan dengan Google" })).toBeTruthy();
  });
});
