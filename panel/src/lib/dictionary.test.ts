import { translate } from "@app/shared/i18n/translate-core";
import { expect, it } from "vitest";
import { loadDictionary } from "./dictionary.ts";

it("registers the requested language's dictionary", async () => {
  await loadDictionary("id");
  expect(translate("id", "auth.login.title")).toBe("Masuk");
  await loadDictionary("en");
  expect(translate("en", "auth.login.title")).toBe("Sign in");
});
