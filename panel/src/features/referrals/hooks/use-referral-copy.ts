import { track } from "@app/shared/analytics";
import { useCallback } from "react";
import { useToast } from "../../../components/toast.tsx";
import { useT } from "../../../lib/locale.tsx";
import { referralMessageKey } from "../errors.ts";

/** What is copied: the code, the link, or the prefilled invitation message. */
export type CopyTarget = "code" | "link" | "message";

async function writeToClipboard(text: string): Promise<void> {
  // Missing outside secure contexts (http on another host) and in some embedded browsers.
  if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
  await navigator.clipboard.writeText(text);
}

/**
 * Copies a referral value with the feedback of docs/product.md#referrals: "Code Copied!" with
 * 'Referral code "{code}" has been copied to your clipboard' (success toast, 3 s) or a
 * link/message-copied toast; on a failure an error toast titled "Referral Error" (5 s) with "Failed
 * to copy referral code to clipboard", "Failed to copy link" or "Failed to copy to clipboard"; with
 * no code at all "No referral code available". Fires referral_link_copied (Affiliate) after a
 * successful copy.
 */
export function useReferralCopy(): (target: CopyTarget, text: string, code: string) => Promise<boolean> {
  const t = useT();
  const toast = useToast();
  return useCallback(
    async (target: CopyTarget, text: string, code: string) => {
      const errorTitle = t(referralMessageKey("errorTitle"));
      if (!code.trim() || !text.trim()) {
        toast.error(errorTitle, t(referralMessageKey("noCode")));
        return false;
      }
      try {
        await writeToClipboard(text);
      } catch {
        const failure =
          target === "code"
            ? referralMessageKey("copyCodeFailed")
            : target === "link"
              ? referralMessageKey("copyLinkFailed")
              : referralMessageKey("copyFailed");
        toast.error(errorTitle, t(failure));
        return false;
      }
      if (target === "code")
        toast.success(t(referralMessageKey("copiedTitle")), t("referrals.msg.copiedBody", { code }));
      else if (target === "link") toast.success(t("referrals.linkCopiedTitle"), t("referrals.linkCopiedBody"));
      else toast.success(t("referrals.share.messageCopiedTitle"), t("referrals.share.messageCopiedBody"));
      track("referral_link_copied", "Affiliate", { method: target, referral_code: code });
      return true;
    },
    [t, toast],
  );
}
