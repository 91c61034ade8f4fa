import { translate } from "@app/shared/i18n/translate";
import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate("en", key, vars);

function releases(): ExtensionReleases {
  return {
    extensions: [
      {
        id: "core",
        name: "PremiumHub Access",
        latestVersion: "1.4.0",
        minimumVersion: "1.2.0",
        downloadUrl: null,
        fallbackUrl: "https://example.com/core.zip",
        storeUrl: null,
      },
    ],
    tutorialVideoUrl: "https://www.youtube-nocookie.com/embed/abc",
    conflicts: [{ id: "cookie-editor-demo", name: "Cookie Editor" }],
  };
}

function setup(overrides: Parameters<typeof mockApi>[0] = {}) {
  const state = releases();
  const calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/extension/releases": () => ({ body: state }),
    "PUT /api/extension/conflicts": (call) => {
      state.conflicts = (call.body as { conflicts: { id: string; name: string }[] }).conflicts;
      return { body: state.conflicts };
    },
    "PUT /api/extension/extensions/core": (call) => ({ body: { id: "core", ...(call.body as object) } }),
    ...overrides,
  });
  return { calls, state };
}

const zip = (name = "core.zip", size = 8) => new File([new Uint8Array(size)], name, { type: "application/zip" });

describe("AdminExtensionsPage: releases", () => {
  it("checks the version (one Chrome accepts, greater than the latest) and the file before uploading", async () => {
    // The file picker's own filter is left out: a user can still pick "All files".
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = setup();
    renderApp("/panel/admin/extensions");
    const card = await screen.findByTestId("admin-extension");
    const form = within(card).getByTestId("release-upload-form");
    const version = within(form).getByLabelText(en("adminExtensions.upload.version"));
    const submit = within(form).getByRole("button", { name: en("adminExtensions.upload.submit") });

    await user.click(submit);
    expect(await within(form).findByText(en("adminExtensions.error.versionRequired"))).toBeVisible();
    expect(within(form).getByText(en("adminExtensions.error.fileRequired"))).toBeVisible();

    await user.clear(version);
    await user.type(version, "1.5");
    expect(within(form).getByText(en("adminExtensions.error.releaseVersion"))).toBeVisible();
    // Chrome refuses pre-release versions in a manifest.
    await user.clear(version);
    await user.type(version, "1.6.0-rc.1");
    expect(within(form).getByText(en("adminExtensions.error.releaseVersion"))).toBeVisible();
    await user.clear(version);
    await user.type(version, "1.3.9");
    expect(within(form).getByText(en("adminExtensions.error.notGreater", { latest: "1.4.0" }))).toBeVisible();
    await user.clear(version);
    await user.type(version, "1.5.0");
    expect(within(form).queryByText(en("adminExtensions.error.notGreater", { latest: "1.4.0" }))).toBeNull();

    const file = within(form).getByLabelText(en("adminExtensions.upload.file"));
    await user.upload(file, zip("notes.txt"));
    expect(within(form).getByText(en("adminExtensions.error.fileType"))).toBeVisible();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("uploads, and shows the server's field error (409: version not greater)", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = setup({
      "POST /api/extension/releases": () => {
        attempts += 1;
        if (attempts === 1)
          return failure(409, "version must be greater than 1.6.0", "EXTENSION_VERSION_NOT_GREATER", {
            fields: [
              {
                field: "version",
                message: "version must be greater than 1.6.0",
                code: "EXTENSION_VERSION_NOT_GREATER",
              },
            ],
          });
        return { status: 201, body: { version: "1.7.0", fileName: "core-1.7.0.zip" } };
      },
    });
    renderApp("/panel/admin/extensions");
    const form = await screen.findByTestId("release-upload-form");
    const version = within(form).getByLabelText(en("adminExtensions.upload.version"));
    await user.type(version, "1.5.0");
    await user.upload(within(form).getByLabelText(en("adminExtensions.upload.file")), zip());
    await user.click(within(form).getByRole("button", { name: en("adminExtensions.upload.submit") }));
    expect(await within(form).findByText(en("error.EXTENSION_VERSION_NOT_GREATER"))).toBeVisible();

    await user.clear(version);
    await user.type(version, "1.7.0");
    expect(within(form).queryByText(en("error.EXTENSION_VERSION_NOT_GREATER"))).toBeNull();
    await user.click(within(form).getByRole("button", { name: en("adminExtensions.upload.submit") }));
    expect(
      await screen.findByText(en("adminExtensions.upload.done", { name: "PremiumHub Access", version: "1.7.0" })),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/extension/releases")).toHaveLength(2);
  });

  it("saves the minimum version and the fallback link (empty → null)", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp("/panel/admin/extensions");
    const form = await screen.findByTestId("extension-settings-form");
    const minimum = within(form).getByLabelText(en("adminExtensions.settings.minimum"));
    await user.clear(minimum);
    await user.type(minimum, "2.0.0");
    await user.tab();
    expect(
      await within(form).findByText(en("adminExtensions.error.minimumAboveLatest", { latest: "1.4.0" })),
    ).toBeVisible();
    await user.clear(minimum);
    await user.type(minimum, "1.3.0");
    await user.clear(within(form).getByLabelText(en("adminExtensions.settings.fallback")));
    await user.click(within(form).getByRole("button", { name: en("adminExtensions.settings.save") }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "PUT" && c.path === "/api/extension/extensions/core")).toBe(true),
    );
    const put = calls.find((c) => c.method === "PUT" && c.path === "/api/extension/extensions/core");
    expect(put?.body).toEqual({ name: "PremiumHub Access", minimumVersion: "1.3.0", fallbackUrl: null });
  });
});

