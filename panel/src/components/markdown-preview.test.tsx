import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { failure, mockApi } from "../test/test-utils.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderPreview(markdown: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (text: string) => (
    <QueryClientProvider client={client}>
      <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
        <MarkdownPreview markdown={text} label="Preview" frameClassName="h-40" />
      </LocaleProvider>
    </QueryClientProvider>
  );
  const result = render(view(markdown));
  return { rerender: (text: string) => result.rerender(view(text)) };
}

/** The one element that holds the preview's place, whatever its state. */
const placeHolder = () => screen.getByTestId("markdown-preview").lastElementChild;

it("keeps the frame's height in every state, so nothing below it moves while someone types", async () => {
  let fail = false;
  mockApi({
    "POST /api/notifications/preview": (call) =>
      fail
        ? failure(500, "Broken", "INTERNAL")
        : { body: { html: `<p>${(call.body as { markdown: string }).markdown}</p>` } },
  });
  const { rerender } = renderPreview("");
  expect(screen.getByTestId("markdown-preview-empty").className).toContain("h-40");

  rerender("**Down** at 22:00");
  await screen.findByTestId("markdown-preview-frame", {}, { timeout: 2000 });
  expect(placeHolder()?.className).toContain("h-40");

  fail = true;
  rerender("Something else");
  const alert = await screen.findByRole("alert", {}, { timeout: 2000 });
  expect(alert.className).toContain("h-40");

  rerender("");
  expect((await screen.findByTestId("markdown-preview-empty", {}, { timeout: 2000 })).className).toContain("h-40");
});
