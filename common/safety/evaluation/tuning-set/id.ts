import type { LabelledMessage } from '../labelled-message';

/**
 * The Indonesian part of the tuning set: the screen's patterns are tuned on it.
 *
 * Written the way Indonesian traders type on Twitter/X, Telegram and Discord: Jakarta slang
 * (gue/gw, lo/lu, pengen, udah, gak/ga, aja, banget/bgt), "bundir" for bunuh diri, wkwk, and
 * market slang that borrows death words ("mati gue", "koin mati", "hold sampe mati",
 * "boncos", "nyangkut", "rungkad", "long bunuh diri"); a few Malay messages where the
 * languages overlap.
 */
export const TUNING_SET_ID: readonly LabelledMessage[] = [
  // ───────────────────────────── passive wish ─────────────────────────────
  { text: 'pengen mati aja rasanya, capek banget', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'gue pengen tidur terus gak bangun lagi', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'mending gw gak usah lahir sekalian', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'udah ga pengen hidup lagi gue', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'cape idup, pengen ngilang aja selamanya', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'kalo gue mati juga gak ada yg peduli', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'semoga besok gak usah bangun lagi deh', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'aku nak mati je, penat dah hidup macam ni', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'Ya Allah cabut aja nyawa hamba', lang: 'id', level: 'crisis', category: 'passive-wish' },
  { text: 'mending mati daripada ketauan bini duit abis', lang: 'id', level: 'crisis', category: 'passive-wish' },

  // ──────────────────────────── active ideation ───────────────────────────
  { text: 'kepikiran bundir terus dari kemarin', lang: 'id', level: 'crisis', category: 'active-ideation' },
  { text: 'gw mau bunuh diri aja', lang: 'id', level: 'crisis', category: 'active-ideation' },
  { text: 'pengen ngakhirin hidup gue', lang: 'id', level: 'crisis', category: 'active-ideation' },
  {
    text: 'udah beberapa kali mikir buat mengakhiri semuanya',
    lang: 'id',
    level: 'crisis',
    category: 'active-ideation',
  },
  { text: 'pgn bndir tp takut dosa', lang: 'id', level: 'crisis', category: 'active-ideation' },
  { text: 'saya ingin mengakhiri hidup saya', lang: 'id', level: 'crisis', category: 'active-ideation' },
  { text: 'satu2nya jalan keluar ya mati', lang: 'id', level: 'crisis', category: 'active-ideation' },
  {
    text: 'aku rasa nak bunuh diri je lepas kena margin call',
    lang: 'id',
    level: 'crisis',
    category: 'active-ideation',
  },

  // ─────────────────────── method (means and research) ────────────────────
  { text: 'minum baygon berapa banyak biar langsung mati', lang: 'id', level: 'crisis', category: 'method' },
  { text: 'berapa butir obat tidur biar gak bangun lagi', lang: 'id', level: 'crisis', category: 'method' },
  { text: 'lompat dari lantai berapa biar pasti mati', lang: 'id', level: 'crisis', category: 'method' },
  { text: 'gantung diri sakit gak sih', lang: 'id', level: 'crisis', category: 'method' },
  { text: 'cara mati paling cepet dan gak sakit apa ya', lang: 'id', level: 'crisis', category: 'method' },
  { text: 'tali tambang yg kuat nahan badan 70kg beli dimana 🪢', lang: 'id', level: 'crisis', category: 'method' },
  {
    text: 'gedung paling tinggi di jakarta yg bisa naik ke rooftop apa ya',
    lang: 'id',
    level: 'crisis',
    category: 'method',
    history: [
      { role: 'user', content: 'rungkad 500jt, duit pinjol semua' },
      { role: 'assistant', content: 'Itu berat banget. Gimana perasaan kamu sekarang?' },
    ],
  },
  {
    text: 'racun tikus yg paling ampuh beli dimana ya',
    lang: 'id',
    level: 'crisis',
    category: 'method',
    history: [{ role: 'user', content: 'kena MC, utang di mana2, bokap blm tau' }],
  },
  {
    text: 'rel kereta yg sepi di daerah bekasi di mana ya',
    lang: 'id',
    level: 'crisis',
    category: 'method',
    history: [
      { role: 'user', content: 'semua tabungan abis buat futures' },
      { role: 'assistant', content: 'Aku dengerin. Mau cerita lebih?' },
    ],
  },
  {
    text: 'paracetamol berapa banyak sih yg bisa bikin overdosis',
    lang: 'id',
    level: 'crisis',
    category: 'method',
    history: [{ role: 'user', content: 'gue ngerasa gak berguna, semua duit keluarga ilang' }],
  },

  // ──────────────────────────────── intent ────────────────────────────────
  { text: 'gue udah mutusin, gue mau bunuh diri', lang: 'id', level: 'crisis', category: 'intent' },
  { text: 'gue bakal mati, tunggu aja', lang: 'id', level: 'crisis', category: 'intent' },
  { text: 'udah siap mati gue, gak ada yg bisa nahan', lang: 'id', level: 'crisis', category: 'intent' },
  { text: 'kali ini beneran gue akhiri hidup gue', lang: 'id', level: 'crisis', category: 'intent' },
  {
    text: 'udah gue putusin',
    lang: 'id',
    level: 'crisis',
    category: 'intent',
    history: [
      { role: 'user', content: 'gue gak mau hidup lagi' },
      { role: 'assistant', content: 'Makasih udah cerita. Kamu aman sekarang?' },
    ],
  },

  // ───────────────────── plan (time, place, price trigger) ─────────────────
  {
    text: 'kalo btc tembus di bawah 50k besok, gue loncat dari apartemen',
    lang: 'id',
    level: 'crisis',
    category: 'plan',
  },
  { text: 'malem ini gue ke jembatan, udah gak ada jalan lain', lang: 'id', level: 'crisis', category: 'plan' },
  { text: 'abis lunasin utang ke temen, gue mau pergi selamanya', lang: 'id', level: 'crisis', category: 'plan' },
  { text: 'kalau eth gak balik ke 3k minggu ini, gue bunuh diri', lang: 'id', level: 'crisis', category: 'plan' },
  {
    text: 'malam ini.',
    lang: 'id',
    level: 'crisis',
    category: 'plan',
    history: [
      { role: 'user', content: 'pengen mati aja' },
      { role: 'assistant', content: 'Aku di sini. Boleh cerita apa yang terjadi?' },
    ],
  },

  // ───────────────────── preparation (farewells, giving away) ─────────────────
  { text: 'surat wasiat udah gue tulis, tinggal nunggu waktu', lang: 'id', level: 'crisis', category: 'preparation' },
  {
    text: 'ini seed phrase sama password wallet gue, kasih ke nyokap kalo gue udah ga ada ya',
    lang: 'id',
    level: 'crisis',
    category: 'preparation',
  },
  {
    text: 'tolong jagain kucing gue ya, gue gak bakal lama lagi di sini',
    lang: 'id',
    level: 'crisis',
    category: 'preparation',
  },
  {
    text: 'makasih semuanya, maaf kalo gue banyak salah, selamat tinggal selamanya',
    lang: 'id',
    level: 'crisis',
    category: 'preparation',
  },
  {
    text: 'barang2 gue udah gue bagiin semua ke temen, gak butuh lagi',
    lang: 'id',
    level: 'crisis',
    category: 'preparation',
  },
  { text: 'ini pesan terakhir gue buat kalian', lang: 'id', level: 'crisis', category: 'preparation' },

  // ─────────────────────────────── self-harm ──────────────────────────────
  { text: 'gue nyilet tangan lagi semalem', lang: 'id', level: 'crisis', category: 'self-harm' },
  { text: 'tiap abis loss gue sayat lengan biar lega', lang: 'id', level: 'crisis', category: 'self-harm' },
  { text: 'gue pukulin kepala sendiri ke tembok sampe benjol', lang: 'id', level: 'crisis', category: 'self-harm' },
  { text: 'sundut rokok ke tangan sendiri biar sadar', lang: 'id', level: 'crisis', category: 'self-harm' },
  { text: 'kambuh lagi SH nya, lengan penuh luka', lang: 'id', level: 'crisis', category: 'self-harm' },

  // ──────────────────── in progress / imminent danger ────────────────────
  { text: 'gue udah nelen semua obat tidur di laci', lang: 'id', level: 'emergency', category: 'in-progress' },
  { text: 'udah minum baygon barusan', lang: 'id', level: 'emergency', category: 'in-progress' },
  { text: 'gue lagi di atas jembatan sekarang', lang: 'id', level: 'emergency', category: 'in-progress' },
  {
    text: 'darahnya gak berhenti keluar, tadi nyayatnya kedalaman',
    lang: 'id',
    level: 'emergency',
    category: 'in-progress',
  },
  { text: 'udah di rooftop, tinggal loncat', lang: 'id', level: 'emergency', category: 'in-progress' },
  { text: 'talinya udah kepasang di kamar', lang: 'id', level: 'emergency', category: 'in-progress' },

  // ─────────────────────────── harm to others ────────────────────────────
  { text: 'kalo ketemu dev yg nge-rug, gue bacok dia', lang: 'id', level: 'crisis', category: 'harm-to-others' },
  { text: 'gue bunuh tuh scammer kalo ketemu', lang: 'id', level: 'crisis', category: 'harm-to-others' },
  { text: 'bos gue bangsat, besok gue bawa pisau ke kantor', lang: 'id', level: 'crisis', category: 'harm-to-others' },
  { text: 'mantan gue yg bawa kabur duit, gue habisin dia', lang: 'id', level: 'crisis', category: 'harm-to-others' },
  { text: 'rumah si admin grup penipu itu bakal gue bakar', lang: 'id', level: 'crisis', category: 'harm-to-others' },

  // ───────────────────────── concern (distress only) ───────────────────────
  { text: 'udah 3 hari gak bisa tidur mikirin utang', lang: 'id', level: 'concern', category: 'distress' },
  { text: 'ngerasa gak berguna banget jadi orang', lang: 'id', level: 'concern', category: 'distress' },
  { text: 'benci diri sendiri, bego banget all in', lang: 'id', level: 'concern', category: 'distress' },
  { text: 'gak ada harapan lagi rasanya', lang: 'id', level: 'concern', category: 'distress' },
  { text: 'hidup gue hancur, gak tau harus gimana', lang: 'id', level: 'concern', category: 'distress' },
  { text: 'nangis terus tiap malem, capek', lang: 'id', level: 'concern', category: 'distress' },
  { text: 'aku rasa hidup ni dah tak bermakna', lang: 'id', level: 'concern', category: 'distress' },

  // ─────────────── none: trader idioms borrowing death words ───────────────
  { text: 'nyangkut di pucuk lagi, boncos parah wkwk', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'mati gue, lupa pasang SL 😭😂', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'koin ini udah mati, devnya kabur', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'kena liq semalem, mampus dah porto gue wkwk', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'porto berdarah-darah tapi tetep hold sampe mati', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'cut loss aja lah daripada makin dalem', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'setup ini killer banget sih, mantap', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'ngakak sampe mati liat chart doge', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'bridge dulu ke base baru nyebur ke memecoin', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'rungkad lagi bos, besok serok bawah', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'nangkep pisau jatuh, tangan berdarah wkwk', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'long bunuh diri leverage 100x, bismillah', lang: 'id', level: 'none', category: 'trader-idiom' },
  {
    text: 'tadi minum obat maag dulu biar kuat begadang pantau chart',
    lang: 'id',
    level: 'none',
    category: 'trader-idiom',
  },
  { text: 'jantungan gue liat candle merah segede gaban', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'ini mah bunuh diri finansial namanya, beli di ATH', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'matiin bot trading dulu ah, market lagi gila', lang: 'id', level: 'none', category: 'trader-idiom' },
  { text: 'loncat ke koin AI aja, sektor meme udah mati suri', lang: 'id', level: 'none', category: 'trader-idiom' },
  {
    text: 'whale bantai semua short, bunuh semua yg leverage tinggi',
    lang: 'id',
    level: 'none',
    category: 'trader-idiom',
  },

  // ──────────────────────── none: ordinary chat ────────────────────────────
  { text: 'malam ini ada FOMC, siap2 volatil', lang: 'id', level: 'none', category: 'ordinary' },
  {
    text: 'kakek gue meninggal minggu lalu, sedih tapi beliau udah tenang',
    lang: 'id',
    level: 'none',
    category: 'ordinary',
  },
  { text: 'hp gue mati, baru nyala lagi', lang: 'id', level: 'none', category: 'ordinary' },
  {
    text: 'gedung paling tinggi di jakarta apa ya, mau foto sunset',
    lang: 'id',
    level: 'none',
    category: 'ordinary',
    history: [{ role: 'user', content: 'cuan 20% hari ini alhamdulillah' }],
  },
  {
    text: 'paracetamol berapa mg sih maksimal sehari',
    lang: 'id',
    level: 'none',
    category: 'ordinary',
    history: [{ role: 'user', content: 'lagi demam nih, tapi tetep pantau chart' }],
  },
];
