import { translator } from "@app/shared/i18n/translate";
import { describe, expect, it } from "vitest";
import {
  placeServiceFieldError,
  probeProblem,
  type ServiceFormValues,
  serviceFormSchema,
  serviceInputFromForm,
} from "./service-dialog.tsx";

const t = translator("en");
const schema = serviceFormSchema(t);

const values = (overrides: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  name: "Netflix",
  logo: "",
  typeService: "cookie",
  categoryUuid: "",
  status: "active",
  description: "",
  accessUrl: "",
  blockedUrls: "",
  accessSecret: "",
  clearSecret: false,
  probeUrl: "",
  probeSignedInText: "",
  probeSignedOutText: "",
  sortOrder: 0,
  ...overrides,
});

describe("service form body", () => {
  it("sends empty optional fields as null and no secret when none was typed", () => {
    expect(serviceInputFromForm(values(), false)).toEqual({
      name: "Netflix",
      logo: null,
      typeService: "cookie",
      categoryUuid: null,
      status: "active",
      description: null,
      accessUrl: null,
      blockedUrls: [],
      probeUrl: null,
      probeSignedInText: null,
      probeSignedOutText: null,
      sortOrder: 0,
    });
  });
  it("keeps the stored secret on edit unless a new one is typed or clear is ticked", () => {
    expect(serviceInputFromForm(values(), true)).not.toHaveProperty("accessSecret");
    expect(serviceInputFromForm(values({ accessSecret: "new" }), true).accessSecret).toBe("new");
    expect(serviceInputFromForm(values({ clearSecret: true }), true).accessSecret).toBe("");
    expect(serviceInputFromForm(values({ accessSecret: "new", clearSecret: true }), true).accessSecret).toBe("new");
    expect(serviceInputFromForm(values({ clearSecret: true }), false)).not.toHaveProperty("accessSecret");
  });
  it("sends the blocked pages one per line, trimmed, without empty lines", () => {
    const text = "  ||netflix.com/account \n\n|https://www.netflix.com/YourAccount\r\n   \n*/billing*";
    expect(serviceInputFromForm(values({ blockedUrls: text }), true).blockedUrls).toEqual([
      "||netflix.com/account",
      "|https://www.netflix.com/YourAccount",
      "*/billing*",
    ]);
  });
  it("accepts an empty access URL but not a non-http one", () => {
    expect(schema.safeParse(values()).success).toBe(true);
    expect(schema.safeParse(values({ accessUrl: "https://netflix.com" })).success).toBe(true);
    expect(schema.safeParse(values({ accessUrl: "javascript:alert(1)" })).success).toBe(false);
  });
  it("names the line of a blocked pattern that is no filter", () => {
    expect(schema.safeParse(values({ blockedUrls: "||netflix.com/account\n\n|https://a.test/x" })).success).toBe(true);
    const result = schema.safeParse(values({ blockedUrls: "||netflix.com/account\n\nhas space\n*" }));
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === "blockedUrls");
    expect(issue?.message).toMatch(/^Line 3 is not a valid pattern/);
    expect(schema.safeParse(values({ blockedUrls: "||*.netflix.com" })).success).toBe(false);
    expect(schema.safeParse(values({ blockedUrls: "|*^" })).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => `||site${i}.test`).join("\n");
    const tooMany = schema.safeParse(values({ blockedUrls: many }));
    expect(tooMany.error?.issues[0]?.message).toBe("Enter at most 50 patterns.");
  });
});

