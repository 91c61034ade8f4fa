import { describe, expect, it } from "vitest";
import { en } from "./i18n/en.ts";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, SERVICE_MESSAGES, TRIAL_MESSAGES } from "./messages.ts";

// How many sentences messages.ts writes a second time: scripts/text-catalogue.test.ts.
describe("the server's messages", () => {
  it("are the dictionary's text (one text catalogue, issue 45)", () => {
    expect(SERVICE_MESSAGES.notEntitled).toBe(en["error.NOT_ENTITLED"]);
    expect(ACCOUNT_MESSAGES.resetSent).toBe(en["account.resetSent"]);
    expect(AUTH_MESSAGES.forbidden).toBe(en["error.FORBIDDEN"]);
  });
  it("keep the server's older wording without the final full stop", () => {
    expect(TRIAL_MESSAGES.unavailable).toBe("No free trial is offered right now");
    expect(en["error.TRIAL_UNAVAILABLE"]).toBe("No free trial is offered right now.");
  });
});
