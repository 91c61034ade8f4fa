import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ToastProvider } from "../components/toast.tsx";
import { ApiError } from "../lib/api-client.ts";
import { LocaleProvider } from "../lib/locale.tsx";
import { useUpsertForm } from "./use-upsert-form.ts";

interface Row {
  uuid: string;
  name: string;
}

const schema = z.object({ name: z.string().trim().min(1) });
const defaults = (row: Row | null) => ({ name: row?.name ?? "" });
const toBody = (values: { name: string }) => ({ name: values.name });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <ToastProvider>{children}</ToastProvider>
    </LocaleProvider>
  );
}

function setup(initial: { open: boolean; row: Row | null }) {
  const create = { mutateAsync: vi.fn(async (_body: { name: string }) => ({})), isPending: false };
  const update = {
    mutateAsync: vi.fn(async (_variables: { uuid: string; input: { name: string } }) => ({})),
    isPending: false,
  };
  const onClose = vi.fn();
  const onOpen = vi.fn();
  const hook = renderHook(
    ({ open, row }: { open: boolean; row: Row | null }) =>
      useUpsertForm({
        open,
        row,
        schema,
        defaults,
        toBody,
        create,
        update,
        toasts: { created: "Created it", updated: "Updated it" },
        onClose,
        onOpen,
      }),
    { wrapper, initialProps: initial },
  );
  return { ...hook, create, update, onClose, onOpen };
}

describe("useUpsertForm", () => {
  it("updates the row it opened on, toasts and closes", async () => {
    const { result, update, create, onClose } = setup({ open: true, row: { uuid: "u1", name: "Old" } });
    expect(result.current.form.getValues("name")).toBe("Old");
    act(() => result.current.form.setValue("name", "New"));
    await act(() => result.current.submit());
    expect(update.mutateAsync).toHaveBeenCalledWith({ uuid: "u1", input: { name: "New" } });
    expect(create.mutateAsync).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText("Updated it")).toBeTruthy();
  });

  it("creates without a row; a refusal stays in the dialog, on the field or above the fields", async () => {
    const { result, create, onClose } = setup({ open: true, row: null });
    act(() => result.current.form.setValue("name", "Taken"));
    create.mutateAsync.mockRejectedValueOnce(
      new ApiError("VALIDATION_ERROR", "name is taken", 400, { fields: [{ field: "name", message: "name is taken" }] }),
    );
    await act(() => result.current.submit());
    expect(create.mutateAsync).toHaveBeenCalledWith({ name: "Taken" });
    expect(result.current.form.getFieldState("name").error?.message).toBe("name is taken");
    expect(result.current.formError).toBeNull();

    create.mutateAsync.mockRejectedValueOnce(new Error("boom"));
    await act(() => result.current.submit());
    expect(result.current.formError).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("starts from the row's values, and no alert, each time it opens", async () => {
    const { result, rerender, create, onOpen } = setup({ open: true, row: null });
    expect(onOpen).toHaveBeenCalledOnce();
    create.mutateAsync.mockRejectedValueOnce(new Error("boom"));
    act(() => result.current.form.setValue("name", "Draft"));
    await act(() => result.current.submit());
    expect(result.current.formError).toBeTruthy();

    rerender({ open: true, row: { uuid: "u2", name: "Second" } });
    await waitFor(() => expect(result.current.form.getValues("name")).toBe("Second"));
    expect(result.current.formError).toBeNull();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
