import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call, createUser, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";

type Mine = { uuid: string; title: string; html: string; level: string };

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

async function announce(extra: Record<string, unknown> = {}) {
  const res = await call("/api/notifications", {
    method: "POST",
    token: admin.token,
    json: {
      titleEn: "Maintenance tonight",
      titleId: "Pemeliharaan malam ini",
      bodyEn: "We are **upgrading**.",
      bodyId: "Kami sedang **meningkatkan**.",
      published: true,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return json<{ uuid: string; published: boolean; htmlEn: string }>(res);
}

describe("announcements", () => {
  it("a published one reaches users in their language until they dismiss it; drafts never do", async () => {
    const shown = await announce({ level: "warning" });
    expect(shown.htmlEn).toContain("<strong>upgrading</strong>");
    const draft = await announce({ published: false });
    const user = await createUser();
    const { token } = await signIn(user.email);
    const mine = async (locale: string) =>
      json<Mine[]>(await call(`/api/notifications/mine?locale=${locale}`, { token }));

    expect((await mine("id")).find((a) => a.uuid === shown.uuid)).toMatchObject({
      title: "Pemeliharaan malam ini",
      level: "warning",
    });
    expect((await mine("en")).find((a) => a.uuid === shown.uuid)?.html).toContain("<strong>upgrading</strong>");
    expect((await mine("en")).map((a) => a.uuid)).not.toContain(draft.uuid);

    const dismissed = await call(`/api/notifications/${shown.uuid}/dismiss`, { method: "POST", token });
    expect(dismissed.status).toBe(200);
    expect((await mine("en")).map((a) => a.uuid)).not.toContain(shown.uuid);
    const unknown = await call(`/api/notifications/${crypto.randomUUID()}/dismiss`, { method: "POST", token });
    expect(unknown.status).toBe(404);
  });

  it("outside its time window it is not shown", async () => {
    const later = await announce({ startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const over = await announce({
      startsAt: new Date(Date.now() - 7_200_000).toISOString(),
      endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const user = await createUser();
    const { token } = await signIn(user.email);
    const uuids = (await json<Mine[]>(await call("/api/notifications/mine", { token }))).map((a) => a.uuid);
    expect(uuids).not.toContain(later.uuid);
    expect(uuids).not.toContain(over.uuid);
  });

  it("admins preview Markdown, edit, and an end before the start is refused", async () => {
    const preview = await call("/api/notifications/preview", {
      method: "POST",
      token: admin.token,
      json: { markdown: "Hello <script>alert(1)</script> **world**" },
    });
    const { html } = await json<{ html: string }>(preview);
    expect(html).toContain("<strong>world</strong>");
    expect(html).not.toContain("<script>");

    const created = await announce({ published: false });
    const updated = await call(`/api/notifications/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { published: true, titleEn: "Changed" },
    });
    expect(await json(updated)).toMatchObject({
      published: true,
      titleEn: "Changed",
      titleId: "Pemeliharaan malam ini",
    });
    const backwards = await call(`/api/notifications/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { startsAt: "2026-05-02T00:00:00.000Z", endsAt: "2026-05-01T00:00:00.000Z" },
    });
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).details?.fields?.[0]?.field).toBe("endsAt");
    expect((await call(`/api/notifications/${created.uuid}`, { method: "DELETE", token: admin.token })).status).toBe(
      200,
    );
    expect((await call(`/api/notifications/${created.uuid}`, { token: admin.token })).status).toBe(404);
  });
});
