import { useCallback } from "react";
import { useT } from "../../../lib/locale.tsx";

/** The text of a fraud flag (disposable_email, ip_limit); an unknown reason is shown as it is. */
export function useFlagText(): (reason: string | null) => string | null {
  const t = useT();
  return useCallback(
    (reason: string | null) => {
      if (reason === "disposable_email") return t("adminReferrals.flag.disposable_email");
      if (reason === "ip_limit") return t("adminReferrals.flag.ip_limit");
      return reason;
    },
    [t],
  );
}
