import type { CategoryDto } from "@app/shared/schemas/catalogue";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

let categories: CategoryDto[];
let calls: RecordedCall[];
const ID = "3c3c3c3c-5555-4c3d-8e9f-000000000001";

beforeEach(() => {
  categories = [
    {
      uuid: ID,
      name: "Streaming",
      nameIndonesian: null,
      description: "Video and music",
      serviceCount: 3,
      createdAt: "2026-01-01T00:00:00Z",
    },
  ];
  calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/category-services": () => ({ body: categories }),
    "POST /api/category-services": (call) => {
      const body = call.body as { name: string; description: string | null };
      if (body.name === "Streaming") {
        return failure(409, "A category with this name already exists", "CATEGORY_NAME_TAKEN", {
          fields: [{ field: "name", message: "A category with this name already exists", code: "CATEGORY_NAME_TAKEN" }],
        });
      }
      const created = {
        uuid: "3c3c3c3c-5555-4c3d-8e9f-000000000002",
        nameIndonesian: null,
        ...body,
        serviceCount: 0,
        createdAt: "",
      };
      categories = [...categories, created];
      return { status: 201, body: created };
    },
    [`PUT /api/category-services/${ID}`]: (call) => {
      categories = categories.map((c) => (c.uuid === ID ? { ...c, ...(call.body as object) } : c));
      return { body: categories[0] };
    },
    [`DELETE /api/category-services/${ID}`]: () =>
      failure(503, "The service is temporarily unavailable.", "TEMPORARILY_UNAVAILABLE"),
  });
});

describe("CategoriesPage", () => {
  it("creates a category in a dialog, validating first, then shows a toast and the new row", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/categories");
    expect(await screen.findByText("Streaming")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "New category" }));
    const dialog = screen.getByRole("dialog", { name: "New category" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Name is a required field")).toBeVisible();

    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "Streaming");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A category with this name already exists")).toBeVisible();

    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "AI tools");
    await user.type(within(dialog).getByLabelText("Name in Indonesian"), "Alat AI");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const post = calls.filter((c) => c.method === "POST").at(-1);
    expect(post?.body).toEqual({ name: "AI tools", nameIndonesian: "Alat AI", description: null });
    expect((await screen.findByTestId("toast-success")).textContent).toContain("AI tools");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId("table-row").map((row) => row.textContent)).toHaveLength(2));
    expect(screen.getAllByTestId("table-row")[1]?.textContent).toContain("AI tools");
    expect(screen.getAllByTestId("table-row")[1]?.textContent).toContain("Alat AI");
  });

  it("edits a row and reports a refused delete in an error toast, keeping the confirmation open", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/categories");
    await screen.findByText("Streaming");
    await user.click(screen.getByRole("button", { name: "Edit Streaming" }));
    const dialog = screen.getByRole("dialog", { name: "Edit category" });
    expect((within(dialog).getByLabelText("Description") as HTMLTextAreaElement).value).toBe("Video and music");
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "Streaming & music");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    await waitFor(() => expect(screen.getByTestId("table-row").textContent).toContain("Streaming & music"));

    await user.click(screen.getByRole("button", { name: "Delete Streaming & music" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the category Streaming & music?" });
    await user.click(within(confirm).getByRole("button", { name: "Yes, I'm sure" }));
    const error = await screen.findByTestId("toast-error");
    expect(error.textContent).toContain("Could not delete");
    expect(error.textContent).toContain(
      "The service is temporarily unavailable. Nothing was changed; please try again in a moment.",
    );
    expect(screen.getByRole("alertdialog")).toBeVisible();
  });
});
