import { describe, expect, it } from "vitest";
import { bannerItems, groupsOf, worstState } from "./status-board.ts";

const more = (n: number) => `${n} more`;
const service = (name: string, categoryName: string | null, categoryNameIndonesian: string | null = null) => ({
  name,
  categoryName,
  categoryNameIndonesian,
});

describe("the status page's banner", () => {
  it("names up to four services, then three and how many more", () => {
    expect(bannerItems(["Netflix"], more)).toEqual(["Netflix"]);
    expect(bannerItems(["A", "B", "C", "D"], more)).toEqual(["A", "B", "C", "D"]);
    expect(bannerItems(["A", "B", "C", "D", "E", "F"], more)).toEqual(["A", "B", "C", "3 more"]);
  });
});

describe("the status page's groups", () => {
  const services = [
    service("Spotify", "Music", "Musik"),
    service("Canva", "Design", "Desain"),
    service("Mystery", null),
    service("Apple Music", "Music", "Musik"),
    service("Figma", "Design", null),
  ];
  it("group by the category's name in the page's language, by name, services without one last", () => {
    const en = groupsOf(services, "en", new Intl.Collator("en").compare);
    expect(en.map(([name, list]) => [name, list.map((s) => s.name)])).toEqual([
      ["Design", ["Canva", "Figma"]],
      ["Music", ["Apple Music", "Spotify"]],
      ["", ["Mystery"]],
    ]);
    // Indonesian: "Desain" where it is set, the English name where it is not.
    const id = groupsOf(services, "id", new Intl.Collator("id").compare);
    expect(id.map(([name, list]) => [name, list.map((s) => s.name)])).toEqual([
      ["Desain", ["Canva"]],
      ["Design", ["Figma"]],
      ["Musik", ["Apple Music", "Spotify"]],
      ["", ["Mystery"]],
    ]);
  });

  it("say their worst service's state", () => {
    expect(worstState([{ state: "operational" }, { state: "degraded" }])).toBe("degraded");
    expect(worstState([{ state: "degraded" }, { state: "down" }])).toBe("down");
    expect(worstState([{ state: "operational" }])).toBe("operational");
  });
});