describe("service form health probe", () => {
  const probe = { probeUrl: "https://www.netflix.com/browse", probeSignedInText: "Who's watching?" };
  const issuesOf = (overrides: Partial<ServiceFormValues>) =>
    (schema.safeParse(values(overrides)).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

  it("sends the probe's page and texts trimmed, and empty ones as null", () => {
    const body = serviceInputFromForm(
      values({
        probeUrl: " https://www.netflix.com/browse ",
        probeSignedInText: "  Who's watching? ",
        probeSignedOutText: " ",
      }),
      true,
    );
    expect(body).toMatchObject({
      probeUrl: "https://www.netflix.com/browse",
      probeSignedInText: "Who's watching?",
      probeSignedOutText: null,
    });
    expect(
      serviceInputFromForm(values({ probeUrl: "https://a.test", probeSignedOutText: "Sign In" }), false),
    ).toMatchObject({
      probeUrl: "https://a.test",
      probeSignedInText: null,
      probeSignedOutText: "Sign In",
    });
  });
  it("tells which part of the probe is missing", () => {
    expect(probeProblem({ probeUrl: "", probeSignedInText: "", probeSignedOutText: "" })).toBeNull();
    expect(probeProblem({ probeUrl: "https://a.test", probeSignedInText: "in", probeSignedOutText: "" })).toBeNull();
    expect(probeProblem({ probeUrl: "https://a.test", probeSignedInText: "", probeSignedOutText: "out" })).toBeNull();
    expect(probeProblem({ probeUrl: "https://a.test", probeSignedInText: " ", probeSignedOutText: "" })).toBe(
      "textRequired",
    );
    expect(probeProblem({ probeUrl: " ", probeSignedInText: "", probeSignedOutText: "out" })).toBe("urlRequired");
  });
  it("accepts no probe or a whole one, and puts each problem on the field to fill in", () => {
    expect(schema.safeParse(values()).success).toBe(true);
    expect(schema.safeParse(values(probe)).success).toBe(true);
    expect(issuesOf({ probeUrl: "https://www.netflix.com/browse" })).toEqual([
      ["probeSignedInText", "Enter the text of the signed-in page, the signed-out page, or both."],
    ]);
    expect(issuesOf({ probeSignedOutText: "Sign In" })).toEqual([
      ["probeUrl", "Enter the page to check, or clear the texts below."],
    ]);
    expect(issuesOf({ ...probe, probeUrl: "ftp://netflix.com" })).toEqual([
      ["probeUrl", "Enter an address that starts with http:// or https://."],
    ]);
    expect(issuesOf({ ...probe, probeUrl: "netflix.com/browse" })).toEqual([
      ["probeUrl", "Enter an address that starts with http:// or https://."],
    ]);
    expect(issuesOf({ ...probe, probeSignedOutText: "x".repeat(501) }).map(([path]) => path)).toEqual([
      "probeSignedOutText",
    ]);
  });
  it("still checks the probe when another field is wrong", () => {
    expect(issuesOf({ name: "", probeUrl: "https://www.netflix.com/browse" }).map(([path]) => path)).toEqual([
      "name",
      "probeSignedInText",
    ]);
    expect(issuesOf({ sortOrder: Number.NaN, probeSignedInText: "Profiles" }).map(([path]) => path)).toEqual([
      "sortOrder",
      "probeUrl",
    ]);
  });
});

describe("service form server errors", () => {
  const text = "||netflix.com/account\n\n|https://www.netflix.com/browse";
  it("puts a blocked pattern's error on the textarea, on the pattern's line", () => {
    expect(
      placeServiceFieldError(
        {
          field: "blockedUrls[1]",
          message: "blockedUrls[1]: This pattern would block the service's own access URL",
          code: "BLOCKED_URL_COVERS_SERVICE",
        },
        text,
        t,
      ),
    ).toEqual({ name: "blockedUrls", message: "Line 3: This pattern would block the service's own access URL" });
    expect(placeServiceFieldError({ field: "blockedUrls.0", message: "blockedUrls.0 is empty" }, text, t)).toEqual({
      name: "blockedUrls",
      message: expect.stringMatching(/^Line 1 is not a valid pattern/),
    });
    // The whole list (too many entries) is the textarea's own field.
    expect(placeServiceFieldError({ field: "blockedUrls", message: "too many" }, text, t)).toBeNull();
  });
  it("puts an error inside the secret on the secret, with the API's detail", () => {
    expect(
      placeServiceFieldError(
        { field: "accessSecret.cookies[0].domain", message: "accessSecret.cookies[0].domain is a required field" },
        text,
        t,
      ),
    ).toEqual({ name: "accessSecret", message: "Invalid session: accessSecret.cookies[0].domain is a required field" });
    expect(placeServiceFieldError({ field: "name", message: "taken", code: "SERVICE_NAME_TAKEN" }, text, t)).toBeNull();
  });
});
