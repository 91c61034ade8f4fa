import { useEffect } from "react";
import { useT } from "../lib/locale.tsx";

/**
 * The browser tab's title while the page is shown: "<title> · PremiumHub", in the page's language
 * (the caller passes the translated title). Nothing while `title` is undefined (a heading that is
 * not the page's); back to the bare app name when the page goes, so a page without a title of its
 * own does not keep the previous one.
 */
export function usePageTitle(title: string | undefined): void {
  const appName = useT()("app.name");
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · ${appName}` : appName;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
