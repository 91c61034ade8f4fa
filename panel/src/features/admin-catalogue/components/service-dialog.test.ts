import { describe, expect, it } from "vitest";
import { type ServiceFormValues, serviceFormSchema, serviceInputFromForm } from "./service-dialog.tsx";

const values = (overrides: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  name: "Netflix",
  logo: "",
  typeService: "cookie",
  categoryUuid: "",
  status: "active",
  description: "",
  accessUrl: "",
  accessSecret: "",
  clearSecret: false,
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
  it("accepts an empty access URL but not a non-http one", () => {
    expect(serviceFormSchema.safeParse(values()).success).toBe(true);
    expect(serviceFormSchema.safeParse(values({ accessUrl: "https://netflix.com" })).success).toBe(true);
    expect(serviceFormSchema.safeParse(values({ accessUrl: "javascript:alert(1)" })).success).toBe(false);
  });
});
