import type { Locale } from "@app/shared/constants";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { usePageTitle } from "./use-page-title.ts";

function inLocale(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      {children}
    </LocaleProvider>
  );
}

describe("usePageTitle", () => {
  beforeEach(() => {
    document.title = "PremiumHub";
  });

  it("names the tab after the page while it is shown, then gives the bare app name back", () => {
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: "Vouchers" as string | undefined },
      wrapper: inLocale("en"),
    });
    expect(document.title).toBe("Vouchers · PremiumHub");
    rerender({ title: "Voucher" });
    expect(document.title).toBe("Voucher · PremiumHub");
    unmount();
    expect(document.title).toBe("PremiumHub");
  });

  it("leaves the title alone for a heading that is not the page's", () => {
    document.title = "Profile · PremiumHub";
    renderHook(() => usePageTitle(undefined), { wrapper: inLocale("id") });
    expect(document.title).toBe("Profile · PremiumHub");
  });
});
