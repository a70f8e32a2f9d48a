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
    // wanting and wishing: ingin/pengen/pingin/kepengen (pgn), mau, nak, berharap/semoga/mudah-mudahan, andai/seandainya/kalau saja, mending/lebih baik, gapapa/biarin, doa; Javanese (arep, muga-muga, ra popo), Sundanese (hayang, hoyong, mugia, teu nanaon)
    wish: w(
      'ingin|pengen|pengin|pingin|kepengen|kepingin|kepengin|pgn|pngn|pen(?= (?:mati|tidur|ilang|hilang|pergi|udahan|nyerah|bundir|nangis|teriak|cabut|kabur|sendiri|istirahat))|(?<!(?:harga|ter|se|siapa|apa|kalo|kalau|klo) )mau(?! (?:gimana|bagaimana|apa lagi|tidak mau|nggak mau|gak mau|ga mau))|maunya|nak|arep|hayang|hoyong|palay',
      'berharap|harap(?!an)|harapanku|semoga|smoga|moga moga|moga|mudah mudahan|mudah2an|mdh2an|muga muga|mugi mugi|mugo mugo|mugia|amin|aamiin|amiin|doa(?:in|kan)?|berdoa|ndoa|mendoakan|memohon|mohon(?! (?:maaf|dimaafkan|ampun|izin|ijin|bantuan|info))|minta (?:sama )?(?:tuhan|allah|gusti)',
      'andai|andaikan|seandainya|andaikata|kalau saja|kalo aja|kalau aja|klo aja|coba aja|jikalau|kalau bisa|kalo bisa|klo bisa|kl bisa|kalau boleh|kalo boleh|sekiranya',
      'mending|mendingan|lebih baik|lebih bagus|lebih enak|lebih gampang|lebih mudah|lebih tenang|lebih ringan|enak (?:kali|juga) ya|bagus juga|(?:gak|ga|nggak|tidak|tak|ndak|g) (?:apa apa|papa|masalah|keberatan)|gapapa|gpp|gak papa|ra popo|rapopo|ora popo|teu nanaon|teu kunanaon|biarin|biar aja|biarlah|bodo amat|terserah|rela|ikhlas',
      'kangen|rindu|tergoda|menggoda|godaan|kepikiran terus|ngidam|mengidamkan|idaman|impian|cita cita|wish|hope|pray|rather|prefer',
    ),
    // asking for facts or how-to: apa/apakah, gimana/bagaimana, berapa, kapan, di mana, siapa, kenapa, -kah, ada yang tahu, mau nanya, kasih tau; Javanese (piye, pripun, opo, piro), Sundanese (kumaha, naon, sabaraha, iraha), Betawi (gimane, kenape, berape), Malay (macam mana)
    question: w(
      '(?<!(?:apa|gak|ga|tidak|tak|nggak|ngga|enggak|ndak|g) )apa(?! (?:apa|pun|adanya|lagi|aja|saja))|apakah|apaan|gimana|gmn|gmna|gmana|gimna|bgmn|bagaimana|berapa|brp|brapa|kapan|kpn|di ?mana|ke ?mana|dmn|kmn|dari ?mana|dr mana|yang mana|yg mana|mana yang|mana yg|siapa|siapakah|sapa yang|mengapa|kenapa(?! ?(?:kenapa|napa|2))|knp|knapa|napa|ngapain|ngapa',
      '(?:bisa|benar|bener|betul|harus|perlu|ada|boleh|mungkin|masih|sudah|udah|pernah|akan|bakal|cukup|aman|sakit|mati|dimana|kapan|berapa|bagaimana|mana)kah|emang(?:nya)? (?:bener|iya|bisa|boleh|ada)|beneran (?:gak|ga|nggak|tidak)|bener (?:gak|ga|nggak|ngga|tidak|ya)|betul (?:gak|ga|nggak|tidak)|apa (?:bener|benar|betul|iya)|iya (?:gak|ga|nggak)|ya (?:gak|ga|nggak|kan)|gak sih|ga sih|nggak sih',
      'tanya|nanya|bertanya|pertanyaan|numpang tanya|izin (?:tanya|nanya|bertanya)|ijin (?:tanya|nanya)|(?<!(?:biar|pengen|ingin|supaya|agar|mau|harus) )ada (?:yang|yg) (?:tahu|tau|pernah|ngerti|paham|bisa jelasin)|ada yg tw|kasih (?:tau|tahu|info)|kasi (?:tau|tahu)|kasitau|kasih tw|info (?:dong|donk|min|gan)|beri ?tahu|tolong (?:jelasin|jelaskan|kasih tau|infoin)|jelasin|jelaskan|penasaran|pengen tahu|ingin tahu|ingin tau|pengen tau|mau tau|mau tahu|(?:tau|tahu|ngerti|paham) (?:gak|ga|nggak|ngga|tidak)',
      '(?:terus|trus|lalu|jadinya|nanti|kalau|kalo|klo) (?:\\w+ ){0,4}(?:gimana|bagaimana|gmn)|apa (?:yang|yg) (?:terjadi|bakal|akan)|apa jadinya|akibatnya apa|piye|kepiye|kepriye|pripun|opo|sopo|sinten|pundi|ngendi|piro|pinten|ngopo|menapa|kumaha|naon|sabaraha|iraha|saha|kunaon|naha|gimane|kenape|berape|di mane|ke mane|siape|macam mana|camne|camana|mcm mana|how|what|which|when|where|why|anyone know|is it true',
    ),
    // the people closest: istri/bini, suami/laki, pacar/ayang/cowok gue, tunangan, anak/buah hati, ibu/mama/emak/nyokap, ayah/bapak/papa/bokap, ortu, kakak/adik/abang, nenek/kakek/eyang/mbah, keluarga, sahabat/bestie; Javanese (simbok, romo, bocah), Sundanese (ambu, abah, nini)
    'loved-ones': w(
      '(?<!mantan )(?:istri|isteri|bini|suami|pacar)|binik|laki (?:gue|gw|gua|aku|saya|sy)|lakiku|pasangan|pcr|ayang|ayank|yayang|beb|bebeb|babe|bae|(?:cowok|cowo|cewek|cewe) (?:gue|gw|gua|aku|saya|sy|ku)|cowokku|cewekku|tunangan|tunanganku|calon (?:suami|istri|bini)|kekasih|belahan jiwa|anak (?:istri|bini)|rumah tangga',
      'anak(?! (?:buah|muda|kos|kost|magang|baru|tiri|gaul|jaksel|emas|panah|tangga|kunci|sungai|perusahaan|usaha|cabang|crypto|kripto|saham|trading|trader|sultan|kampus|sekolah|kuliah|sma|smp|sd|jalanan|ayam|kucing|anjing|indie|senja|kecil (?:yang|di|itu) (?:jualan|ngamen)|orang|tetangga|teman|temen|bos|kantor))|bocil|buah hati|putra|putri|putraku|putriku|si kecil|anak2|anak anak|pianak|meme bapa|bapa meme|nyama|dedek bayi|adek bayi|bayi|bocah(?:ku)?|anak lanang|anak wadon|cucu',
      '(?<!(?:bapak|bapak bapak) )ibu(?! (?:kota|jari|guru|dosen|negara|pertiwi|hamil|ibu|rumah tangga lain|kos|kost|kantin|warung|penjual|bidan|dokter|polisi|menteri|presiden|lurah|rt|rw|direktur|manajer|atasan))|ibuk|ibunda|bunda|mama|mamah|mami|mamih|emak|mamak|mak(?! comblang)|nyokap|nyokab|enyak|umi|ummi|ambu|simbok|mbok(?:e)?|biyung',
      'ayah|ayahanda|bapak(?! (?:bapak|presiden|guru|dosen|polisi|menteri|direktur|kos|kost|ibu sekalian|rt|rw|lurah))|bapakku|bapa|papa|papah|papi|babe|babeh|bokap|abah|abi|romo|rama|pak(?:e|ne) (?:gue|gw|aku)|ortu|orang ?tua|orangtua|kedua orang ?tua|ayah ibu|bapak ibu|mama papa|papa mama|keluarga|kluarga|klg|sekeluarga|keluargaku',
      '(?:adik|adek|kakak)(?! (?:tingkat|kelas|angkatan|senior))|kakakku|abang (?:gue|gw|gua|aku|saya|ku)|abangku|adikku|adekku|kangmas|mbakyu|mbakku|masku|kakak beradik|adik beradik|saudara kandung|sodara kandung|nenek|kakek|eyang|mbah|simbah|oma|opa|engkong|akung|uti|kakung|nini|atok|nenda|sahabat|sahabatku|sobat|bestie|besti|bestai|best friend|bff|sohib|karib|teman dekat|temen deket|konco kenthel|bro|sis',
    ),
    // people a threat is aimed at outside the family: penipu/scammer, bandar, bos/atasan, broker/pialang, CS/admin, pihak bank/exchange, pinjol/rentenir/debt collector, ibu kos/pemilik kontrakan, mantan, influencer/suhu/mentor, dev, tetangga, "orang itu", "si brengsek"; Javanese (wong kuwi), Sundanese (jelema eta)
    target: w(
      'penipu|tukang tipu|scammer|skammer|scam(?:er)?|maling|pencuri|perampok|penjahat|pelaku|oknum|musuh|bajingan|brengsek|bangsat|keparat|kampret|si (?:brengsek|bangsat|bajingan|keparat|penipu|anjing|babi|kampret|tolol|goblok|itu|anu)|bandar(?! (?:udara|lampung|baru))|(?:yang|yg) (?:nipu|menipu|ngerugiin|ngerampok|nyuri|bawa kabur)',
      '(?:orang|org|cowok|cewek|laki|lelaki|perempuan|cowo|cewe) (?:itu|tersebut|tuh|ini)|orang orang (?:itu|tersebut|ini)|(?:tuh|tu) orang|wong (?:kuwi|iku|kae)|uwong (?:kuwi|iku)|jelema (?:eta|teh)|urang eta|si eta',
      '(?:bos|boss) (?:gue|gw|gua|aku|saya|kantor|besar|di kantor)|bosnya|atasan|manajer|manager|majikan|juragan|supervisor|spv|hrd|direktur|rekan kerja|rekan kantor|teman kantor|temen kantor|kolega|broker|pialang|sekuritas|penasihat|advisor|konsultan|cs|customer service|admin|pengelola|pihak (?:\\w+ )?(?:exchange|bursa|pihak bank|platform|aplikasi|pinjol|leasing|broker|sekuritas|kantor|perusahaan)|dev|developer|tim dev|owner|founder|influencer|selebgram|youtuber|tiktoker|kol|guru trading|master trading|mentor|suhu|admin (?:grup|group)',
      'pinjol|pinjaman online|rentenir|lintah darat|debt collector|dc|penagih|tukang tagih|leasing|kreditur|bank keliling|bank emok|renten|ibu kos|ibu kost|bapak kos|bapak kost|pemilik (?:kos|kost|rumah|kontrakan)|(?:yang|yg) punya (?:kos|kost|kontrakan|rumah)|tuan rumah|induk semang|landlord|mantan|mantanku|(?<![a-z])ex|tetangga|tetanggaku',
    ),
    // dying without choosing it: kecelakaan (laka), ketabrak/ditabrak/kelindas, pesawat jatuh, serangan jantung/angin duduk, stroke, kanker, penyakit parah, mati mendadak, peluru nyasar, gempa, tsunami, longsor, kesambar petir, terpeleset, "kalau aku kenapa-kenapa"
    accident: w(
      'kecelakaan|kecelakan|kacilakaan|laka(?: lantas)?|lakalantas|tabrakan|ketabrak|ditabrak|tertabrak|katabrak|kelindas|dilindas|terlindas|keplindes|keserempet|diserempet|tertabrak|(?:pesawat|kapal|bus|bis|kereta)(?:nya)? (?:jatuh|tenggelam|terbalik|meledak|hilang|kecelakaan)|kapal karam|jatuhnya pesawat',
      'serangan jantung|sakit jantung|gagal jantung|henti jantung|angin duduk|stroke|struk|strok|pendarahan otak|pecah pembuluh darah|kanker|tumor|leukemia|penyakit (?:parah|berat|mematikan|kronis|keras|terminal)|sakit (?:parah|keras|berat)|gagal ginjal|mati (?:mendadak|tiba tiba|ngadak)|meninggal (?:mendadak|tiba tiba)|ngadak ngadak',
      'peluru nyasar|kena peluru|peluru (?:liar|nyasar)|kena bom|kena rudal|bom bunuh|rudal|misil|gempa|gempa bumi|tsunami|banjir bandang|banjir besar|kebanjiran|terseret banjir|longsor|tanah longsor|(?:ke|di|ter)sambar petir|kesamber|disamber|petir|gunung meletus|erupsi|bencana|musibah|celaka',
      'terjatuh|jatuh (?:ke jurang|ke sungai|dari motor|dari tangga|dari pohon|di kamar mandi)|kepeleset|terpeleset|kepleset|tergelincir|kejeblos|kecebur|tercebur|kecemplung|kelelep|keseret arus|hanyut|kenapa kenapa|kenapa2|kenapa napa|(?:terjadi|ada) (?:sesuatu|apa apa)|sesuatu (?:terjadi|menimpa)|ajal|mati konyol|tidur (?:terus )?(?:gak|ga|tidak|tak) bangun',
    ),
  },
};
