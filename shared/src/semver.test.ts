import { describe, expect, it } from "vitest";
import { compareSemver, isSemver } from "./semver.ts";

describe("semver", () => {
  it("orders by the precedence of semver.org §11, pre-releases included", () => {
    const ordered = [
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.0.1",
      "1.2.0",
      "1.10.0",
      "2.0.0",
    ];
    for (let i = 0; i < ordered.length - 1; i++) {
      expect(compareSemver(ordered[i] as string, ordered[i + 1] as string), `${ordered[i]} < ${ordered[i + 1]}`).toBe(
        -1,
      );
      expect(compareSemver(ordered[i + 1] as string, ordered[i] as string)).toBe(1);
    }
    expect(compareSemver("1.2.3+build.5", "1.2.3")).toBe(0);
    expect(compareSemver("v1.2.3", "1.2.3")).toBe(0);
  });
  it("rejects what is not a version", () => {
    for (const bad of ["1.2", "01.2.3", "1.2.3-", "latest", "", "1.2.3.4"]) expect(isSemver(bad), bad).toBe(false);
    expect(() => compareSemver("1.0", "1.0.0")).toThrow(/Invalid version/);
  });
});
