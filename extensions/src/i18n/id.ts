import type { ExtensionDictionary } from "./en.ts";

/** Texts of the extensions, Indonesian ("kamu"). Same keys as en.ts (a unit test checks it). */
export const id: ExtensionDictionary = {
  coreName: "PremiumHub Access",
  coreDescription: "Membuka layanan PremiumHub kamu di browser ini sesuai akses yang termasuk dalam langgananmu.",
  helperName: "PremiumHub Session Helper",
  helperDescription:
    "Menjaga sesi PremiumHub kamu tetap aman dengan memberi tahu PremiumHub Access saat ada ekstensi pengganggu yang aktif.",
  actionTitle: "PremiumHub Access",
  popupHeading: "PremiumHub Access",
  popupAccount: "Masuk sebagai",
  popupSubscription: "Langganan",
  popupStatusActive: "Aktif",
  popupStatusInactive: "Tidak aktif",
  popupNoSubscription: "Tidak ada langganan aktif",
  popupEndsOn: "Berakhir pada {date}",
  popupEndedOn: "Berakhir sejak {date}",
  popupSignOut: "Keluar di sini",
  popupSigningOut: "Sedang keluar…",
  popupSignedOut: "Kamu sudah keluar dari browser ini.",
  popupNotLinked: "Belum terhubung — buka panel untuk menghubungkan",
  popupOpenPanel: "Buka panel",
  popupOutdated: "Ekstensi ini sudah usang. Pasang versi terbaru dari panel.",
  popupConflicts: "Ada ekstensi lain yang mengganggu sesimu. Nonaktifkan dulu, lalu buka panel lagi.",
  popupVersion: "Versi {version}",
  popupLoadFailed: "Status ekstensi tidak dapat dibaca. Tutup jendela ini lalu coba lagi.",
};
