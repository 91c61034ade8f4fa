import { translator } from "@app/shared/i18n/translate";
import { ACCOUNT_MESSAGES, ERROR_CODES, type ErrorCode } from "@app/shared/messages";
import { type FieldIssue, issueText } from "@app/shared/zod-error-map";
import { describe, expect, it } from "vitest";
import { call, createUser, PASSWORD, signIn, uniqueEmail } from "../../test/factories.ts";
import { AppError } from "./errors.ts";

type Envelope = {
  error: boolean;
  message: string;
  code: string;
  details?: { fields?: { field: string; message: string; issue?: FieldIssue; code?: string }[] };
};

const known = new Set<string>(ERROR_CODES);

/** The envelope of a failed answer, after checking that its codes are all in the shared list. */
async function failureOf(res: Response): Promise<Envelope> {
  expect(res.ok).toBe(false);
  const body = await res.json<Envelope>();
  expect(body.error).toBe(true);
  expect(known.has(body.code), body.code).toBe(true);
  for (const field of body.details?.fields ?? []) {
    if (field.code !== undefined) expect(known.has(field.code), field.code).toBe(true);
  }
  return body;
}

describe("the error envelope's codes", () => {
  it("are codes of the shared list, for failures from the router, the middleware and the services", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const cases: [Promise<Response>, number, ErrorCode][] = [
      [call("/api/nope"), 404, "NOT_FOUND"],
      [
        call("/api/auth/login", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } }),
        400,
        "INVALID_JSON",
      ],
      [
        call("/api/auth/login", { method: "POST", json: { email: user.email, password: "wrong-password" } }),
        401,
        "INVALID_CREDENTIALS",
      ],
      [call("/api/users/me"), 401, "UNAUTHORIZED"],
      [call("/api/audit-log", { token }), 403, "FORBIDDEN"],
      [
        call("/api/users/register", { method: "POST", json: { name: "Dup", email: user.email, password: PASSWORD } }),
        409,
        "EMAIL_TAKEN",
      ],
      [call("/api/vouchers/redeem", { method: "POST", token, json: { code: "NO-SUCH-CODE" } }), 404, "VOUCHER_UNKNOWN"],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.status, code).toBe(status);
      expect((await failureOf(res)).code).toBe(code);
    }
  });

  it("names a taken value's field with the same specific code", async () => {
    const user = await createUser();
    const res = await call("/api/users/register", {
      method: "POST",
      json: { name: "Dup", email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect((await failureOf(res)).details?.fields).toEqual([
      { field: "email", message: ACCOUNT_MESSAGES.emailTaken, code: "EMAIL_TAKEN" },
    ]);
  });

  it("give each validation field the issue that words its message, never the input", async () => {
    const secret = "short";
    const res = await call("/api/users/register", {
      method: "POST",
      json: { email: uniqueEmail(), password: secret, name: "" },
    });
    expect(res.status).toBe(400);
    const body = await failureOf(res);
    expect(body.code).toBe("VALIDATION_ERROR");
    const fields = body.details?.fields ?? [];
    expect(fields.map((f) => f.field).sort()).toEqual(["name", "password"]);
    expect(JSON.stringify(body)).not.toContain(`"${secret}"`);
    const en = translator("en");
    const id = translator("id");
    for (const field of fields) {
      const issue = field.issue as FieldIssue;
      expect(issue, field.field).toBeDefined();
      expect(issueText(en, issue).replaceAll("{path}", field.field)).toBe(field.message);
    }
    const byField = Object.fromEntries(fields.map((f) => [f.field, f.issue as FieldIssue]));
    expect(issueText(id, byField.name as FieldIssue)).toBe("{path} wajib diisi");
    expect(issueText(id, byField.password as FieldIssue)).toBe("{path} minimal 8 karakter");
  });

  it("AppError.notFound answers a code of the list", () => {
    expect(known.has(AppError.notFound("Thing").code)).toBe(true);
  });
});
