import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";
import { accountDeletionEnv, homeAfterDeletion } from "./delete-account-dialog.tsx";

function setup(user = makeUser(), routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInRoutes(user),
    "GET /api/countries": () => ({ body: [{ code: "ID", name: "Indonesia", dialCode: "+62" }] }),
    "GET /api/users/devices/active": () => ({ body: [] }),
    ...routes,
  });
}

/** jsdom has no object URLs and cannot follow a download link. */
function captureDownloads() {
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return "blob:data";
  });
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
    click.mockRestore();
  });
  return { blobs, names };
}

function stubNavigation() {
  const navigate = vi.spyOn(accountDeletionEnv, "navigate").mockImplementation(() => {});
  onTestFinished(() => navigate.mockRestore());
  return navigate;
}

/** Like a keyboard user: focus the button, then activate it. */
async function openDeleteDialog(user: UserEvent, name = "Delete my account") {
  const button = await screen.findByRole("button", { name });
  act(() => button.focus());
  await user.keyboard("{Enter}");
  return screen.findByRole("alertdialog");
}

describe("PrivacySection: download", () => {
  it("fetches the export with the bearer token and saves it under the server's file name", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const calls = setup(makeUser(), {
      "GET /api/users/me/export": () =>
        new Response(JSON.stringify({ profile: { email: "rina@example.com" } }), {
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Content-Disposition": 'attachment; filename="premiumhub-data-2026-03-04.json"',
          },
        }),
    });
    renderApp("/panel/profile");
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(
      within(await screen.findByTestId("toast-success")).getByText("Your data file has been downloaded."),
    ).toBeVisible();
    const exported = calls.find((c) => c.path === "/api/users/me/export");
    expect(exported?.headers.get("Authorization")).toBe("Bearer test-token");
    expect(downloads.names).toEqual(["premiumhub-data-2026-03-04.json"]);
    expect(JSON.parse(await (downloads.blobs[0] as Blob).text())).toEqual({ profile: { email: "rina@example.com" } });
  });

  it("reports a failed export in the user's language", async () => {
    const user = userEvent.setup();
    setup(makeUser(), {
      "GET /api/users/me/export": () => failure(429, "Too many attempts", "RATE_LIMITED"),
    });
    renderApp("/id/panel/profile", { basepath: "/id", locale: "id" });
    await user.click(await screen.findByRole("button", { name: "Unduh data saya" }));
    const toast = await screen.findByTestId("toast-error");
    expect(toast.textContent).toContain("Datamu tidak dapat diunduh");
  });
});

describe("PrivacySection: delete", () => {
  it("asks for the password and shows errors next to the field in the user's language", async () => {
    const user = userEvent.setup();
    const navigate = stubNavigation();
    const calls = setup(makeUser(), {
      "DELETE /api/users/me": () =>
        failure(400, "The password is not correct", "VALIDATION_ERROR", {
          fields: [{ field: "password", message: "The password is not correct" }],
        }),
    });
    renderApp("/id/panel/profile", { basepath: "/id", locale: "id" });
    const dialog = await openDeleteDialog(user, "Hapus akun saya");
    const password = within(dialog).getByLabelText("Kata sandimu", { selector: "input" });
    expect(document.activeElement).toBe(password);
    expect(dialog.textContent).toContain("rina@example.com");

    await user.click(within(dialog).getByRole("button", { name: "Hapus akun saya secara permanen" }));
    expect(await within(dialog).findByText("Masukkan kata sandimu untuk menghapus akun.")).toBeVisible();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.type(password, "wrong-password{Enter}");
    expect(await within(dialog).findByText("Kata sandi tidak benar.")).toBeVisible();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ password: "wrong-password" });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("test-token");
  });

  it("deletes with the password, clears the session and goes to the home page", async () => {
    const user = userEvent.setup();
    const navigate = stubNavigation();
    const calls = setup(makeUser(), { "DELETE /api/users/me": () => ({ body: { deleted: true } }) });
    const { queryClient } = renderApp("/panel/profile");
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText("Your password", { selector: "input" }), "Rina#2026pass");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account permanently" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/?account=deleted"));
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ password: "Rina#2026pass" });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(queryClient.getQueryData(["session"])).toEqual({ valid: false, user: null });
  });

  it("explains the fresh Google sign-in a Google-only account needs", async () => {
    const user = userEvent.setup();
    const navigate = stubNavigation();
    const calls = setup(makeUser({ hasPassword: false }), {
      "DELETE /api/users/me": () =>
        failure(
          403,
          "Sign in with Google again (within the last 10 minutes) to delete your account",
          "REAUTH_REQUIRED",
        ),
    });
    renderApp("/panel/profile");
    const dialog = await openDeleteDialog(user);
    expect(within(dialog).queryByLabelText("Your password")).toBeNull();
    expect(dialog.textContent).toContain("sign in with Google again, then delete your account within 10 minutes");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(within(dialog).getByRole("button", { name: "Delete my account permanently" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Your last sign-in was more than 10 minutes ago. Sign in with Google again, then delete your account.",
    );
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({});
    expect(within(dialog).getByRole("button", { name: "Sign in with Google again" })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("closes with Escape or Cancel without deleting anything", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/panel/profile");
    await openDeleteDialog(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete my account" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
  });
});

describe("homeAfterDeletion", () => {
  it("keeps the page's locale prefix", () => {
    expect(homeAfterDeletion("/panel/profile")).toBe("/?account=deleted");
    expect(homeAfterDeletion("/id/panel/profile")).toBe("/id/?account=deleted");
  });
});
