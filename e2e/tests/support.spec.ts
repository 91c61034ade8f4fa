import type { OutboxMessage } from "@app/shared/schemas/comms";
import type { Locator, Page } from "@playwright/test";
import { registerAdmin, registerUser, uniqueEmail } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { en, id } from "../support/i18n.ts";
import { bearer, signedInPage } from "../support/pages.ts";

/** The admin's inbox, reached through the admin navigation. */
async function openInbox(admin: Page): Promise<void> {
  await admin.getByRole("link", { name: en("panel.nav.admin") }).click();
  await admin
    .getByRole("navigation", { name: en("panel.admin.sections") })
    .getByRole("link", { name: en("panel.admin.nav.support") })
    .click();
  await expect(admin.getByTestId("admin-support-heading")).toHaveText(en("adminSupport.title"));
}

/** Searches the inbox for `text` and opens the conversation whose row holds `rowText`. */
async function openConversation(admin: Page, text: string, rowText: string): Promise<Locator> {
  await admin
    .getByRole("searchbox", { name: en("table.filterLabel", { header: en("adminSupport.column.conversation") }) })
    .fill(text);
  // The filter reaches the URL after its debounce; a click before that would be undone by it.
  await expect.poll(() => decodeURIComponent(admin.url())).toContain(text);
  const row = admin.getByTestId("table-row").filter({ hasText: rowText });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("admin-support-unread")).toBeVisible();
  await row.getByTestId("admin-support-open").click();
  const conversation = admin.getByTestId("admin-support-conversation");
  await expect(conversation).toBeVisible();
  return conversation;
}

function message(scope: Page | Locator, text: string): Locator {
  return scope.getByTestId("support-message").filter({ hasText: text });
}

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId("toast-success").filter({ hasText: title }).last()).toBeVisible();
}

test("with JavaScript off, the contact form still posts and the page thanks the visitor", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto("/en");
  const form = page.getByTestId("contact-form");
  await expect(page.getByTestId("contact-result-sent")).toBeHidden();
  await form.getByLabel(en("home.contact.form.name")).fill(`No Script ${run}`);
  await form.getByLabel(en("home.contact.form.email")).fill(uniqueEmail("noscript"));
  await form.getByLabel(en("home.contact.form.topic")).selectOption("account");
  await form.getByLabel(en("home.contact.form.message"), { exact: true }).fill(`I cannot sign in (${run}).`);
  await form.getByRole("button", { name: en("home.contact.form.submit") }).click();
  await expect(page).toHaveURL(/\/en\/\?contact=sent#contact$/);
  await expect(page.getByTestId("contact-result-sent")).toHaveText(en("home.contact.form.sent"));
  await expect(page.getByTestId("contact-result-error")).toBeHidden();
  await context.close();
});

