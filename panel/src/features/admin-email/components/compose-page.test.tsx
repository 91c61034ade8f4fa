import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  envelope,
  failure,
  makeUser,
  mockApi,
  type RecordedCall,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import type { BlastDto, SenderDto } from "../api.ts";

const SENDER: SenderDto = {
  uuid: "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
  name: "PremiumHub",
  fromAddress: "hello@premiumhub.test",
  replyTo: null,
  provider: "outbox",
  dailyLimit: 10_000,
  perSecond: 10,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const BLAST: BlastDto = {
  uuid: "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716",
  source: "manual",
  segment: null,
  subject: "Hello",
  status: "sending",
  total: 2,
  senderId: SENDER.uuid,
  senderName: SENDER.name,
  scheduledAt: null,
  startedAt: "2026-11-22T01:00:00.000Z",
  completedAt: null,
  createdAt: "2026-11-22T01:00:00.000Z",
};

function setup(segmentCount: () => Response | { body: unknown } = () => ({ body: { segment: "all", count: 1234 } })) {
  return mockApi(setupRoutes(segmentCount));
}

function setupRoutes(
  segmentCount: () => Response | { body: unknown } = () => ({ body: { segment: "all", count: 1234 } }),
): Parameters<typeof mockApi>[0] {
  return {
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/email-blasts/senders": () => ({ body: [SENDER] }),
    "GET /api/email-blasts/segment-count": segmentCount,
    // The server's rendering, played back: the body between a layout's markers, the footer's link.
    "POST /api/email-blasts/preview": (call) => {
      const draft = call.body as { subject: string; body: string; to: string; name: string };
      const fill = (text: string) => text.replaceAll("{name}", draft.name).replaceAll("{email}", draft.to);
      return {
        body: {
          from: `${SENDER.name} <${SENDER.fromAddress}>`,
          to: draft.to,
          subject: fill(draft.subject),
          html: `<!doctype html><html><body><main>${fill(draft.body)}</main><footer><a href="https://x.test/unsubscribe">Unsubscribe</a></footer></body></html>`,
          text: `${fill(draft.body)}\n\nUnsubscribe: https://x.test/unsubscribe`,
          headers: { "List-Unsubscribe": "<https://x.test/unsubscribe>" },
          locale: "en",
        },
      };
    },
    "POST /api/email-blasts/test": () => ({ body: { to: "admin@example.com" } }),
    "POST /api/email-blasts/manual": () =>
      envelope(
        {
          blast: BLAST,
          invalid: [{ row: 3, value: "nope" }],
          duplicates: [{ row: 4, email: "a@example.com" }],
        },
        201,
      ),
    "POST /api/email-blasts/database": () => envelope({ blast: { ...BLAST, source: "database" } }, 201),
    "POST /api/email-blasts/excel": () =>
      envelope(
        { blast: { ...BLAST, source: "excel" }, emailColumn: "email", accepted: 2, invalid: [], duplicates: [] },
        201,
      ),
    [`GET /api/email-blasts/status/${BLAST.uuid}`]: () => ({
      body: {
        uuid: BLAST.uuid,
        status: "completed",
        total: 2,
        queued: 0,
        sent: 2,
        failed: 0,
        skipped: 0,
        percent: 100,
      },
    }),
    [`GET /api/email-blasts/detail/${BLAST.uuid}`]: () => ({
      body: { ...BLAST, body: "Hi", progress: null },
    }),
    [`GET /api/email-blasts/history/${BLAST.uuid}`]: () =>
      new Response(JSON.stringify({ error: false, data: [], meta: { page: 1, limit: 10, total: 0 } }), {
        headers: { "Content-Type": "application/json" },
      }),
  };
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

async function openCompose(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderApp("/panel/admin/email/new");
  await screen.findByTestId("compose-form");
  // The only sender is preselected once the list is loaded.
  await waitFor(() => expect((field("Sender") as unknown as HTMLSelectElement).value).toBe(SENDER.uuid));
  return user;
}

const submit = (user: UserEvent, name = "Send blast") => user.click(screen.getByRole("button", { name }));
const sentBlasts = (calls: RecordedCall[]) =>
  calls.filter(
    (c) =>
      c.path.startsWith("/api/email-blasts/") &&
      c.method === "POST" &&
      !["/api/email-blasts/preview", "/api/email-blasts/test"].includes(c.path),
  );

async function confirmation(title = "Send this blast?") {
  return screen.findByRole("alertdialog", { name: title });
}
async function answer(user: UserEvent, dialog: HTMLElement, choice: "Yes, I'm sure" | "No, cancel") {
  await user.click(within(dialog).getByRole("button", { name: choice }));
}

/** Pastes the subject and the message (their braces are text, not keys to press). */
async function fillMessage(user: UserEvent, subject = "Hello {name}", body = "Hi **{name}** ({email})") {
  await user.click(field("Subject"));
  await user.paste(subject);
  await user.click(field("Message"));
  await user.paste(body);
}

describe("ComposePage validation", () => {
  it("names every missing field on submit and sends nothing", async () => {
    const calls = setup();
    const user = await openCompose();
    await submit(user);
    expect(await screen.findByText("Enter at least one valid email address.")).toBeVisible();
    expect(screen.getByText("Subject is a required field")).toBeVisible();
    expect(screen.getByText("Message is a required field")).toBeVisible();
    expect(sentBlasts(calls)).toEqual([]);
  });

  it("flags every entry that is no address, line by line, as it is typed; with none valid it cannot send (issue 44)", async () => {
    const calls = setup();
    const user = await openCompose();
    await user.click(field("Email addresses"));
    await user.paste("rina@\nnot an address\n\nfoo@bar");
    const flagged = screen.getByTestId("compose-invalid-emails");
    expect(flagged.textContent).toContain("Not email addresses, left out (5):");
    expect([...flagged.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Line 1: rina@",
      "Line 2: not",
      "Line 2: an",
      "Line 2: address",
      "Line 4: foo@bar",
    ]);
    expect(screen.getByText(/0 valid of 5 entered\./)).toBeVisible();
    await fillMessage(user);
    expect(screen.getByRole("button", { name: "Send blast" })).toBeDisabled();
    await user.type(field("Email addresses"), "\nrina@example.com");
    expect(screen.getByText(/1 valid of 6 entered\./)).toBeVisible();
    expect(screen.getByRole("button", { name: "Send blast" })).toBeEnabled();
    expect(sentBlasts(calls)).toEqual([]);
  });

  it("checks only the chosen source: a segment must be picked, a file must be .xlsx or .csv", async () => {
    setup();
    // The file picker's own filter is left out: a user can still pick "All files".
    const user = await openCompose({ applyAccept: false });
    await user.click(screen.getByRole("radio", { name: "User segment" }));
    await submit(user);
    expect(await screen.findByText("Choose a segment.")).toBeVisible();
    expect(screen.queryByText("Enter at least one valid email address.")).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Upload a file" }));
    await submit(user);
    expect(await screen.findByText("Choose a .xlsx or .csv file.")).toBeVisible();
    const input = field("Spreadsheet (.xlsx or .csv, at most 5 MB)");
    await user.upload(input, new File(["a@b.c"], "list.txt", { type: "text/plain" }));
    expect(await screen.findByText("The file must be a .xlsx or .csv file.")).toBeVisible();
  });

  it("previews the message for a sample recipient and sends a typed list, then shows what was left out", async () => {
    const calls = setup();
    const user = await openCompose();
    await user.click(field("Email addresses"));
    await user.paste("a@example.com, nope\na@example.com b@example.com");
    expect(screen.getByText(/2 valid of 4 entered\./)).toBeVisible();
    expect(screen.getByTestId("compose-invalid-emails").textContent).toContain("Line 1: nope");
    await fillMessage(user);
    expect(screen.getByTestId("compose-preview-subject").textContent).toBe("Hello Rina Wijaya");
    // The server renders the message as it will be sent, once typing pauses (issue 44).
    const frame = await screen.findByTestId("compose-preview-frame");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("<main>Hi **Rina Wijaya** (rina@example.com)</main>");
    expect(frame.getAttribute("srcdoc")).toContain("Unsubscribe");
    expect(calls.filter((c) => c.path === "/api/email-blasts/preview").map((c) => c.body)).toEqual([
      {
        senderId: SENDER.uuid,
        subject: "Hello {name}",
        body: "Hi **{name}** ({email})",
        to: "rina@example.com",
        name: "Rina Wijaya",
      },
    ]);
    expect(screen.getByTestId("compose-preview-from").textContent).toBe("PremiumHub <hello@premiumhub.test>");
    await user.click(screen.getByRole("button", { name: "Plain text" }));
    expect(screen.getByTestId("compose-preview-text").textContent).toContain("Unsubscribe: https://x.test/unsubscribe");

    // A test goes to the signed-in admin, with the message as it stands.
    await user.click(screen.getByRole("button", { name: "Send me a test" }));
    expect(await screen.findByText("Test sent to admin@example.com")).toBeVisible();
    expect(calls.find((c) => c.path === "/api/email-blasts/test")?.body).toEqual({
      senderId: SENDER.uuid,
      subject: "Hello {name}",
      body: "Hi **{name}** ({email})",
    });

    await submit(user);
    const dialog = await confirmation();
    // Four entries, of which "nope" is invalid and one address is repeated: two recipients.
    expect(dialog.textContent).toContain("This email will be sent now to 2 recipients.");
    expect(sentBlasts(calls)).toEqual([]);
    await answer(user, dialog, "Yes, I'm sure");
    const report = await screen.findByTestId("import-report");
    const sent = calls.find((c) => c.path === "/api/email-blasts/manual");
    expect(sent?.body).toEqual({
      senderId: SENDER.uuid,
      subject: "Hello {name}",
      body: "Hi **{name}** ({email})",
      emails: ["a@example.com", "nope", "a@example.com", "b@example.com"],
    });
    expect(within(report).getByTestId("import-report-invalid").textContent).toContain("nope");
    expect(within(report).getByTestId("import-report-duplicates").textContent).toContain("a@example.com");
    expect(within(report).getByRole("link", { name: "Follow the delivery" }).getAttribute("href")).toBe(
      `/panel/admin/email/${BLAST.uuid}`,
    );
  });

  it("previews for the first real recipient: a typed list's first valid address, a segment's first (issue 28)", async () => {
    const calls = mockApi({
      ...setupRoutes(),
      "GET /api/email-blasts/sample-recipient": (call) => {
        const query = new URLSearchParams(call.search);
        return {
          body: query.get("segment")
            ? { email: "first@example.com", name: "First Member" }
            : { email: query.get("email"), name: "Ani Account" },
        };
      },
    });
    const user = await openCompose();
    await user.click(field("Subject"));
    await user.paste("Hello {name} <{email}>");
    await user.click(field("Email addresses"));
    await user.paste("nope, ANI@example.com b@example.com");
    await waitFor(() =>
      expect(screen.getByTestId("compose-preview-subject").textContent).toBe("Hello Ani Account <ani@example.com>"),
    );
    expect(calls.filter((c) => c.path === "/api/email-blasts/sample-recipient").map((c) => c.search)).toEqual([
      "?email=ani%40example.com",
    ]);

    await user.click(screen.getByRole("radio", { name: "User segment" }));
    await user.selectOptions(field("Segment"), "active");
    await waitFor(() =>
      expect(screen.getByTestId("compose-preview-subject").textContent).toBe("Hello First Member <first@example.com>"),
    );
    expect(calls.some((c) => c.search === "?segment=active")).toBe(true);
  });

  it("looks the typed recipient up once typing pauses, not at every key", async () => {
    const calls = mockApi({
      ...setupRoutes(),
      "GET /api/email-blasts/sample-recipient": (call) => ({
        body: { email: new URLSearchParams(call.search).get("email"), name: "Ani Account" },
      }),
    });
    const user = await openCompose();
    await user.click(field("Subject"));
    await user.paste("Hello {name}");
    // "ani@example.co" is already a valid address on the way.
    await user.type(field("Email addresses"), "ani@example.com");
    await waitFor(() => expect(screen.getByTestId("compose-preview-subject").textContent).toBe("Hello Ani Account"));
    expect(calls.filter((c) => c.path === "/api/email-blasts/sample-recipient").map((c) => c.search)).toEqual([
      "?email=ani%40example.com",
    ]);
  });

  it("opens the progress page after a segment blast", async () => {
    const user = userEvent.setup();
    const calls = setup();
    const { router } = renderApp("/panel/admin/email/new");
    await screen.findByTestId("compose-form");
    await waitFor(() => expect((field("Sender") as unknown as HTMLSelectElement).value).toBe(SENDER.uuid));
    await user.click(screen.getByRole("radio", { name: "User segment" }));
    await user.selectOptions(field("Segment"), "status:pending");
    await fillMessage(user, "Finish your sign-up", "Hello {name}");
    await submit(user);
    const dialog = await confirmation();
    expect(dialog.textContent).toContain("This email will be sent now to 1,234 recipients.");
    const count = calls.find((c) => c.path === "/api/email-blasts/segment-count");
    expect(new URLSearchParams(count?.search).get("segment")).toBe("status:pending");
    expect(sentBlasts(calls)).toEqual([]);
    await answer(user, dialog, "Yes, I'm sure");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/panel/admin/email/${BLAST.uuid}`));
    expect(calls.find((c) => c.path === "/api/email-blasts/database")?.body).toMatchObject({
      segment: "status:pending",
    });
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("100");
  });
});

describe("ComposePage confirmation", () => {
  it("asks before sending to a typed list; cancel sends nothing and keeps the form", async () => {
    const calls = setup();
    const user = await openCompose();
    await user.type(field("Email addresses"), "A@example.com a@example.com");
    await fillMessage(user);
    await submit(user);
    const dialog = await confirmation();
    expect(dialog.textContent).toContain("This email will be sent now to 1 recipient.");
    await answer(user, dialog, "No, cancel");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentBlasts(calls)).toEqual([]);
    expect(field("Email addresses").value).toBe("A@example.com a@example.com");
    expect(field("Subject").value).toBe("Hello {name}");
    expect(field("Message").value).toBe("Hi **{name}** ({email})");

    await submit(user);
    await answer(user, await confirmation(), "Yes, I'm sure");
    await waitFor(() => expect(sentBlasts(calls)).toHaveLength(1));
  });

  it("names the date of a scheduled blast with the number of recipients", async () => {
    const calls = setup();
    const user = await openCompose();
    await user.click(field("Email addresses"));
    await user.paste("a@example.com\nb@example.com");
    await fillMessage(user);
    await user.type(field("Send at (optional)"), "2099-01-02T09:30");
    await submit(user, "Schedule blast");
    const dialog = await confirmation("Schedule this blast?");
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(2099, 0, 2, 9, 30),
    );
    expect(dialog.textContent).toContain(`This email will be sent on ${date} to 2 recipients.`);
    expect(sentBlasts(calls)).toEqual([]);
    await answer(user, dialog, "Yes, I'm sure");
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/email-blasts/manual")?.body).toMatchObject({
        scheduledAt: new Date(2099, 0, 2, 9, 30).toISOString(),
      }),
    );
  });

  it("names the uploaded file, whose rows the server reads", async () => {
    const calls = setup();
    const user = await openCompose();
    await user.click(screen.getByRole("radio", { name: "Upload a file" }));
    await user.upload(
      field("Spreadsheet (.xlsx or .csv, at most 5 MB)"),
      new File(["email\na@example.com"], "list.csv", { type: "text/csv" }),
    );
    await fillMessage(user);
    await submit(user);
    const dialog = await confirmation();
    expect(dialog.textContent).toContain("This email will be sent now to every valid address in list.csv.");
    expect(sentBlasts(calls)).toEqual([]);
    await answer(user, dialog, "Yes, I'm sure");
    expect(await screen.findByTestId("import-report")).toBeVisible();
    expect(sentBlasts(calls).map((c) => c.path)).toEqual(["/api/email-blasts/excel"]);
  });

  it("sends nothing when the segment cannot be counted", async () => {
    const calls = setup(() => failure(500, "boom", "INTERNAL_ERROR"));
    const user = await openCompose();
    await user.click(screen.getByRole("radio", { name: "User segment" }));
    await user.selectOptions(field("Segment"), "all");
    await fillMessage(user);
    await submit(user);
    expect((await screen.findByRole("alert", {}, { timeout: 4000 })).textContent).toContain(
      "The recipients could not be counted.",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(sentBlasts(calls)).toEqual([]);
  });
});
