import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/locale.tsx";

/** The email field of the sign-in, registration and reset-request forms. */
export function EmailField({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const t = useT();
  return <TextField label={t("auth.email")} type="email" autoComplete="email" error={error} {...field} />;
}

/** The line under an auth card that leads to the neighbouring page ("No account yet? Register"). */
export function AuthFooterLink({
  to,
  prompt,
  redirect,
  trial,
  children,
}: {
  to: LinkProps["to"];
  prompt?: string;
  /** Where the visitor was going: it goes along between sign-in and registration. */
  redirect?: string | undefined;
  /** The visitor came for the free trial: that goes along too (issue 46). */
  trial?: 1 | undefined;
  children: ReactNode;
}) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {prompt ? `${prompt} ` : null}
      <Link
        to={to}
        search={
          redirect || trial ? ({ ...(redirect ? { redirect } : {}), ...(trial ? { trial } : {}) } as never) : undefined
        }
        className="font-medium text-brand-700 hover:underline"
      >
        {children}
      </Link>
    </p>
  );
}
