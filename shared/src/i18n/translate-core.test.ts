import { describe, expect, it } from "vitest";
import { type Dictionary, hasDictionary, registerDictionary, translate } from "./translate-core.ts";

const part = (texts: Record<string, string>) => texts as Partial<Dictionary>;

describe("the dictionary registry (decision 076: parts kept, not copied)", () => {
  it("finds a text in any registered part; a later part's text wins; id is the fallback", () => {
    expect(hasDictionary("en")).toBe(false);
    registerDictionary("en", part({ "app.name": "PremiumHub", "auth.login.title": "Sign in" }));
    registerDictionary("en", part({ "auth.login.title": "Sign in now", "checkout.title": "Checkout" }));
    registerDictionary("id", part({ "admin.users.title": "Pengguna" }));
    expect(hasDictionary("en")).toBe(true);
    expect(translate("en", "app.name")).toBe("PremiumHub");
    expect(translate("en", "auth.login.title")).toBe("Sign in now");
    expect(translate("en", "checkout.title")).toBe("Checkout");
    expect(translate("en", "admin.users.title" as never)).toBe("Pengguna");
    expect(translate("en", "no.such.key" as never)).toBe("no.such.key");
  });

  it("fills slots, and registering a part again moves it in front without copying it twice", () => {
    const first = part({ "pricing.services.count.other": "{count} services" });
    const second = part({ "pricing.services.count.other": "{count} apps" });
    registerDictionary("en", first);
    registerDictionary("en", second);
    expect(translate("en", "pricing.services.count.other", { count: 3 })).toBe("3 apps");
    registerDictionary("en", first);
    expect(translate("en", "pricing.services.count.other", { count: 3 })).toBe("3 services");
    expect(translate("en", "pricing.services.count.other", {})).toBe("{count} services");
  });
});
