import { describe, expect, it } from "vitest";
import { isOnDomain, isPrivateHost, serviceDomain, serviceDomainOf } from "./service-hosts.ts";
import { urlFilterHost } from "./url-filter.ts";

describe("a service's own hosts", () => {
  it("takes the registrable domain of the access URL's host", () => {
    expect(serviceDomain("www.netflix.com")).toBe("netflix.com");
    expect(serviceDomain("app.toko.co.id")).toBe("toko.co.id");
    expect(serviceDomain("netflix.com")).toBe("netflix.com");
    expect(serviceDomain("127.0.0.1")).toBe("127.0.0.1");
    expect(serviceDomainOf("http://localhost:8787/demo-site")).toBe("localhost");
    expect(serviceDomainOf("ftp://a.com")).toBeNull();
    expect(isOnDomain("help.netflix.com", "netflix.com")).toBe(true);
    expect(isOnDomain("netflix.com.evil.test", "netflix.com")).toBe(false);
    expect(isOnDomain("www.shop.com", ".shop.com")).toBe(true);
  });

  it("knows private names and IP literals", () => {
    for (const host of ["127.0.0.1", "[::1]", "localhost", "app.localhost", "intranet", "nas.local", "x.internal"])
      expect(isPrivateHost(host), host).toBe(true);
    expect(isPrivateHost("www.netflix.com")).toBe(false);
  });

  it("reads the host a blocked pattern is anchored to", () => {
    expect(urlFilterHost("||netflix.com/account")).toBe("netflix.com");
    expect(urlFilterHost("|https://www.netflix.com:443/logout")).toBe("www.netflix.com");
    expect(urlFilterHost("||localhost^")).toBe("localhost");
    expect(urlFilterHost("?")).toBeNull();
    expect(urlFilterHost("/account")).toBeNull();
    expect(urlFilterHost("||net*.com/x")).toBeNull();
    expect(urlFilterHost("|https://user@netflix.com/")).toBeNull();
  });
});
