import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const status = (available = true, remaining = 5) => ({ available, quota: { limit: 20, remaining } });

describe("MediaDownloaderPage", () => {
  it("shows the quota, sends the address and lists the links with type, quality and size", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/tools/media-download": () => ({ body: status() }),
      "POST /api/tools/media-download": () => ({
        body: {
          title: "A sunny day",
          thumbnail: null,
          provider: "a",
          cached: false,
          quota: { limit: 20, remaining: 4 },
          links: [
            { url: "https://cdn.a.test/v.mp4", type: "video", quality: "720p", extension: "mp4", sizeBytes: 1048576 },
          ],
        },
      }),
    });
    renderApp("/panel/media-downloader");
    expect((await screen.findByTestId("media-quota")).textContent).toBe("5 of 20 downloads left today.");
    await user.clear(screen.getByLabelText("Address of the post"));
    await user.type(screen.getByLabelText("Address of the post"), " https://social.example/p/1 ");
    await user.click(screen.getByRole("button", { name: "Get download links" }));
    const results = await screen.findByTestId("media-results");
    expect(within(results).getByRole("heading", { name: "A sunny day" })).toBeVisible();
    const row = within(results).getByTestId("media-link");
    expect(row.textContent).toContain("Video");
    expect(row.textContent).toContain("720p · MP4 · 1 MB");
    expect(within(row).getByRole("link").getAttribute("href")).toBe("https://cdn.a.test/v.mp4");
    expect(within(row).getByRole("link").getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("media-quota").textContent).toBe("4 of 20 downloads left today.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ url: "https://social.example/p/1" });
  });

  it("says why a link failed, in Indonesian, next to the field", async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/tools/media-download": () => ({ body: status() }),
      "POST /api/tools/media-download": () => failure(422, "This link is not supported.", "MEDIA_UNSUPPORTED"),
    });
    renderApp("/panel/media-downloader", { locale: "id" });
    await user.clear(await screen.findByLabelText("Alamat unggahan"));
    await user.type(await screen.findByLabelText("Alamat unggahan"), "https://x.example/1");
    await user.click(screen.getByRole("button", { name: "Dapatkan tautan unduhan" }));
    const error = await screen.findByTestId("media-error");
    await waitFor(() => expect(error.textContent).toContain("Tautan ini tidak didukung"));
    expect(error.getAttribute("data-code")).toBe("MEDIA_UNSUPPORTED");
  });

  it("says the tool is unavailable when no provider is configured", async () => {
    mockApi({ ...signedInRoutes(makeUser()), "GET /api/tools/media-download": () => ({ body: status(false) }) });
    renderApp("/panel/media-downloader");
    expect((await screen.findByTestId("media-unavailable")).textContent).toContain("not available");
    expect(screen.queryByLabelText("Address of the post")).toBeNull();
  });
});
