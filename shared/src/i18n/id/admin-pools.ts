import type { adminPoolsEn } from "../en/admin-pools.ts";

/** Indonesian admin text of full pools (`en/admin-pools.ts`'s keys). */
export const adminPoolsId: Record<keyof typeof adminPoolsEn, string> = {
  "adminDashboard.sharedAccounts.fillingTitle": "Layanan yang hampir penuh",
  "adminDashboard.sharedAccounts.filling.one": "{service}: {used} dari {seats} kursi terpakai ({percent}%)",
  "adminDashboard.sharedAccounts.filling.other": "{service}: {used} dari {seats} kursi terpakai ({percent}%)",
  "adminCatalogue.accounts.holding.reason.holdExpired": "Kursi dari antrean, tidak dibuka tepat waktu",
  "adminEmail.templates.name.seatReady": "Kursi kosong untuk pelanggan yang menunggu",
};
