import { describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call } from "../../../test/factories.ts";

type Country = { code: string; name: string; dialCode: string };

describe("countries", () => {
  it("lists every country with its dialing code, named and sorted in the requested language", async () => {
    const res = await call("/api/countries?locale=id");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const id = await json<Country[]>(res);
    expect(id.length).toBeGreaterThan(200);
    expect(id.find((c) => c.code === "ID")).toEqual({ code: "ID", name: "Indonesia", dialCode: "+62" });
    expect(id.find((c) => c.code === "DE")?.name).toBe("Jerman");
    const names = id.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("id").compare));

    const en = await json<Country[]>(await call("/api/countries"));
    expect(en.find((c) => c.code === "DE")).toEqual({ code: "DE", name: "Germany", dialCode: "+49" });
  });

  it("names every country in Indonesian, none left in English, for the same codes as English", async () => {
    const id = await json<Country[]>(await call("/api/countries?locale=id"));
    const en = await json<Country[]>(await call("/api/countries?locale=en"));
    expect(id.map((c) => c.code).sort()).toEqual(en.map((c) => c.code).sort());
    const name = (code: string) => id.find((c) => c.code === code)?.name;
    // i18n-iso-countries left these in English.
    expect(name("SE")).toBe("Swedia");
    expect(name("MV")).toBe("Maladewa");
    expect(name("AF")).toBe("Afganistan");
    expect(name("AX")).toBe("Kepulauan Aland");
    expect(name("IM")).toBe("Pulau Man");
    expect(name("VG")).toBe("Kepulauan Virgin Britania Raya");
    expect(name("VI")).toBe("Kepulauan Virgin Amerika Serikat");
    expect(name("WF")).toBe("Kepulauan Wallis dan Futuna");
    expect(name("GT")).toBe("Guatemala");
    expect(name("FR")).toBe("Prancis");
    // CLDR's disambiguating forms read as a country picker expects.
    expect(name("CD")).toBe("Republik Demokratik Kongo");
    expect(name("HK")).toBe("Hong Kong");
    expect(name("MM")).toBe("Myanmar");
    // No English leftovers anywhere in the list.
    const english = /\b(and|the|Islands?|Isle|of|part|Republic|Virgin Islands|Federated|States)\b|,/;
    expect(id.filter((c) => english.test(c.name)).map((c) => `${c.code} ${c.name}`)).toEqual([]);
  });

  it("refuses an unknown language", async () => {
    expect((await call("/api/countries?locale=fr")).status).toBe(400);
  });
});
