/**
 * Issue 41, finding 6: "Markdown in `{name}` (low). A member named
 * `[Reset your password](https://evil.example/phish)` gets a blast with that link and any image.
 * Substituted names are text, never markdown or HTML."
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/db/schema.ts";
import { adminWithSender } from "../blasts.ts";
import { call, createUser, db } from "../factories.ts";

let admin: { token: string };
let senderId: string;

beforeAll(async () => {
  ({ admin, senderId } = await adminWithSender({ name: "Team", fromAddress: "team-41@premiumhub.test" }));
});

async function blastTo(emails: string[], body: string) {
  const res = await call("/api/email-blasts/manual", {
    method: "POST",
    token: admin.token,
    json: { senderId, subject: "News for {name}", body, emails },
  });
  expect(res.status).toBe(201);
  const blastId = (await res.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await call(`/api/email-blasts/status/${blastId}`, { token: admin.token });
    if ((await status.json<{ data: { status: string } }>()).data.status === "completed") break;
    if (Date.now() > deadline) throw new Error("the blast did not complete");
    await new Promise((r) => setTimeout(r, 200));
  }
  return db()
    .select({ to: outbox.toAddress, subject: outbox.subject, html: outbox.html, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.blastId, blastId));
}

describe("issue 41 (6): a member's name in a blast is text", () => {
  it("renders no link and no image from the name, and the text part shows it literally", async () => {
    const phish = "[Reset your password](https://evil.example/phish)";
    const image = "![x](https://evil.example/pixel.png) <img src=https://evil.example/i.png>";
    const bare = "Win a prize at evil.com or https://evil.example/win";
    const members = await Promise.all([phish, image, bare].map((name) => createUser({ name })));
    const mails = await blastTo(
      members.map((m) => m.email),
      "Hi **{name}**,\n\n{name}\n\n<p>{name}</p>\n\nSee [our news](https://premiumhub.test/news).",
    );
    expect(mails).toHaveLength(3);
    for (const member of members) {
      const mail = mails.find((m) => m.to === member.email);
      expect(mail?.html).not.toMatch(/<a [^>]*href="https:\/\/evil\.example/);
      expect(mail?.html).not.toMatch(/<a [^>]*href="http:\/\/evil\.com/);
      expect(mail?.html).not.toMatch(/<img [^>]*evil\.example/);
      // The admin's own link still renders.
      expect(mail?.html).toContain('<a href="https://premiumhub.test/news">our news</a>');
      // The text part is plain text (issue 44): the body's markup goes, the name stays exactly as written.
      expect(mail?.text).toContain(`Hi ${member.name},`);
      expect(mail?.text).toContain("our news (https://premiumhub.test/news)");
      expect(mail?.subject).toBe(`News for ${member.name}`);
    }
    expect(mails.find((m) => m.to === members[0]?.email)?.html).toContain(
      "<strong>[Reset your password](https://evil.example/phish)</strong>",
    );
  });
});
