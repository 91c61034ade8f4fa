import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { ConfirmDialog, useConfirm } from "./confirm-dialog.tsx";

function wrap(children: ReactNode, locale: "en" | "id" = "en") {
  return (
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      {children}
    </LocaleProvider>
  );
}

function Trigger({ onConfirm, onCancel }: { onConfirm: () => unknown; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ConfirmDialog
        open={open}
        title="Suspend Ana?"
        description="She will lose access."
        onCancel={() => {
          onCancel?.();
          setOpen(false);
        }}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("is a labelled modal alertdialog with exactly the dictionary's two buttons, focused inside", async () => {
    const user = userEvent.setup();
    render(wrap(<Trigger onConfirm={() => {}} />));
    const trigger = screen.getByRole("button", { name: "open" });
    trigger.focus();
    await user.click(trigger);

    const dialog = screen.getByRole("alertdialog", { name: "Suspend Ana?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "She will lose access.",
    );
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["No, cancel", "Yes, I'm sure"]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe("No, cancel");
  });

  it("uses the Indonesian labels in id, with the dictionary's default title", () => {
    render(wrap(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />, "id"));
    const dialog = screen.getByRole("alertdialog", { name: "Apakah kamu yakin?" });
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Tidak, batal", "Ya, saya yakin"]);
  });

  it("closes on Escape and gives the focus back to the trigger", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(wrap(<Trigger onConfirm={onConfirm} onCancel={onCancel} />));
    const trigger = screen.getByRole("button", { name: "open" });
    trigger.focus();
    await user.click(trigger);
    expect(screen.getByRole("alertdialog")).toBeVisible();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes on No, cancel", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(wrap(<Trigger onConfirm={() => {}} onCancel={onCancel} />));
    await user.click(screen.getByRole("button", { name: "open" }));
    await user.click(screen.getByRole("button", { name: "No, cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("keeps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(wrap(<Trigger onConfirm={() => {}} />));
    await user.click(screen.getByRole("button", { name: "open" }));
    const no = screen.getByRole("button", { name: "No, cancel" });
    const yes = screen.getByRole("button", { name: "Yes, I'm sure" });
    yes.focus();
    await user.tab();
    expect(document.activeElement).toBe(no);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(yes);
  });

  it("is pending while the confirmed action runs: buttons inert, Escape ignored", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    render(wrap(<Trigger onConfirm={onConfirm} onCancel={onCancel} />));
    await user.click(screen.getByRole("button", { name: "open" }));
    const yes = screen.getByRole("button", { name: "Yes, I'm sure" });

    await user.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(yes.getAttribute("aria-disabled")).toBe("true");
    expect(yes.getAttribute("data-pending")).toBe("true");
    await user.click(yes);
    await user.click(screen.getByRole("button", { name: "No, cancel" }));
    await user.keyboard("{Escape}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeVisible();

    await act(async () => finish());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("stays open when the action fails, ready for another try", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error("nope")));
    render(wrap(<Trigger onConfirm={onConfirm} />));
    await user.click(screen.getByRole("button", { name: "open" }));
    await user.click(screen.getByRole("button", { name: "Yes, I'm sure" }));
    expect(screen.getByRole("alertdialog")).toBeVisible();
    expect(screen.getByRole("button", { name: "Yes, I'm sure" }).getAttribute("aria-disabled")).toBeNull();
  });
});

function ConfirmHarness({ onResult, action }: { onResult: (ok: boolean) => void; action?: () => Promise<void> }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onResult(await confirm({ title: "Sure?", action }))}>
        ask
      </button>
      {dialog}
    </>
  );
}

describe("useConfirm", () => {
  it("resolves true after the action and false on cancel", async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const action = vi.fn(() => Promise.resolve());
    render(wrap(<ConfirmHarness onResult={onResult} action={action} />));

    await user.click(screen.getByRole("button", { name: "ask" }));
    await user.click(screen.getByRole("button", { name: "Yes, I'm sure" }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "ask" }));
    await user.click(screen.getByRole("button", { name: "No, cancel" }));
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
