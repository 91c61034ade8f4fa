import { translate } from "@app/shared/i18n/translate";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockApi, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const en = (key: Parameters<typeof translate>[1]) => translate("en", key);

describe("the email templates preview (issue 28)", () => {
  it("shows the chosen email in the chosen language, at a phone's width, with its text part", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...signedInRoutes(makeUser({ role: "admin" })),
      "GET /api/email-blasts/templates/verify": (call) => ({
        body: {
          name: "verify",
          locale: new URLSearchParams(call.search).get("locale"),
          subject: `Subject ${new URLSearchParams(call.search).get("locale")}`,
          html: "<!doctype html><html><body><p>Rendered</p></body></html>",
          text: "Plain text part",
        },
      }),
      "GET /api/email-blasts/templates/reset": () => ({
        body: { name: "reset", locale: "en", subject: "Reset subject", html: "<p>r</p>", text: "r" },
      }),
    });
    renderApp("/panel/admin/email/templates");
    expect((await screen.findByTestId("template-subject")).textContent).toContain("Subject en");
    expect(screen.getByTestId("template-text").textContent).toContain("Plain text part");
    expect(screen.getByTestId("template-frame").getAttribute("srcdoc")).toContain("<p>Rendered</p>");
    expect(screen.getByTestId("template-frame").getAttribute("sandbox")).toBe("");

    await user.click(screen.getByRole("button", { name: en("adminEmail.templates.lang.id") }));
    await waitFor(() => expect(screen.getByTestId("template-subject").textContent).toContain("Subject id"));

    await user.click(screen.getByRole("button", { name: en("adminEmail.templates.width.phone") }));
    await waitFor(() => expect(screen.getByTestId("template-frame").parentElement?.className).toContain("w-[390px]"));

    await user.selectOptions(screen.getByLabelText(en("adminEmail.templates.pick")), "reset");
    await screen.findByText("Reset subject");
    expect(
      calls.filter((c) => c.path.startsWith("/api/email-blasts/templates/")).map((c) => c.path + c.search),
    ).toEqual([
      "/api/email-blasts/templates/verify?locale=en",
      "/api/email-blasts/templates/verify?locale=id",
      "/api/email-blasts/templates/reset?locale=id",
    ]);
  });
});
