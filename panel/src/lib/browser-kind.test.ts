import { describe, expect, it } from "vitest";
import { browserKind } from "./browser-kind.ts";

const UA = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromium: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:140.0) Gecko/20100101 Firefox/140.0",
  safari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
};

describe("browserKind", () => {
  it("tells Firefox, Edge and Chrome apart; other Chromium browsers count as Chrome", () => {
    expect(browserKind({ userAgent: UA.chrome })).toBe("chrome");
    expect(browserKind({ userAgent: UA.chromium })).toBe("chrome");
    expect(browserKind({ userAgent: UA.chromium.replace("Chrome/", "HeadlessChrome/") })).toBe("chrome");
    expect(browserKind({ userAgent: UA.edge })).toBe("edge");
    expect(browserKind({ userAgent: UA.firefox })).toBe("firefox");
    expect(browserKind({ userAgent: UA.firefoxMac })).toBe("firefox");
  });

  it("anything else cannot run the extensions", () => {
    expect(browserKind({ userAgent: UA.safari })).toBe("other");
    expect(browserKind({ userAgent: "" })).toBe("other");
  });
});
