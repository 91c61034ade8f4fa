import { Link } from "@tanstack/react-router";
import { useT } from "../../../lib/locale.tsx";

export function BackToAddons() {
  const t = useT();
  return (
    <p>
      <Link
        to="/panel/addons"
        className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:no-underline"
      >
        {t("extensions.backToAddons")}
      </Link>
    </p>
  );
}
