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

  it("refuses an unknown language", async () => {
    expect((await call("/api/countries?locale=fr")).status).toBe(400);
  });
});
