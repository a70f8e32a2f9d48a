import type { Lexicon } from './lexicon';

/**
 * Indonesian, with Jakarta slang (gue/gw, lo/lu, pengen, udah, gak/ga, aja, "bundir" for bunuh
 * diri) and the Malay words that overlap (nak, tak, je, penat). Expansions bring spellings to
 * one form before the rules: every negation -> "gak", every "I" of slang -> "gue"/"aku",
 * pgn/pingin -> "pengen", udh/dah -> "udah", klo/kalau -> "kalo", malem -> "malam".
 *
 * "Mati" is everywhere in market talk ("mati gue" = I'm screwed, "koin mati", "hold sampe
 * mati", "long bunuh diri"): those are cut as idioms, and the rules need a wish, a first
 * person or a method next to the death word.
 */

/** The speaker, after expansions. */
const ME = '(?:gue|aku|saya|ku|diriku|hamba)';
/** Desire and preference words ("pengen", "mending", Malay "nak" -> "mau"). */
const WISH = '(?:pengen|ingin|mau|kepengen|pingin|mending|mendingan|lebih baik|lebih enak|lebih bagus|baiknya|rasanya pengen|berharap|semoga|moga)';
/** Words that can stand around a bare time or decision without changing it. */
const FILLER =
  '(?:gue|aku|saya|ya|aja|deh|lah|dong|sih|kok|udah|juga|pokoknya|pas|nanti|jam \\d+|terus|langsung|bakal|mau|gitu|kayaknya|itu|ini|pasti|beneran|serius|semua|caranya|lakuin|ngelakuin|gak|bisa|nahan|tunggu|aja lah|selesai|beres|tamat|udahan|waktunya|lagi|jam|pagi|malam|subuh)';
/** Another person as the target of a threat. */
const THEM =
  '(?:dia|lo|kamu|kau|mereka|tuh|si \\S+|dev\\S*|developer|scammer|penipu|bos|atasan|mantan|istri|bini|suami|laki gue|pacar|anak|bapak|ibu|nyokap|bokap|admin|orang itu|orangnya|keluarganya|kalian)';

