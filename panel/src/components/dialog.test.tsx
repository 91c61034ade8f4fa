import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, useAnyDialogOpen } from "./dialog.tsx";

/** Shows whether a dialog is open, as the support launcher reads it. */
function OpenFlag() {
  return <output data-testid="any-open">{useAnyDialogOpen() ? "open" : "closed"}</output>;
}

function TwoDialogs() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <OpenFlag />
      <button type="button" onClick={() => setFirst(true)}>
        first
      </button>
      <Dialog open={first} onClose={() => setFirst(false)} labelledBy="first-title">
        <h2 id="first-title">First</h2>
        <button type="button" onClick={() => setSecond(true)}>
          second
        </button>
        <button type="button" onClick={() => setFirst(false)}>
          close first
        </button>
      </Dialog>
      <Dialog open={second} onClose={() => setSecond(false)} labelledBy="second-title">
        <h2 id="second-title">Second</h2>
        <button type="button" onClick={() => setSecond(false)}>
          close second
        </button>
      </Dialog>
    </>
  );
}

describe("useAnyDialogOpen", () => {
  it("is true while any dialog is open, a dialog opened from another one included", async () => {
    const user = userEvent.setup();
    render(<TwoDialogs />);
    const flag = screen.getByTestId("any-open");
    expect(flag.textContent).toBe("closed");
    await user.click(screen.getByRole("button", { name: "first" }));
    expect(flag.textContent).toBe("open");
    await user.click(screen.getByRole("button", { name: "second" }));
    await user.click(screen.getByRole("button", { name: "close second" }));
    expect(screen.queryByRole("dialog", { name: "Second" })).toBeNull();
    expect(flag.textContent).toBe("open");
    await user.click(screen.getByRole("button", { name: "close first" }));
    expect(flag.textContent).toBe("closed");
  });
});

/** The child of <body> that holds `node`: the app's root, or a dialog's portal. */
function bodyChild(node: Element): Element {
  let current = node;
  while (current.parentElement && current.parentElement !== document.body) current = current.parentElement;
  return current;
}

describe("the page behind a dialog (issue 28)", () => {
  it("is inert while a dialog is open, and usable again, with the focus back, once it closes", async () => {
    const user = userEvent.setup();
    const { container } = render(<TwoDialogs />);
    const opener = screen.getByRole("button", { name: "first" });
    expect(container.hasAttribute("inert")).toBe(false);

    opener.focus();
    await user.click(opener);
    const first = screen.getByRole("dialog", { name: "First" });
    expect(container.hasAttribute("inert")).toBe(true);
    expect(bodyChild(first).hasAttribute("inert")).toBe(false);
    expect(first.contains(document.activeElement)).toBe(true);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "First" })).toBeNull();
    expect(container.hasAttribute("inert")).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("leaves only the top one of nested dialogs interactive", async () => {
    const user = userEvent.setup();
    const { container } = render(<TwoDialogs />);
    await user.click(screen.getByRole("button", { name: "first" }));
    const inner = screen.getByRole("button", { name: "second" });
    inner.focus();
    await user.click(inner);
    const first = screen.getByRole("dialog", { name: "First" });
    const second = screen.getByRole("dialog", { name: "Second" });
    expect(container.hasAttribute("inert")).toBe(true);
    expect(bodyChild(first).hasAttribute("inert")).toBe(true);
    expect(bodyChild(second).hasAttribute("inert")).toBe(false);
    expect(second.contains(document.activeElement)).toBe(true);

    // Escape closes the top one only; the one below is usable again and gets the focus back.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Second" })).toBeNull();
    expect(bodyChild(first).hasAttribute("inert")).toBe(false);
    expect(container.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe(inner);

    await user.click(screen.getByRole("button", { name: "close first" }));
    expect(container.hasAttribute("inert")).toBe(false);
  });

  it("gives back only what it made inert", async () => {
    const user = userEvent.setup();
    const elsewhere = document.createElement("div");
    elsewhere.setAttribute("inert", "");
    document.body.append(elsewhere);
    try {
      render(<TwoDialogs />);
      await user.click(screen.getByRole("button", { name: "first" }));
      await user.click(screen.getByRole("button", { name: "close first" }));
      expect(elsewhere.hasAttribute("inert")).toBe(true);
    } finally {
      elsewhere.remove();
    }
  });
});
