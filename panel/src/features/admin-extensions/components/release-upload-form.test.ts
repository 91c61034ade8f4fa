import { translate } from "@app/shared/i18n/translate";
import { describe, expect, it } from "vitest";
import { validateRelease } from "./release-upload-form.tsx";

const t = ((key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate("en", key, vars)) as Parameters<typeof validateRelease>[2];
const file = (name: string) => new File([new Uint8Array(8)], name);

describe("validateRelease", () => {
  it("wants a version above the latest for a Chrome package", () => {
    expect(validateRelease({ version: "1.4.0", file: file("core.zip") }, "1.4.0", t).version).toBe(
      translate("en", "adminExtensions.error.notGreater", { latest: "1.4.0" }),
    );
    expect(validateRelease({ version: "1.5.0", file: file("core.zip") }, "1.4.0", t)).toEqual({});
  });

  it("takes the Firefox build (.xpi) of a version already released (decision 059)", () => {
    expect(validateRelease({ version: "1.4.0", file: file("core.xpi") }, "1.4.0", t)).toEqual({});
    expect(validateRelease({ version: "1.4.0", file: file("core.exe") }, "1.4.0", t).file).toBe(
      translate("en", "adminExtensions.error.fileType"),
    );
  });
});
