import type { healthEn } from "../en/health.ts";

/** Indonesian health words and causes (`en/health.ts`'s keys). */
export const healthId: Record<keyof typeof healthEn, string> = {
  "health.state.operational": "Normal",
  "health.state.degraded": "Terganggu",
  "health.state.down": "Tidak berfungsi",
  "health.cause.probe-signed-in": "Pemeriksaan kesehatan: sudah masuk",
  "health.cause.probe-signed-out-marker": "Pemeriksaan kesehatan: halaman menampilkan teks keluar",
  "health.cause.probe-no-signed-in-marker": "Pemeriksaan kesehatan: halaman tidak memuat teks masuk",
  "health.cause.probe-redirected": "Pemeriksaan kesehatan: dialihkan ke halaman lain ({value}), sudah keluar",
  "health.cause.probe-refused": "Pemeriksaan kesehatan: akses ditolak ({value}), sudah keluar",
  "health.cause.probe-upstream-error": "Pemeriksaan kesehatan: situs menjawab dengan kesalahan ({value})",
  "health.cause.probe-timeout": "Pemeriksaan kesehatan: tidak ada jawaban dalam {value} milidetik",
  "health.cause.probe-unreachable": "Pemeriksaan kesehatan: situs tidak dapat dijangkau",
  "health.cause.probe-url-not-allowed": "Pemeriksaan kesehatan: alamat pemeriksaan tidak berada di situs layanan",
  "health.cause.no-session": "Akun belum memiliki sesi tersimpan",
  "health.cause.extension-signed-in": "Ekstensi pelanggan melihat halaman sudah masuk",
  "health.cause.extension-signed-out": "Ekstensi pelanggan melihat halaman sudah keluar",
  "health.cause.subscriber-report": "Pelanggan melaporkan masalah",
  "health.cause.unknown": "Penyebab tidak tercatat",
};
