import { describe, expect, it } from "vitest";
import { isPanelPath, PANEL_SHELL_PAGES, panelShellAsset, panelShellPage } from "./routes.ts";

describe("pre-rendered panel pages", () => {
  it("are panel paths, with or without a trailing slash", () => {
    for (const page of PANEL_SHELL_PAGES) {
      expect(isPanelPath(`/${page}`)).toBe(true);
      expect(panelShellPage(`/${page}`)).toBe(page);
      expect(panelShellPage(`/${page}/`)).toBe(page);
    }
  });

  it("do not cover other panel paths", () => {
    expect(panelShellPage("/panel")).toBeNull();
    expect(panelShellPage("/panel/login")).toBeNull();
    expect(panelShellPage("/reset-password")).toBeNull();
    expect(panelShellPage("/")).toBeNull();
  });

  it("live under /panel/shells/<locale>/", () => {
    expect(panelShellAsset("id", "checkout")).toBe("/panel/shells/id/checkout.html");
  });
});
