import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  failure,
  makeUser,
  mockApi,
  type RecordedCall,
  renderApp,
  STARTER_PACKAGE,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

let calls: RecordedCall[];

beforeEach(() => {
  calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/packages-subscriptions/list-all": () => ({
      body: [
        STARTER_PACKAGE,
        {
          ...STARTER_PACKAGE,
          uuid: "3f2a1b0c-9d8e-4f7a-8b6c-000000000002",
          namePackage: "Odd",
          timeFrame: "Six weeks and a bit",
          days: 45,
        },
        {
          ...STARTER_PACKAGE,
          uuid: "3f2a1b0c-9d8e-4f7a-8b6c-000000000003",
          namePackage: "Loose",
          timeFrame: null,
          days: 10,
          onSale: false,
        },
      ],
    }),
    "GET /api/timeframes": () => ({ body: [] }),
    [`PUT /api/packages-subscriptions/${STARTER_PACKAGE.uuid}`]: (call) => {
      const { trialDays } = call.body as { trialDays: number };
      if (trialDays === 5) {
        const message = "Another package already offers the free trial";
        return failure(409, message, "TRIAL_PACKAGE_TAKEN", {
          fields: [{ field: "trialDays", message, code: "TRIAL_PACKAGE_TAKEN" }],
        });
      }
      return { body: { ...STARTER_PACKAGE, trialDays } };
    },
    "POST /api/packages-subscriptions": (call) => {
      const { status } = call.body as { status: string };
      const message = "A package goes on sale only once it includes an active service";
      if (status === "active") {
        return failure(409, message, "PACKAGE_HAS_NO_SERVICES", {
          fields: [{ field: "status", message, code: "PACKAGE_HAS_NO_SERVICES" }],
        });
      }
      return { status: 201, body: { ...STARTER_PACKAGE, ...(call.body as object), onSale: false } };
    },
  });
});

describe("PackagesPage: on sale only with an active service (issue 46)", () => {
  it("marks an active package without services as not on sale, and starts a new one inactive", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/packages");
    const loose = (await screen.findByText("Loose")).closest("[data-testid=table-row]") as HTMLElement;
    expect(within(loose).getByTestId("package-off-sale").textContent).toBe("Not on sale");
    const starter = screen.getByText(STARTER_PACKAGE.namePackage).closest("[data-testid=table-row]") as HTMLElement;
    expect(within(starter).queryByTestId("package-off-sale")).toBeNull();

    await user.click(screen.getByRole("button", { name: "New package" }));
    const dialog = screen.getByRole("dialog", { name: "New package" });
    const status = within(dialog).getByLabelText("Status") as HTMLSelectElement;
    expect(status.value).toBe("inactive");
    expect(within(dialog).getByText(/goes on sale once it includes an active service/)).toBeVisible();

    // Putting it on sale at once is refused next to the field, in the reader's words.
    await user.type(within(dialog).getByLabelText("Name"), "Empty");
    await user.selectOptions(status, "active");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("A package goes on sale only once it includes an active service"),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});

describe("PackagesPage: free trial days", () => {
  it("edits the trial days with their help text; a second trial package is refused on the field", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/packages");
    await screen.findByText("1 Month · 30 days");
    await user.click(screen.getByRole("button", { name: "Edit Starter" }));
    const dialog = screen.getByRole("dialog", { name: "Edit package" });
    const field = within(dialog).getByLabelText("Free trial days") as HTMLInputElement;
    expect(field.value).toBe("0");
    expect(within(dialog).getByText(/Only one package can offer the trial\./)).toBeVisible();

    await user.clear(field);
    await user.type(field, "5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText(
        "Another package already offers the free trial. Set its free trial days to 0 first.",
      ),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, "91");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);

    await user.clear(field);
    await user.type(field, "3");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toMatchObject({ trialDays: 3 });
  });
});

describe("PackagesPage: period column", () => {
  it("shows the admin's timeframe name with the days in English", async () => {
    renderApp("/panel/admin/packages");
    expect(await screen.findByText("1 Month · 30 days")).toBeVisible();
    expect(screen.getByText("Six weeks and a bit · 45 days")).toBeVisible();
    expect(screen.getByText("10 days")).toBeVisible();
  });

  it("words the period from the days in Indonesian, never mixing in the English name", async () => {
    renderApp("/id/panel/admin/packages", { basepath: "/id", locale: "id" });
    expect(await screen.findByText("1 bulan · 30 hari")).toBeVisible();
    expect(screen.getByText("45 hari")).toBeVisible();
    expect(screen.getByText("10 hari")).toBeVisible();
    expect(screen.queryByText(/1 Month/)).toBeNull();
  });
});
