import type { ConceptLexicon } from './concept';

/** Alternatives -> one RegExp with word boundaries; a clitic may follow ("talinya", "kucingku", "rumahmu"). */
const w = (...alternatives: string[]): RegExp =>
  new RegExp(`\\b(?:${alternatives.join('|')})(?:nya|ku|mu|lah|kah|pun)?\\b`);

/** Indonesian (formal and Jakarta slang: gak, ga, nggak, pengen, udah, gue) and Malaysian Malay (tak, nak, dah, aku, mampus). */
export const ID_CONCEPTS: ConceptLexicon = {
  lang: 'id',
  concepts: {
    // dying, suicide, not waking, disappearing; slang and filter-dodges (bundir, b*nuh diri, mokad, modar, unalive)
    death: w(
      '(?<!(?:hp|koin|coin|akun|cuan|ngakak sampe|ngakak sampai|bikin|lampu|listrik) )mati(?! (?:suri|rasa|lampu|listrik|gaya|kutu|total|berdiri|dalam sejam))|mampus|modar|mokad|koit|tewas|wafat|meninggal|meninggoy|b[uv]n[uv]h (?:diri|dri)|bundir|bndir|bnh diri|bnuh diri|suicide|kms|unalive|die|dead',
      '(?:akhiri|akhirin|mengakhiri|ngakhirin|sudahi) (?:diri|hidup|nyawa|semua|semuanya|segalanya)|udahan (?:aja|hidup|sama hidup|dari hidup)|jantung(?:ku)? berhenti|alasan (?:lagi )?(?:buat|untuk) hidup|habisi nyawa|cabut nyawa|nyawa (?:sendiri|saya|aku|gue|gw)',
      '(?:gak|ga|nggak|ngga|enggak|tidak|tak|tdk|gk|g) (?:mau|ingin|pengen|pingin|kepengen|nak|sanggup|kuat|pengin) (?:hidup|lagi hidup|bangun)(?: lagi)?',
      '(?:pengen|pingin|ingin|mau|nak|pengin|pgn|pngn|pen) (?:mati|menghilang|ngilang|ilang|hilang|lenyap|pergi|tidur selamanya|tiada|nyusul|udahan(?! (?:ses|chat|dulu|ngobrol|main|kerja))|bundir|bndir)',
      'ngilang aja|ilang aja|ilang dari dunia|(?:gw|gue|aku|saya|ku|urang) ikut (?:ilang|hilang|mati|pergi)|(?:gak|ga|tidak|tak|nggak|g) (?:usah|perlu|pernah) (?:di)?lahir(?:kan)?',
      'menghilang|hilang (?:selamanya|dari dunia|aja)|lenyap|tiada|pergi (?:untuk )?selamanya|pergi jauh|tidur selamanya|tidur abadi|tidur (?:dan|terus) (?:gak|ga|tidak|tak) bangun|(?:gak|ga|tidak|tak|nggak) (?:usah )?bangun lagi|(?:gak|ga|tidak|tak|nggak) pernah bangun',
      'nyusul|menyusul|dijemput|diambil (?:tuhan|allah)|dipanggil (?:tuhan|allah|yang kuasa)|(?:tuhan|allah) (?:\\w+ ){0,2}(?:ambil|cabut|jemput|panggil)|(?:gak|ga|tidak|tak) (?:pernah )?(?:dilahirkan|lahir)|hidup (?:buat apa|untuk apa|apa gunanya)|buat apa hidup|untuk apa hidup|udahan (?:aja|hidup)',
    ),
    // pills, sleeping pills, named medicines, overdose, alcohol with pills
    medication: w(
      'obat(?! nyamuk)|pil|tablet|kapsul|butir|strip|sebotol|obat tidur|penenang|antidepresan|antidepresi|pereda nyeri|analgesik|overdosis|overdosis|over dosis|od|minum obat',
      'parasetamol|paracetamol|panadol|bodrex|antimo|ctm|alprazolam|xanax|diazepam|valium|riklona|clonazepam|sertraline|fluoxetine|insulin|tramadol|dextro|dekstro|(?:alkohol|miras|bir|ciu|arak|tuak) (?:sama|dan|campur) (?:obat|pil)',
    ),
    // heights: jumping, rooftops, balconies, bridges, cliffs, high floors, railings
    height: w(
      '(?:loncat|lompat|terjun) (?:dari|di) (?:kapal|dek|geladak|pelabuhan|dermaga)',
      'lompat|loncat|terjun|menjatuhkan diri|jatuhin diri|jatuh dari',
      'gedung|atap|rooftop|balkon|jembatan|jambatan|bumbung|jembatan layang|flyover|tebing|jurang|lantai (?:atas|paling atas|\\d+|tertinggi)|paling tinggi|tertinggi|ketinggian|pagar pembatas|pembatas|tepi|pinggir (?:atap|jembatan|gedung|balkon)|jendela|menara|apartemen',
    ),
    // other means: rope and hanging, blades, guns, poison, pesticide, charcoal, gas, rails, drowning, a car
    means: w(
      'dibawa ombak|digulung ombak|ombak (?:besar )?ambil',
      'tali|gantung diri|menggantung|gantung|jerat|ikat leher',
      'pisau|golok|parang|celurit|pistol|senjata|senapan|airsoft',
      'racun|baygon|pestisida|racun tikus|racun serangga|potas|sianida|karbol|cairan pembersih|arang|areng|gas|knalpot|karbon monoksida|bensin',
      'rel|kereta|krl|commuter|mrt|tenggelam|menenggelamkan|sungai|laut|danau|nabrak|menabrak|tabrak|ditabrak|truk|tertabrak|ketabrak|kecelakaan',
    ),
    // how much, how many, enough, lethal, dose, sure, painless, quick, how long
    quantity: w(
      'berapa|cukup|dosis|takaran|mematikan|fatal|pasti|ampuh|manjur|tanpa (?:rasa )?sakit|(?:gak|ga|tidak|tak|nggak) sakit|(?:gak|ga|tidak|tak|nggak) (?:terasa|kerasa)|paling cepat|cepat mati|lebih cepat|berapa lama|gimana caranya|bagaimana caranya|berapa menit|sekaligus|semua(?:nya)? sekaligus|sebanyak|seberapa|mg|miligram',
    ),
    // when: tonight, tomorrow, weekend, weekdays, midnight, after an event, when a price is hit
    time: w(
      'mal(?:a|e)m ini|malem|nanti malam|mlm ini|besok|bsk|lusa|hari ini|hr ini|akhir pekan|weekend|minggu depan|minggu ini|senin|selasa|rabu|kamis|jumat|jum at|sabtu|minggu|tengah malam|dini hari|subuh|nanti',
      'jam \\d+|pukul \\d+|tanggal \\d+|tgl \\d+|setelah|sesudah|habis (?:ini|itu)|abis (?:ini|itu)|kalau|kalo|klo|kesentuh|tersentuh|nyentuh|tembus|begitu|ulang tahun|ultah|gajian|akhir bulan|akhir tahun|tahun baru|lebaran|natal',
    ),
    // farewells: goodbye, forgive me, sorry for everything, thanks for everything, last message, tell them I loved them
    farewell: w(
      'selamat tinggal|sampai jumpa|good ?bye|bye|dadah|pamit|pamitan|perpisahan|maaf|maafkan|maafin|mohon maaf|ampuni|terima kasih (?:untuk|atas|buat) (?:semua|segalanya|selama ini)|makasih (?:untuk|atas|buat) (?:semua|segalanya|selama ini)|terima kasih selama ini|makasih selama ini',
      'pesan terakhir|surat terakhir|kata terakhir|surat|sampaikan|bilang(?:in)? (?:ke|sama) .{0,20}(?:sayang|cinta|maaf)|aku sayang kalian|sayang kalian|jaga diri|baik baik ya|jangan sedih|jangan nangis|lupakan aku|lupain aku',
    ),
    // affairs in order: will, insurance, passwords, seed phrase, giving things away, the pet
    affairs: w(
      'wasiat|warisan|asuransi|polis|ahli waris|penerima manfaat|password|kata sandi|sandi|pin|seed phrase|seed|frasa|private key|kunci privat|rekening|tabungan|atm|kunci',
      'kasih ke|kasihkan|berikan|dikasih|hibahkan|bagi(?:kan|in)|titip|titipkan|nitip|menitipkan|rawat(?:in)? (?:kucing|anjing|anak)|urus(?:in)? (?:kucing|anjing)|kucing|anjing|peliharaan|barang barang|beresin|membereskan|bereskan|lunasi|melunasi|lunas|daftar|list|tutup akun|hapus akun|(?:ku|di)putus|putus (?:paket|langganan)|berhenti langganan|(?:ku|di)kasih|kuberikan|ngurus',
    ),
    // hurting oneself: cutting, burning, hitting, blood, scars, punishing oneself
    'self-harm': w(
      'ku(?:bentur|jedot)\\w*|(?:bentur|jedot)\\w* kepala',
      'sayat|menyayat|nyayat|sayatan|iris|mengiris|ngiris|silet|menyilet|nyilet|cutter|melukai diri|lukai diri|nyakitin diri|menyakiti diri|self ?harm|sh|cutting',
      'mukulin (?:kepala|diri)|ke tembok|tembok|nadi|pergelangan|lengan|paha|darah|berdarah|bekas luka|luka|bakar (?:tangan|kulit|lengan)|sundut|puntung|pukul diri|mukul diri|memukul diri|tonjok tembok|nonjok tembok|benturin kepala|membenturkan kepala|jedotin|jedukin|hukum diri|menghukum diri|gigit|cakar|jambak',
    ),
    // violence against another: kill, stab, hack, shoot, beat, revenge, make them pay, where they live
    violence: w(
      '(?:bunuh|membunuh|bunuhin|kubunuh|gue bunuh|aku bunuh)(?! diri)|tusuk|menusuk|nusuk|bacok|membacok|gorok|tembak|menembak|hajar|pukulin|gebukin|habisi|habisin|matiin(?! (?:lampu|hp|tv|ac|kompor|listrik|laptop))|bikin (?:dia|mereka) mati',
      'balas dendam|dendam|bales|balas|bayar mahal|harus bayar|nyawa (?:dibayar|dia|mereka)|rasain|tau rasa|gak akan (?:aku )?lepasin|mati bareng|mati bersama',
      '(?:gue|gw|aku|ku|kami) bakar|bayar (?:pake|pakai|dengan) nyawa|bikin bayar|(?:ku|di)?tusuk|rumah(?:nya|mu|lo|lu)|ta(?:u|hu) rumah|alamat|tempat tinggal|tinggal di mana|cegat|nyegat|sergap|tunggu (?:dia|di depan)|depan rumah|bakar rumah|siram (?:bensin|air keras)|air keras',
    ),
    // hopelessness: no way out, no point, a burden, better off without me, can't go on, tired of living
    hopeless: w(
      'putus asa|(?:tidak|gak|ga|nggak|tak|tiada) (?:ada )?harapan|tanpa harapan|(?:tidak|gak|ga|nggak|tak) ada jalan keluar|jalan buntu|buntu|percuma|sia sia|(?:tidak|gak|ga|nggak|tak) ada artinya|(?:tidak|gak|ga|nggak|tak) berarti|(?:tidak|gak|ga|nggak|tak) berguna',
      'beban|ngerepotin|merepotkan|lebih baik tanpa|lebih baik (?:aku|gue|saya) (?:gak|ga|tidak|tak) ada|(?:gak|ga|nggak|tidak|tak) (?:kuat|sanggup|tahan) lagi|(?:gak|ga|nggak|tidak|tak) (?:kuat|sanggup)|capek hidup|cape hidup|lelah hidup|penat|menyerah|nyerah|hancur|(?:gak|ga|tidak) ada yang peduli|terserah|bodo amat|(?:gak|ga|udah gak|udah ga|tidak|tak) (?:peduli|penting)|capek|cape banget|lelah|stres|depresi|(?:gak|ga|tidak|tak) ada gunanya|mending (?:gak|ga|tidak|tanpa)|lebih baik (?:gak|ga|tanpa)',
    ),
    // finality: the last time, never again, won't need it, won't be here, it ends, the decision
    finality: w(
      'terakhir|terakhir kalinya|(?:tidak|gak|ga|nggak|tak) akan lagi|(?:gak|ga|nggak|tidak|tak) bakal (?:lagi|ada|butuh|perlu|pake|pakai)|takkan|selamanya|(?:tidak|gak|ga|nggak|tak) (?:butuh|perlu|pakai|pake|dipake) lagi|(?:tidak|gak|ga|tak) ada lagi|berakhir|(?:sudah|udah|dah) selesai|semua selesai',
      '(?:sudah|udah|dah) (?:gak|ga|tidak|tak) ada|(?:gak|ga|tidak|tak) (?:bakal |akan )?balik lagi|tuntasin|tuntaskan|putusin|mutusin|kuputuskan|kulakuin|kulakukan|bakal (?:aku |gue |gw )?lakuin|(?:sudah|udah|dah) (?:mutusin|memutuskan|bulat|yakin|siap)|keputusan (?:saya|aku|gue)|tekad|(?:gak|ga|tidak|tak) (?:ada )?(?:jalan )?balik|(?:gak|ga|tidak|tak) (?:takut|ragu) lagi|jangan (?:cegah|halangi|larang)|serius kali ini',
    ),
    // happening now: already took, just swallowed, standing on the edge, bleeding, can't breathe
    now: w(
      '(?:sudah|udah|dah|baru) (?:aku |gue |gw |saya )?(?:ku|di|ke|ter)?(?:minum|nelen|telen|menelan|telan|ikat|pasang|nyayat|sayat|ngiris|iris|potong|nyalain|nyala|sampai|nyampe)|(?:sudah|udah|dah|baru|lagi|sedang|sekarang|skrg) (?:di|kat) (?:sini|bumbung|jambatan|atas|atap|jembatan|rel|pinggir|tepi|rooftop|balkon)|barusan|baru saja|lagi (?:berdiri|duduk)|sedang (?:berdiri|duduk)|berdiri di',
      '(?:darah(?:nya)?|berdarah) (?:gak|ga|tidak|tak) (?:berhenti|mau berhenti)|(?:gak|ga|tidak|tak) bisa napas|susah napas|sesak|pusing|lemas|\\d+ menit (?:yang )?lalu|sudah dimulai|udah dinyalain|udah nyala',
    ),
  },
};