test("a visitor writes through the contact form in Indonesian; an admin answers from the inbox by email", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = { name: `Sari ${run}`, email: uniqueEmail("visitor") };
  const body = `Halo, bisakah saya membayar lewat transfer bank? (${run})`;
  const answer = `Bisa, Sari. Pilih transfer bank di halaman checkout. (${run})`;

  await test.step("the visitor sends the form on /id as a plain form post and is thanked", async () => {
    await page.goto("/id");
    const form = page.getByTestId("contact-form");
    await form.getByLabel(id("home.contact.form.name")).fill(visitor.name);
    await form.getByLabel(id("home.contact.form.email")).fill(visitor.email);
    await form.getByLabel(id("home.contact.form.topic")).selectOption("billing");
    await form.getByLabel(id("home.contact.form.message"), { exact: true }).fill(body);
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/support/contact") && r.method() === "POST");
    await form.getByRole("button", { name: id("home.contact.form.submit") }).click();
    const post = await posted;
    // A real form post (no fetch): urlencoded fields, answered with a redirect back to the section.
    expect(post.resourceType()).toBe("document");
    expect(await post.headerValue("content-type")).toContain("application/x-www-form-urlencoded");
    const fields = new URLSearchParams(post.postData() ?? "");
    expect(fields.get("locale")).toBe("id");
    expect(fields.get("website")).toBe("");
    expect((await post.response())?.status()).toBe(303);

    await expect(page.getByTestId("contact-result-sent")).toHaveText(id("home.contact.form.sent"));
    await expect(page.getByTestId("contact-result-error")).toBeHidden();
    // The result leaves the address: a reload does not thank again.
    await expect(page).toHaveURL(/\/id\/#contact$/);
  });

  const adminUser = await registerAdmin(request, { name: `Support Admin ${run}` });
  const admin = await signedInPage(browser, adminUser);

  await test.step("the admin finds it in the inbox and replies; the reply goes by email", async () => {
    await openInbox(admin);
    const conversation = await openConversation(admin, visitor.email, visitor.name);
    await expect(admin.getByTestId("admin-support-conversation-heading")).toHaveText(visitor.name);
    await expect(message(conversation, body)).toBeVisible();
    await expect(conversation.getByTestId("admin-support-presence")).toHaveText(
      en("adminSupport.presence.contact", { email: visitor.email }),
    );
    await conversation.getByLabel(en("adminSupport.reply.label")).fill(answer);
    await conversation.getByRole("button", { name: en("adminSupport.reply.send") }).click();
    await expectToast(admin, en("adminSupport.sent.email"));
    await expect(message(conversation, answer)).toBeVisible();
    await expect(conversation.getByTestId("admin-support-status")).toHaveText(en("adminSupport.status.waiting"));
  });

  await test.step("the outbox holds the acknowledgement and the reply, in Indonesian", async () => {
    const headers = await bearer(admin);
    const mails = async () => {
      const response = await admin.request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(visitor.email)}`, {
        headers,
      });
      return ((await response.json()) as { data: OutboxMessage[] }).data.filter((m) => m.to.includes(visitor.email));
    };
    // The subject names the conversation by its topic and reference, never the visitor's words.
    const replyPrefix = id("email.support.reply.subject", { topic: "", reference: "" }).split("  ")[0] ?? "";
    expect(replyPrefix.length).toBeGreaterThan(10);
    await expect
      .poll(async () => (await mails()).map((m) => m.subject), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([id("email.support.ack.subject"), expect.stringContaining(replyPrefix)]));
    const reply = (await mails()).find((m) => m.subject.includes(replyPrefix));
    expect(reply?.html).toContain(`Bisa, Sari. Pilih transfer bank di halaman checkout. (${run})`);
  });
  await admin.context().close();
});

test("a user chats with support: an admin in another browser sees it arrive live and answers live", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const first = `My stream stops after two minutes (${run})`;
  const second = `It happens on every service (${run})`;
  const answer = `Thanks! Please reinstall the extension (${run})`;
  const member = await registerUser(request, { phone: "+6281234500091", country: "ID", name: `Chat Member ${run}` });
  const adminUser = await registerAdmin(request, { name: `Chat Admin ${run}` });
  const user = await signedInPage(browser, member);
  const admin = await signedInPage(browser, adminUser);

  const chat = user.getByRole("dialog", { name: en("support.title") });
  await test.step("the user opens the launcher and starts a conversation", async () => {
    await user.getByTestId("support-launcher").click();
    await expect(chat).toBeVisible();
    await chat.getByRole("textbox", { name: en("support.composer.label") }).fill(first);
    await chat.getByRole("button", { name: en("support.new.start") }).click();
    await expect(message(chat, first)).toBeVisible();
    await expect(chat.getByTestId("support-conversation")).toBeVisible();
  });

  const conversation = await test.step("the admin opens it in the inbox, with the user in the chat", async () => {
    await openInbox(admin);
    const opened = await openConversation(admin, member.email, member.name);
    await expect(message(opened, first)).toBeVisible();
    // Both sockets are open: the admin's room reports the user as connected.
    await expect(opened.getByTestId("admin-support-presence")).toHaveText(en("adminSupport.presence.online"));
    return opened;
  });

  await test.step("the user's next message reaches the admin without a reload", async () => {
    const box = chat.getByRole("textbox", { name: en("support.composer.label") });
    await box.fill(second);
    await box.press("Enter");
    await expect(message(chat, second)).toBeVisible();
    await expect(message(conversation, second)).toBeVisible();
  });

  await test.step("the admin answers; the user sees it without a reload", async () => {
    const box = conversation.getByLabel(en("adminSupport.reply.label"));
    await box.fill(answer);
    await box.press("Enter");
    await expectToast(admin, en("adminSupport.sent.live"));
    await expect(message(conversation, answer)).toBeVisible();
    await expect(message(chat, answer)).toBeVisible();
    // The user has the conversation on screen: the admin's reply is read there at once.
    await expect(message(conversation, answer).getByTestId("support-message-status")).toHaveAttribute(
      "data-read",
      "true",
    );
  });

  await user.context().close();
  await admin.context().close();
});

/** A customer's answer from Gmail: the reply above, our mail quoted below (as Gmail sends it). */
function gmailAnswer(from: string, to: string, text: string, quoted: string): string {
  return [
    `Received: by mail-lf1-f44.google.com with SMTP id 2adb3069b0e0; ${new Date().toUTCString()}`,
    `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=example.test; spf=pass smtp.mailfrom=${from}; dmarc=pass header.from=example.test`,
    "MIME-Version: 1.0",
    `From: Chat Member <${from}>`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@mail.gmail.com>`,
    "Subject: Re: PremiumHub support replied",
    `To: PremiumHub <${to}>`,
    'Content-Type: text/plain; charset="UTF-8"',
    "",
    text,
    "",
    `On ${new Date().toUTCString()}, PremiumHub <${to}> wrote:`,
    "",
    `> ${quoted}`,
    "",
  ].join("\r\n");
}

test("a user away from the panel answers an emailed reply by email; it shows in their chat and in the inbox", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const question = `My renewal did not go through (${run})`;
  const answer = `We retried the charge, please check your wallet (${run})`;
  const emailed = `Thanks, the wallet shows it paid now (${run})`;
  const member = await registerUser(request, { phone: "+6281234500092", country: "ID", name: `Mail Member ${run}` });
  const started = await request.post("/api/support/conversations", {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { message: question },
  });
  expect(started.status()).toBe(201);
  const conversationId = ((await started.json()) as { data: { conversation: { uuid: string } } }).data.conversation
    .uuid;
  const adminUser = await registerAdmin(request, { name: `Mail Admin ${run}` });
  const admin = await signedInPage(browser, adminUser);

  const conversation = await test.step("the admin answers; the user is away, so it goes by email", async () => {
    await openInbox(admin);
    const opened = await openConversation(admin, member.email, member.name);
    await opened.getByLabel(en("adminSupport.reply.label")).fill(answer);
    await opened.getByRole("button", { name: en("adminSupport.reply.send") }).click();
    await expect(message(opened, answer)).toBeVisible();
    return opened;
  });

  const replyTo = await test.step("the reply mail's Reply-To leads back to this conversation", async () => {
    const headers = await bearer(admin);
    const reply = async () => {
      const response = await admin.request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(member.email)}`, {
        headers,
      });
      return ((await response.json()) as { data: OutboxMessage[] }).data.find((m) => m.text?.includes(answer));
    };
    await expect
      .poll(async () => (await reply())?.headers?.["Reply-To"] ?? "")
      .toMatch(/^reply\+[0-9a-f]{40}@localhost$/);
    return (await reply())?.headers?.["Reply-To"] ?? "";
  });

  await test.step("the user's answer arrives by email (wrangler's local Email Routing) and shows live in the inbox", async () => {
    const delivered = await request.post(
      `/cdn-cgi/handler/email?from=${encodeURIComponent(member.email)}&to=${encodeURIComponent(replyTo)}`,
      { data: gmailAnswer(member.email, replyTo, emailed, answer) },
    );
    expect(delivered.status()).toBe(200);
    await expect(message(conversation, emailed)).toBeVisible();
    // Only the user's words: the quoted reply below them is left out.
    await expect(message(conversation, answer)).toHaveCount(1);
  });

  await test.step("the user sees it in their chat in the panel", async () => {
    const user = await signedInPage(browser, member);
    await user.goto(`/en/panel?support=${conversationId}`);
    const chat = user.getByRole("dialog", { name: en("support.title") });
    await expect(message(chat, emailed)).toBeVisible();
    await expect(message(chat, answer)).toBeVisible();
    await user.context().close();
  });
  await admin.context().close();
});
