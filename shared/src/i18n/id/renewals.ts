import type { renewalsEn } from "../en/renewals.ts";

/** Indonesian text of renewals (`en/renewals.ts`'s keys). */
export const renewalsId: Record<keyof typeof renewalsEn, string> = {
  // ---- Panel: auto-renew on the subscription card, and the failed-renewal banner ----
  "renewal.title": "Perpanjangan otomatis",
  "renewal.state.off": "Nonaktif",
  "renewal.state.scheduled": "Aktif",
  "renewal.state.retrying": "Pembayaran ditolak, dicoba lagi",
  "renewal.state.past_due": "Lewat jatuh tempo",
  "renewal.offNote":
    "Hubungkan e-wallet sekali, dan kami memperpanjang langgananmu 24 jam sebelum berakhir. QRIS dan virtual account tidak bisa ditagih otomatis, jadi kami mengingatkanmu lewat email.",
  "renewal.nextCharge": "Tagihan berikutnya: {amount} pada {date}",
  "renewal.method": "Ditagih ke {label}",
  "renewal.channel": "E-wallet",
  "renewal.turnOn": "Aktifkan",
  "renewal.turnOff": "Nonaktifkan",
  "renewal.changeMethod": "Ganti metode",
  "renewal.continue": "Lanjut ke {channel}",
  "renewal.linking": "Menunggu konfirmasi dari wallet-mu…",
  "renewal.linked": "Perpanjangan otomatis aktif",
  "renewal.linkFailed": "Wallet tidak terhubung. Tidak ada tagihan.",
  "renewal.turnedOff": "Perpanjangan otomatis nonaktif. Aksesmu tetap berlaku hingga {date}.",
  "renewal.turnOffConfirm.title": "Nonaktifkan perpanjangan otomatis?",
  "renewal.turnOffConfirm.body":
    "Kami tidak akan menagih {label} lagi. Langgananmu tetap berlaku hingga {date}, dan kami mengingatkanmu lewat email sebelum berakhir.",
  "renewal.turnOffConfirm.confirm": "Nonaktifkan",
  "renewal.banner.retrying":
    "Kami tidak bisa memperpanjang langgananmu: pembayaran ditolak. Kami akan mencoba lagi pada {date}.",
  "renewal.banner.past_due":
    "Kami tidak bisa memperpanjang langgananmu. Aksesmu berakhir pada {date} kecuali kamu membayar.",
  "renewal.banner.payNow": "Bayar sekarang",
  // ---- The sandbox's linking page (local server and tests only) ----
  "sandbox.link.title": "Hubungkan e-wallet (sandbox)",
  "sandbox.link.note": "Halaman ini memerankan halaman otorisasi wallet-mu. Tidak ada uang yang berpindah.",
  "sandbox.link.wallet": "Wallet",
  "sandbox.link.link": "Hubungkan",
  "sandbox.link.decline": "Hubungkan wallet yang akan menolak",
  "sandbox.link.cancel": "Batal",
  "sandbox.link.done": "Permintaan ini sudah dijawab. Kamu bisa menutup halaman ini.",
  // ---- Mails: the heads-up before a charge, a declined charge, the receipt ----
  "email.renewalHeadsUp.subject": "Langganan {package} kamu diperpanjang pada {date}",
  "email.renewalHeadsUp.heading": "Langgananmu segera diperpanjang",
  "email.renewalHeadsUp.body":
    "Pada {date} kami akan menagih {amount} ke {method} untuk memperpanjang langganan {package} kamu selama {days} hari.",
  "email.renewalHeadsUp.priceChanged":
    "Harga {package} berubah sejak pembayaran terakhirmu: sebelumnya {before}, sekarang {amount}.",
  "email.renewalHeadsUp.stop":
    "Kamu tidak perlu melakukan apa pun. Untuk menghentikannya, nonaktifkan perpanjangan otomatis di panel sebelum tanggal itu.",
  "email.renewalHeadsUp.action": "Kelola perpanjangan otomatis",
  "email.renewalDeclined.subject": "Kami tidak bisa memperpanjang langganan {package} kamu",
  "email.renewalDeclined.heading": "Pembayaran perpanjanganmu ditolak",
  "email.renewalDeclined.body": "Kami mencoba menagih {amount} ke {method} untuk langganan {package} kamu. {reason}",
  "email.renewalDeclined.retry": "Kami akan mencoba lagi pada {date}, dan aksesmu tetap berlaku sementara itu.",
  "email.renewalDeclined.pastDue":
    "Itu percobaan terakhir kami. Aksesmu berlaku hingga {date}. Bayar sebelum itu agar langgananmu tetap berjalan.",
  "email.renewalDeclined.payNow":
    "Kamu bisa membayar sekarang dengan metode apa pun, termasuk QRIS dan virtual account.",
  "email.renewalDeclined.action": "Bayar sekarang",
  "email.declineReason.INSUFFICIENT_BALANCE": "Saldo wallet tidak cukup.",
  "email.declineReason.ACCOUNT_ACCESS_BLOCKED": "Wallet diblokir.",
  "email.declineReason.TOKEN_EXPIRED": "Tautan wallet sudah kedaluwarsa.",
  "email.declineReason.NO_METHOD": "Tidak ada wallet yang terhubung lagi.",
  "email.declineReason.other": "Wallet menolak pembayaran.",
  "email.receipt.subject": "Kuitansi untuk {package}",
  "email.receipt.heading": "Terima kasih atas pembayaranmu",
  "email.receipt.paid": "Kami menerima {amount} untuk {package} ({days} hari).",
  "email.receipt.renewed": "Kami menagih {amount} ke {method} dan memperpanjang {package} selama {days} hari.",
  "email.receipt.period": "Langgananmu sekarang berlaku hingga {date}.",
  "email.receipt.pdf": "Halaman kuitansi menampilkan rinciannya dan menyediakan PDF untuk diunduh.",
  "email.receipt.action": "Lihat kuitansi",
  "email.reason.autoRenew":
    "Kamu menerima email ini karena perpanjangan otomatis aktif untuk langganan PremiumHub kamu.",
  "email.reason.payment": "Kamu menerima email ini karena kamu membayar langganan PremiumHub.",
  "email.welcome.subject": "Selamat datang di PremiumHub: langgananmu sudah siap",
  "email.welcome.heading": "Semua sudah siap",
  "email.welcome.runsUntil": "Langganan {package} kamu aktif hingga {date}.",
  "email.welcome.started": "Langganan {package} kamu sudah aktif.",
  "email.welcome.next": "Dua langkah, lalu layananmu terbuka dalam keadaan masuk dengan sekali klik:",
  "email.welcome.step1":
    "1. Di komputermu, di Chrome, Edge atau Firefox, pasang dua ekstensi browser kami lewat panduan pemasangan.",
  "email.welcome.step2": "2. Buka layananmu dari dasbor: {url}",
  "email.welcome.action": "Buka panduan pemasangan",
  "email.welcome.phone":
    "Sedang di ponsel? Buka lagi email ini di komputermu: ekstensinya berjalan di browser desktop.",
  "email.reason.welcome": "Kamu menerima email ini karena kamu memulai langganan PremiumHub.",
};
