import { useToast } from "../../../components/toast.tsx";
import { useT } from "../../../lib/locale.tsx";

/** Copies a text to the clipboard and says so in a toast (success or failure). */
export function useCopy(): (text: string) => Promise<boolean> {
  const t = useT();
  const toast = useToast();
  return async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(text);
      toast.success(t("services.copied"));
      return true;
    } catch {
      toast.error(t("services.copyFailed"));
      return false;
    }
  };
}
