import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXTENSION_IDS } from "../../ids.ts";
import { computedIds, KEYS_DIR, manifestKey } from "../../scripts/keys.ts";
import { extensionId } from "./extension-id.ts";

describe("extensionId", () => {
  it("maps the first 32 hex digits of sha256(DER) to a-p", () => {
    const der = Buffer.from("any bytes will do");
    const hex = createHash("sha256").update(der).digest("hex");
    const expected = hex.slice(0, 32).replace(/[0-9a-f]/g, (d) => "abcdefghijklmnop"[Number.parseInt(d, 16)] as string);
    expect(extensionId(der.toString("base64"))).toBe(expected);
    expect(extensionId(der.toString("base64"))).toMatch(/^[a-p]{32}$/);
  });

  it("rejects an empty key", () => {
    expect(() => extensionId("")).toThrow();
  });

  it("the committed ids.ts matches the committed public keys", () => {
    expect(computedIds()).toEqual(EXTENSION_IDS);
    expect(extensionId(manifestKey("core"))).toBe(EXTENSION_IDS.core);
    expect(extensionId(manifestKey("helper"))).toBe(EXTENSION_IDS.helper);
    expect(EXTENSION_IDS.core).not.toBe(EXTENSION_IDS.helper);
  });

  it("keys are RSA 2048 public keys (no private key committed)", () => {
    const der = Buffer.from(manifestKey("core"), "base64");
    // SPKI of an RSA 2048 key is 294 bytes.
    expect(der.length).toBe(294);
    for (const file of readdirSync(KEYS_DIR)) {
      expect(readFileSync(join(KEYS_DIR, file), "utf8"), file).not.toContain("PRIVATE");
    }
  });
});
