import { describe, expect, it } from "vitest";
import { categoryNameFor } from "./category-name.ts";

describe("categoryNameFor", () => {
  const named = { categoryName: "Music", categoryNameIndonesian: "Musik" };
  it("gives Indonesian readers the Indonesian name and others the English one", () => {
    expect(categoryNameFor(named, "id")).toBe("Musik");
    expect(categoryNameFor(named, "en")).toBe("Music");
  });
  it("falls back to the English name, and to none", () => {
    expect(categoryNameFor({ categoryName: "Music", categoryNameIndonesian: null }, "id")).toBe("Music");
    expect(categoryNameFor({ categoryName: null, categoryNameIndonesian: null }, "id")).toBeNull();
  });
});