export const ID: Lexicon = {
  lang: 'id',
  scripts: ['latin'],
  expansions: {
    gw: 'gue', gua: 'gue', gwe: 'gue', gwa: 'gue', w: 'gue', ane: 'gue', aq: 'aku', ak: 'aku', sy: 'saya', sya: 'saya',
    lu: 'lo', elo: 'lo', elu: 'lo', loe: 'lo', lw: 'lo',
    ga: 'gak', g: 'gak', gk: 'gak', gx: 'gak', ngga: 'gak', nggak: 'gak', enggak: 'gak', engga: 'gak', kagak: 'gak',
    kaga: 'gak', ndak: 'gak', nda: 'gak', tak: 'gak', tdk: 'gak', tidak: 'gak', ngk: 'gak', gak: 'gak', ogah: 'gak mau',
    pgn: 'pengen', pngn: 'pengen', pngen: 'pengen', pengin: 'pengen', kpgn: 'pengen', kepengen: 'pengen', pen: 'pengen',
    mw: 'mau', mo: 'mau', nak: 'mau', udh: 'udah', dah: 'udah', sdh: 'udah', sudah: 'udah', udeh: 'udah', uda: 'udah',
    aj: 'aja', ae: 'aja', ajah: 'aja', ajj: 'aja', je: 'aja', saja: 'aja', bgt: 'banget', bngt: 'banget', yg: 'yang',
    klo: 'kalo', kl: 'kalo', kalau: 'kalo', klw: 'kalo', kalo: 'kalo', bsk: 'besok', esok: 'besok', mlm: 'malam',
    malem: 'malam', ntar: 'nanti', nti: 'nanti', tp: 'tapi', sm: 'sama', ama: 'sama', krn: 'karena', karna: 'karena',
    bundir: 'bunuh diri', bunuhdiri: 'bunuh diri', bndir: 'bunuh diri', ngebundir: 'bunuh diri',
    gmn: 'gimana', gmna: 'gimana', knp: 'kenapa', jg: 'juga', lg: 'lagi', org: 'orang', ortu: 'orang tua', bs: 'bisa',
    bsa: 'bisa', dr: 'dari', dri: 'dari', dmn: 'di mana', dimana: 'di mana', hrs: 'harus', blm: 'belum',
    skrg: 'sekarang', skrng: 'sekarang', skr: 'sekarang', emg: 'emang', bnr: 'bener', cape: 'capek', cpk: 'capek',
    idup: 'hidup', sampai: 'sampe', ampe: 'sampe', smpe: 'sampe', trs: 'terus', trus: 'terus', kyk: 'kayak',
    kek: 'kayak', kyak: 'kayak', bkn: 'bukan', sndiri: 'sendiri', sndri: 'sendiri', mksh: 'makasih', makasi: 'makasih',
    bkl: 'bakal', bakalan: 'bakal', akan: 'bakal', tgl: 'tinggal', sj: 'aja', dgn: 'dengan', utk: 'untuk',
    nyawaku: 'nyawa aku', hidupku: 'hidup aku', diriku: 'diri aku',
  },
  anchors: ['bunuh', 'bundir', 'mati', 'hidup', 'pengen', 'gantung', 'loncat', 'lompat', 'racun', 'nyilet', 'baygon', 'jembatan', 'mengakhiri', 'selamanya'],
  keep: ['ganteng', 'tunggal', 'matik', 'matic', 'mampu', 'mantap', 'kantung', 'gentong', 'lompong', 'lompok'],
  idioms: [
    // "Long bunuh diri", "bunuh diri finansial": reckless trades, not a person.
    /\b(?:long|short|posisi|entry|trade|trading|leverage|lev|beli|jual|all in|allin|aksi|langkah|ini mah|itu mah|namanya|strategi|x\d+|\d+x)(?: \S+){0,1} bunuh diri\b/g,
    /\b(?:koin|coin|token|project|proyek|projek|market|pasar|harga|chart|btc|eth|altcoin|alt|sektor|dev|tim|team)(?:nya)?(?: ini| itu)?(?: lagi| udah| kayak| kaya)? bunuh diri\b/g,
    /\bbunuh diri (?:finansial|ekonomi|karir|karier|politik|portofolio|porto)\b/g,
    // "Mati gue / mampus gue" = I'm screwed, unless a wish comes first ("pengen mati gue rasanya").
    /(?<!\b(?:pengen|ingin|mau|pingin|mending|mendingan|lebih baik|siap|bakal|udah|aja|biar|sampe) )\b(?:mati|mampus|modar|tamat) (?:gue|aku|saya|dah|deh|lah|kita|kau|lo|dong|aja gue)\b/g,
    /^(?:mampus|modar|mati|tamat)(?: gue| aku| kita)?$/g,
    // Coins, projects, phones and markets that "die".
    /\b(?:koin|coin|token|project|proyek|projek|market|pasar|altcoin|alt|chart|volume|sektor|narasi|nft|meme|memecoin|hp|batre|baterai|lampu|listrik|sinyal|wifi|server|bot|mesin|motor|mobil|akun|exchange|bursa|harga|laptop|pc|komputer|tanaman|ikan)(?:nya)?(?: gue| aku| lo| saya| ini| itu){0,2}(?: udah| lagi| mau| bakal| hampir| keburu)? (?:mati|tewas|mampus|modar)(?: suri)?\b/g,
    /\bmati (?:ketawa|kutu|gaya|bosan|bosen|penasaran|lampu|listrik|suri|angin|langkah|rasa deg degan)\b/g,
    /\b(?:ngakak|ketawa|ketawa ketiwi|ngakak guling guling)(?: \S+){0,1} (?:sampe|hingga) (?:mati|mampus|modar)\b/g,
    // Holding to the death.
    /\b(?:hold|hodl|holding|pegang|tahan|diamond hand|gas|jalan|serok)(?: \S+){0,2} (?:sampe|hingga|ampe) (?:mati|mampus|modar|liang kubur)\b/g,
    // A falling knife, switching things off, jumping into a coin or chain.
    /\b(?:nangkep|nangkap|menangkap|tangkap) pisau (?:jatuh|yang jatuh)\b/g,
    /\bmatiin (?:bot|hp|laptop|lampu|notif|notifikasi|komputer|pc|alarm|auto ?trade|tv|wifi|server)\b/g,
    /\b(?:cara|jalan) (?:cepet|cepat|paling cepat|paling cepet)? ?(?:mati|bunuh diri|bangkrut) (?:di|dalam|main) (?:futures|trading|market|crypto|kripto|pasar|bursa|saham|forex)\b/g,
  ],
  rules: [
    // ── Passive wish: wanting to be dead, not to wake up, to vanish ──
    { category: 'passive-wish', pattern: /\b(?:pengen|ingin|kepengen|pingin|berharap|rasanya pengen|rindu) (?:banget )?(?:mati|meninggal|mampus|modar|koit|dead)\b/ },
    {
      category: 'passive-wish',
      pattern: /(?<!\b(?:hp|koin|coin|token|batre|baterai|lampu|mesin|motor|mobil|laptop|proyek|project|projek|market|pasar|chart|tanaman|bot|server|sinyal|listrik|pc|altcoin|alt|memecoin|nya|ini|itu|ikan|kucing|anjing) )\bmau (?:mati|meninggal|mampus|modar)(?: aja| sekarang| banget| rasanya)?\b/,
    },
    { category: 'passive-wish', pattern: /\bmati aja\b(?! (?:lo|kamu|kau|kalian|sana|lo semua))/ },
    { category: 'passive-wish', pattern: /\b(?:mending|mendingan|lebih baik|lebih enak|baiknya|lebih bagus)(?: \S+){0,1} (?:mati|meninggal|gak hidup|gak usah hidup|gak ada|gak usah ada)\b/ },
    { category: 'passive-wish', pattern: /\b(?:gak|udah gak|udah males) (?:mau|pengen|ingin|kuat|sanggup|tahan|sanggup lagi|betah|pantas|pantes|layak|berhak) (?:lagi )?(?:hidup|idup|ada di dunia|napas|bernapas)\b/ },
    { category: 'passive-wish', pattern: /\b(?:capek|lelah|penat|muak|bosen|bosan|males|jenuh|letih)(?: \S+){0,2} (?:hidup|idup|jadi manusia|bernapas)\b(?! (?:sehat|hemat|di kota|di jakarta))/ },
    { category: 'passive-wish', pattern: /\b(?:gak usah|gak perlu|gak pernah|nyesel|menyesal|kenapa)(?: (?:gue|aku|saya))?(?: harus)? (?:di)?(?:lahir|lahirin|dilahirkan|lahirkan|ada di dunia)\b/ },
    { category: 'passive-wish', pattern: /\b(?:tidur|bobo|merem|tidur terus|tidur aja)(?: \S+){0,2} (?:gak|gak usah|gak perlu|dan gak) (?:bangun|kebangun|melek) (?:lagi|selamanya|besok)\b/ },
    { category: 'passive-wish', pattern: /\b(?:semoga|moga|harap|berharap|pengen|pengennya)(?: \S+){0,2} (?:gak|gak usah|gak perlu) (?:bangun|kebangun|melek)(?: lagi| besok)?\b/ },
    { category: 'passive-wish', pattern: /\b(?:ngilang|menghilang|hilang|ilang|lenyap|pergi)(?: aja)? (?:selamanya|dari dunia|dari muka bumi|untuk selamanya|dari bumi)\b/ },
    { category: 'passive-wish', pattern: new RegExp(`\\b${WISH} (?:\\S+ )?(?:ngilang|menghilang|hilang|lenyap)\\b`), needs: 'distress' },
    { category: 'passive-wish', pattern: /\bkalo (?:gue|aku|saya) (?:mati|meninggal|gak ada)(?: \S+){0,2} (?:gak|gak bakal|gak akan) (?:ada )?(?:yang |orang )?(?:peduli|nyariin|sedih|kehilangan|nangis|nyari|inget)\b/ },
    { category: 'passive-wish', pattern: /\b(?:cabut|ambil|jemput|renggut|panggil)(?: aja)? (?:nyawa|aku|gue|saya|hamba)\b(?! (?:dulu|ke|di|sebentar|jam|nanti|pas))/ },
    { category: 'passive-wish', pattern: /\b(?:pengen|mau|ingin) (?:nyusul|menyusul) (?:almarhum|almarhumah|bapak|ibu|bokap|nyokap|kakek|nenek|mama|papa|ayah|bunda|dia|mereka|anak)\b/ },
    { category: 'passive-wish', pattern: /\b(?:tidur|istirahat|pergi|pulang) (?:untuk )?(?:selamanya|selama lamanya)\b/ },
    { category: 'passive-wish', pattern: /\b(?:moga2|semoga|moga|berharap|pengen|harap)(?: (?!gak\b|jangan\b|biar gak\b)\S+){0,3} (?:ketabrak|ditabrak|kecelakaan|kena kanker|sakit parah|kena serangan jantung|jatuh dari pesawat|mati muda)\b/ },
    { category: 'passive-wish', pattern: /\b(?:gak ada gunanya|percuma|buat apa|untuk apa|ngapain|apa gunanya)(?: \S+){0,1} (?:gue |aku |saya )?(?:hidup|idup|masih hidup|bernapas)\b/ },

    // ── Active ideation: suicide in any wording ──
    { category: 'active-ideation', pattern: /\b(?:bunuh diri|bundir|ngebundir)\b/ },
    { category: 'active-ideation', pattern: /\b(?:mengakhiri|ngakhirin|akhiri|akhirin|menyudahi|nyudahin|sudahi|udahin|ngakhiri) (?:hidup|nyawa|semuanya|semua ini|hidup gue|hidup aku|hidup saya)\b(?! (?:posisi|trade|order|transaksi))/ },
    { category: 'active-ideation', pattern: /\b(?:mikir|kepikiran|pikiran|ide|niat|nekat|nekad|terus mikir)(?: \S+){0,2} (?:mati|matiin diri|ngilang selamanya|ngakhirin|mengakhiri)\b/ },
    { category: 'active-ideation', pattern: /\b(?:jalan keluar(?:nya)?|solusi(?:nya)?|satu2nya (?:jalan|cara|solusi)|satu satunya (?:jalan|cara|solusi)|jalan terakhir)(?: \S+){0,3} (?:mati|bunuh diri|ngakhirin hidup|mengakhiri hidup)\b/ },
    { category: 'active-ideation', pattern: new RegExp(`\\b(?:bunuh|matiin|habisin|lenyapin) (?:diri (?:sendiri|aku|gue)|${ME} sendiri)\\b`) },

    // ── Method: means, doses, heights, tracks, poison, rope ──
    { category: 'method', pattern: /\bcara (?:buat |untuk |biar )?(?:mati|bunuh diri|mengakhiri hidup|ngakhirin hidup|gantung diri)\b/ },
    { category: 'method', pattern: /\b(?:mati|bunuh diri|meninggal)(?: yang| yg)? (?:paling )?(?:cepet|cepat|gak sakit|tanpa rasa sakit|instan|tenang|damai)\b/ },
    { category: 'method', pattern: /\b(?:biar|supaya|sampe|untuk|buat) (?:langsung |pasti |cepet |cepat )?(?:mati|meninggal|tewas|gak bangun lagi|gak bangun|tidur selamanya|koit|lewat)\b/ },
    { category: 'method', pattern: /\b(?:baygon|racun tikus|racun serangga|pestisida|sianida|potas|portas|obat nyamuk cair|karbol|racun)(?: \S+){0,4} (?:berapa|biar|supaya|bisa mati|mati gak|mematikan|ampuh)\b/ },
    { category: 'method', pattern: /\b(?:minum|nenggak|neguk|nelen|menelan) (?:baygon|racun|pestisida|sianida|potas|obat nyamuk|karbol|cairan pembersih|pembersih lantai)\b/ },
    { category: 'method', pattern: /\b(?:beli|cari|dapet|jual)(?: \S+){0,1} (?:racun|baygon|sianida|potas|pistol|senjata api|obat tidur)\b|\b(?:racun|sianida|potas|pistol|senjata api|obat tidur)(?: \S+){0,4} (?:beli|di mana|dimana|dapet)\b/, needs: 'distress' },
    { category: 'method', pattern: /\bberapa (?:butir|biji|tablet|pil|strip|keping|banyak|mg)(?: \S+){0,4} (?:mati|gak bangun|koit|modar|lewat|tewas|bisa mati)\b/ },
    { category: 'method', pattern: /\bberapa(?: \S+){0,4} (?:yang |yg )?(?:bikin|bisa bikin|buat|bisa) (?:mati|tewas|gak bangun|overdosis|od|koit)\b/ },
    { category: 'method', pattern: /\b(?:racun|baygon|pestisida|sianida|potas)(?: \S+){0,3} (?:terus|lalu|trus|dan|abis itu|habis itu|langsung) (?:minum|telen|nelen|nenggak|tenggak)\b/ },
    { category: 'method', pattern: /\b(?:obat tidur|pil tidur|obat penenang|antidepresan|obat)(?: \S+){0,6} (?:biar|supaya|sampe|untuk) (?:mati|gak bangun|tidur selamanya)\b/ },
    { category: 'method', pattern: /\b(?:overdosis|dosis (?:mematikan|letal|fatal|bikin mati)|over dosis)\b/, needs: 'distress' },
    { category: 'method', pattern: new RegExp(`\\b(?:${ME}|mau|pengen|ingin|sengaja) (?:mau )?(?:overdosis|od|over dosis)\\b`) },
    { category: 'method', pattern: /\b(?:lompat|loncat|terjun|nyebur|jatuhin diri|menjatuhkan diri|jatuh)(?: \S+){0,1} (?:dari|dr) (?:atas )?(?:lantai|gedung|jembatan|apartemen|apart|atap|rooftop|tower|menara|flyover|tebing|jurang|balkon|mall)\b/ },
    { category: 'method', pattern: /\b(?:lantai|ketinggian|tinggi) berapa(?: \S+){0,3} (?:mati|tewas|gak selamat|langsung|pasti)\b/ },
    { category: 'method', pattern: /\b(?:gedung|jembatan|apartemen|tower|menara|flyover|mall)(?: \S+){0,3} (?:paling tinggi|tertinggi|yang tinggi|bisa naik ke (?:atap|rooftop)|rooftop(?:nya)? (?:kebuka|terbuka|bisa))\b/, needs: 'distress' },
    { category: 'method', pattern: /\bgantung diri\b|\b(?:gantungin|menggantung) (?:diri|leher)\b/ },
    { category: 'method', pattern: /\btali(?: \S+){0,4} (?:nahan|menahan|kuat nahan|kuat menahan|buat gantung|untuk gantung) (?:badan|berat badan|tubuh|orang|\d+ ?kg|leher)\b/ },
    { category: 'method', pattern: /\b(?:tidur|tiduran|berbaring|berdiri|nunggu|rebahan) di (?:tengah )?rel\b|\b(?:nabrakin|tabrakin|lempar|lemparin|ceburin|jatuhin|lemparkan) diri\b/ },
    { category: 'method', pattern: /\brel (?:kereta|kereta api|krl)(?: \S+){0,3} (?:sepi|jam berapa|lewat jam)\b|\bkereta (?:lewat|lewatnya) jam berapa\b/, needs: 'distress' },
    { category: 'method', pattern: /\b(?:sayat|potong|iris|putus|motong|nyayat) (?:urat )?nadi\b/ },
    { category: 'method', pattern: /\bbakar arang (?:di|dalam) (?:kamar|mobil|kamar mandi|ruang)\b/ },

    // ── Intent: decided, going to do it ──
    { category: 'intent', pattern: new RegExp(`\\b${ME} (?:bakal|pasti|siap|udah siap) (?:mati|meninggal|mengakhiri|ngakhirin|pergi selamanya)\\b`) },
    { category: 'intent', pattern: /\b(?:udah|sudah) siap (?:mati|pergi|meninggal)\b|\bsiap mati\b(?! (?:demi|buat|untuk) (?:bangsa|negara|agama))/ },
    { category: 'intent', pattern: /\b(?:beneran|serius)(?: \S+){0,2} (?:akhiri|ngakhirin|mengakhiri|mati|bunuh diri)\b/ },

    // ── Plan: a time, place or price trigger ──
    {
      category: 'plan',
      pattern: /\b(?:kalo|jika|bila|seandainya|pas|begitu)(?: \S+){0,8} (?:tembus|jebol|turun|bawah|dibawah|anjlok|dump|nyentuh|kena liq|kena likuidasi|gak balik|gak naik|gagal|rungkad|mc|ludes|habis|abis)(?: \S+){0,6} (?:mati|bunuh diri|loncat|lompat|terjun|gantung diri|minum racun|akhiri hidup|ngakhirin hidup|pergi selamanya|ngilang selamanya)\b/,
    },
    { category: 'plan', pattern: /\b(?:ke|pergi ke|naik ke|menuju|otw) (?:atas )?(?:jembatan|rel(?: kereta)?|rooftop|atap gedung|tebing|jurang|flyover|lantai paling atas)\b/, needs: 'distress' },
    // A bare time or decision ("malam ini.", "udah gue putusin") only after a risk signal: the
    // message must be the fragment plus filler words, so "cuan 20% hari ini" stays out of it.
    {
      category: 'plan',
      pattern: new RegExp(
        `^(?:${FILLER} ){0,3}(?:malam ini|nanti malam|besok|besok pagi|sekarang|sekarang juga|hari ini|minggu ini|udah (?:gue |aku )?(?:putusin|mutusin|memutuskan|bulat|mantap|yakin|siap)|tekad (?:gue |aku )?udah bulat|udah waktunya|kali ini beneran|gak ada yang bisa (?:nahan|ngelarang|nyegah|mencegah|menghentikan)|(?:gue |aku )?(?:bakal |mau )?(?:lakuin|ngelakuin|lakukan|melakukannya|ngelakuinnya))(?: ${FILLER}){0,4}$`,
      ),
      needs: 'risk',
    },

    // ── Preparation: notes, farewells, giving away, passing on keys and pets ──
    { category: 'preparation', pattern: /\b(?:surat|pesan|kata kata|kata2|salam) (?:terakhir|perpisahan)\b|\b(?:ini|inilah)(?: \S+){0,1} (?:chat|tulisan|status|postingan|video|wa|dm) (?:terakhir|perpisahan)\b/ },
    { category: 'preparation', pattern: /\b(?:makasih|terima kasih|maaf|maafin)(?: \S+){0,8} (?:selamat tinggal|sampai jumpa di kehidupan lain|sampai ketemu di surga)$/ },
    { category: 'preparation', pattern: /\b(?:surat wasiat|wasiat)\b|\bsurat(?:nya)? (?:buat|untuk) (?:nyokap|bokap|ortu|orang tua|keluarga|istri|bini|anak|ibu|bapak|mama|papa)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\btinggal (?:nunggu|menunggu) (?:waktu|hari|saat|saatnya|waktunya)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\bselamat tinggal (?:semuanya|selamanya|dunia|kalian|semua|untuk selamanya)\b|\bpamit (?:untuk )?selamanya\b/ },
    { category: 'preparation', pattern: /\bselamat tinggal\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:seed phrase|seed|password|pass|pin|private key|recovery phrase|12 kata|24 kata)(?: \S+){0,6} (?:kasih|kirim|serahin|titip|buat|untuk|ke)(?: ke)? (?:nyokap|bokap|ibu|bapak|mama|papa|orang tua|istri|bini|suami|adek|adik|kakak|anak|keluarga)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\bkalo (?:gue|aku|saya) (?:udah |sudah |nanti )?(?:gak ada|mati|pergi|meninggal|kenapa2|kenapa kenapa|udah gak ada)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:jagain|jaga|rawat|rawatin|urus|urusin|titip|tolong jaga)(?: \S+){0,1} (?:kucing|anjing|anak(?:2| anak)?|nyokap|ibu|mama|keluarga|adek|adik|peliharaan|istri|bini)(?!\S)/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:gak|gak bakal|gak akan) (?:lama|ada) lagi (?:di sini|di dunia|hidup|di dunia ini)\b|\bumur (?:gue|aku|saya) (?:gak|tinggal) lama\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:bagiin|bagi2in|bagikan|kasihin|hibahin|sumbangin|ngasihin)(?: \S+){0,3} (?:semua|semuanya|barang|barang2|motor|hp|laptop|koleksi|tabungan)\b|\b(?:barang|barang2|barang barang|semua barang)(?: \S+){0,3} (?:udah )?(?:gue |aku )?(?:bagiin|bagi2in|kasihin|kasih|hibahin|sumbangin)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\bgak (?:butuh|perlu) (?:lagi|barang|apa apa lagi|duit lagi)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\bmaaf(?:in)? (?:kalo|kalau|atas|untuk)(?: \S+){0,2} (?:banyak )?(?:salah|dosa|nyusahin|ngerepotin)\b/, needs: 'distress' },

    // ── Self-harm: cutting, burning, hitting oneself ──
    { category: 'self-harm', pattern: /\b(?:nyilet|silet|menyilet|ngesilet|nyayat|sayat|menyayat|ngiris|iris|mengiris|nyakar|cakar|gores|nggores|barcode)(?:in)? (?:tangan|lengan|paha|nadi|kulit|pergelangan|badan|diri|perut)\b/ },
    { category: 'self-harm', pattern: /\b(?:sayatan|bekas sayatan|luka sayat|bekas silet|bekas luka silet)(?: \S+){0,2} (?:tangan|lengan|paha|pergelangan)\b|\b(?:tangan|lengan|paha|pergelangan)(?: \S+){0,2} (?:penuh|banyak) (?:sayatan|luka sayat|bekas silet)\b/ },
    { category: 'self-harm', pattern: /\b(?:tiap|setiap|sering|kambuh|suka|mulai|pengen|mau)(?: \S+){0,2} (?:nyayat|nyilet|ngesilet|menyayat|menyilet|ngiris tangan|sayat tangan)\b/ },
    { category: 'self-harm', pattern: /\b(?:self ?harm|selfharm)\b|\bkambuh(?: lagi)? (?:sh|self ?harm)\b|\bsh (?:lagi|kambuh)\b/ },
    { category: 'self-harm', pattern: /\b(?:pukul|mukul|pukulin|mukulin|jedotin|jedukin|benturin|benturkan|tonjok|nonjok|tampar|nampar|cakar|jambak|gigit|sundut|bakar|nyundut)(?: \S+){0,1} (?:kepala|diri|muka|badan|tangan|lengan|paha|kulit|wajah) (?:sendiri|gue|aku)\b/ },
    { category: 'self-harm', pattern: /\b(?:jedotin|jedukin|benturin|benturkan|pukulin|mukulin) kepala(?: \S+){0,3} (?:sampe|hingga) (?:berdarah|benjol|memar|luka|bocor)\b/ },
    { category: 'self-harm', pattern: /\b(?:sundut|nyundut)(?: rokok| api| korek)?(?: ke)? (?:tangan|lengan|kulit|paha|badan)\b/ },
    { category: 'self-harm', pattern: /\b(?:nyakitin|menyakiti|melukai|ngelukain|nyiksa|menyiksa|nyakiti|hukum) diri (?:sendiri|gue|aku)?\b/ },

    // ── In progress: an act taken or under way, danger right now ──
    { category: 'in-progress', pattern: /\b(?:udah|barusan|tadi|baru aja|abis|habis)(?: \S+){0,1} (?:nelen|nelan|menelan|minum|nenggak|neguk|telan)(?: \S+){0,2} (?:semua|seluruh|sebotol|sestrip|satu botol|segenggam|puluhan|\d\d+) (?:obat|pil|butir|tablet|biji)\b/ },
    { category: 'in-progress', pattern: /\b(?:udah|barusan|tadi|baru aja)(?: \S+){0,1} (?:nelen|nelan|menelan|minum|nenggak|neguk) (?:semua |seluruh )?(?:obat tidur|pil tidur|obat penenang|baygon|racun|pestisida|sianida|potas|karbol|obat nyamuk)\b/ },
    { category: 'in-progress', pattern: /\b(?:minum|nenggak|nelen) (?:baygon|racun|pestisida|sianida|potas|karbol)(?: \S+){0,2} (?:barusan|tadi|udah)\b/ },
    { category: 'in-progress', pattern: /\b(?:lagi|sedang|udah|sekarang|posisi)(?: (?:berdiri|duduk|nangkring|manjat|naik))? di (?:pinggir|pagar|tepi|ujung|pembatas|atas pagar|atas pembatas|atas) (?:jembatan|gedung|atap|rooftop|tebing|balkon|flyover|rel)\b/ },
    { category: 'in-progress', pattern: /\b(?:lagi|sedang|udah|sekarang) di (?:rooftop|atap|lantai \d+|balkon)\b/, needs: 'distress' },
    { category: 'in-progress', pattern: /\btinggal (?:loncat|lompat|terjun|nendang kursi|tendang kursi|narik|minum|nelen|gantung|jatuhin diri)\b/ },
    { category: 'in-progress', pattern: /\bdarah(?:nya)? (?:gak|gak mau) (?:berhenti|mampet|brenti)\b|\b(?:nyayat|nyilet|sayat)(?:nya)? (?:kedalaman|terlalu dalam|dalem banget|kedaleman)\b/ },
    { category: 'in-progress', pattern: /\btali(?:nya)? (?:udah|sudah) (?:kepasang|terpasang|siap|diikat|diiket|gue pasang|gue iket)\b/ },

    // ── Harm to others: threats to the dev, the scammer, an ex, the boss, family ──
    { category: 'harm-to-others', pattern: new RegExp(`\\b(?:bunuh|habisin|bacok|tusuk|tikam|tembak|cekik|gorok|mutilasi|matiin|celurit|golok|siram air keras|bantai) ${THEM}`) },
    { category: 'harm-to-others', pattern: new RegExp(`\\b(?:gue|aku|saya) (?:bakal |pasti |mau |akan )?(?:bunuh|bacok|tusuk|tikam|cekik|gorok|habisin)\\b(?! (?:diri|waktu|duit|uang|saldo|posisi|semua (?:short|long|posisi)|short|long|order))`) },
    { category: 'harm-to-others', pattern: /\b(?:gue|aku|saya) (?:bakal |pasti |mau )?tembak\b(?! (?:di|harga|entry|order|limit|long|short|posisi|buy|sell|bid|\d))/ },
    { category: 'harm-to-others', pattern: /\b(?:hajar|pukulin|gebukin|keroyok|bacok|tusuk)(?: \S+){0,2} (?:sampe|hingga) (?:mati|mampus|modar|sekarat|koma)\b/ },
    { category: 'harm-to-others', pattern: /\bbawa (?:pisau|golok|celurit|clurit|pistol|sajam|parang|samurai|bensin|air keras)(?: \S+){0,2} (?:ke|buat|untuk)\b/ },
    { category: 'harm-to-others', pattern: /\bbakar (?:rumah|mobil|kantor|toko)(?:nya)?\b|\b(?:rumah|mobil|kantor|toko)(?:nya)?(?: \S+){0,6} (?:gue|aku|saya) bakar\b/ },
    { category: 'harm-to-others', pattern: /\bsiram (?:pake |dengan )?air keras\b/ },
    { category: 'harm-to-others', pattern: new RegExp(`\\bmati di tangan (?:gue|aku|saya)\\b|\\b${THEM}(?: itu| ini)? (?:harus|wajib|pantes|pantas|layak) (?:mati|mampus|modar|dibunuh)\\b`) },
  ],
  distress: [
    /\b(?:gak berguna|gak ada gunanya|beban (?:keluarga|doang|semua orang)|sampah masyarakat|manusia gagal|orang gagal|gagal total)\b/,
    /\b(?:benci|muak sama|jijik sama) (?:diri|diri sendiri|diri gue|diri aku)\b|\b(?:bego|tolol|goblok) banget gue\b/,
    /\b(?:putus asa|gak ada harapan|hopeless|hampa|depresi|stres berat|stress berat|frustasi|frustrasi|kesepian|buntu)\b/,
    /\b(?:udah gak kuat|gak bisa tidur|insomnia|nangis terus|nangis tiap|capek banget|capek mental|lelah banget|hancur banget|gak sanggup|gak kuat lagi)\b/,
    /\bhidup (?:gue |aku |saya |ku )?(?:hancur|berantakan|ancur|kacau|gak berarti|gak ada artinya)\b/,
    /\b(?:gak tau harus gimana|gak ada jalan (?:keluar|lain)|gak bermakna|gak ada makna|gak ada artinya|udah gak ada artinya)\b/,
  ],
  reassurance: [
    /\b(?:gue|aku|saya) (?:udah |sekarang |lagi )?(?:aman|baik baik aja|gak apa apa|gapapa|mendingan|lebih tenang|tenang|lebih baik)\b|\b(?:makasih|terima kasih|trims|thx)\b/,
    /\b(?:udah|barusan|lagi|mau|bakal) (?:telpon|nelpon|telepon|hubungi|ngehubungi|cerita ke|ngobrol sama|chat) (?:ke )?(?:hotline|psikolog|psikiater|dokter|temen|teman|nyokap|bokap|ibu|bapak|kakak|adik|istri|suami|keluarga|119|112)/,
    /\b(?:gak bakal|janji gak|gak akan) (?:ngelakuin|melakukan|macem macem|aneh aneh|nyakitin diri)\b/,
  ],
  loss: [
    /\b(?:rungkad|boncos|nyangkut|ludes|kena liq|ke liq|keliq|likuidasi|liquidated|kena mc|margin call|cut loss|floating minus|porto (?:merah|ancur|hancur))\b/,
    /\b(?:pinjol|utang|hutang|ngutang|pinjaman|gagal bayar|debt collector|dc pinjol)\b/,
    /\b(?:duit|uang|tabungan|modal|dana)(?: \S+){0,2} (?:abis|habis|ilang|hilang|ludes|lenyap)\b/,
    /\b(?:rugi|loss|minus) (?:\d+\S*|ratusan|puluhan|miliar|jutaan|banyak)\b/,
  ],
};