describe("AdminExtensionsPage: form names", () => {
  it("names every form after its task and its extension, so no two share a name", async () => {
    const state = releases();
    const core = state.extensions[0];
    if (!core) throw new Error("no extension in the fixture");
    state.extensions.push({ ...core, id: "media", name: "PremiumHub Media", latestVersion: "0.3.0" });
    mockApi({
      ...signedInRoutes(makeUser({ role: "admin" })),
      "GET /api/extension/releases": () => ({ body: state }),
    });
    renderApp("/panel/admin/extensions");
    expect(await screen.findAllByTestId("admin-extension")).toHaveLength(2);
    const names = screen.getAllByRole("form").map((form) => form.getAttribute("aria-labelledby") ?? "");
    const text = (ids: string) =>
      ids
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
    expect(names.map(text).sort()).toEqual(
      [
        `${en("adminExtensions.upload.title")} PremiumHub Access`,
        `${en("adminExtensions.settings.title")} PremiumHub Access`,
        `${en("adminExtensions.upload.title")} PremiumHub Media`,
        `${en("adminExtensions.settings.title")} PremiumHub Media`,
      ].sort(),
    );
    expect(screen.getByRole("form", { name: `${en("adminExtensions.upload.title")} PremiumHub Media` })).toBeVisible();
  });
});

describe("AdminExtensionsPage: conflicting extensions", () => {
  it("adds and removes rows, validates them and replaces the list on save", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp("/panel/admin/extensions");
    const editor = await screen.findByTestId("conflicts-editor");
    expect(within(editor).getAllByTestId("conflict-row")).toHaveLength(1);

    await user.click(within(editor).getByRole("button", { name: en("adminExtensions.conflicts.add") }));
    const id = within(editor).getByLabelText(en("adminExtensions.conflicts.id", { row: 2 }));
    const name = within(editor).getByLabelText(en("adminExtensions.conflicts.name", { row: 2 }));
    await user.type(id, "cookie-editor-demo");
    await user.type(name, "Duplicate");
    await user.click(within(editor).getByRole("button", { name: en("adminExtensions.conflicts.save") }));
    expect(await within(editor).findByText(en("adminExtensions.error.duplicateId"))).toBeVisible();

    await user.clear(id);
    await user.type(id, "bad id!");
    expect(await within(editor).findByText(en("adminExtensions.error.extensionId"))).toBeVisible();
    await user.clear(id);
    // Firefox's ids (decision 059) are ids too: `name@domain` and `{uuid}`.
    await user.type(id, "{{ec8030f7-c20a-464f-9b0e-13a3a9e97384}");
    await waitFor(() => expect(within(editor).queryByText(en("adminExtensions.error.extensionId"))).toBeNull());
    await user.clear(id);
    await user.type(id, "editthiscookie@example.org");
    await user.clear(name);
    await user.type(name, "EditThisCookie");
    await user.click(
      within(editor).getByRole("button", { name: en("adminExtensions.conflicts.removeRow", { row: 1 }) }),
    );
    await user.click(within(editor).getByRole("button", { name: en("adminExtensions.conflicts.save") }));

    await waitFor(() =>
      expect(calls.some((c) => c.method === "PUT" && c.path === "/api/extension/conflicts")).toBe(true),
    );
    expect(calls.find((c) => c.method === "PUT" && c.path === "/api/extension/conflicts")?.body).toEqual({
      conflicts: [{ id: "editthiscookie@example.org", name: "EditThisCookie" }],
    });
    expect(await screen.findByText(en("adminExtensions.conflicts.saved"))).toBeVisible();
    await waitFor(() => {
      const rows = within(screen.getByTestId("conflicts-editor")).getAllByTestId("conflict-row");
      expect(rows).toHaveLength(1);
      expect((within(rows[0] as HTMLElement).getAllByRole("textbox")[0] as HTMLInputElement).value).toBe(
        "editthiscookie@example.org",
      );
    });
  });
});
