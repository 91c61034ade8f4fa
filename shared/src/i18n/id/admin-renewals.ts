import type { adminRenewalsEn } from "../en/admin-renewals.ts";

/**
 * Indonesian text of the admin's Renewals page and the renewal statistics (`en/admin-
 * renewals.ts`'s keys).
 */
export const adminRenewalsId: Record<keyof typeof adminRenewalsEn, string> = {
  "adminRenewals.title": "Perpanjangan",
  "adminRenewals.intro":
    "Tagihan perpanjangan otomatis 7 hari ke depan, perpanjangan yang pembayarannya ditolak, dan yang pulih dalam 30 hari terakhir.",
  "adminRenewals.loadFailed": "Data perpanjangan tidak dapat dimuat.",
  "adminRenewals.section.upcoming": "Tagihan mendatang, 7 hari ke depan",
  "adminRenewals.section.retrying": "Dicoba lagi",
  "adminRenewals.section.past_due": "Lewat jatuh tempo",
  "adminRenewals.section.recovered": "Pulih, 30 hari terakhir",
  "adminRenewals.empty.upcoming": "Tidak ada tagihan dalam 7 hari ke depan.",
  "adminRenewals.empty.retrying": "Tidak ada perpanjangan yang sedang dicoba lagi.",
  "adminRenewals.empty.past_due": "Tidak ada perpanjangan yang lewat jatuh tempo.",
  "adminRenewals.empty.recovered": "Tidak ada perpanjangan yang pulih dalam 30 hari terakhir.",
  "adminRenewals.more": "Menampilkan {count} yang pertama.",
  "adminRenewals.endDate": "Berakhir",
  "adminRenewals.chargeAt": "Tagihan",
  "adminRenewals.nextTry": "Percobaan berikutnya",
  "adminRenewals.tries": "Percobaan",
  "adminRenewals.method": "Metode",
  "adminRenewals.declined": "Ditolak",
  "adminRenewals.settledAt": "Dibayar",
  "adminRenewals.transaction": "Transaksi perpanjangan",
  "adminRenewals.paidWith": "Dibayar lewat",
  "adminStats.renewals.title": "Perpanjangan per bulan",
  "adminStats.renewals.intro":
    "Perpanjangan adalah pembayaran dari pelanggan yang pernah membayar sebelumnya, otomatis atau manual. Langganan yang berhenti berakhir pada bulan itu tanpa diperpanjang. Tingkat perpanjangan adalah perpanjangan ÷ (perpanjangan + berhenti).",
  "adminStats.renewals.loadFailed": "Statistik perpanjangan tidak dapat dimuat.",
  "adminStats.renewals.chart": "Perpanjangan dan langganan berhenti per bulan",
  "adminStats.renewals.month": "Bulan",
  "adminStats.renewals.renewals": "Perpanjangan",
  "adminStats.renewals.churned": "Berhenti",
  "adminStats.renewals.rate": "Tingkat perpanjangan",
  "adminStats.renewals.revenue": "Pendapatan berulang",
};
