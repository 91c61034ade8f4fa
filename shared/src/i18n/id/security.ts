import type { securityEn } from "../en/security.ts";

/** Indonesian text of `en/security.ts`'s keys. */
export const securityId: Record<keyof typeof securityEn, string> = {
  // ---- Two-step verification of admins (decision 053) ----
  "security.title": "Verifikasi dua langkah",
  "security.intro":
    "Admin mengonfirmasi bahwa ini dirinya dengan faktor kedua setelah kata sandi: aplikasi autentikator atau passkey.",
  "security.enrollNotice":
    "Area admin terbuka setelah kamu menyiapkan faktor kedua. Tambahkan aplikasi autentikator atau passkey di bawah.",
  "security.cancel": "Batal",
  "security.verify.title": "Konfirmasi bahwa ini kamu",
  "security.verify.intro": "Masukkan kode 6 digit dari aplikasi autentikatormu untuk membuka area admin.",
  "security.verify.recoveryIntro":
    "Masukkan salah satu kode pemulihan yang kamu simpan. Setiap kode hanya berlaku sekali.",
  "security.verify.code": "Kode dari aplikasi autentikatormu",
  "security.verify.recoveryCode": "Kode pemulihan",
  "security.verify.submit": "Verifikasi",
  "security.verify.submitting": "Memeriksa…",
  "security.verify.passkey": "Pakai passkey saja",
  "security.verify.waitingForPasskey": "Menunggu passkey-mu…",
  "security.verify.useRecovery": "Pakai kode pemulihan saja",
  "security.verify.useApp": "Pakai aplikasi autentikatormu saja",
  "security.verify.done": "Terverifikasi. Area admin sudah terbuka.",
  "security.factors.title": "Faktor keduamu",
  "security.factors.empty": "Belum ada faktor kedua.",
  "security.factors.app": "Aplikasi autentikator",
  "security.factors.passkey": "Passkey",
  "security.factors.added": "ditambahkan {date}",
  "security.factors.lastUsed": "terakhir dipakai {date}",
  "security.factors.neverUsed": "belum pernah dipakai",
  "security.factors.remove": "Hapus",
  "security.factors.removeTitle": "Hapus faktor kedua ini?",
  "security.factors.removeBody": "Kamu tidak bisa lagi mengonfirmasi dirimu dengan “{label}”.",
  "security.factors.removeLastBody":
    "Ini faktor kedua terakhirmu: verifikasi dua langkah akan mati dan kode pemulihanmu tidak berlaku lagi.",
  "security.factors.removed": "Faktor kedua dihapus",
  "security.app.add": "Tambah aplikasi autentikator",
  "security.app.title": "Siapkan aplikasi autentikator",
  "security.app.step1":
    "Pindai kode QR ini dengan aplikasi autentikator, misalnya Google Authenticator, Microsoft Authenticator, atau 1Password.",
  "security.app.manual": "Tidak bisa memindai? Ketik kunci ini di aplikasinya:",
  "security.app.qrLabel": "Kode QR untuk menambahkan PremiumHub ke aplikasi autentikatormu",
  "security.app.step2":
    "Masukkan kode 6 digit yang sekarang muncul di aplikasi, lalu beri nama agar kamu mengenalinya nanti.",
  "security.app.code": "Kode dari aplikasi",
  "security.app.name": "Nama",
  "security.app.defaultName": "Aplikasi autentikator",
  "security.app.confirm": "Aktifkan",
  "security.app.added": "Aplikasi autentikator ditambahkan",
  "security.passkey.add": "Tambah passkey",
  "security.passkey.title": "Tambah passkey",
  "security.passkey.intro":
    "Pakai sidik jari, wajah, kunci layar, atau kunci keamanan. Browser-mu akan meminta konfirmasi.",
  "security.passkey.name": "Nama",
  "security.passkey.defaultName": "Passkey",
  "security.passkey.submit": "Buat passkey",
  "security.passkey.unsupported": "Browser ini tidak bisa memakai passkey. Pakai aplikasi autentikator saja.",
  "security.passkey.cancelled": "Jendela passkey tertutup sebelum selesai. Coba lagi saat kamu siap.",
  "security.passkey.added": "Passkey ditambahkan",
  "security.recovery.title": "Kode pemulihan",
  "security.recovery.left":
    "Sisa {count} dari 10 kode. Pakai satu saat kamu tidak bisa memakai aplikasi atau passkey-mu.",
  "security.recovery.regenerate": "Buat kode baru",
  "security.recovery.regenerateTitle": "Buat kode pemulihan baru?",
  "security.recovery.regenerateBody": "Kode yang sekarang langsung tidak berlaku.",
  "security.recovery.saveTitle": "Simpan kode pemulihanmu",
  "security.recovery.saveIntro":
    "Simpan kode ini di tempat aman, misalnya pengelola kata sandi. Setiap kode hanya berlaku sekali, dan hanya ditampilkan sekarang.",
  "security.recovery.copy": "Salin",
  "security.recovery.copied": "Kode disalin",
  "security.recovery.copyFailed": "Kode tidak bisa disalin. Pilih kodenya lalu salin secara manual.",
  "security.recovery.download": "Unduh",
  "security.recovery.done": "Sudah kusimpan",
  "security.recovery.fileHeader": "Kode pemulihan PremiumHub untuk {email}",
};
