import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

function renderSwitch(locale: "en" | "id" = "en") {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: locale }}>
      <ThemeSwitch />
    </LocaleProvider>,
  );
  return screen.getByRole("group", { name: locale === "en" ? "Theme" : "Tema" });
}

const html = document.documentElement;

describe("theme switch", () => {
  afterEach(() => {
    delete html.dataset.theme;
  });

  it("follows the system until a choice is made", () => {
    const group = renderSwitch();
    expect(within(group).getByRole("button", { name: "System" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("button", { name: "Light" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(group).getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).toBe("false");
    expect(html.hasAttribute("data-theme")).toBe(false);
  });

  it("keeps the choice and shows it on <html>; System forgets it", async () => {
    const user = userEvent.setup();
    const group = renderSwitch();
    await user.click(within(group).getByRole("button", { name: "Dark" }));
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("dark");
    expect(within(group).getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(within(group).getByRole("button", { name: "Light" }));
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("light");

    await user.click(within(group).getByRole("button", { name: "System" }));
    expect(html.hasAttribute("data-theme")).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(within(group).getByRole("button", { name: "System" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("starts from the stored choice, in the page's language", () => {
    localStorage.setItem(STORAGE_KEYS.theme, "dark");
    const group = renderSwitch("id");
    expect(within(group).getByRole("button", { name: "Gelap" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("button", { name: "Sistem" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(group).getByRole("button", { name: "Terang" }).getAttribute("aria-pressed")).toBe("false");
  });
});
