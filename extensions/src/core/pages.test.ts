import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

/** Every font size a stylesheet sets, in px (`font-size: 14px` and the `font: 15px / 1.4 …` shorthand). */
function fontSizes(css: string): number[] {
  const sizes = [...css.matchAll(/font-size:\s*([\d.]+)(px|rem|em)?/g), ...css.matchAll(/\bfont:\s*([\d.]+)(px)/g)];
  return sizes.map(([, value, unit]) => {
    expect(unit, `a font size in px: ${value}${unit ?? ""}`).toBe("px");
    return Number(value);
  });
}

/** The size the body's own rule sets: Chrome's style for extension pages sets the body's (75%), not the root's. */
function bodySize(css: string): number {
  const body = /(?:^|\n)body \{([^}]*)\}/.exec(css)?.[1] ?? "";
  return Number(/\bfont(?:-size)?:\s*([\d.]+)px/.exec(body)?.[1] ?? 0);
}

describe("the extension's own pages are readable (issue 46, item 6)", () => {
  it("the popup has no text below 14px", () => {
    const sizes = fontSizes(read("./popup.css"));
    expect(sizes.length).toBeGreaterThan(3);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    expect(bodySize(read("./popup.css"))).toBeGreaterThanOrEqual(14);
  });

  it("the protected-page notice has body text of 16px or more, the logo and a way back", () => {
    const css = read("./blocked.css");
    const sizes = fontSizes(css);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    expect(bodySize(css)).toBeGreaterThanOrEqual(16);
    const html = read("./blocked.html");
    expect(html).toContain('href="blocked.css"');
    // The PremiumHub mark (the favicon's), and its name next to it.
    expect(html).toMatch(/<header class="brand">[\s\S]*<svg[\s\S]*#4f46e5[\s\S]*PremiumHub<\/span>/);
    expect(html).toContain('id="blocked-back"');
    expect(html).toContain('id="blocked-go-back"');
  });

  it("the popup leads with the services and keeps sign-out in a menu", () => {
    const html = read("./popup.html");
    const services = html.indexOf('id="services"');
    expect(services).toBeGreaterThan(0);
    expect(html.indexOf('id="search"')).toBeLessThan(services);
    expect(html).toMatch(/id="menu-button"[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/);
    const menu = html.slice(html.indexOf('id="menu"'), html.indexOf("</header>"));
    expect(menu).toContain('id="sign-out"');
    expect(menu).toMatch(/role="menuitem"/);
  });
});
