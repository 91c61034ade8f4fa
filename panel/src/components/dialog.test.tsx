import { fireEvent, render, screen } from "@testing-library/react";
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
  it("is true while any dialog is open, a dialog opened from another one included", () => {
    render(<TwoDialogs />);
    const flag = screen.getByTestId("any-open");
    expect(flag.textContent).toBe("closed");
    fireEvent.click(screen.getByRole("button", { name: "first" }));
    expect(flag.textContent).toBe("open");
    fireEvent.click(screen.getByRole("button", { name: "second" }));
    fireEvent.click(screen.getByRole("button", { name: "close second" }));
    expect(screen.queryByRole("dialog", { name: "Second" })).toBeNull();
    expect(flag.textContent).toBe("open");
    fireEvent.click(screen.getByRole("button", { name: "close first" }));
    expect(flag.textContent).toBe("closed");
  });
});
