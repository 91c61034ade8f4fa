import type { ReportDto } from "@app/shared/schemas/catalogue";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

let reports: ReportDto[];
let calls: RecordedCall[];

beforeEach(() => {
  reports = [];
  calls = mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/services/list/support-service": () => ({
      body: [
        { uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000001", name: "Netflix Premium" },
        { uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002", name: "Code Copilot" },
      ],
    }),
    "GET /api/supports/services": () =>
      new Response(
        JSON.stringify({ error: false, data: reports, meta: { page: 1, limit: 10, total: reports.length } }),
        {
          headers: { "Content-Type": "application/json" },
        },
      ),
    "POST /api/supports/services": (call) => {
      const body = call.body as { serviceName: string; description: string };
      const report: ReportDto = {
        uuid: "5e0d2a1c-2222-4c3d-8e9f-000000000001",
        serviceName: body.serviceName,
        description: body.description,
        status: "open",
        userName: null,
        userEmail: null,
        createdAt: "2026-03-02T10:00:00.000Z",
        resolvedAt: null,
      };
      reports = [report, ...reports];
      return { status: 201, body: report };
    },
  });
});

const posts = () => calls.filter((call) => call.method === "POST" && call.path === "/api/supports/services");

describe("ReportPage", () => {
  it("picks one of the user's own services and shows the docs/product.md#forms-and-validation messages", async () => {
    const user = userEvent.setup();
    renderApp("/panel/report");
    expect((await screen.findByTestId("report-heading")).textContent).toBe("Report services");
    const picker = (await screen.findByLabelText("Service")) as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      "Choose a service",
      "Netflix Premium",
      "Code Copilot",
    ]);

    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Service name is required")).toBeVisible();
    expect(screen.getByText("Issue description is required")).toBeVisible();

    await user.selectOptions(picker, "Code Copilot");
    await user.type(screen.getByLabelText("Issue description"), "broken");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Issue description must be at least 10 characters")).toBeVisible();
    expect(screen.queryByText("Service name is required")).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it("says so when the user has no service to report", async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/services/list/support-service": () => ({ body: [] }),
      "GET /api/supports/services": () => ({ body: [] }),
    });
    renderApp("/panel/report");
    const picker = (await screen.findByLabelText("Service")) as HTMLSelectElement;
    expect(
      await screen.findByText("You have no services to report: reports are about the services of your package."),
    ).toBeVisible();
    expect(picker.disabled).toBe(true);
  });

  it("sends a valid report, shows a success toast, clears the form and lists the report", async () => {
    const user = userEvent.setup();
    renderApp("/panel/report");
    const mine = await screen.findByTestId("my-reports");
    expect(await within(mine).findByText("No data available.")).toBeVisible();

    const picker = screen.getByLabelText("Service") as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    await user.selectOptions(picker, "Netflix Premium");
    await user.clear(screen.getByLabelText("Issue description"));
    await user.type(screen.getByLabelText("Issue description"), "  The video stops after two minutes.  ");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      serviceName: "Netflix Premium",
      description: "The video stops after two minutes.",
    });
    const toast = await screen.findByTestId("toast-success");
    expect(toast.textContent).toContain("Report sent");
    expect(toast.textContent).toContain("Netflix Premium");
    expect((screen.getByLabelText("Service") as HTMLSelectElement).value).toBe("");

    const row = await within(mine).findByTestId("table-row");
    expect(row.textContent).toContain("Netflix Premium");
    expect(row.textContent).toContain("Open");
  });

  it("prefills the service from ?service= and shows the messages in Indonesian", async () => {
    const user = userEvent.setup();
    renderApp("/id/panel/report?service=Code%20Copilot", { basepath: "/id", locale: "id" });
    const service = (await screen.findByLabelText("Layanan")) as HTMLSelectElement;
    await waitFor(() => expect(service.value).toBe("Code Copilot"));
    expect(service.options[0]?.textContent).toBe("Pilih layanan");
    await user.clear(screen.getByLabelText("Deskripsi masalah"));
    await user.type(screen.getByLabelText("Deskripsi masalah"), "rusak");
    await user.click(screen.getByRole("button", { name: "Kirim laporan" }));
    expect(await screen.findByText("Deskripsi masalah minimal 10 karakter")).toBeVisible();
  });
});
