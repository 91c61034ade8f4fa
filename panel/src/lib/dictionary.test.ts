import { translate } from "@app/shared/i18n/translate-core";
import { expect, it, vi } from "vitest";
import { loadDictionary } from "./dictionary.ts";

it("registers the requested language's dictionary", async () => {
  await loadDictionary("id");
  expect(translate("id", "auth.login.title")).toBe("Masuk");
  await loadDictionary("en");
  expect(translate("en", "auth.login.title")).toBe("Sign in");
});

it("leaves the admin area's text out until the admin section asks for it", async () => {
  // Fresh modules: the test set-up registers both whole dictionaries in the shared ones.
  vi.resetModules();
  const core = await import("@app/shared/i18n/translate-core");
  const { loadAdminDictionary, loadDictionary: load } = await import("./dictionary.ts");
  await load("id");
  expect(core.translate("id", "auth.login.title")).toBe("Masuk");
  expect(core.translate("id", "footer.social.youtube")).toBe("PremiumHub di YouTube");
  expect(core.hasDictionary("id", "adminDashboard.title")).toBe(false);
  await loadAdminDictionary("id");
  expect(core.translate("id", "adminDashboard.title")).toBe("Ringkasan");
  expect(core.translate("id", "auth.login.title")).toBe("Masuk");
});
