import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { ServiceLogo } from "./service-logo.tsx";

/** A dark mark on a dark tile, as the seeded Netflix logo is (worker/seed/demo-logos.ts). */
const DARK_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="#141414"/></svg>',
)}`;

function renderLogo(props: Partial<Parameters<typeof ServiceLogo>[0]> = {}) {
  render(
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: "en" }}>
      <ServiceLogo name="Netflix Premium" src={DARK_LOGO} {...props} />
    </LocaleProvider>,
  );
}

const html = document.documentElement;

describe("ServiceLogo", () => {
  afterEach(() => {
    delete html.dataset.theme;
  });

  it("keeps its white tile in the dark theme, so a dark logo stays visible", () => {
    html.dataset.theme = "dark";
    renderLogo();
    const logo = screen.getByRole("img", { name: "Netflix Premium logo" });
    // The tile is white whatever the page's theme: a colour of its own, not --color-white (which
    // the dark theme turns near-black, settled at :root where it is declared); the e2e dark-mode spec
    // measures the rendered colour.
    expect(logo.classList).toContain("bg-[#fff]");
    expect(logo.classList).not.toContain("bg-white");
  });

  it("does so for every logo, decorative ones and any size included", () => {
    html.dataset.theme = "dark";
    renderLogo({ name: "Anything", src: "https://cdn.example/logo.png", size: 20, decorative: true });
    const logo = screen.getByRole("presentation");
    expect(logo.getAttribute("alt")).toBe("");
    expect(logo.classList).toContain("bg-[#fff]");
    expect(logo.classList).not.toContain("bg-white");
  });

  it("rounds its tile at least as much as a logo drawn on a rounded square (14/64), so no white corner shows", () => {
    renderLogo();
    const logo = screen.getByRole("img", { name: "Netflix Premium logo" });
    const corners = [...logo.classList].map((c) => /^rounded-\[(\d+)%\]$/.exec(c)?.[1]).find(Boolean);
    expect(Number(corners)).toBeGreaterThanOrEqual((14 / 64) * 100);
  });

  it("without a logo, shows the initial on a tinted tile of the same shape", () => {
    const { container } = render(
      <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: "en" }}>
        <ServiceLogo name=" netflix" src={null} />
      </LocaleProvider>,
    );
    const tile = container.querySelector("span[aria-hidden='true']");
    expect(tile?.textContent).toBe("N");
    expect(tile?.classList).toContain("rounded-[25%]");
    expect(screen.queryByRole("img")).toBeNull();
  });
});
