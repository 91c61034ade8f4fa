import type { poolsEn } from "../en/pools.ts";

/** Indonesian text of full pools (`en/pools.ts`'s keys). */
export const poolsId: Record<keyof typeof poolsEn, string> = {
  "pools.seat.ready": "Kursi siap",
  "pools.seat.held": "Kursi disimpan untukmu sampai {time}",
  "pools.seat.queued": "Penuh · kamu antrean ke-{position}",
  "pools.seat.wouldQueue": "Penuh · kamu akan jadi antrean ke-{position}",
  "pools.queue.title": "Semua kursi {service} sedang terpakai",
  "pools.queue.position": "Kamu antrean ke-{position}.",
  "pools.queue.inLine": "Kamu sudah masuk antrean.",
  "pools.queue.promise":
    "Kami akan mengirim email dan memberi tahu kamu di sini begitu ada kursi untukmu, lalu menyimpannya untukmu selama {hours} jam.",
  "pools.queue.short":
    "Semua kursi sedang terpakai. Kamu antrean ke-{position}: kami akan mengirim email begitu ada kursi untukmu.",
  "pools.queue.shortInLine":
    "Semua kursi sedang terpakai. Kamu sudah masuk antrean: kami akan mengirim email begitu ada kursi untukmu.",
  "notices.seatReady": "Ada kursi {service} untukmu. Kami menyimpannya untukmu sampai {time}.",
  "notices.seatReady.open": "Buka {service}",
  "email.seatReady.subject": "Ada kursi {service} untukmu",
  "email.seatReady.heading": "Kursimu sudah siap",
  "email.seatReady.body":
    "Ada kursi {service} yang kosong dan kursi itu untukmu: kamu yang pertama dalam antrean. Kami menyimpannya untukmu sampai {date} (UTC). Buka {service} sebelum itu, atau kursinya diberikan ke orang berikutnya dalam antrean.",
  "email.seatReady.action": "Buka {service}",
  "email.reason.seatReady":
    "Kamu menerima email ini karena kamu sedang menunggu kursi untuk salah satu layanan PremiumHub.",
  "email.poolFilling.subject.one": "{service}: {used} dari {seats} kursi terpakai",
  "email.poolFilling.subject.other": "{service}: {used} dari {seats} kursi terpakai",
  "email.poolFilling.body.one":
    "Akun-akun {service} sudah {percent}% penuh: {used} dari {seats} kursinya terpakai, dan {waiting} orang menunggu kursi. Tambahkan akun atau naikkan jumlah kursinya sebelum penuh. Kamu baru akan diberi tahu lagi setelah pemakaiannya turun di bawah 90%.",
  "email.poolFilling.body.other":
    "Akun-akun {service} sudah {percent}% penuh: {used} dari {seats} kursinya terpakai, dan {waiting} orang menunggu kursi. Tambahkan akun atau naikkan jumlah kursinya sebelum penuh. Kamu baru akan diberi tahu lagi setelah pemakaiannya turun di bawah 90%.",
};
