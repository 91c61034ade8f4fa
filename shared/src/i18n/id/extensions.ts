import type { extensionsEn } from "../en/extensions.ts";

/** Indonesian text of the browser extensions (`en/extensions.ts`'s keys). */
export const extensionsId: Record<keyof typeof extensionsEn, string> = {
  // ---- The extensions' own texts ----
  "ext.coreName": "PremiumHub Access",
  "ext.coreDescription": "Membuka layanan PremiumHub kamu di browser ini sesuai akses yang termasuk dalam langgananmu.",
  "ext.helperName": "PremiumHub Session Helper",
  "ext.helperDescription":
    "Menjaga sesi PremiumHub kamu tetap aman dengan memberi tahu PremiumHub Access saat ada ekstensi pengganggu yang aktif.",
  "ext.actionTitle": "PremiumHub Access",
  "ext.popupHeading": "PremiumHub Access",
  "ext.popupAccount": "Masuk sebagai",
  "ext.popupSubscription": "Langganan",
  "ext.popupStatusActive": "Aktif",
  "ext.popupStatusInactive": "Tidak aktif",
  "ext.popupNoSubscription": "Tidak ada langganan aktif",
  "ext.popupEndsOn": "Berakhir pada {date}",
  "ext.popupEndedOn": "Berakhir sejak {date}",
  "ext.popupSignOut": "Keluar di sini",
  "ext.popupSigningOut": "Sedang keluar…",
  "ext.popupSignedOut": "Kamu sudah keluar dari browser ini.",
  "ext.popupOpenPanel": "Buka panel",
  "ext.popupOutdated": "Ekstensi ini sudah usang. Pasang versi terbaru dari panel.",
  "ext.popupConflicts": "Ada ekstensi lain yang mengganggu sesimu. Nonaktifkan dulu, lalu buka panel lagi.",
  "ext.popupVersion": "Versi {version}",
  "ext.popupLoadFailed": "Status ekstensi tidak dapat dibaca. Tutup jendela ini lalu coba lagi.",
  "ext.popupMenu": "Akun dan pengaturan",
  "ext.popupSearch": "Cari layananmu",
  "ext.popupSearchHint": "Ketik untuk menyaring, pilih dengan tombol panah, lalu tekan Enter untuk membuka.",
  "ext.popupServices": "Layananmu",
  "ext.popupLoading": "Memuat layananmu…",
  "ext.popupNoServices": "Paketmu belum memiliki layanan.",
  "ext.popupNoMatch": "Tidak ada layanan yang cocok dengan “{query}”.",
  "ext.popupServicesFailed": "Layananmu tidak dapat dimuat.",
  "ext.popupRetry": "Coba lagi",
  "ext.popupKindCookie": "Langsung masuk",
  "ext.popupKindKey": "Kunci akses di panel",
  "ext.popupOpening": "Membuka {service}…",
  "ext.popupOpened": "{service} terbuka di tab baru dalam keadaan masuk.",
  "ext.popupOpenFailed": "{service} tidak terbuka. {reason}",
  "ext.popupErrorNetwork": "PremiumHub tidak dapat dihubungi. Periksa koneksimu lalu coba lagi.",
  "ext.popupErrorGeneric": "Terjadi kesalahan. Coba lagi, atau laporkan layanannya dari panel.",
  "ext.popupSignedOutTitle": "Masuk untuk melihat layananmu",
  "ext.popupSignedOutBody":
    "Masuk ke panel PremiumHub di browser ini. Layananmu lalu muncul di sini, siap dibuka dalam keadaan masuk.",
  "ext.popupSignIn": "Masuk di panel",
  "ext.popupNoSubscriptionBody": "Kamu belum punya langganan aktif. Pilih paket untuk membuka layananmu dari sini.",
  "ext.popupChoosePackage": "Pilih paket",
  "ext.captureHeading": "Simpan sesi situs ini",
  "ext.captureIntro":
    "Sudah masuk ke situs layanan di browser ini? Simpan cookie dan penyimpanan lokalnya ke salah satu akun layanan itu.",
  "ext.captureSite": "Situs: {site}",
  "ext.captureNoSite": "Buka dulu situs layanan di sebuah tab.",
  "ext.captureService": "Layanan",
  "ext.captureAccount": "Akun",
  "ext.captureNewAccount": "Akun baru",
  "ext.captureLabel": "Label akun baru",
  "ext.captureSave": "Simpan sesi situs ini",
  "ext.captureSaving": "Menyimpan…",
  "ext.captureSaved": "{count} cookie dan {entries} entri penyimpanan tersimpan ke {account}.",
  "ext.captureFailed": "Tidak tersimpan: {reason}",
  "ext.captureNoServices": "Belum ada layanan cookie untuk menyimpan sesi.",
  "ext.blockedTitle": "Halaman ini dilindungi",
  "ext.blockedBody":
    "Halaman ini milik akun bersama {service}: pengaturan, kata sandi, tagihan, atau keluar akun. Agar akun tetap berfungsi untuk semua pelanggan, halaman ini tidak bisa dibuka selama kamu memakai sesi bersama.",
  "ext.blockedBack": "Kembali ke {service}",
  "ext.blockedGoBack": "Kembali",
  "ext.blockedHelp": "Perlu perubahan pada akun ini? Hubungi dukungan dari panel PremiumHub-mu.",

  // ---- Panel: an extension that is up to date, and installing from a store ----
  "extensions.addons.upToDate": "Sudah terbaru: versi {version}",
  "extensions.addons.downloadAgain": "Unduh filenya lagi",
  "extensions.addons.update": "Perbarui ke {version}",
  "extensions.store.addChrome": "Tambahkan ke Chrome",
  "extensions.store.addFirefox": "Tambahkan ke Firefox",
  "extensions.store.addEdge": "Tambahkan ke Edge",
  "extensions.store.waiting": "Belum ditambahkan",
  "extensions.store.installed": "Sudah ditambahkan",
  "extensions.store.allInstalled": "Kedua ekstensi sudah ditambahkan. Selanjutnya, sematkan PremiumHub Access.",
  "extensions.store.checkAgain": "Periksa lagi",
  "extensions.setup.store.step1.title": "Tambahkan kedua ekstensi",
  "extensions.setup.store.step1.body":
    "Klik setiap tombol: toko ekstensi terbuka di tab baru, dan satu klik lagi di sana menambahkan ekstensinya. Setelah itu kembali ke tab ini: setiap ekstensi dicentang begitu ditambahkan.",
  "extensions.setup.noteLabel.helper": "Tentang Session Helper",
  "extensions.setup.store.helperNote":
    "Session Helper bekerja di latar belakang dan tidak perlu kamu atur: ia hanya memperingatkan PremiumHub Access saat ada ekstensi lain yang akan mengganggu sesimu.",
  "extensions.setup.store.step2.body":
    "Klik ikon kepingan puzzle di bilah alat browser lalu sematkan PremiumHub Access. Ikonnya lalu menampilkan layananmu, siap dibuka dalam keadaan masuk dari tab mana pun.",
  // ---- Extensions: the panel's pages about them, then the extensions' own texts ----
  "extensions.loadFailed": "Informasi ekstensi tidak dapat dimuat.",
  "extensions.download": "Unduh {name}",
  "extensions.downloadVersion": "Unduh {name} {version}",
  "extensions.downloadUnavailable": "{name}: unduhan belum tersedia. Silakan hubungi dukungan.",
  "extensions.backToAddons": "Kembali ke Addon",
  "extensions.state.missing": "Belum terpasang",
  "extensions.state.outdated": "Wajib diperbarui",
  "extensions.state.updateAvailable": "Pembaruan tersedia",
  "extensions.state.current": "Terbaru",
  "extensions.alert.outdated.title": "Ekstensimu sudah usang",
  "extensions.alert.outdated.body": "Ekstensi sudah usang dan harus diperbarui: {names}.",
  "extensions.alert.outdated.link": "Perbarui ekstensi",
  "extensions.alert.blocked.title": "Ekstensimu terblokir",
  "extensions.alert.blocked.body":
    "Ekstensi tidak dapat dipasang karena terhalang oleh ekstensi lain: {names}. Hapus ekstensi tersebut lalu coba lagi.",
  "extensions.alert.blocked.link": "Lihat ekstensi yang harus dihapus",
  "extensions.picture.chrome.extensions": "Ekstensi",
  "extensions.picture.chrome.developerMode": "Mode developer",
  "extensions.picture.chrome.loadUnpacked": "Muat yang belum dibuka",
  "extensions.picture.chrome.pack": "Kemas ekstensi",
  "extensions.picture.unzip": "File zip yang diunduh dan folder hasil ekstraknya.",
  "extensions.picture.developerMode":
    "Halaman ekstensi Chrome dengan sakelar Mode developer menyala, di pojok kanan atas.",
  "extensions.picture.loadUnpacked":
    "Tombol Muat yang belum dibuka di bawah judul halaman, dan kedua ekstensi PremiumHub di daftar dengan sakelarnya menyala.",
  "extensions.picture.pin": "Menu ikon puzzle di bilah alat, dengan PremiumHub Access disematkan di sebelahnya.",
  "extensions.picture.open": "Kartu layanan di dasbor: klik untuk membuka layanannya, sudah dalam keadaan masuk.",
  "extensions.computer.title": "Layananmu dibuka di komputer",
  "extensions.computer.body":
    "Ekstensi browser kami, yang memasukkanmu ke layananmu, berjalan di Chrome atau Edge pada laptop atau komputer. Buka panel ini di sana untuk memasangnya dalam beberapa menit.",
  "extensions.computer.send": "Kirimi aku tautan untuk komputerku",
  "extensions.computer.sending": "Mengirim…",
  "extensions.computer.sent": "Terkirim ke {email}. Buka emailnya di komputermu lalu ikuti tautannya.",
  "extensions.computer.dismiss": "Sembunyikan pemberitahuan ini",
  "extensions.store.orFile": "atau unduh filenya",
  "extensions.browser.firefox":
    "Kamu memakai Firefox: unduhan di bawah adalah versi Firefox dari ekstensi (file .xpi). Panduan pemasangan menunjukkan langkah-langkahnya untuk Firefox.",
  "extensions.browser.edge":
    "Kamu memakai Microsoft Edge: Edge menjalankan versi Chrome dari ekstensi. Unduh di bawah lalu muat di edge://extensions; panduan pemasangan menunjukkan langkah-langkahnya untuk Edge.",
  "extensions.browser.other":
    "Browser ini tidak dapat menjalankan ekstensi. Buka panel ini di Chrome, Microsoft Edge, atau Firefox di komputer.",
  "extensions.setup.firefox.step1.body":
    "Unduh kedua file di bawah (.xpi, versi Firefox) dan simpan di tempat yang mudah kamu temukan, misalnya folder Dokumen. Lebih suka menonton? Video tutorial menunjukkan setiap langkahnya.",
  "extensions.setup.firefox.step2.title": "Buka halaman pengaya",
  "extensions.setup.firefox.step2.body":
    "Buka tab baru, ketik about:addons di bilah alamat lalu tekan Enter (atau tekan Ctrl+Shift+A; Cmd+Shift+A di Mac).",
  "extensions.setup.firefox.step3.title": "Pasang setiap file",
  "extensions.setup.firefox.step3.body":
    "Klik ikon roda gigi di bagian atas halaman, pilih Install Add-on From File… (Pasang Pengaya dari Berkas…) lalu pilih file .xpi pertama yang sudah kamu unduh. Lakukan hal yang sama untuk file kedua.",
  "extensions.setup.firefox.step3.tip":
    "Jika Firefox mengatakan pengaya tidak dapat diverifikasi, buka about:debugging#/runtime/this-firefox, klik Load Temporary Add-on… lalu pilih file-nya. Firefox menyimpan ekstensi itu sampai kamu menutupnya, jadi ulangi langkah ini setiap kali Firefox dibuka kembali.",
  "extensions.setup.firefox.step4.title": "Izinkan ekstensi",
  "extensions.setup.firefox.step4.body":
    "Untuk setiap file, Firefox menampilkan apa saja yang boleh dilakukan ekstensi dan bertanya apakah akan menambahkannya: klik Add (Tambahkan). Kedua ekstensi lalu muncul di bagian Ekstensi; pastikan keduanya aktif.",
  "extensions.setup.firefox.step4.security":
    "Pasang ekstensi hanya dari tautan di panel ini. Kami tidak pernah meminta kata sandimu lewat ekstensi, dan ekstensi hanya menangani sesi layanan yang kamu buka dari sini.",
  "extensions.setup.firefox.step5.body":
    "Klik tombol Ekstensi (kepingan puzzle) di bilah alat, buka menu di samping PremiumHub Access lalu pilih Sematkan ke Bilah Alat (Pin to Toolbar). Ikonnya lalu menampilkan layananmu. Session Helper bekerja di latar belakang dan tidak perlu disematkan.",
  "extensions.setup.edge.step3.body": "Buka tab baru, ketik edge://extensions di bilah alamat lalu tekan Enter.",
  "extensions.setup.edge.step3.tip":
    "Aktifkan Developer mode (mode pengembang) di panel kiri halaman ekstensi (di jendela yang sempit, buka dulu menu di kiri atas). Tombol Load unpacked baru muncul setelah mode pengembang aktif.",
  "extensions.setup.edge.step5.body":
    "Klik tombol Ekstensi (kepingan puzzle) di bilah alat lalu klik ikon mata di samping PremiumHub Access (Tampilkan di bilah alat). Ikonnya lalu menampilkan layananmu. Session Helper bekerja di latar belakang dan tidak perlu disematkan.",
  "extensions.setup.open": "Panduan pemasangan ekstensi",
  "extensions.setup.title": "Pasang ekstensi browser",
  "extensions.checklist.title": "Siapkan browser ini",
  "extensions.checklist.lead": "Dua ekstensi browser kami memasukkanmu ke layananmu dengan sekali klik.",
  "extensions.checklist.progress": "{done} dari {total} selesai",
  "extensions.checklist.install": "Pasang {name}",
  "extensions.checklist.update": "Pastikan kedua ekstensi selalu versi terbaru",
  "extensions.checklist.done": "Selesai",
  "extensions.checklist.todo": "Belum selesai",
  "extensions.checklist.dismiss": "Sembunyikan daftar ini",
  "extensions.checklist.phone":
    "Ekstensi dipasang di komputer: buka panel ini di Chrome pada laptop atau desktop untuk memasangnya.",
  "extensions.setup.close": "Tutup panduan pemasangan",
  "extensions.setup.progress": "Langkah {step} dari {total}",
  "extensions.setup.progressLabel": "Kemajuan pemasangan",
  "extensions.setup.stepTitle": "{step}. {title}",
  "extensions.setup.back": "Kembali",
  "extensions.setup.next": "Lanjut",
  "extensions.setup.finish": "Selesai",
  "extensions.setup.downloads": "Unduhan wajib",
  "extensions.setup.noteLabel.info": "Catatan unduhan",
  "extensions.setup.noteLabel.tip": "Tips",
  "extensions.setup.noteLabel.security": "Catatan keamanan",
  "extensions.setup.step1.title": "Unduh kedua ekstensi",
  "extensions.setup.step1.body":
    "Unduh kedua file di bawah dan simpan di tempat yang mudah kamu temukan, misalnya folder Dokumen. Lebih suka menonton? Video tutorial menunjukkan setiap langkahnya.",
  "extensions.setup.step1.note":
    "Kedua ekstensi wajib dipasang: layanan hanya bisa dibuka jika keduanya terpasang di browser yang sama.",
  "extensions.setup.step2.title": "Ekstrak file",
  "extensions.setup.step2.body":
    "Ekstrak setiap file .zip yang diunduh ke foldernya masing-masing (di Windows: klik kanan › Extract All; di macOS: klik dua kali file-nya). Simpan kedua folder itu: browser memuat ekstensi dari sana, jadi jangan dihapus atau dipindahkan setelahnya.",
  "extensions.setup.step3.title": "Buka halaman ekstensi dan aktifkan mode pengembang",
  "extensions.setup.step3.body":
    "Buka tab baru, ketik chrome://extensions di bilah alamat lalu tekan Enter. Di Edge gunakan edge://extensions, di Brave brave://extensions.",
  "extensions.setup.step3.tip":
    "Aktifkan sakelar Mode developer (Developer mode) di pojok kanan atas halaman ekstensi. Tombol Muat yang belum dibuka (Load unpacked) baru muncul setelah mode developer aktif.",
  "extensions.setup.step4.title": "Muat ekstensi yang sudah diekstrak",
  "extensions.setup.step4.body":
    "Klik Muat yang belum dibuka (Load unpacked), pilih folder pertama yang sudah kamu ekstrak lalu konfirmasi. Lakukan hal yang sama untuk folder kedua. Kedua ekstensi kini muncul di daftar; pastikan sakelarnya menyala.",
  "extensions.setup.step4.security":
    "Pasang ekstensi hanya dari tautan di panel ini. Kami tidak pernah meminta kata sandimu lewat ekstensi, dan ekstensi hanya menangani sesi layanan yang kamu buka dari sini. Browser mungkin memberi peringatan tentang ekstensi dalam mode pengembang: itu wajar untuk ekstensi yang dipasang dengan cara ini.",
  "extensions.setup.step5.title": "Sematkan PremiumHub Access",
  "extensions.setup.step5.body":
    "Klik ikon kepingan puzzle di bilah alat browser lalu sematkan PremiumHub Access. Ikonnya lalu menampilkan layananmu, siap dibuka dalam keadaan masuk dari tab mana pun. Session Helper bekerja di latar belakang dan tidak perlu disematkan.",
  "extensions.setup.step6.title": "Muat ulang panel",
  "extensions.setup.step6.body":
    "Muat ulang halaman ini (F5 atau Ctrl+R; Cmd+R di Mac). Panel lalu mendeteksi ekstensi dan memberi tahu jika salah satunya perlu diperbarui.",
  "extensions.setup.detected": "{count} dari {total} ekstensi terdeteksi.",
  "extensions.setup.noneDetected": "Belum ada ekstensi yang terdeteksi.",
  "extensions.setup.reload": "Muat ulang halaman",
  "extensions.setup.step7.title": "Buka layananmu",
  "extensions.setup.step7.body":
    "Buka bagian Akses layananmu di dasbor lalu klik sebuah layanan. Layanan terbuka di tab baru dan ekstensi memasukkanmu secara otomatis. Jika ada layanan yang tidak berfungsi, beri tahu kami di halaman Laporkan layanan.",
  "extensions.video.play": "Putar video tutorial",
  "extensions.video.title": "Tutorial: memasang ekstensi",
  "extensions.video.hint": "Video baru dimuat dari YouTube setelah kamu menekan putar.",
  "extensions.addons.title": "Addon",
  "extensions.addons.intro":
    "Dua ekstensi browser yang membuka layananmu. Pastikan keduanya tetap terpasang dan selalu versi terbaru.",
  "extensions.addons.notDetected":
    "Tidak ada ekstensi yang terdeteksi di browser ini. Pasang kedua ekstensi dengan panduan pemasangan, lalu muat ulang halaman ini.",
  "extensions.addons.installed": "Versi terpasang",
  "extensions.addons.latest": "Versi terbaru",
  "extensions.addons.minimum": "Versi minimum",
  "extensions.addons.notInstalled": "Belum terpasang",
  "extensions.addons.noRelease": "Belum ada rilis",
  "extensions.addons.whyUpdate": "Mengapa harus diperbarui?",
  "extensions.outdated.title": "Ekstensi usang",
  "extensions.outdated.lead": "Ekstensi sudah usang dan harus diperbarui.",
  "extensions.outdated.body":
    "Unduh versi baru setiap ekstensi di bawah dan ekstrak ke folder lamanya. Lalu buka chrome://extensions, klik ikon muat ulang pada ekstensi tersebut, dan muat ulang halaman ini.",
  "extensions.outdated.listLabel": "Ekstensi yang perlu diperbarui",
  "extensions.outdated.versions": "Terpasang: {installed}. Dibutuhkan: {minimum} atau lebih baru.",
  "extensions.outdated.none": "Semua ekstensimu sudah versi terbaru.",
  "extensions.security.title": "Peringatan keamanan",
  "extensions.security.lead": "Ekstensi tidak dapat dipasang karena terhalang oleh ekstensi yang tercantum di bawah.",
  "extensions.security.body":
    "Hapus ekstensi tersebut dari browser (buka chrome://extensions lalu klik Remove pada masing-masing), kemudian periksa lagi.",
  "extensions.security.listLabel": "Ekstensi yang bertentangan",
  "extensions.security.none": "Tidak ada ekstensi bertentangan yang terdeteksi.",
  "extensions.security.checkAgain": "Periksa lagi",
  "extensions.security.checking": "Memeriksa…",
  "extensions.security.stillBlocked": "Ekstensi ini masih terpasang. Hapus ekstensi tersebut, lalu periksa lagi.",
  "extensions.security.clear": "Tidak ada lagi ekstensi bertentangan yang terdeteksi. Kamu dapat membuka layananmu.",
  "email.accountDown.subject": "{service}: akun {account} tidak berfungsi",
  "email.accountDown.body":
    'Akun "{account}" dari {service} tidak berfungsi sejak {date} (UTC): {cause}. Pelanggannya dipindahkan ke akun lain yang punya kursi kosong saat membuka layanan lagi. Simpan sesi baru untuk akun itu (lewat popup ekstensi Access, atau tempel ekspor) agar kembali normal.',
  "email.accountExpiry.subject": "{service}: sesi {account} segera berakhir",
  "email.accountExpiry.body":
    'Sesi tersimpan akun "{account}" dari {service} berakhir pada {date} (UTC). Masuk ke layanan itu di browser-mu lalu simpan sesinya lagi dari ekstensi PremiumHub Access, atau tempel ekspor baru di katalog admin.',
} as const;
