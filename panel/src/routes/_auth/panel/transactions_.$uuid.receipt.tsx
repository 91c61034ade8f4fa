import { createFileRoute } from "@tanstack/react-router";
import { ReceiptPage } from "../../../features/commerce/components/receipt-page.tsx";

// Beside the transactions list (not inside it): /panel/transactions/{uuid}/receipt.
export const Route = createFileRoute("/_auth/panel/transactions_/$uuid/receipt")({
  component: ReceiptPage,
});
