import { describe, expect, it } from "vitest";
import { panelTabIds } from "./greet.ts";

describe("panelTabIds", () => {
  it("keeps the tabs of the app origins only, port included", () => {
    const origins = ["http://localhost:8787", "https://app.example.com"];
    const tabs = [
      { id: 1, url: "http://localhost:8787/panel/addons?guide=1" },
      { id: 2, url: "http://localhost:9999/panel" },
      { id: 3, url: "https://app.example.com/id/panel" },
      { id: 4, url: "https://app.example.com.evil.test/panel" },
      { id: 5 },
      { url: "https://app.example.com/panel" },
      { id: 6, url: "not a url" },
      { id: 7, url: "chrome://extensions" },
    ];
    expect(panelTabIds(tabs, origins)).toEqual([1, 3]);
  });
});
