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
const WISH =
  '(?:pengen|ingin|mau|kepengen|pingin|mending|mendingan|lebih baik|lebih enak|lebih bagus|baiknya|rasanya pengen|berharap|semoga|moga)';
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
    gw: 'gue',
    gua: 'gue',
    gwe: 'gue',
    gwa: 'gue',
    w: 'gue',
    ane: 'gue',
    aq: 'aku',
    ak: 'aku',
    sy: 'saya',
    sya: 'saya',
    lu: 'lo',
    elo: 'lo',
    elu: 'lo',
    loe: 'lo',
    lw: 'lo',
    ga: 'gak',
    g: 'gak',
    gk: 'gak',
    gx: 'gak',
    ngga: 'gak',
    nggak: 'gak',
    enggak: 'gak',
    engga: 'gak',
    kagak: 'gak',
    kaga: 'gak',
    ndak: 'gak',
    nda: 'gak',
    tak: 'gak',
    tdk: 'gak',
    tidak: 'gak',
    ngk: 'gak',
    gak: 'gak',
    ogah: 'gak mau',
    pgn: 'pengen',
    pngn: 'pengen',
    pngen: 'pengen',
    pengin: 'pengen',
    kpgn: 'pengen',
    kepengen: 'pengen',
    pen: 'pengen',
    mw: 'mau',
    mo: 'mau',
    nak: 'mau',
    udh: 'udah',
    dah: 'udah',
    sdh: 'udah',
    sudah: 'udah',
    udeh: 'udah',
    uda: 'udah',
    aj: 'aja',
    ae: 'aja',
    ajah: 'aja',
    ajj: 'aja',
    je: 'aja',
    saja: 'aja',
    bgt: 'banget',
    bngt: 'banget',
    yg: 'yang',
    klo: 'kalo',
    kl: 'kalo',
    kalau: 'kalo',
    klw: 'kalo',
    kalo: 'kalo',
    bsk: 'besok',
    esok: 'besok',
    mlm: 'malam',
    malem: 'malam',
    ntar: 'nanti',
    nti: 'nanti',
    tp: 'tapi',
    sm: 'sama',
    ama: 'sama',
    krn: 'karena',
    karna: 'karena',
    bundir: 'bunuh diri',
    bunuhdiri: 'bunuh diri',
    // Filter-dodging with v for u ("bvnvh d1r1" -> "bvnvh diri").
    bvnvh: 'bunuh',
    bvnuh: 'bunuh',
    bunvh: 'bunuh',
    // Sundanese "I" in Bandung chat ("urang bakal ngelakuin").
    urang: 'gue',
    bndir: 'bunuh diri',
    ngebundir: 'bunuh diri',
    gmn: 'gimana',
    gmna: 'gimana',
    knp: 'kenapa',
    jg: 'juga',
    lg: 'lagi',
    org: 'orang',
    ortu: 'orang tua',
    bs: 'bisa',
    bsa: 'bisa',
    dr: 'dari',
    dri: 'dari',
    dmn: 'di mana',
    dimana: 'di mana',
    hrs: 'harus',
    blm: 'belum',
    skrg: 'sekarang',
    skrng: 'sekarang',
    skr: 'sekarang',
    emg: 'emang',
    bnr: 'bener',
    cape: 'capek',
    cpk: 'capek',
    idup: 'hidup',
    sampai: 'sampe',
    ampe: 'sampe',
    smpe: 'sampe',
    trs: 'terus',
    trus: 'terus',
    kyk: 'kayak',
    kek: 'kayak',
    kyak: 'kayak',
    bkn: 'bukan',
    sndiri: 'sendiri',
    sndri: 'sendiri',
    mksh: 'makasih',
    makasi: 'makasih',
    bkl: 'bakal',
    bakalan: 'bakal',
    akan: 'bakal',
    tgl: 'tinggal',
    sj: 'aja',
    dgn: 'dengan',
    utk: 'untuk',
    nyawaku: 'nyawa aku',
    bangun2: 'bangun',
    apaapa: 'apa apa',
    apa2: 'apa apa',
    moga2: 'semoga',
    kenapa2: 'kenapa kenapa',
    bagi2: 'bagi bagi',
    kata2: 'kata kata',
    barang2: 'barang barang',
    hidupku: 'hidup aku',
    diriku: 'diri aku',
  },
  anchors: [
    'bunuh',
    'bundir',
    'mati',
    'hidup',
    'pengen',
    'gantung',
    'loncat',
    'lompat',
    'racun',
    'nyilet',
    'baygon',
    'jembatan',
    'mengakhiri',
    'selamanya',
  ],
  keep: [
    'jantung',
    'ganteng',
    'tunggal',
    'matik',
    'matic',
    'mampu',
    'mantap',
    'kantung',
    'gentong',
    'lompong',
    'lompok',
  ],
  idioms: [
    // Trader talk (tuning round 5): "bunuh diri beli altcoin pas pump", a chart "kayak terjun dari
    // jurang", "mending mati daripada nonton sinetron ini".
    /\bbunuh diri (?:beli|jual|long|short|all in|allin|entry|nyerok|serok|leverage|lev|market)\b/g,
    /\b(?:kayak|kaya|kek|bagaikan|seperti|ibarat)(?: \S+){0,1} (?:terjun|lompat|loncat|jatuh|nyungsep) (?:dari|dr) (?:atas )?(?:jurang|tebing|gedung|lantai \d+|atap|jembatan)\b/g,
    /\bmending (?:gue |aku )?mati (?:aja )?daripada (?:nonton|dengerin|denger|liat|ngeliat|nungguin|antri|macet|kerja kelompok|rapat|meeting)\b/g,
    // "mending mati daripada cut loss": trade talk (tuning round 3).
    /\bmending mati (?:aja )?daripada (?:cut loss|cl|jual rugi|jual|rugi)\b|\bmending mati (?:aja )?daripada (?=wk|haha|xixi|lol)/g,
    // "Long bunuh diri", "bunuh diri finansial": reckless trades, not a person.
    /\b(?:long|short|posisi|entry|trade|trading|leverage|lev|beli|jual|all in|allin|aksi|langkah|ini mah|itu mah|namanya|strategi|x\d+|\d+x)(?: \S+){0,1} bunuh diri\b/g,
    /\b(?:koin|coin|token|project|proyek|projek|market|pasar|harga|chart|btc|eth|altcoin|alt|sektor|dev|tim|team)(?:nya)?(?: ini| itu)?(?: lagi| udah| kayak| kaya)? bunuh diri\b/g,
    /\bbunuh diri (?:finansial|ekonomi|karir|karier|politik|portofolio|porto)\b/g,
    // "Mati gue / mampus gue" = I'm screwed, unless a wish comes first ("pengen mati gue rasanya").
    /(?<!\b(?:pengen|ingin|mau|pingin|mending|mendingan|lebih baik|siap|bakal|udah|aja|biar|sampe) )\b(?:mati|mampus|modar|tamat) (?:gue|aku|saya|dah|deh|lah|kita|kau|lo|dong|aja gue)\b/g,
    /^(?:mampus|modar|mati|tamat)(?: gue| aku| kita)?$/g,
    // Coins, projects, phones and markets that "die".
    /\b(?:koin|coin|token|project|proyek|projek|market|pasar|altcoin|alt|chart|volume|sektor|narasi|nft|meme|memecoin|hp|batre|baterai|lampu|listrik|sinyal|wifi|server|bot|mesin|motor|mobil|akun|exchange|bursa|harga|laptop|pc|komputer|tanaman|ikan)(?:nya)?(?: gue| aku| lo| saya| ini| itu){0,2}(?: udah| lagi| mau| bakal| hampir| keburu)? (?:mati|tewas|mampus|modar)(?: suri)?\b/g,
    /\bmati (?:ketawa|kutu|gaya|bosan|bosen|penasaran|lampu|listrik|suri|angin|langkah|rasa deg degan)\b(?! (?:untuk |buat )?(?:selamanya|selama lamanya))/g,
    /\b(?:ngakak|ketawa|ketawa ketiwi|ngakak guling guling)(?: \S+){0,1} (?:sampe|hingga) (?:mati|mampus|modar)\b/g,
    // Holding to the death.
    /\b(?:hold|hodl|holding|pegang|tahan|diamond hand|gas|jalan|serok)(?: \S+){0,2} (?:sampe|hingga|ampe) (?:mati|mampus|modar|liang kubur)\b/g,
    // A falling knife, switching things off, jumping into a coin or chain.
    /\b(?:nangkep|nangkap|menangkap|tangkap) pisau (?:jatuh|yang jatuh)\b/g,
    // "Kalo gak lulus aku gantung diri aja wkwk canda": what comes just before "just kidding" is a
    // joke (not "gak bercanda", not "dikira bercanda").
    /(?:\S+ ){0,10}(?<!\b(?:gak|bukan|tidak|lagi|sedang|dikira|kira|dianggap|anggap|nganggep|pikir|dipikir|ngira|kirain|disangka|nyangka|kayak) )(?:canda|becanda|bercanda|cuma bercanda|cuma becanda|candaan|bercandaan)(?: doang| aja| kok| ya| kali)*\b(?! (?:doang |aja )?(?:gak|bukan|tapi serius))/g,
    /\bmatiin (?:bot|hp|laptop|lampu|notif|notifikasi|komputer|pc|alarm|auto ?trade|tv|wifi|server)\b(?! (?:untuk |buat )?(?:selamanya|selama lamanya))/g,
    /\b(?:cara|jalan) (?:cepet|cepat|paling cepat|paling cepet)? ?(?:mati|bunuh diri|bangkrut) (?:di|dalam|main) (?:futures|trading|market|crypto|kripto|pasar|bursa|saham|forex)\b/g,
  ],
  rules: [
    // ── Passive wish: wanting to be dead, not to wake up, to vanish ──
    {
      category: 'passive-wish',
      pattern:
        /\b(?:pengen|ingin|kepengen|pingin|berharap|rasanya pengen|rindu) (?:banget )?(?:mati|meninggal|mampus|modar|koit|dead)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /(?<!\b(?:hp|koin|coin|token|batre|baterai|lampu|mesin|motor|mobil|laptop|proyek|project|projek|market|pasar|chart|tanaman|bot|server|sinyal|listrik|pc|altcoin|alt|memecoin|nya|ini|itu|ikan|kucing|anjing) )\bmau (?:mati|meninggal|mampus|modar)(?: aja| sekarang| banget| rasanya)?\b/,
    },
    { category: 'passive-wish', pattern: /\bmati aja\b(?! (?:lo|kamu|kau|kalian|sana|lo semua))/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:mending|mendingan|lebih baik|lebih enak|baiknya|lebih bagus)(?: \S+){0,1} (?:mati|meninggal|gak hidup|gak usah hidup|gak ada|gak usah ada)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gak|udah gak|udah males) (?:mau|pengen|ingin|kuat|sanggup|tahan|sanggup lagi|betah|pantas|pantes|layak|berhak) (?:lagi )?(?:hidup|idup|ada di dunia|napas|bernapas)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:capek|lelah|penat|muak|bosen|bosan|males|jenuh|letih)(?: \S+){0,2} (?:hidup|idup|jadi manusia|bernapas)\b(?! (?:sehat|hemat|di kota|di jakarta))/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gak usah|gak perlu|gak pernah|nyesel|menyesal|kenapa)(?: (?:gue|aku|saya))?(?: harus)? (?:di)?(?:lahir|lahirin|dilahirkan|lahirkan|ada di dunia)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:tidur|bobo|merem|tidur terus|tidur aja)(?: \S+){0,2} (?:gak|gak usah|gak perlu|dan gak) (?:bangun|kebangun|melek) (?:lagi|selamanya|besok)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:semoga|moga|harap|berharap|pengen|pengennya)(?: \S+){0,2} (?:gak|gak usah|gak perlu) (?:bangun|kebangun|melek)(?: lagi| besok)?\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ngilang|menghilang|hilang|ilang|lenyap|pergi)(?: aja)? (?:selamanya|dari dunia|dari muka bumi|untuk selamanya|dari bumi)\b/,
    },
    {
      category: 'passive-wish',
      pattern: new RegExp(`\\b${WISH} (?:\\S+ )?(?:ngilang|menghilang|hilang|lenyap)\\b`),
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern:
        /\bkalo (?:\S+ ){0,2}(?:gue|aku|saya) (?:udah )?(?:mati|meninggal|gak ada)(?: \S+){0,3} (?:gak|gak bakal|gak akan) (?:ada )?(?:yang |orang )?(?:peduli|nyariin|sedih|kehilangan|nangis|nyari|inget)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:cabut|ambil|jemput|renggut|panggil)(?: aja)? (?:nyawa|aku|gue|saya|hamba)\b(?! (?:dulu|ke|di|sebentar|jam|nanti|pas))/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:pengen|mau|ingin|kepikiran|mikir|niat|mending)(?: \S+){0,2} (?:nyusul|menyusul) (?:almarhum|almarhumah|bapak|ibu|bokap|nyokap|kakek|nenek|mama|papa|ayah|bunda|dia|mereka|anak)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:tidur|istirahat|pergi|pulang) (?:untuk )?(?:selamanya|selama lamanya)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:berharap|semoga|moga|pengen|pengennya|andai|andaikan|kalo aja|coba aja)(?: \S+){0,4} (?:jantung\S*|napas\S*|nafas\S*|nadi\S*)(?: (?:aku|gue|saya|ku))? (?:berhenti|stop|brenti|gak berdetak|gak bangun)\b(?! (?:berdebar|deg|dag|sebentar|kaget))/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:moga2|semoga|moga|berharap|pengen|harap)(?: (?!gak\b|jangan\b|biar gak\b)\S+){0,3} (?:ketabrak|ditabrak|kecelakaan|kena kanker|sakit parah|kena serangan jantung|jatuh dari pesawat|mati muda)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gak ada gunanya|percuma|buat apa|untuk apa|ngapain|apa gunanya)(?: \S+){0,1} (?:gue |aku |saya )?(?:hidup|idup|masih hidup|bernapas)\b/,
    },

    // Hoping for an accident to do it, trading one's life away, welcoming death.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:kalo|andai|andaikan|seandainya|semoga|moga|pengen|mikir|berharap|coba)(?: (?!gak\b|jangan\b|biar gak\b)\S+){0,4} (?:kecelakaan|ketabrak|ditabrak|kelindas|kena kanker|sakit parah|jatuh|serangan jantung|stroke)(?: \S+){0,6} (?:meninggal|mati|tewas|gak selamat|gak ketolong|lewat|gak bangun)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:semoga|moga|pengen|berharap)(?: \S+){0,1} (?:pesawat|kapal|bus|kereta|mobil)(?: \S+){0,4} (?:jatuh|tenggelam|kecelakaan|nabrak|terbalik)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:tuker|tukar|tukeran|gantiin|kasih|kasihin|donorin) (?:nyawa|umur|hidup|jantung)(?: \S+){0,3} (?:sama|dengan|ke|buat|untuk) (?:\S+ ){0,2}(?:penderita|pasien|orang sakit|yang sakit|yang sekarat|yang mau hidup|yang pengen hidup|yang lebih pantas)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gue|aku|saya|kalo|biarpun|walau|walaupun)(?: \S+){0,2} (?:mati|meninggal|dipanggil|dijemput)(?: \S+){0,3} (?:juga |pun |aja )?(?:gapapa|gak apa apa|gak masalah|ikhlas|rela|bodo amat|gak ada yang rugi|gak ada yang kehilangan)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ikhlas|rela|siap|pasrah)(?: \S+){0,2} (?:kalo |kalau |bila )?(?:dipanggil|dijemput|diambil|dicabut nyawanya) (?:sekarang|hari ini|kapan aja|kapanpun|duluan|tuhan|allah|yang maha kuasa)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:checkout|check out|cabut|keluar|logout|log out|pamit|resign) (?:dari )?(?:hidup|kehidupan|dunia)(?: ini)?\b(?! (?:kripto|crypto|trading|saham|kerja|malam|per|hiburan|maya|entertain|pendidikan|politik|kampus|game))/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:matiin|padamin|padam|mati) lampu(?:nya)? (?:untuk |buat )?(?:selamanya|selama lamanya)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bgak (?:ada yang )?(?:perlu|usah|bakal|akan) (?:ngurusin|nanggung|repot(?:in)?|ngebiayain|nanggung beban) (?:gue|aku|saya)(?: \S+){0,1} lagi\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bgak (?:perlu|usah|bakal|akan) (?:liat|ngeliat|lihat|ketemu) (?:muka |wajah )?(?:gue|aku|saya)(?: \S+){0,1} lagi\b/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:bentar lagi|sebentar lagi|gak lama lagi|sebentar|besok|mulai besok|habis ini|abis ini|setelah malam ini|sebentar aja)(?: \S+){0,3} (?:gak|gak ada yang) (?:perlu |usah |bakal |akan )?(?:liat|ngeliat|lihat|ketemu|denger|dengar|ngurusin|direpotin|nanggung)(?: (?:muka|wajah|suara))? (?:gue|aku|saya)(?: \S+){0,1} lagi\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:malaikat maut|malaikat pencabut nyawa|ajal|maut|kematian)(?: \S+){0,3} (?:dateng|datang|jemput|menjemput|tiba)(?: \S+){0,2} (?:aku |gue |saya )?(?:ikhlas|siap|rela|pasrah|seneng|senang|gapapa|gak apa apa|welcome)\b/,
    },
    // "Iya, udah dari minggu lalu": yes to a question about suicide, after distress.
    {
      category: 'active-ideation',
      pattern:
        /^(?:(?:iya|iyah|ya|he eh|heeh|bener|betul|emang|udah|aku|gue|saya|sih|kok|banget|juga|kepikiran|mikir|lumayan) ){0,4}(?:udah )?(?:dari|sejak|tiap|setiap|sering|hampir tiap|udah lama|lumayan sering) (?:minggu lalu|bulan lalu|kemarin|kemaren|lama|dulu|tahun lalu|hari|malam|minggu|beberapa (?:hari|minggu|bulan)|semalem|tadi|kepikiran|mikir)(?: \S+){0,3}$/,
      needs: 'distress',
    },
    {
      category: 'active-ideation',
      pattern:
        /^(?:iya|ya|bener|emang|he eh|iyah)(?: \S+){0,2} (?:kepikiran|mikirin|kepikiran terus|mikir ke sana|ke arah sana)(?: \S+){0,3}$/,
      needs: 'distress',
    },
    // ── Active ideation: suicide in any wording ──
    { category: 'active-ideation', pattern: /\b(?:bunuh diri|bundir|ngebundir)\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:mengakhiri|ngakhirin|akhiri|akhirin|menyudahi|nyudahin|sudahi|udahin|ngakhiri) (?:hidup|nyawa|semuanya|semua ini|hidup gue|hidup aku|hidup saya)\b(?! (?:posisi|trade|order|transaksi))/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:mikir|kepikiran|pikiran|ide|niat|nekat|nekad|terus mikir)(?: \S+){0,2} (?:mati|matiin diri|ngilang selamanya|ngakhirin|mengakhiri)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:jalan keluar(?:nya)?|solusi(?:nya)?|satu2nya (?:jalan|cara|solusi)|satu satunya (?:jalan|cara|solusi)|jalan terakhir)(?: \S+){0,3} (?:mati|bunuh diri|ngakhirin hidup|mengakhiri hidup)\b/,
    },
    {
      category: 'active-ideation',
      pattern: new RegExp(`\\b(?:bunuh|matiin|habisin|lenyapin) (?:diri (?:sendiri|aku|gue)|${ME} sendiri)\\b`),
    },

    // ── Method: means, doses, heights, tracks, poison, rope ──
    {
      category: 'method',
      pattern: /\bcara (?:buat |untuk |biar )?(?:mati|bunuh diri|mengakhiri hidup|ngakhirin hidup|gantung diri)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:mati|bunuh diri|meninggal)(?: yang| yg)? (?:paling )?(?:cepet|cepat|gak sakit|tanpa rasa sakit|instan|tenang|damai)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:biar|supaya|sampe|untuk|buat) (?:langsung |pasti |cepet |cepat )?(?:mati|meninggal|tewas|gak bangun lagi|gak bangun|tidur selamanya|koit|lewat)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:baygon|racun tikus|racun serangga|pestisida|sianida|potas|portas|obat nyamuk cair|karbol|racun)(?: \S+){0,4} (?:berapa(?! (?:liter|hektar|ha|harga|rupiah|ribu|kilo|kg|dosis per))|biar|supaya|bisa mati|mati gak|mematikan|ampuh (?:buat|untuk) (?:manusia|orang|mati|bunuh diri))\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:minum|nenggak|neguk|nelen|menelan) (?:baygon|racun|pestisida|sianida|potas|obat nyamuk|karbol|cairan pembersih|pembersih lantai)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:beli|cari|dapet|jual)(?: \S+){0,1} (?:racun|baygon|sianida|potas|pistol|senjata api|obat tidur)\b|\b(?:racun|sianida|potas|pistol|senjata api|obat tidur)(?: \S+){0,4} (?:beli|di mana|dimana|dapet)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\bberapa (?:butir|biji|tablet|pil|strip|keping|banyak|mg)(?: \S+){0,4} (?:mati|gak bangun|koit|modar|lewat|tewas|bisa mati)\b/,
    },
    {
      category: 'method',
      pattern:
        /\bberapa(?: \S+){0,4} (?:yang |yg )?(?:bikin|bisa bikin|buat|bisa) (?:mati|tewas|gak bangun|overdosis|od|koit)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:racun|baygon|pestisida|sianida|potas)(?: \S+){0,3} (?:terus|lalu|trus|dan|abis itu|habis itu|langsung) (?:minum|telen|nelen|nenggak|tenggak)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:obat tidur|pil tidur|obat penenang|antidepresan|obat)(?: \S+){0,6} (?:biar|supaya|sampe|untuk) (?:mati|gak bangun|tidur selamanya)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:overdosis|dosis (?:mematikan|letal|fatal|bikin mati)|over dosis)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: new RegExp(`\\b(?:${ME}|mau|pengen|ingin|sengaja) (?:mau )?(?:overdosis|od|over dosis)\\b`),
    },
    {
      category: 'method',
      pattern:
        /\b(?:lompat|loncat|terjun|nyebur|jatuhin diri|menjatuhkan diri|jatuh)(?: \S+){0,1} (?:dari|dr) (?:atas )?(?:lantai|gedung|jembatan|apartemen|apart|atap|rooftop|tower|menara|flyover|tebing|jurang|balkon|mall)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:lantai|ketinggian|tinggi) berapa(?: \S+){0,3} (?:mati|tewas|gak selamat|langsung|pasti)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:gedung|jembatan|apartemen|tower|menara|flyover|mall)(?: \S+){0,3} (?:paling tinggi|tertinggi|yang tinggi|bisa naik ke (?:atap|rooftop)|rooftop(?:nya)? (?:kebuka|terbuka|bisa))\b|\b(?:rooftop|atap|loteng)(?:nya)?(?: \S+){0,2} (?:bisa dibuka|kebuka|gak dikunci|terbuka|bisa dimasukin|bisa dimasukkin)\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: /\bgantung diri\b|\b(?:gantungin|menggantung) (?:diri|leher)\b/ },
    {
      category: 'method',
      pattern:
        /\btali(?: \S+){0,4} (?:nahan|menahan|kuat nahan|kuat menahan|buat gantung|untuk gantung) (?:badan|berat badan|tubuh|orang|\d+ ?kg|leher)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:tidur|tiduran|berbaring|berdiri|nunggu|rebahan) di (?:tengah )?rel\b|\b(?:nabrakin|tabrakin|lempar|lemparin|ceburin|jatuhin|lemparkan) diri\b/,
    },
    {
      category: 'method',
      pattern:
        /\brel (?:kereta|kereta api|krl)(?: \S+){0,3} (?:sepi|jam berapa|lewat jam)\b|\bkereta (?:lewat|lewatnya) jam berapa\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: /\b(?:sayat|potong|iris|putus|motong|nyayat) (?:urat )?nadi\b/ },
    { category: 'method', pattern: /\bbakar arang (?:di|dalam) (?:kamar|mobil|kamar mandi|ruang)\b/ },

    {
      category: 'method',
      pattern:
        /\b(?:diminum|minum|nelen|ditelen|telan|ditelan|nenggak) (?:sekaligus|semua(?:nya)? sekaligus|sekali telan)(?: \S+){0,4} (?:bahaya|fatal|mati|meninggal|overdosis|od|gak bangun)\b/,
    },
    { category: 'method', pattern: /\barang(?: \S+){0,4} lakban\b|\blakban(?: \S+){0,4} arang\b/ },
    // Falls nobody survives, heights of bridges over water, bridges without a fence.
    {
      category: 'method',
      pattern:
        /\b(?:jatuh|lompat|loncat|terjun|nyebur) (?:dari|dr|di) (?:\S+ ){0,5}?(?:(?:ada yang|orang|orangnya|masih|bakal|pasti|langsung|bisa|masih bisa) (?:selamat|hidup|tewas|meninggal|mati)|selamat|tewas|meninggal)(?: \S+){0,1} (?:gak|kah|atau gak|ya|gimana|nggak)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:jembatan|gedung|tower|menara|flyover|apartemen|mall|tebing)(?: \S+){0,3} (?:tinggi|tingginya) (?:\S+ ){0,1}berapa(?: \S+){0,5} (?:permukaan|laut|sungai|tanah|air|bawah)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:jembatan|gedung|rooftop|flyover|tower|apartemen|mall|menara)(?: \S+){0,3} (?:mana|apa) (?:\S+ ){0,2}(?:yang )?(?:gak ada|tanpa|belum ada|gak dijaga|gak dipagar|gak dipagerin|gak dikunci) (?:pagar|pager|jaring|pengaman|satpam|penjaga|cctv|pembatas)\b/,
    },
    // Doses before the liver fails, poisons most dangerous to people, knots that hold a body.
    {
      category: 'method',
      pattern:
        /\bberapa (?:butir|biji|tablet|pil|strip|mg|gram|banyak|botol)(?: \S+){0,5} (?:rusak hati|rusak ginjal|gagal hati|gagal ginjal|kerusakan hati|overdosis|od|fatal|mematikan|gak ketolong|gak tertolong|gak bisa ditolong|gak bisa diselamatin)\b|\b(?:paracetamol|parasetamol|panadol|obat tidur|obat penenang|antidepresan)(?: \S+){0,2} berapa (?:butir|biji|tablet|pil|strip|mg|gram|banyak)(?: \S+){0,3} (?:sampe|biar|buat|bisa) (?:rusak|gagal|mati|od|overdosis|fatal)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:pestisida|racun|insektisida|herbisida|racun tikus|baygon|obat nyamuk|paraquat|gramoxone|sianida|potas)(?: \S+){0,5} (?:paling (?:berbahaya|mematikan|ampuh|cepat|kuat|cepet)|mematikan|fatal|berbahaya) (?:\S+ ){0,1}(?:buat|untuk|bagi|ke) (?:manusia|orang)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:simpul|ikatan|tali|kain|sarung|kabel)(?: \S+){0,4} (?:kuat |bisa )?(?:nahan|menahan|nahanin) (?:berat )?(?:badan|tubuh|orang|\d+ ?kg|manusia)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:pergi|mati|meninggal|tidur selamanya|mengakhiri(?: hidup)?|ngakhirin(?: hidup)?)(?: \S+){0,3} (?:tanpa rasa sakit|gak sakit|gak kerasa|gak berasa)\b/,
    },
    {
      category: 'method',
      pattern:
        /\bkereta(?: \S+){0,5} paling (?:cepet|cepat|kencang|kenceng)(?: \S+){0,4} (?:gak berhenti|gak ngerem|langsung lewat|gak mampir)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:arang|anglo|briket)(?: \S+){0,4} (?:udah )?(?:dibeli|gue beli|aku beli|siap|disiapin)\b|\b(?:beli|siapin) arang(?: \S+){0,4} (?:kamar|mobil|hotel|kos)\b/,
      needs: 'distress',
    },
    // ── Intent: decided, going to do it ──
    {
      category: 'intent',
      pattern: new RegExp(
        `\\b${ME} (?:bakal|pasti|siap|udah siap) (?:mati|meninggal|mengakhiri|ngakhirin|pergi selamanya)\\b`,
      ),
    },
    {
      category: 'intent',
      pattern:
        /\b(?:udah|sudah) siap (?:mati|pergi|meninggal)\b|\bsiap mati\b(?! (?:demi|buat|untuk) (?:bangsa|negara|agama))/,
    },
    {
      category: 'intent',
      pattern: /\b(?:beneran|serius)(?: \S+){0,2} (?:akhiri|ngakhirin|mengakhiri|mati|bunuh diri)\b/,
    },

    // "Udah aku putusin, gak ada jalan balik", "jangan coba ngelarang aku", "gak minta saran".
    {
      category: 'intent',
      pattern:
        /^(?!.*\b(?:cut loss|futures|trading|spot|resign|kerja|kuliah|pindah|nikah|cerai|putus)\b)(?:.* )?(?:udah (?:gue |aku |saya )?(?:putusin|mutusin|memutuskan|bulat|mantap)|keputusan (?:gue |aku |saya )?udah bulat|tekad (?:gue |aku )?udah bulat)(?: \S+){0,1} (?:gak ada (?:jalan )?(?:balik|kembali|mundur)|gak bisa (?:diganggu gugat|dibatalin|ditawar)|jangan (?:coba )?(?:ngelarang|larang|nyegah|cegah|halangin|nahan|hentiin))\b/,
      needs: 'distress',
    },
    {
      category: 'intent',
      pattern:
        /\bjangan (?:ada yang )?(?:coba |coba coba )?(?:ngelarang|larang|nyegah|cegah|ngehalangin|halangin|nahan|nahan nahan|hentiin|ngehentiin|nyari|bujuk|ngebujuk|membujuk|rayu|ngerayu|nasehatin|nasihatin|ceramahin|ubah pikiran) (?:aku|gue|saya)\b/,
      needs: 'pair',
    },
    // "Udah mutusin, gak ada jalan balik, jangan bujuk aku": decided and closed to persuasion.
    {
      category: 'intent',
      pattern:
        /^(?!.*\b(?:cut loss|futures|trading|spot|resign|kerja|kuliah|pindah|nikah|cerai|putus|jual|beli|hold|koin|coin|saham|kos|kontrakan|rumah baru|mobil|motor|hp)\b)(?:.* )?(?:udah (?:gue |aku |saya )?(?:putusin|mutusin|memutuskan|bulat|mantap|yakin)|(?:gue|aku|saya) udah (?:putusin|mutusin|memutuskan|yakin)|keputusan (?:gue |aku |saya )?udah bulat)(?: \S+){0,6} (?:jangan (?:ada yang )?(?:coba )?(?:bujuk|ngebujuk|membujuk|rayu|ngerayu|larang|ngelarang|cegah|nyegah|halangin|nahan|nasehatin|nasihatin|ceramahin|dicegah|dilarang|ditahan|dihalangin|dibujuk|dinasehatin)|gak (?:minta|butuh|perlu) (?:saran|nasihat|nasehat|pendapat))\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:cuma|cuman|hanya|aku cuma|gue cuma) (?:pengen|mau|ingin) (?:ada )?(?:yang|orang|seseorang|satu orang)(?: \S+){0,1} (?:tau|tahu|denger|dengar|ngerti)(?: aja| doang)?$/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:gak|bukan) (?:lagi )?(?:minta|nyari|butuh|perlu) (?:saran|nasihat|nasehat|pendapat|solusi)\b|\bgak (?:usah|perlu) (?:nyari|nyariin|cari|carin) (?:aku|gue|saya)\b|\bgak (?:usah|perlu) (?:dinasehatin|dinasihatin|dinasihati|dinasehati|diceramahin|ceramahin|ngelarang|nyegah)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern: /\b(?:keputusan|tekad) (?:gue |aku |saya )?udah (?:bulat|final|mantap)\b/,
      needs: 'distress',
    },
    {
      category: 'intent',
      pattern: /\btinggal (?:milih|pilih|nentuin|nentuin|tentuin|nunggu) (?:hari|tanggal|waktu|jam|hari h)(?:nya)?\b/,
      needs: 'distress',
    },
    // ── Plan: a time, place or price trigger ──
    {
      category: 'plan',
      pattern:
        /\b(?:kalo|jika|bila|seandainya|pas|begitu)(?: \S+){0,8} (?:tembus|jebol|turun|bawah|dibawah|anjlok|dump|nyentuh|kena liq|kena likuidasi|gak balik|gak naik|gagal|rungkad|mc|ludes|habis|abis)(?: \S+){0,6} (?:mati|bunuh diri|loncat|lompat|terjun|gantung diri|minum racun|akhiri hidup|ngakhirin hidup|pergi selamanya|ngilang selamanya|(?:ke|naik ke|pergi ke|otw) (?:jembatan|rel|rooftop|atap|tebing|jurang))\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:ke|pergi ke|naik ke|menuju|otw) (?:atas )?(?:jembatan|rel(?: kereta)?|rooftop|atap gedung|tebing|jurang|flyover|lantai paling atas)\b/,
      needs: 'distress',
    },
    // A bare time or decision ("malam ini.", "udah gue putusin") only after a risk signal: the
    // message must be the fragment plus filler words, so "cuan 20% hari ini" stays out of it.
    {
      category: 'plan',
      pattern: new RegExp(
        `^(?:${FILLER} ){0,3}(?:malam ini|nanti malam|besok|besok pagi|sekarang|sekarang juga|hari ini|minggu ini|udah (?:gue |aku )?(?:putusin|mutusin|memutuskan|bulat|mantap|yakin|siap)|tekad (?:gue |aku )?udah bulat|udah waktunya|kali ini beneran|gak ada yang bisa (?:nahan|ngelarang|nyegah|mencegah|menghentikan)|(?:gue |aku )?(?:bakal |mau )?(?:lakuin|ngelakuin|lakukan|melakukannya|ngelakuinnya))(?: ${FILLER}){0,4}$`,
      ),
      needs: 'risk',
    },

    // A day tied to a place, with a last time or the means; a house empty so it can be done.
    {
      category: 'plan',
      pattern:
        /\b(?:malam ini|nanti malam|besok|minggu depan|sabtu|minggu|jumat|senin|abis lebaran|hari ini|lusa)(?: \S+){0,4} (?:ke|pergi ke|naik ke|otw|check in|nginep di) (?:\S+ ){0,1}(?:jembatan|rel|rooftop|atap|sungai|kali|hutan|hotel|tebing|jurang|garasi|waduk)(?: \S+){0,6} (?:terakhir kali(?:nya)?|untuk terakhir|gak balik lagi|gak pulang lagi|bawa tali|bawa arang|arang)\b/,
    },
    {
      category: 'plan',
      pattern:
        /^(?:\S+ ){0,3}(?:malam ini|nanti malam|besok|sekarang|hari ini|subuh nanti)(?: \S+){0,2} (?:ke|pergi ke|naik ke|otw) (?:\S+ ){0,1}(?:jembatan|rel|rooftop|atap|sungai|kali|laut|tebing|jurang|waduk)(?: \S+){0,3}$/,
      needs: 'risk',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:rumah|kos|kosan|kamar|apartemen)(?:nya)? (?:\S+ ){0,1}(?:kosong|sepi)(?: \S+){0,6} (?:baru|langsung|nanti|terus|pas itu)(?: \S+){0,2} (?:lakuin|ngelakuin|lakukan|eksekusi|jalanin|beraksi)\b/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern: /\balasan (?:biar|supaya|buat|untuk) (?:gak ikut|gak pergi|sendirian|di rumah)\b/,
      needs: 'pair',
    },
    // ── Preparation: notes, farewells, giving away, passing on keys and pets ──
    {
      category: 'preparation',
      pattern:
        /\b(?:surat|pesan|kata kata|kata2|salam) (?:terakhir|perpisahan)\b|\b(?:ini|inilah)(?: \S+){0,1} (?:chat|tulisan|status|postingan|post|story|tweet|cuitan|video|wa|dm|pesan) (?:terakhir|perpisahan)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:makasih|terima kasih|maaf|maafin)(?: \S+){0,8} (?:selamat tinggal|sampai jumpa di kehidupan lain|sampai ketemu di surga)$/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:surat wasiat|wasiat)\b|\bsurat(?:nya)? (?:buat|untuk) (?:nyokap|bokap|ortu|orang tua|keluarga|istri|bini|anak|ibu|bapak|mama|papa)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\btinggal (?:nunggu|menunggu) (?:waktu|hari|saat|saatnya|waktunya)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bselamat tinggal (?:semuanya|selamanya|dunia|kalian|semua|untuk selamanya)\b|\bpamit (?:untuk )?selamanya\b/,
    },
    { category: 'preparation', pattern: /\bselamat tinggal\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern:
        /^(?!.*\b(?:resign|pindah|mudik|cuti|kerja baru|kantor baru|merantau|kuliah|wisuda|nikah|liburan|keluar kerja|berhenti kerja|kontrak habis|pensiun)\b)(?:.* )?(?:pamitan|pamit|salam perpisahan|ngucapin selamat tinggal)(?: \S+){0,1} (?:sama|ke|dengan) (?:temen|teman|keluarga|semua|orang|nyokap|bokap|mama|papa|ibu|bapak|anak|adik|adek|kakak|istri|suami)/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:gak|gak bakal|gak akan) (?:pernah )?(?:balik|pulang|kembali) lagi\b(?! (?:ke|kesini|ke sini|ke sana|kesana|ke situ|di|beli|order|pesan|makan|nginep|kerja|main|trading|masuk|ke grup)\b)/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed phrase|seed|password|pass|pin|private key|recovery phrase|12 kata|24 kata|akses(?:nya)?|akun)(?: \S+){0,14} (?:kasih|kirim|serahin|titip|buat|untuk|ke)(?: ke)? (?:nyokap|bokap|ibu|bapak|mama|papa|orang tua|istri|bini|suami|adek|adik|kakak|anak|keluarga)(?:ku|nya)?\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:kalo|pas|nanti|begitu|setelah|sesudah|waktu|biar nanti) (?:\S+ ){0,1}(?:gue|aku|saya) (?:udah |sudah |nanti )?(?:gak ada|mati|pergi|meninggal|kenapa2|kenapa kenapa|udah gak ada)\b(?! (?:di|ke|dari|sebentar|bentar)\b)/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:kalo|pas|nanti|begitu|setelah|sesudah|biar nanti) (?:\S+ ){0,1}(?:gue|aku|saya) (?:udah|sudah) (?:gak ada|meninggal|mati)\b(?! (?:di|ke|dari|sebentar|bentar|kerjaan|waktu|duit|uang)\b)/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:udah|sudah|barusan|tadi) (?:minta maaf|pamit|pamitan|salam perpisahan)(?: \S+){0,1} (?:ke|sama|kepada) (?:mama|papa|ibu|bapak|nyokap|bokap|ortu|orang tua|keluarga|istri|suami|anak|adik|adek|kakak|semua|temen|teman)/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:jagain|jaga|rawat|rawatin|urus|urusin|titip|tolong jaga)(?: \S+){0,1} (?:kucing|anjing|anak(?:2| anak)?|nyokap|ibu|mama|keluarga|adek|adik|peliharaan|istri|bini)(?!\S)/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:gak|gak bakal|gak akan) (?:lama|ada) lagi (?:di sini|di dunia|hidup|di dunia ini)\b|\bumur (?:gue|aku|saya) (?:gak|tinggal) lama\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:bagiin|bagi2in|bagikan|kasihin|hibahin|sumbangin|ngasihin)(?: \S+){0,3} (?:semua|semuanya|barang|barang2|motor|hp|laptop|koleksi|tabungan)\b|\b(?:barang|barang2|barang barang|semua barang)(?: \S+){0,3} (?:udah )?(?:gue |aku )?(?:bagiin|bagi2in|kasihin|kasih|hibahin|sumbangin)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bgak (?:butuh|perlu) (?:lagi|barang|apa apa lagi|duit lagi)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bmaaf(?:in)? (?:kalo|kalau|atas|untuk)(?: \S+){0,2} (?:banyak )?(?:salah|dosa|nyusahin|ngerepotin)\b/,
      needs: 'distress',
    },

    {
      category: 'preparation',
      pattern:
        /\b(?:kucing|anjing|peliharaan|burung|ikan|hamster|kelinci)(?:ku|nya)?(?: \S+){0,3} (?:titip|titipin|dititipin|kutitip|kutitipin|dibawa|diambil|dijemput|diadopsi|kasih|kasihin|dikasih|serahin|adopsiin|diadopsi|rehome|bagiin|dirawat|rawatin|dijagain|jagain|diurus|urusin)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:tolong|minta tolong|nitip)(?: \S+){0,1} (?:cek|liatin|kasih makan|jenguk|tengok) (?:\S+ ){0,1}(?:kucing|anjing|peliharaan)(?:ku|nya)?(?: \S+){0,2} (?:beberapa hari|besok lusa|lusa|minggu depan|nanti)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|seed phrase|password|pass|pin|private key|recovery phrase)(?: \S+){0,6} (?:tulis|catat|taruh|simpen|tinggalin)(?: \S+){0,3} (?:di|ke) (?:meja|laci|lemari|amplop|kertas|bawah)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\bpintu(?:nya)? (?:\S+ ){0,1}(?:gak|gak bakal|sengaja gak) (?:aku |gue |saya )?(?:kunci|dikunci)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:makasih|terima kasih)(?: \S+){0,6} (?:udah|sudah) (?:nemenin|menemani|nemani|ada buat|baik sama|sabar sama)\b/,
      needs: 'pair',
    },
    { category: 'preparation', pattern: /\b(?:aku|gue|saya) pamit(?: ya| dulu| semuanya| semua)?$/, needs: 'pair' },
    {
      category: 'preparation',
      pattern:
        /\bseru (?:kok |juga |banget )?(?:selama ini|sampe sini|kemarin kemarin)\b|\budah waktunya (?:selesai|pergi|pamit|berhenti)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:maaf|sori|sorry) (?:udah )?(?:ninggalin|bikin|meninggalkan) (?:\S+ ){0,1}(?:berantakan|kekacauan|beban|masalah|utang)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:utang|hutang)(?: \S+){0,4} (?:udah )?(?:lunas|gue lunasin|aku lunasin|lunasin|dilunasin|kulunasin|kubayar|kebayar|beres|aku bayar|gue bayar)\b|\b(?:lunasin|bayar) (?:semua )?(?:utang|hutang)(?: \S+){0,3} (?:semua|ke semua|temen)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:email|pesan|surat|wa)(?: \S+){0,4} (?:udah )?(?:aku |gue )?(?:jadwalin|dijadwalin|schedule|dischedule)\b|\b(?:jadwalin|schedule) (?:email|pesan|wa)\b|\bbiar gak (?:ada yang )?(?:susah|repot|ngerepotin) (?:karena|gara gara) (?:aku|gue|saya)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:laptop|hp|gitar|ps5|ps4|kamera|motor|jam tangan|koleksi)(?: \S+){0,4} (?:udah )?(?:aku |gue )?(?:kasih|kasihin|kasihkan|hibahin|wariskan|kasih aja|kukasih|kukasihin|kuhibahin|kuwarisin|kuwariskan|kubalik nama|balik nama|balik namain) (?:ke |buat |untuk |atas nama )?(?:adek|adik|kakak|temen|teman|ponakan|keponakan|sepupu|anak)\b/,
      needs: 'pair',
    },
    // ── Self-harm: cutting, burning, hitting oneself ──
    {
      category: 'self-harm',
      pattern:
        /\b(?:nyilet|silet|menyilet|ngesilet|nyayat|sayat|menyayat|ngiris|iris|mengiris|nyakar|cakar|gores|nggores|barcode)(?:in)? (?:tangan|lengan|paha|nadi|kulit|pergelangan|badan|diri|perut)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:sayatan|bekas sayatan|luka sayat|bekas silet|bekas luka silet)(?: \S+){0,2} (?:tangan|lengan|paha|pergelangan)\b|\b(?:tangan|lengan|paha|pergelangan)(?: \S+){0,2} (?:penuh|banyak) (?:sayatan|luka sayat|bekas silet)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:tiap|setiap|sering|kambuh|suka|mulai|pengen|mau)(?: \S+){0,2} (?:nyayat|nyilet|ngesilet|menyayat|menyilet|ngiris tangan|sayat tangan)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:self ?harm|selfharm)\b|\bkambuh(?: lagi)? (?:sh|self ?harm)\b|\bsh (?:lagi|kambuh)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:pukul|mukul|pukulin|mukulin|jedotin|jedukin|benturin|benturkan|tonjok|nonjok|tampar|nampar|cakar|jambak|gigit|sundut|bakar|nyundut)(?: \S+){0,1} (?:kepala|diri|muka|badan|tangan|lengan|paha|kulit|wajah) (?:sendiri|gue|aku)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:jedotin|jedukin|jedotkan|benturin|benturkan|pukulin|mukulin) kepala (?:gue |aku |saya |sendiri )?(?:ke|di) (?:tembok|dinding|meja|lantai|pintu|kaca|setir)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:ku|gue |aku )?(?:jedot|jeduk|bentur|pukul|mukul|getok|hantam)(?:(?:bentur|jedot|jeduk|pukul)?(?:in|kan))? (?:kepala|jidat|dahi)(?!nya| dia| orang| si\b)(?:ku| gue| aku| sendiri)?(?: \S+){0,4} (?:sampe|hingga) (?:berdarah|benjol|memar|luka|bocor)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:sundut|nyundut)(?: rokok| api| korek)?(?: ke)? (?:tangan|lengan|kulit|paha|badan)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:nyakitin|menyakiti|melukai|ngelukain|nyiksa|menyiksa|nyakiti|hukum) diri (?:sendiri|gue|aku)?\b/,
    },

    // ── In progress: an act taken or under way, danger right now ──
    {
      category: 'in-progress',
      pattern:
        /\b(?:udah|barusan|tadi|baru aja|abis|habis)(?: \S+){0,1} (?:nelen|nelan|menelan|minum|nenggak|neguk|telan)(?: \S+){0,2} (?:semua|seluruh|sebotol|sestrip|satu botol|segenggam|puluhan|\d\d+) (?:obat|pil|butir|tablet|biji)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:udah|barusan|tadi|baru aja)(?: \S+){0,1} (?:nelen|nelan|menelan|minum|nenggak|neguk) (?:semua |seluruh )?(?:obat tidur|pil tidur|obat penenang|baygon|racun|pestisida|sianida|potas|karbol|obat nyamuk)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:minum|nenggak|nelen) (?:baygon|racun|pestisida|sianida|potas|karbol)(?: \S+){0,2} (?:barusan|tadi|udah)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:lagi|sedang|udah|sekarang|posisi)(?: (?:berdiri|duduk|nangkring|manjat|naik))? di (?:pinggir|pagar|tepi|ujung|pembatas|atas pagar|atas pembatas|atas) (?:jembatan|gedung|atap|rooftop|tebing|balkon|flyover|rel)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:lagi|sedang|udah|sekarang) di (?:rooftop|atap|lantai \d+|balkon)\b/,
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:udah|lagi|sedang|sekarang|posisi) (?:berdiri |duduk |tiduran |nunggu )?di (?:rel|pinggir rel|tengah rel|atas rel|jalur kereta|perlintasan)(?: \S+){0,4} (?:kereta|krl|commuter|kereta api)(?: \S+){0,3} (?:lewat|dateng|datang|lewatnya|nyampe)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\btinggal (?:manjat|naik|lompatin|ngelewatin|loncat|lompat|terjun|nendang kursi|tendang kursi|narik|minum|nelen|gantung|jatuhin diri)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\bdarah(?:nya)? (?:gak|gak mau) (?:berhenti|mampet|brenti)\b|\b(?:nyayat|nyilet|sayat)(?:nya)? (?:kedalaman|terlalu dalam|dalem banget|kedaleman)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\btali(?:nya)? (?:udah|sudah) (?:kepasang|terpasang|siap|diikat|diiket|gue pasang|gue iket)\b/,
    },

    {
      category: 'in-progress',
      pattern:
        /\b(?:sebotol|setoples|sestrip|segenggam|satu botol|semua|\d\d+ (?:butir|tablet|pil|biji)) (?:obat|pil|butir|tablet)?(?: \S+){0,2} (?:udah )?(?:masuk|ketelen|ketelan|ditelen|diminum|abis gue minum|abis aku minum)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /^(?:.* )?(?:mulai|udah|kayaknya|sekarang|jadi|kok) (?:kerja|bereaksi|ngantuk|pusing|mual|lemes|berat|gelap|kabur|muntah|sesak)\b/,
      needs: 'pair',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:atap|rooftop|lantai \d+|jembatan|balkon|tebing|ruko|gedung)(?: \S+){0,8} (?:duduk|berdiri|nangkring|jongkok) di (?:pinggir|tepi|ujung|pagar|pembatas|luar pagar)\b|\b(?:duduk|berdiri|nangkring) di (?:pinggir|tepi|ujung|pagar|pembatas|luar pagar)(?: \S+){0,8} (?:atap|rooftop|lantai \d+|jembatan|balkon|tebing|ruko|gedung)\b|\bkaki (?:udah )?(?:di luar|ngegantung di luar|lewat) pagar\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:gue|aku|saya) (?:lagi |sekarang )?di (?:atap|rooftop) (?:ruko|gedung|apartemen|apart|kantor|mall|rumah)\b/,
      needs: 'distress',
    },
    // ── Harm to others: threats to the dev, the scammer, an ex, the boss, family ──
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b(?:bunuh|habisin|bacok|tusuk|tikam|tembak|cekik|gorok|mutilasi|matiin|celurit|golok|siram air keras|bantai) ${THEM}`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b(?:gue|aku|saya) (?:bakal |pasti |mau |akan )?(?:bunuh|bacok|tusuk|tikam|cekik|gorok|habisin)\\b(?! (?:diri|waktu|duit|uang|saldo|posisi|semua (?:short|long|posisi)|short|long|order|sate|ayam|daging|kelapa|bambu|ikan|sapi|kambing|balon|semangka|makanan|nasi|jarum|benang))`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:gue|aku|saya) (?:bakal |pasti |mau )?tembak\b(?! (?:di|harga|entry|order|limit|long|short|posisi|buy|sell|bid|\d))/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:hajar|pukulin|gebukin|keroyok|bacok|tusuk)(?: \S+){0,2} (?:sampe|hingga) (?:mati|mampus|modar|sekarat|koma)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bbawa (?:pisau|golok|celurit|clurit|pistol|sajam|parang|samurai|bensin|air keras)(?: \S+){0,2} (?:ke|buat|untuk)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bbakar (?:rumah|mobil|kantor|toko)(?:nya)?\b|\b(?:rumah|mobil|kantor|toko)(?:nya)?(?: \S+){0,6} (?:gue|aku|saya) bakar\b/,
    },
    // A weapon made ready ("celurit udah gue taruh di balik pintu", "pisau udah aku pegang").
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:celurit|clurit|golok|parang|pisau|samurai|pistol|arit|sajam|badik|kapak)(?: \S+){0,2} (?:udah )?(?:di|dalam) (?:tas|saku|kantong|jok|balik baju|pinggang|balik pintu)\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:siapin|siapkan|asah|ngasah|selipin|pegang|genggam|beli|umpetin) (?:\S+ ){0,1}(?:celurit|clurit|golok|parang|pisau|samurai|pistol|linggis|arit|sajam|badik|kapak)\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:celurit|clurit|golok|parang|pisau|samurai|pistol|linggis|palu|arit|sajam|badik|kapak)(?: \S+){0,3} (?:udah )?(?:gue |aku |saya )?(?:siapin|siapkan|taruh|simpen|asah|pegang|bawa|selipin|genggam|umpetin)\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern:
        /^(?:.* )?(?:liat aja (?:nanti )?(?:siapa yang|apa yang) (?:pulang|mati|selamat|masih hidup|kejadian)|biar (?:dia|mereka|lo|kamu) (?:tau|ngerasain|rasain) (?:rasanya|sakitnya)|tinggal nunggu (?:dia|mereka|orangnya) (?:keluar|pulang|dateng|lewat|tidur)|(?:aku|gue|saya) (?:tunggu|tungguin|cegat|hadang) (?:dia |mereka |orangnya )?(?:di|depan) (?:parkiran|rumahnya|kantornya|gang|jalan|pintu))\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bsiram (?:pake |dengan )?air keras\b|\b(?:siram|sirem|guyur|bakar) (?:dia|mereka|orangnya|lo|kamu|rumah\S*|mobil\S*|kantor\S*|toko\S*|kos\S*)(?: \S+){0,1} (?:pake|pakai|dengan) (?:bensin|minyak tanah|spiritus|pertalite|air keras|tiner|thinner)\b|\b(?:gue|aku|saya) (?:bakal |mau |pasti )?(?:bakar|siram|guyur)(?: \S+){0,1} (?:pake|pakai|dengan) (?:bensin|minyak tanah|spiritus|pertalite|air keras|tiner|thinner)\b(?!.*\b(?:sampah|daun|rumput|kayu|ban|sate|ikan|ayam|jagung|lahan|ladang|sarang|tawon)\b)/,
    },
    // Going to their place with a blade; the address found; waiting for them with a knife.
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:datengin|datangin|datangi|samperin|sambangi|nyamperin|gerebek|grebek|labrak|ngelabrak|cari|nyari)(?: \S+){0,3} (?:bawa|sambil bawa|pake|pakai) (?:pisau|golok|celurit|clurit|parang|samurai|pistol|sajam|arit|badik|kapak|linggis|bensin|air keras|pentungan)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:bawa|bawain|sambil bawa) (?:\S+ ){0,1}(?:pisau|golok|celurit|clurit|parang|samurai|pistol|sajam|arit|badik|kapak|linggis|bensin|air keras)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:udah )?(?:ketemu|dapet|dapat|nemu|tau|tahu|ngelacak|lacak) (?:juga )?(?:alamat|rumah|kosan|kantor)(?:nya| dia| rumahnya| mereka)\b|\b(?:alamat|rumah|kosan|kantor)(?:nya| dia| mereka)(?: \S+){0,1} (?:udah |sudah )?(?:gue |aku |saya )?(?:tau|tahu|dapet|ketemu|temuin|lacak)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:nunggu|nungguin|tunggu|tungguin|nunggu in) (?:dia|mereka|orangnya|suami|istri|suamiku|istriku|bos|mantan|laki|bini|si \S+)(?: \S+){0,2} (?:pulang|dateng|datang|keluar|balik|lewat|tidur|sampe rumah)\b/,
      needs: 'pair',
    },
    // ── Round four: families from the fourth batch ──
    {
      category: 'preparation',
      pattern:
        /\b(?:makasih|terima kasih|trims|thanks)(?: ya)? (?:buat|untuk|atas) (?:semuanya|segalanya|semua(?:nya)? ya|selama ini)\b/,
      needs: 'pair',
    },
    // Height of a bridge or building "enough for...", and whether anyone guards it at night.
    {
      category: 'method',
      pattern:
        /(?:\b(?:jembatan|gedung|atap|rooftop|tower|apartemen|apartement|flyover|menara|tebing)(?: \S+){0,4} (?:tinggi\S*|ketinggian\S*)|\b(?:tinggi|ketinggian)\S*(?: \S+){0,1} (?:jembatan|gedung|atap|rooftop|tower|apartemen|apartement|flyover|menara|tebing))(?: \S+){0,2} cukup(?: (?:gak|nggak|ga|ngga|kah|sih|gk|ya|nih|tuh))*(?: (?:buat|untuk))?(?: \S+){0,1} (?:gitu|begitu|itu|mati|lompat|loncat|terjun|ngakhirin|mengakhiri|selesai|mampus|bundir)\b|\b(?:jembatan|gedung|atap|rooftop|tower|apartemen|flyover|menara)(?: \S+){0,4} (?:tinggi\S*|ketinggian\S*)(?: \S+){0,12} (?:penjaga\S*|dijaga|satpam|cctv|jaring|petugas)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:ada|ga ada|gak ada|nggak ada) (?:penjaga|satpam|petugas|yang jaga|yang jagain)(?:nya)?(?: \S+){0,2} (?:malem\S*|malam|subuh|dini hari)\b/,
      needs: 'pair',
    },
    // "udah bulat keputusanku, gak bakal mundur", "jangan cegah aku", "gak ada yang bisa nahan".
    {
      category: 'intent',
      pattern:
        /^(?!.*\b(?:berhenti|resign|keluar dari|pindah|cut loss|cl|hold|jual|beli|spot|futures|trading|trade|kerja|kuliah|nikah|cerai|putus|diet|rokok|ngerokok|bisnis|usaha|kos|kontrakan|investasi|saham|crypto|kripto)\b).*?(?:\b(?:udah|sudah) bulat (?:keputusan|tekad)\S*|\b(?:keputusan|tekad)\S* (?:udah |sudah )?bulat\b|\b(?:gak|nggak|ga|tidak|gk|ngga) (?:bakal|akan) (?:mundur|berubah pikiran|batal)\b|\b(?:gak|nggak|ga|tidak) ada yang bisa (?:nahan|cegah|hentiin|menghentikan|mencegah|ngehalangin|halangin)\b|\bjangan (?:cegah|halangin|tahan|hentiin) (?:aku|gue|saya)\b)/,
      needs: 'distress',
    },
    // At the edge of a roof or bridge: "udah di pinggir, kaki gemeter".
    {
      category: 'in-progress',
      pattern:
        /\b(?:udah|sudah|lagi|sekarang|aku|gue|saya) (?:berdiri )?di (?:pinggir|tepi|ujung|bibir|pagar|luar pagar)(?:an)?(?: (?:atap|gedung|jembatan|rooftop|tebing|jurang|balkon|pagar))?\b(?! (?:jalan|pantai|kolam|kota|sawah|lapangan|laut|danau|kali|trotoar|tol|sungai|kasur|ranjang|meja))|\b(?:kaki|tangan|badan)(?:ku)? (?:gemeter|gemetar|gemeteran|lemes)\b/,
      needs: 'pair',
    },
    // Outside the ex's house with petrol in hand.
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:bensin|minyak tanah|pertalite|spiritus|tiner|thinner|korek|air keras)(?: \S+){0,2} (?:udah |sudah )?(?:di tangan|ditangan|kupegang|gue pegang|aku pegang|siap|udah siap|kubawa|gue bawa|aku bawa)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:di depan|depan|deket|dekat|di luar) (?:rumah|kosan|kantor|kos|apartemen)(?:nya)? (?:mantan|bos|pelakor|selingkuhan\S*)\b|\bbiar (?:dia|mereka|lo|kamu) (?:rasain|ngerasain|tau rasa|kapok|mampus)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\bmati di tangan (?:gue|aku|saya)\\b|\\b${THEM}(?: itu| ini)? (?:harus|wajib|pantes|pantas|layak) (?:mati|mampus|modar|dibunuh)\\b`,
      ),
    },
    // ── Round five: families from tuning round 5 ──
    // Asking God to take one soon: "nenek cuma minta Tuhan cepat ambil nenek".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:minta|mohon|berdoa|doa|semoga|moga)(?: \S+){0,2} (?:tuhan|allah|gusti|yang maha kuasa|malaikat)(?: \S+){0,1} (?:cepat |cepet |segera )?(?:ambil|cabut nyawa|jemput|panggil) (?:aku|gue|saya|nenek|kakek|hamba|nyawa)\b/,
    },
    // Rather be hit by a car: "kadang mikir mending ketabrak aja".
    {
      category: 'passive-wish',
      pattern:
        /^(?!.*\b(?:wkwk\w*|haha\w*|hehe\w*|xixi\w*|lol)\b)(?:.* )?(?:mending|mendingan|pengen|kepengen|lebih baik)(?: \S+){0,1} (?:ketabrak|ditabrak|kelindas|dilindas|tertabrak|kesamber)\b/,
    },
    // Not waking up "would be fine", not wanting to wake again.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:besok|tidur|kalo)(?: \S+){0,2} gak (?:bangun|kebangun|melek)(?: lagi| besok| lagi besok| besok lagi)(?: (?:juga|pun|aja))? (?:gapapa|gak apa apa|gak apa|gak masalah|bagus|lebih baik|syukur|ikhlas)\b|\bgak (?:pengen|mau|ingin) (?:bangun|kebangun|melek) lagi(?: (?:aja|deh|rasanya|selamanya))?$/,
    },
    {
      category: 'passive-wish',
      pattern: /\bgak (?:pengen|mau|ingin) (?:bangun|kebangun|melek) besok$/,
      needs: 'distress',
    },
    // Going far away and never coming back.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:pengen|mau|ingin)(?: \S+){0,1} (?:pergi|kabur|ngilang) (?:jauh|jauh jauh|yang jauh)(?: (?!liburan|jalan|traveling|travel|kerja|kuliah|merantau|pindah|nikah)\S+){0,3} (?:gak (?:balik|kembali|pulang) lagi|selamanya|untuk selamanya)\b/,
    },
    // Poison "not for the rats", "for myself"; bleeding out "asking for myself"; charcoal in a small room.
    {
      category: 'method',
      pattern:
        /\b(?:racun|racun tikus|baygon|pestisida|obat nyamuk|racun serangga|potas|sianida|portas)(?: \S+){0,8} (?:bukan (?:buat|untuk) (?:tikus|serangga|nyamuk|hama|kecoa)|(?:buat|untuk) (?:aku|gue|saya|diri) sendiri|(?:paling|yang) (?:cepet|cepat|ampuh) (?:buat|untuk) (?:manusia|orang))\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:kehabisan darah|pendarahan|perdarahan)(?: \S+){0,3} berapa lama(?: \S+){0,2} (?:mati|meninggal|tewas)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: /\b(?:nanya |tanya )?(?:buat|untuk) (?:diri sendiri|aku sendiri|gue sendiri|saya sendiri)\b/,
      needs: 'pair',
    },
    {
      category: 'method',
      pattern:
        /^(?!.*\b(?:lembab|lembap|bau|wangi|jamur|apek|sate|bbq)\b)(?:.* )?arang\b(?: \S+){0,6} (?:kamar mandi|kamar|mobil|ruangan)(?: \S+){0,4} (?:cukup|berapa lama)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:krl|kereta|commuter|rel)\b(?: \S+){0,5} (?:gak ada|tanpa|gak pake|belum ada) (?:palang|pagar|penjaga)\w*/,
      needs: 'distress',
    },
    // Malay: "terjun bangunan", "jambatan".
    {
      category: 'method',
      pattern:
        /\b(?:nak|mau|pengen|ingin|aku|gue|saya)(?: \S+){0,2} (?:terjun|lompat|loncat)(?: dari)? (?:bangunan|jambatan|bumbung)\b/,
    },
    // In progress: thirty sleeping pills, every pill swallowed, charcoal burning in a shut car, on a roof now.
    {
      category: 'in-progress',
      pattern:
        /\b(?:minum|nelen|nelan|nenggak|neguk|telen)(?: (?:kira2|kira kira|kurang lebih|sekitar|hampir|lebih dari|udah|semua|sampe))* \d\d+ (?:butir |biji |tablet |pil |strip )?(?:obat tidur|pil tidur|obat penenang|antidepresan|paracetamol|parasetamol|panadol)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:semua|sebotol|sestrip|segenggam|satu botol|seluruh) (?:obat|pil|tablet)(?:nya)?(?: \S+){0,2} (?:udah |sudah )?(?:kutelen|kutelan|kuminum|gue telen|aku telen|gue minum|aku minum|gue tenggak|aku tenggak)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\bbakar arang\b(?: (?!sate|ikan|bbq|jagung|ayam|panggang|buat)\S+){0,6} (?:kaca|jendela|pintu|ventilasi)(?: \S+){0,1} (?:udah |sudah )?(?:ditutup|tutup|kututup|dilakban|rapat)\b|\b(?:di|dalem|dalam) mobil(?: \S+){0,2} bakar arang\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:aku|gue|saya) (?:lagi |sekarang )?(?:kat|di) atas (?:bumbung|atap|rooftop)(?: \S+){0,2} sekarang$/,
    },
    // Plans: the liquidation price touched "and I go too"; one last happy day for a child; fireworks
    // to cover it; gone by the loan's due date; "selesai hidup gue".
    {
      category: 'plan',
      pattern:
        /\b(?:kesentuh|nyentuh|kena|tembus|jebol|kesenggol)(?: \S+){0,2} (?:gue|aku|saya) (?:ikut|juga) (?:ilang|hilang|pergi|mati|lenyap)\b/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern:
        /\bkasih (?:dia|anak\S*|mereka|keluarga\S*|istri\S*|ibu|nyokap)(?: \S+){0,1} (?:satu |se)?hari (?:bahagia|indah|senang|terbaik|yang indah) terakhir\b(?! sebelum (?:dia |mereka )?(?:pindah|pergi|berangkat|merantau|kuliah|nikah))/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:biar|supaya|buat|pas)(?: \S+){0,1} (?:ketutup|ketutupan|tertutup|kalah|gak kedengeran|gak kedengaran|keredam)(?: \S+){0,1} (?:suara )?(?:kembang api|petasan|mercon)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:besok|lusa|minggu depan|malam ini|nanti malam|pas (?:tanggal|jatuh tempo|gajian))(?: \S+){0,6} (?:gue|aku|saya) (?:udah|sudah) gak ada\b(?! (?:di|disini|ke|dari|waktu|duit|uang|kerjaan|jadwal|kelas|kuliah|meeting|acara|sinyal|urusan|kerja|tugas)\b)/,
    },
    { category: 'active-ideation', pattern: /\bselesai(?:lah|in)? hidup (?:gue|aku|saya)\b/ },
    // Intent: a day and "aku lakuin", with "don't lecture me": each needs the other.
    {
      category: 'intent',
      pattern:
        /\b(?:gak usah|gak perlu|jangan) (?:nasehatin|nasihatin|ngenasehatin|nasehati|nasihati|ceramahin)\b|\b(?:weekend|minggu|malam|besok|sabtu|jumat|minggu depan|bulan depan)(?: ini| nanti| depan)? (?:aku|gue|saya) (?:bakal |mau )?(?:lakuin|lakukan|ngelakuin|eksekusi)\b/,
      needs: 'pair',
    },
    // Preparation: goodbye to mother "who thought I was going away"; subscriptions cut "won't need them".
    {
      category: 'preparation',
      pattern:
        /\b(?:pamit|pamitan|salam perpisahan|ngucapin selamat tinggal)(?: \S+){0,4} (?:dia|mereka|nyokap|emak|ibu|mama|bokap|ortu) (?:kira|ngira|pikir|nyangka|kirain)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:paket|langganan|member|membership|gym|asuransi|netflix|spotify|kontrak)\b(?: \S+){0,3} (?:sama|dan|ama) (?:\S+ ){0,1}(?:udah |sudah )?(?:kuputus|diputus|gue putus|aku putus|putusin|berhentiin|kucancel|dicancel|cancel|batalin|kubatalin)\b(?: \S+){0,3} (?:gak|gak bakal|gak akan) (?:butuh|perlu|pake|dipake) lagi(?: (?:kok|deh|sih|ya))*$/,
    },
    // Quiet signs that each need another: letters for every grandchild, left with a lawyer, the house
    // key with a neighbour, a letter under the keyboard, "makasih ya semua" at the end, a pet given
    // "seterusnya" (for good).
    {
      category: 'preparation',
      pattern:
        /\b(?:tulis|nulis|nulisin|bikin|kutulis) surat (?:buat|untuk) (?:tiap|setiap|masing masing|semua)\b|\b(?:dititip|titip|titipin|kutitip|serahin) (?:ke |sama )?(?:pengacara|notaris)\b|\bkunci (?:rumah|kos|kamar|mobil|motor)(?: \S+){0,2} (?:di|ke|sama) (?:tetangga|temen|teman|satpam)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bsurat(?: \S+){0,3} (?:taro|taruh|taruk|simpen|selipin|tinggalin) (?:di )?(?:bawah|atas|dalam|samping|kolong) (?:keyboard|meja|bantal|laptop|hp|pintu|kasur)\b|\bmakasih (?:ya )?(?:semua|semuanya|kalian)$/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /(?<!\bdan )\b(?:buat |untuk )?seterusnya\b/,
      needs: 'pair',
    },
    // Self-harm: "barcode" on the arm, biting the hand until it bleeds, punching the wall until it bleeds.
    { category: 'self-harm', pattern: /\bbarcode(?: \S+){0,2} (?:di )?(?:lengan|tangan|paha|pergelangan)\b/ },
    {
      category: 'self-harm',
      pattern:
        /\b(?:tangan|lengan|bibir|jari)\S*(?: \S+){0,1} (?:kugigit|gue gigit|aku gigit|gigitin)(?: \S+){0,1} (?:sampe|hingga) (?:berdarah|luka)\b|\b(?:gigit|gigitin|ngegigit) (?:tangan|lengan)(?: \S+){0,2} (?:sampe|hingga) (?:berdarah|luka)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:gue|aku|saya)(?: \S+){0,2} (?:nonjok|tonjok|ninju|tinju|mukul|pukul|jotos)(?: \S+){0,1} (?:tembok|dinding|kaca|pintu|lemari)(?: \S+){0,3} (?:sampe|hingga) (?:tangan |jari |buku jari )?(?:berdarah|bengkak|retak|patah|luka)\b/,
    },
    // Harm to others: "gw cekek"; making the one who fired me pay, "aku bawa sesuatu" (each needs the other).
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:gue|aku|saya) (?:bakal |pasti |mau )?(?:cekek|cekekin|cekikin|nyekek|nyekik)\b(?! (?:leher )?(?:ayam|bebek|ikan))|\b(?:cekek|cekekin|nyekek) (?:dia|lo|mereka|bini|istri|suami)\b(?! (?:ayam|bebek|ikan))/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\byang (?:depak|pecat|mecat|nipu|tipu|ngepecat)\S* (?:aku|gue|saya)(?: \S+){0,1} (?:harus|bakal|wajib|mesti) (?:bayar|nanggung|tanggung jawab)\b|\b(?:aku|gue|saya) (?:bakal |mau )?(?:bawa|bawain) (?:sesuatu|alat)\b/,
      needs: 'pair',
    },
    // ── Round six: families from tuning round 6 ──
    // A list of who gets which of one's things: "udah bikin daftar siapa dapet apa".
    {
      category: 'preparation',
      pattern:
        /^(?!.*\b(?:doorprize|arisan|kado|hadiah|undian|tukar kado|secret santa|kelompok|tugas|piket|potluck|lomba|giveaway|bawa)\b)(?:.* )?\b(?:daftar|list|catet|catat|catatan|nulis|tulis)(?: \S+){0,2} siapa (?:yang )?(?:dapet|dapat|nerima|terima|ambil|kebagian|megang|pegang|warisin) (?:apa|yang mana|barang \S+)\b/,
    },
    // Who takes the pet, written down "just in case": "udah kutulis siapa yang ngurus kucingku. jaga2".
    {
      category: 'preparation',
      pattern:
        /\b(?:tulis|kutulis|nulis|catet|catat|kucatet|pesen|pesan|wasiatin)(?: \S+){0,1} siapa (?:yang )?(?:ngurus|ngerawat|rawat|jagain|ngejagain|melihara|pelihara|ambil|bawa) (?:kucing|anjing|peliharaan|burung|ikan|hamster|kelinci)\S*(?: \S+){0,3} (?:jaga2|jaga jaga|buat jaga jaga|kalo ada apa apa|kalo kenapa kenapa|seandainya)\b/,
    },
    // Ending it all, or being done with life: "pengen udahan aja semuanya", "udahan sama hidup ini".
    {
      category: 'active-ideation',
      pattern: new RegExp(
        `\\b${WISH}(?: \\S+){0,1} (?:udahan|nyudahin|udahin|sudahi)(?: aja)? (?:semuanya|semua ini)(?= (?:aja|deh|rasanya|ya|sih)|$)|\\b(?:udahan|nyudahin|udahin|selesai|berhenti) (?:sama |dengan |dari )?(?:hidup|idup|dunia)(?: ini| gue| aku| saya)?\\b(?! (?:sehat|hemat|boros|mewah|konsumtif|foya))`,
      ),
    },
    // Thinking of jumping, said bare: "kepikiran loncat".
    {
      category: 'active-ideation',
      pattern:
        /\b(?:kepikiran|mikirin|mikir|terus mikir) (?:mau |buat )?(?:loncat|lompat|terjun)(?= (?:aja|terus|dari (?:atas|jembatan|gedung|lantai|atap|rooftop|flyover|tebing))|$)/,
    },
    // The method already chosen, as the whole message: "udah tau mau pake cara apa", "udah kepikiran caranya".
    {
      category: 'method',
      pattern:
        /^(?:(?:gue|aku|saya|udah|sudah|juga|sih|kok|emang) ){0,3}(?:kepikiran (?:(?:mau|bakal) )?(?:pake |pakai )?|(?:tau|tahu|nemu|dapet) (?:mau|bakal) (?:pake|pakai) )cara(?:nya)?(?: (?:apa|yang mana|gimana))?(?: (?:kok|sih|deh|kayaknya|juga))*$/,
    },
    // After an event on a day, as the answer to "when": "abis sidang skripsi hari jumat".
    {
      category: 'plan',
      pattern:
        /^(?:abis|habis|setelah|sesudah|pas|kelar) (?:\S+ ){0,4}(?:hari )?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu|besok|lusa)(?: (?:ini|depan|nanti|aja|deh|kayaknya))*$/,
      needs: 'risk',
    },
    // Alive or not by some date, "don't care": "masih hidup atau nggak pas halving berikutnya udah gak peduli".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gue|aku|saya) masih (?:hidup|idup) (?:atau|apa) (?:gak|udah mati|mati)(?: \S+){0,5} (?:udah )?(?:gak peduli|bodo amat|terserah|gak penting|gak masalah)\b/,
    },
    // If a car hit me "it'd be fine": "kalo ketabrak angkot pas pulang juga urang gak masalah".
    {
      category: 'passive-wish',
      pattern:
        /^(?!.*\b(?:asuransi|bpjs|klaim|ganti rugi|motornya|mobilnya|motor gue|mobil gue)\b)(?:.* )?\b(?:kalo|kalau|seandainya|andai|misal) (?:\S+ ){0,1}(?:ketabrak|ditabrak|kelindas|dilindas|kecelakaan|kesamber)(?: \S+){0,7} (?:juga |pun |aja )?(?:gue|aku|saya) (?:juga |pun |sih )?(?:gak masalah|gapapa|gak apa apa|ikhlas|rela|bodo amat|syukur)\b/,
    },
    // Everyone better off without me: "ortu mending gak punya anak kayak urang".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:mending|mendingan|lebih baik|lebih enak|lebih bahagia) (?:gak punya|gak usah punya) (?:anak|adik|kakak|suami|istri|ayah|ibu|temen) (?:kayak|seperti) (?:gue|aku|saya)\b|\b(?:ortu|orang tua|keluarga|mereka|semua orang|dunia|nyokap|bokap)(?: \S+){0,2} (?:lebih baik|mending|lebih bahagia|lebih tenang) (?:tanpa|gak ada) (?:gue|aku|saya)\b/,
    },
    // Looking down from up there, thinking about oneself: with an open roof, or after distress.
    {
      category: 'method',
      pattern:
        /\b(?:liat|lihat|ngeliat|ngelihat|melihat|natap) (?:ke )?bawah(?: \S+){0,3} (?:mikirin|mikir|merenung|kepikiran|mikirin soal) (?:diri sendiri|diri gue|diri aku|hidup gue|hidup aku|gue|aku)\b/,
      needs: 'distress',
    },
    // Rope bought, and where it is kept: each needs the other, or a loss before.
    {
      category: 'method',
      pattern:
        /\b(?:beli|udah beli|dapet|nyiapin|siapin|bawa pulang) tali\b(?! (?:jemuran|sepatu|rafia|jam|tas|pramuka|skipping|layangan|kur|ikat rambut))(?!.*\b(?:camping|kemah|pramuka|naik gunung|hiking|tenda|pindahan|kardus|kambing|sapi|jemuran|layangan)\b)/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\btali(?:nya)?(?: \S+){0,2} (?:ada |udah |sudah )?(?:di|dalam|kusimpen|disimpen|kutaruh|ditaro|ditaruh) (?:dalam )?(?:lemari|kamar|tas|bawah kasur|laci|kolong)\b/,
      needs: 'pair',
    },
    // A letter to a parent or partner, left under a pillow: each a sign that needs another.
    {
      category: 'preparation',
      pattern:
        /^(?!.*\b(?:surprise|ultah|ulang tahun|kejutan|hari ibu|anniv\S*|valentine|lebaran|natal|kado)\b)(?:.* )?\b(?:nulis|tulis|kutulis|bikin|nulisin) surat (?:buat|untuk|ke) (?:mamah|mama|mamak|emak|ibu|bapak|papa|ayah|nyokap|bokap|istri|suami|anak\S*|adik|adek|kakak|ortu|orang tua)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /^(?!.*\b(?:surprise|ultah|ulang tahun|kejutan|hari ibu|anniv\S*|valentine|lebaran|natal|kado|uang|duit|kunci)\b)(?:.* )?\b(?:di)?(?:taro|taruh|taruk|simpen|selipin|tinggalin|kutaro|kutaruh|kuselipin) (?:di )?(?:bawah|dalam|kolong) (?:bantal|kasur|keyboard|laptop|pintu)\b/,
      needs: 'pair',
    },
    // Things handed over "since I won't need them", then just saying goodbye.
    {
      category: 'preparation',
      pattern: /\b(?:udah|bilang(?: aja)?(?: udah)?|soalnya(?: udah)?) gak (?:butuh|perlu|pake|make)(?: lagi)?$/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:ngasih|kasih|ngasihin|kasihin|nyerahin|wariskan|ngewarisin)(?: \S+){0,1} (?:hp|laptop|motor|mobil|gitar|kamera|ps5|ps4|jam tangan|koleksi)\b(?: \S+){0,4} (?:terus|lalu|abis itu|trus) pamit\b/,
    },
    // Harm to others: "I know where you live", "tomorrow he bleeds"; stabbing in the first person; going there with a machete.
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:besok|nanti|malam ini|minggu ini|liat aja|tunggu aja|lusa)(?: \S+){0,2} (?:dia|lo|kau|kamu|mereka) (?:bakal |pasti |akan )?(?:berdarah|mandi darah|tamat riwayatnya)\b/,
    },
    {
      category: 'harm-to-others',
      pattern: /\b(?:aku|gue|saya) (?:udah )?(?:tau|tahu) (?:rumah|alamat|kosan|kantor)(?:mu| lo| kamu| lu)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:ku(?:tusuk|bacok|gorok|bantai|golok|celurit|clurit|tikam)|(?:gue|aku|saya) (?:bakal |mau |pasti )?(?:tusuk|bacok|gorok|bantai|tikam))\b(?! (?:sate|ayam|daging|kelapa|bambu|kayu|ikan|sapi|kambing|balon|semangka))/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:samperin|kusamperin|nyamperin|datengin|kudatengin|datangi|satronin|kusatronin|labrak|kulabrak)(?: \S+){0,3} (?:bawa|bawain|sambil bawa|pake) (?:golok|parang|pisau|celurit|clurit|badik|samurai|pistol|senjata|bensin|air keras)\b/,
    },
    // A price trigger and "gw selesai", with the price alert already set: each needs the other.
    {
      category: 'plan',
      pattern:
        /\b(?:kalo|jika|bila|pas)(?: \S+){0,8} (?:tembus|jebol|turun|bawah|dibawah|anjlok|nyentuh|close)(?: \S+){0,6} (?:gue|aku|saya) (?:selesai|tamat|udahan)\b(?! (?:trading|main|jualan|kerja|trade|futures|sama (?:crypto|kripto|trading|futures)))/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:alert|alarm|price alert|notif\S*)(?: \S+){0,2} (?:udah |sudah )?(?:dipasang|pasang|kupasang|gue pasang|aku pasang|diset|di set|nyala)\b/,
      needs: 'pair',
    },
    // ── Round seven: families from tuning round 7 ──
    // If the sea, a truck or an accident took me, "fine, all settled": "kalo ombak besar ambil aku gak apa apa".
    {
      category: 'passive-wish',
      pattern:
        /^(?!.*\b(?:asuransi|bpjs|klaim|ganti rugi|wkwk\w*|haha\w*|hehe\w*)\b)(?:.* )?\b(?:kalo|seandainya|andai|andaikan|misal|biar)(?: \S+){0,3} (?:ketabrak|ditabrak|kelindas|dilindas|kecelakaan|kesamber|tenggelam|hanyut|keseret arus|(?:ombak|arus|laut|badai)(?: \S+){0,1} (?:ambil|bawa|seret|telan|nelen|gulung|makan))(?: \S+){0,5} (?:ya (?:udah|sudah)(?: lah)? (?:beres|selesai|tamat|lunas)|beres semua|selesai semua|gak apa apa|gapapa|gak masalah|ikhlas|rela|biarin)\b/,
    },
    // Thinking of jumping off the ship, or a time and "I jump at the harbour".
    {
      category: 'active-ideation',
      pattern:
        /\b(?:pikir|mikir|kepikiran|pengen|mau|ingin|niat|berniat) (?:mau |buat |untuk )?(?:loncat|lompat|terjun|nyebur) (?:dari|di) (?:atas )?(?:kapal|perahu|feri|dek|geladak|buritan)\b(?! ke\b)(?!.*\b(?:snorkel\w*|diving|berenang|renang|foto|konten|main air)\b)/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:malam ini|malamnya|nanti malam|besok|besoknya|tanggal \d+|minggu depan|subuh|abis itu|habis itu|setelah itu|terus)(?: \S+){0,3} (?:gue|aku|saya|ku) (?:bakal |mau |akan )?(?:loncat|lompat|terjun) (?:di|dari|ke) (?:\S+ ){0,1}(?:pelabuhan|laut|kapal|dermaga|jembatan|sungai|kali|waduk|selat|rel|gedung|atap|rooftop|tebing|jurang)\b(?!.*\b(?:snorkel\w*|diving|berenang|renang|payung|bungee|foto|konten)\b)/,
    },
    // All the pills just swallowed, and now dizzy: each a signal for the other.
    {
      category: 'in-progress',
      pattern:
        /\b(?:udah|barusan|tadi|baru aja)(?: \S+){0,1} (?:minum|nelen|nelan|menelan|nenggak|telen) (?:semua|seluruh|sebotol|segenggam|sestrip|sekaligus) (?:obat|pil|tablet)(?:nya)?\b(?!.*\b(?:dokter|resep|sesuai|antibiotik|vitamin|jadwal|rutin|mendingan|sembuh|membaik|enakan)\b)/,
      needs: 'pair',
    },
  ],
  distress: [
    /\b(?:gak berguna|gak guna|gak ada gunanya|beban (?:keluarga|doang|semua orang)|sampah masyarakat|manusia gagal|orang gagal|gagal total)\b/,
    /\b(?:benci|muak sama|jijik sama) (?:diri|diri sendiri|diri gue|diri aku)\b|\b(?:bego|tolol|goblok) banget gue\b/,
    /\b(?:putus asa|gak ada harapan|hopeless|hampa|depresi|stres berat|stress berat|frustasi|frustrasi|kesepian|buntu)\b/,
    /\b(?:udah gak kuat|gak bisa tidur|insomnia|nangis terus|nangis tiap|capek banget|capek mental|lelah banget|hancur banget|gak sanggup|gak kuat lagi)\b/,
    /\bhidup (?:gue |aku |saya |ku )?(?:hancur|berantakan|ancur|kacau|gak berarti|gak ada artinya)\b/,
    /\b(?:gak tau harus gimana|gak ada jalan (?:keluar|lain)|gak bermakna|gak ada makna|gak ada artinya|udah gak ada artinya)\b/,
  ],
  reassurance: [
    /\b(?:gue|aku|saya) (?:udah |sekarang |lagi )?(?:aman|baik baik aja|gak apa apa|gapapa|mendingan|lebih tenang|tenang|lebih baik)\b|\b(?:makasih|terima kasih|trims|thx)\b(?!.*\b(?:dadah|selamat tinggal|bye|pamit)\b)/,
    /\b(?:udah|barusan|lagi|mau|bakal) (?:telpon|nelpon|telepon|hubungi|ngehubungi|cerita ke|ngobrol sama|chat) (?:ke )?(?:hotline|psikolog|psikiater|dokter|temen|teman|nyokap|bokap|ibu|bapak|kakak|adik|istri|suami|keluarga|119|112)/,
    /\b(?:gak bakal|janji gak|gak akan) (?:ngelakuin|melakukan|macem macem|aneh aneh|nyakitin diri)\b/,
  ],
  riskQuestions: [
    /\b(?:kamu|kau|lo|anda|km) (?:lagi |sedang |sekarang |masih )?(?:aman|baik baik aja|dalam bahaya)(?: (?:sekarang|saat ini|kan|gak|nggak|enggak|ya))*$|\bapa(?:kah)? (?:kamu|anda|lo) (?:sekarang |saat ini )?(?:aman|dalam bahaya)\b|\b(?:kamu|anda|lo) (?:lagi |sedang )?sendirian (?:sekarang|saat ini)\b/,
    /\b(?:berpikir|mikir|kepikiran|pikiran|niat|rencana)(?: \S+){0,1} (?:untuk |buat |tentang |soal |ke arah )?(?:bunuh diri|(?:mengakhiri|ngakhirin|akhiri|akhirin) (?:hidup|nyawa)\w*|menyakiti diri|nyakitin diri|melukai diri|mati|gak mau hidup)\b/,
    // "Itu surat perpisahan?" about letters just written (round six).
    /\bsurat (?:perpisahan|wasiat|terakhir|pamit|selamat tinggal)\b/,
    // "Berhenti trading atau berhenti hidup?" (round seven).
    /\b(?:berhenti|stop|udahan|selesai)(?: \S+){0,2} atau (?:berhenti|stop|udahan|selesai|mengakhiri|ngakhirin) (?:hidup|idup|selamanya)\b/,
    /\b(?:maksud(?:nya|mu|kamu)?|kamu maksud|apa maksud(?:nya)?)(?: \S+){0,3} (?:bunuh diri|mengakhiri|ngakhirin|mati|pergi selamanya|nyakitin diri|menyakiti diri)\b|\bpamit\S*(?: \S+){0,3} (?:mau )?(?:pergi )?ke mana\b/,
    /\b(?:kamu|anda|lo) (?:udah |sudah |barusan |tadi )?(?:minum|nelen|menelan|minum obat) (?:apa|berapa|obat apa)\b|\bberapa (?:banyak |butir |pil )?(?:yang )?(?:kamu|anda|lo) (?:minum|telan|telen)\b|\b(?:kamu|anda|lo) (?:udah |sudah )?(?:nyakitin|menyakiti|melukai|nyayat|nyilet) (?:diri|tangan)\b|\b(?:kamu|anda|lo) (?:lagi |sekarang |sedang )?di mana(?: sekarang| saat ini)?\b|\b(?:kamu|anda|lo) lagi di (?:jembatan|atap|rooftop|atas)\b/,
  ],
  loss: [
    /\b(?:rungkad|boncos|nyangkut|ludes|kena liq|ke liq|keliq|likuidasi|liquidated|kena mc|margin call|cut loss|floating minus|porto (?:merah|ancur|hancur))\b/,
    /\b(?:pinjol|utang|hutang|ngutang|pinjaman|gagal bayar|debt collector|dc pinjol|ditagih|nagih|tagihan numpuk)\b/,
    /\b(?:duit|uang|tabungan|modal|dana)(?: \S+){0,2} (?:abis|habis|ilang|hilang|ludes|lenyap)\b/,
    /\b(?:rugi|loss|minus) (?:\d+\S*|ratusan|puluhan|miliar|jutaan|banyak)\b/,
    // Run off with the money, drained, scammed: "kabur bawa 8rb USDT", "kuras semua koin di dompet".
    /\b(?:kabur|lari|minggat) (?:bawa|bawain|ngebawa) (?:duit|uang|\d+\S*|semua|tabungan|dana|modal|koin)\b|\b(?:kuras|nguras|ngurasin|dikuras|ngabisin|dibawa kabur)(?: \S+){0,2} (?:koin|coin|duit|uang|tabungan|dompet|rekening|saldo)\b/,
    /\b(?:ditipu|nipu|penipu|kena tipu|kena scam|discam|scammer)\b/,
  ],
};
