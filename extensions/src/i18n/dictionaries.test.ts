import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { id } from "./id.ts";
import { chromeMessages } from "./locales.ts";

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("extension dictionaries", () => {
  it("have exactly the same keys in en and id", () => {
    const enKeys = Object.keys(en).sort();
    const idKeys = Object.keys(id).sort();
    expect(enKeys.filter((k) => !idKeys.includes(k))).toEqual([]);
    expect(idKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it("have no empty texts, keep every placeholder in both languages and use Chrome-safe keys", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(key).toMatch(/^\w+$/);
      expect(en[key].trim(), key).not.toBe("");
      expect(id[key].trim(), key).not.toBe("");
      expect(slots(id[key]), key).toEqual(slots(en[key]));
    }
  });

  it("keep names and descriptions within Chrome's limits (75 and 132 characters)", () => {
    for (const dictionary of [en, id]) {
      for (const name of ["core", "helper"] as const) {
        expect(dictionary[`${name}Name`].length).toBeLessThanOrEqual(75);
        expect(dictionary[`${name}Description`].length).toBeLessThanOrEqual(132);
      }
    }
  });

  it("become Chrome messages with numbered placeholders", () => {
    const messages = chromeMessages({ ...en, popupEndsOn: "Ends on {date}, costs $5" });
    expect(messages.popupEndsOn).toEqual({
      message: "Ends on $date$, costs $$5",
      placeholders: { date: { content: "$1" } },
    });
    expect(messages.popupSignOut).toEqual({ message: "Sign out here" });
  });
});
