import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { Dialog } from "./dialog.tsx";
import { ToastProvider, useToast } from "./toast.tsx";

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.error("Saving failed", "Try again later.")}>
        error
      </button>
      <button type="button" onClick={() => toast.success("Saved")}>
        success
      </button>
    </>
  );
}

function renderToasts() {
  render(
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <ToastProvider>
        <Buttons />
      </ToastProvider>
    </LocaleProvider>,
  );
}

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows an error as an alert for 5 s", () => {
    renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Saving failed");
    expect(alert.textContent).toContain("Try again later.");

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a success as a status for 3 s", () => {
    renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    expect(screen.getByRole("status").textContent).toContain("Saved");

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("stacks toasts, each with its own timer, and closes one with its button", () => {
    renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    expect(screen.getAllByRole("status")).toHaveLength(2);
    expect(screen.getAllByRole("alert")).toHaveLength(1);

    fireEvent.click(screen.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByRole("status")).toHaveLength(2);

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryAllByRole("status")).toHaveLength(0);
  });

  it("waits while the pointer is over a toast, then runs on with the time it had left (issue 28)", () => {
    renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByRole("alert"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole("alert")).not.toBeNull();

    fireEvent.mouseLeave(screen.getByRole("alert"));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("waits while the focus is in a toast (its close button), and runs on once it leaves", () => {
    renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    act(() => vi.advanceTimersByTime(1000));
    const close = screen.getByRole("button", { name: "Close" });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole("status")).not.toBeNull();

    act(() => close.blur());
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("stays usable while a dialog makes the page inert: it reports the dialog's own action", () => {
    render(
      <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
        <ToastProvider>
          <Buttons />
          <Dialog open onClose={() => {}} labelledBy="dialog-title">
            <h2 id="dialog-title">Delete?</h2>
          </Dialog>
        </ToastProvider>
      </LocaleProvider>,
    );
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.parentElement).toBe(document.body);
    expect(region.hasAttribute("inert")).toBe(false);
    expect(screen.getByRole("button", { name: "error" }).closest("[inert]")).not.toBeNull();
  });

  it("requires the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
          <Buttons />
        </LocaleProvider>,
      ),
    ).toThrow(/ToastProvider/);
  });
});
