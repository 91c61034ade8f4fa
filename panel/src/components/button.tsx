import type { ComponentPropsWithRef } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "xs" | "sm" | "md";

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70",
  secondary:
    "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
  danger:
    "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-wait disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70",
  ghost: "text-slate-600 hover:bg-slate-100 disabled:opacity-50",
};

const SIZE_CLASS: Record<ButtonSize, string> = {
  xs: "px-2 py-1 text-xs",
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
};

/** Primary and danger actions are full size; secondary and ghost ones a step smaller. */
const DEFAULT_SIZE: Record<ButtonVariant, ButtonSize> = { primary: "md", secondary: "sm", danger: "md", ghost: "sm" };

/**
 * The classes of a button, for elements that only look like one (a `<Link>` or `<a>`). `extra` is
 * appended: layout only (flex, margins, width), as Tailwind does not let a later class win a conflict.
 */
export function buttonClass(variant: ButtonVariant = "primary", size?: ButtonSize, extra?: string): string {
  const base = `rounded-md font-medium ${SIZE_CLASS[size ?? DEFAULT_SIZE[variant]]} ${VARIANT_CLASS[variant]}`;
  return extra ? `${base} ${extra}` : base;
}

export type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

/** The panel's button: `type="button"` unless told otherwise; other props go to the element. */
export function Button({ variant = "primary", size, type = "button", className, ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A form's submit button: disabled and busy while the form is sent, with its own label then. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  variant,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  return (
    <Button type="submit" variant={variant} disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
