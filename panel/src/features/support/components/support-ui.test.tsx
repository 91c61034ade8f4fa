import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { SupportComposer } from "../../../components/support-composer.tsx";
import { SupportMessageText, splitLinks } from "../../../components/support-message-text.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { LocaleProvider } from "../../../lib/locale.tsx";

function wrap(children: ReactNode) {
  return render(
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </LocaleProvider>,
  );
}

describe("SupportMessageText", () => {
  it("makes http(s) addresses links that open in a new tab, without the sentence's punctuation", () => {
    const { container } = render(
      <SupportMessageText body={"See https://example.test/help?x=1. Or (http://example.test/a_(b)), ok"} />,
    );
    const links = Array.from(container.querySelectorAll("a"));
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "https://example.test/help?x=1",
      "http://example.test/a_(b)",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(container.textContent).toBe("See https://example.test/help?x=1. Or (http://example.test/a_(b)), ok");
  });

  it("shows HTML and other schemes as text, never as markup or links", () => {
    const body = '<img src=x onerror="alert(1)"> <b>bold</b> javascript:alert(1) ftp://example.test';
    const { container } = render(<SupportMessageText body={body} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toBe(body);
  });

  it("splits text and links in order", () => {
    expect(splitLinks("a https://x.test b")).toEqual([
      { kind: "text", text: "a " },
      { kind: "link", text: "https://x.test", href: "https://x.test" },
      { kind: "text", text: " b" },
    ]);
    expect(splitLinks("https://")).toEqual([{ kind: "text", text: "https://" }]);
  });
});

describe("SupportComposer", () => {
  it("sends the trimmed text on Enter, keeps Shift+Enter for a new line, and clears after sending", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => {});
    wrap(<SupportComposer label="Message" onSend={onSend} />);
    const box = screen.getByLabelText("Message");
    await user.type(box, "  Hello there  ");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledWith("Hello there");
    expect((box as HTMLTextAreaElement).value).toBe("");
    // Nothing to send: Enter does nothing.
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("counts characters against the 4,000 limit and refuses a longer text", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => {});
    wrap(<SupportComposer label="Message" onSend={onSend} />);
    const box = screen.getByLabelText("Message");
    expect(box.getAttribute("maxlength")).toBe("4000");
    await user.type(box, "abc");
    expect(screen.getByTestId("support-composer-count").textContent).toBe("3 / 4000");
    // maxlength stops typing and pasting at 4000: only a script can set a longer text.
    fireEvent.change(box, { target: { value: "x".repeat(4001) } });
    expect(screen.getByTestId("support-composer-count").textContent).toBe("4001 / 4000");
    expect(screen.getByRole("alert").textContent).toBe("A message can be at most 4000 characters.");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("is inert while sending and shows a failure by its code, keeping the text", async () => {
    const user = userEvent.setup();
    let reject: (error: unknown) => void = () => {};
    const onSend = vi.fn(() => new Promise((_, fail) => (reject = fail)));
    wrap(<SupportComposer label="Message" onSend={onSend} />);
    const box = screen.getByLabelText("Message") as HTMLTextAreaElement;
    await user.type(box, "Are you there?{Enter}");
    expect(box.readOnly).toBe(true);
    expect((screen.getByRole("button", { name: "Sending…" }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => reject(new ApiError("RATE_LIMITED", "Too many requests", 429)));
    expect(screen.getByTestId("support-composer-error").textContent).toContain("The message was not sent.");
    expect(screen.getByTestId("support-composer-error").textContent).not.toContain("Too many requests");
    expect(box.value).toBe("Are you there?");
    expect(box.readOnly).toBe(false);
  });

  it("reports typing while there is text, and stops when it is sent", async () => {
    const user = userEvent.setup();
    const onTyping = vi.fn();
    wrap(<SupportComposer label="Message" onSend={async () => {}} onTyping={onTyping} />);
    const box = screen.getByLabelText("Message");
    await user.type(box, "Hi");
    expect(onTyping.mock.calls).toEqual([[true]]);
    await user.keyboard("{Enter}");
    expect(onTyping.mock.calls).toEqual([[true], [false]]);
  });
});
