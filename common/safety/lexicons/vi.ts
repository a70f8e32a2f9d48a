import type { Lexicon } from './lexicon';

/**
 * Vietnamese. Patterns read text without diacritics ("muốn chết" -> "muon chet", "đ" -> "d"),
 * after teen code is expanded ("ko"/"k" -> "khong", "dc" -> "duoc", "mk" -> "minh").
 *
 * Without diacritics some words collide: "tự tử" (suicide) and "từ từ" (slowly) are both
 * "tu tu", "tự vẫn" and "tư vấn" (advice) are both "tu van", "bán" (sell) and "bắn" (shoot)
 * are both "ban", "cắt cổ" is also "a rip-off price". Rules on those words therefore need a
 * word before or after that only fits the risk reading.
 */

/** First-person subjects as people type them ("t" = tao/tôi, "tui", "mình", "em", "con"). */
const ME = '(?:t|toi|tao|tui|minh|em|anh|chi|con|tau|bo|ong)';
/**
 * What may follow "tu tu" at the end of a message when it means "tự tử" (suicide) and not "từ
 * từ" (slowly): particles and vocatives, never the verbs "từ từ" goes with ("từ từ tìm hiểu").
 */
const TT_END =
  '(?: (?:that|luon|day|cho xong|cho roi|mat|roi|qua|ma|di|khong|nhi|moi nguoi|anh em|nhe|nha|a|vay|the|oi|ban|ban oi|duoc khong))*$';
/** Words that can stand around a bare time or decision without changing it. */
const FILLER =
  '(?:t|toi|tao|tui|minh|em|anh|luon|roi|day|nhe|nha|thoi|se|lam|that|do|di|la|vay|a|cho|xong|het|gio|nua|khong|ai|can|duoc|luc|vao|dem|sang|toi|chu|ha|ma|nay|qua|\\d+h|\\d+ gio|ok|uh|u)';
/** Someone else, as the target of a threat. */
/** Good news that explains "mẹ không phải lo cho con nữa" (a job, grown up, debts cleared for good). */
const GOOD_NEWS =
  '^(?!.*\\b(?:co viec|tu lo duoc|lon roi|truong thanh|on dinh|tot nghiep|ra truong|len chuc|tang luong|kiem duoc tien|doc lap|tu lap|nhe ca nguoi|nhe nguoi|ra tu|cai nghien)\\b)';
const THEM =
  '(?:ca hai(?: dua| thang| con| nguoi)?|no|may|han|thang|thg|tk|con|sep|lao|mu|vo|chong|nguoi yeu|bo me no|ca nha|tui no|bon no|chung no|dev|admin|ke|dua|tay|ong ta|ba ta|ong ay|ba ay|thang cha|lao gia|con mu)';

/** Quiet signs of a decision: two in one message make an intent (round five). */
const VI_INTENT_WEAK = [
  'quyet (?:dinh )?roi|da quyet(?: dinh)?|(?:tinh|tinh ky|nghi ky|suy nghi ky) roi',
  'di la (?:khong|chang|se khong) (?:bao gio )?(?:ve|quay ve|quay lai|tro ve|tro lai)(?: nua)?(?: dau)?',
  'lan nay (?:lam )?that|lam that (?:day|luon|su|nhe)',
  'het so roi|(?:khong|chang) (?:con )?(?:so|run) nua|gio het so',
  'khong can (?:ai )?(?:khuyen|can)|dung (?:ai )?(?:khuyen|can|ngan)|(?:khong|chang) (?:ai|gi) (?:can|ngan|chan) (?:duoc|noi)',
  `${ME} (?:se )?lam(?: (?:day|luon|thoi|roi|nhe|nha|that))?(?=$| khong can| dung)`,
  `(?:cuoi tuan nay|toi nay|dem nay|ngay mai|sang mai|thu (?:hai|ba|tu|nam|sau|bay|\\d) nay) ${ME} (?:se )?lam(?=$| khong can| dung)`,
].join('|');

export const VI: Lexicon = {
  lang: 'vi',
  scripts: ['latin'],
  expansions: {
    ko: 'khong',
    k: 'khong',
    kg: 'khong',
    khg: 'khong',
    kh: 'khong',
    hok: 'khong',
    hk: 'khong',
    hong: 'khong',
    hem: 'khong',
    khum: 'khong',
    khog: 'khong',
    kbh: 'khong bao gio',
    kb: 'khong biet',
    dc: 'duoc',
    dk: 'duoc',
    mk: 'minh',
    mik: 'minh',
    mjk: 'minh',
    mh: 'minh',
    e: 'em',
    j: 'gi',
    ji: 'gi',
    r: 'roi',
    rui: 'roi',
    oy: 'roi',
    ruj: 'roi',
    ns: 'noi',
    vs: 'voi',
    cx: 'cung',
    cg: 'cung',
    ng: 'nguoi',
    ngta: 'nguoi ta',
    mn: 'moi nguoi',
    mng: 'moi nguoi',
    ae: 'anh em',
    lm: 'lam',
    ms: 'moi',
    trc: 'truoc',
    mun: 'muon',
    wa: 'qua',
    qa: 'qua',
    lun: 'luon',
    bik: 'biet',
    bit: 'biet',
    bjt: 'biet',
    bme: 'bo me',
    vk: 'vo',
    ck: 'chong',
    ny: 'nguoi yeu',
    cty: 'cong ty',
    iu: 'yeu',
    nhiu: 'nhieu',
    z: 'vay',
    v: 'vay',
    zay: 'vay',
    dzay: 'vay',
    dzui: 'vui',
    dzo: 'vao',
    ntn: 'nhu the nao',
    bh: 'bao gio',
    bjo: 'bao gio',
    bnhieu: 'bao nhieu',
    bnh: 'bao nhieu',
    dag: 'dang',
    thui: 'thoi',
    ik: 'di',
    h: 'gio',
    dt: 'dien thoai',
    thk: 'thang',
  },
  // Vietnamese syllables are short: only stretched forms ("chếttt", "muốnnn") are corrected.
  anchors: ['chet', 'muon', 'song', 'nhay', 'giet', 'treo', 'thuoc', 'khong', 'nua', 'roi'],
  keep: ['chong', 'thong', 'phong', 'khung', 'khang', 'khoang', 'thuong', 'thuat', 'nhung', 'truoc', 'thuyet'],
  idioms: [
    // "Chuyển trọ nên tặng hết đồ cho mấy đứa năm nhất": moving out, things given to the next tenants.
    /\bchuyen (?:tro|nha|phong|ktx|ky tuc xa|cho o)(?: \S+){0,2} (?:nen|thi|roi|xong) (?:tang|cho|de lai|thanh ly|ban)(?: lai)? (?:het |sach |toan bo |tat ca )?(?:do(?: dac)?|quan ao|sach vo|noi that)\b/g,
    // Hyperbole: "mệt muốn chết" (dead tired), "đẹp chết đi được", "chết cười" (die laughing).
    /\b(?:dep|ngon|suong|vui|met|gong|gong lo|dau|nhuc|nong ruot|doi|khat|nong|lanh|buon ngu|buon cuoi|cuoi|so|ngai|hoi hop|run|cay|tuc|nho|thich|ghen) (?:muon chet|chet di duoc|chet luon|chet mat)\b/g,
    /\b(?:chet|xiu|ngat) (?:cuoi|vi cuoi|voi cuoi)\b/g,
    /\bcuoi (?:chet|muon xiu|ra nuoc mat)\b/g,
    // "Mày muốn chết à" is a scolding, not a wish.
    /\b(?:may|mi|bay|tui bay|chung may|no) muon chet (?:a|ha|ak|ah|hay sao|ha gi|phai khong)\b/g,
    // Holding to the death, "rather die than sell".
    /\b(?:hold|hodl|gong|om|giu|gong lo|ho)(?: \S+){0,2} (?:den|toi|cho den) (?:chet|luc chet|hoi tho cuoi)\b/g,
    /\btha chet (?:chu |cung )?khong (?:ban|cat|chot|xa|cat lo)\b/g,
    // Trades and projects that "commit suicide", whales that "kill" a side of the market.
    /\b(?:keo|lenh|vi the|du an|coin|token|team|san|nen|chart|long|short|trade|entry|don bay|thi truong|phe long|phe short|x\d+)(?: \S+){0,1} tu sat\b/g,
    /\bgiet (?:con |may con |het |chet )?(?:boss|quai|zombie|ruoi|muoi|gian|chuot|ga|heo|lon|ca(?! (?:nha|hai|ba|bon|lu|dam|gia dinh|ho|tui|chung|may|nhom|dua|thang|lang|xom|nguoi|cong ty|doi)\b)|sau|kien|rep|virus|bot|nhan vat)\b/g,
    /\btu sat bang (?:don bay|leverage|x\d+|margin|futures|all in)\b/g,
    /\bmuon chet (?:a|ha|ak|ah) ma\b/g,
    /\bgiet (?:thoi gian|het phe (?:long|short)|phe (?:long|short)|sach phe|nguoi bang (?:phi|funding))\b/g,
    /\bcach chet(?: \S+){0,3} (?:trong|khi|cua) (?:trade|trading|crypto|thi truong|futures|choi coin|dau tu|san)\b/g,
    /\bcai chet cua (?:coin|altcoin|du an|thi truong|token|san|nft|memecoin)\b/g,
    // Falling candles "like jumping off a building", catching a falling knife.
    /\b(?:nhu|kieu|y nhu) nhay (?:lau|cau|vuc)\b/g,
    /\bnhay cau (?:la )?(?:mon|van dong vien|the thao|nghe thuat|olympic|nghe thuat)\b/g,
    /\bbat dao (?:roi|dang roi)(?: \S+){0,4} (?:dut|cat|chay mau) tay\b/g,
    /\bbat dao (?:roi|dang roi)\b/g,
    // "Trượt là em nhảy cầu luôn, đùa thôi": what comes just before "just kidding" is a joke
    // (not "không phải đùa", not "ai cũng tưởng tao đùa").
    /(?:\S+ ){0,10}(?<!\b(?:khong|ko|chang|dau|phai|tuong|nghi|cho la|coi la|tuong la|nghi la|noi|bao|cu|ai|deo) )(?:dua thoi|dua ti thoi|dua chut thoi|dua xiu thoi|dua ma|dua day|noi dua thoi|gion thoi|gion ti thoi)\b/g,
    // "Giá cắt cổ" (rip-off price), "đánh chết cũng không bán" (no matter what).
    /\b(?:gia|phi) cat co\b/g,
    /\bdanh chet (?:toi |t |minh |tao )?cung (?:khong|chang)\b/g,
  ],
  rules: [
    // ── Passive wish: wanting to be dead, not to wake up, to vanish ──
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `\\b(?:muon|them|uoc|uoc gi|chi muon|mong|xin cho|cau cho|gia ma|gia nhu)(?: ${ME})? (?:duoc )?chet\\b`,
      ),
    },
    { category: 'passive-wish', pattern: /\bchan (?:song|song lam roi|kiep song)\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:khong|chang|het|chua bao gio|khong con) (?:muon|thiet|thiet tha|ham) (?:song|ton tai|o tren doi|thuc day|tinh day)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bsong (?:de )?(?:lam gi|lam chi|lam quai gi|de lam gi|cung vay|cung bang thua|chi cho met)(?: nua)?\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:khong bao gio|khong|dung|chang) (?:phai )?(?:tinh|thuc|tinh lai|thuc lai|day) (?:day|lai)?(?: \S+){0,1} nua\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bngu (?:mot giac |luon |mai |1 giac )(?:khong|dung|chang|roi khong) (?:bao gio )?(?:day|tinh|thuc)\b/,
    },
    { category: 'passive-wish', pattern: /\btha chet\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gia ma|gia nhu|uoc gi|uoc|mong|chi muon|muon|them)(?: \S+){0,3} ngu (?:mot giac |1 giac |mot dem )?(?:roi |la |xong roi |luon roi )?(?:di luon|ra di|di mai|chet luon|di that xa|khong day nua)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bngu (?:mai mai|vinh vien|mot giac (?:dai|mai mai|vinh vien)|luon mai mai|mot giac ngan thu)\b/,
    },
    { category: 'passive-wish', pattern: new RegExp(`\\bcho ${ME} (?:duoc )?chet\\b`) },
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `\\b(?:hay la|hay|thoi thi|thoi|nhieu luc|co luc)(?: ${ME})? chet (?:di|quach|luon|phat)\\b|\\b${ME} chet (?:di|quach)(?: cho)?\\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:khong|chang|het) con (?:ly do|li do|muc dich|dong luc|y nghia)(?: gi)? (?:de |ma |nao de )?(?:song|ton tai|tiep tuc)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:chet|ra di|bien mat|mat di|khong con)(?: \S+){0,2} (?:cung )?(?:chang|khong|chac khong) (?:ai|ai ca|mot ai) (?:de y|quan tam|buon|nho|can|thay|biet|khoc)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bchet (?:quach|phang|mia|phat|luon)(?: di)?(?: cho (?:xong|roi|nhe|khoe|yen|xong chuyen|nhe no|het no))?\b/,
    },
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `(?<!\\b(?:may|mi|bay|no|chung may|tui bay) )\\bchet (?:di )?cho (?:xong|roi|nhe|khoe|yen|het|nhe no|het no|xong chuyen)\\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern:
        /\bchet(?: di)?(?: \S+){0,2} (?:nhe nhom|thanh than|yen on|sung suong|giai thoat|het no|het kho|xong)(?: hon)?\b/,
    },
    { category: 'passive-wish', pattern: /\bchet (?:la|thi) (?:het|xong|het no|het kho|het chuyen)\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:mong|uoc|cau|xin)(?: \S+){0,5} (?:tong|can|dam|dam phai|roi|dot quy|tai nan|ung thu|benh)(?: \S+){0,2} (?:chet|qua doi|di luon)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:chua tung|dung|khong|chang) (?:co |duoc |bao gio )?(?:sinh ra|ra doi|co mat tren doi)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bkhong con (?:tren|o) (?:doi|cuoi doi|the gian|trai dat|the gioi)(?: nay)?(?: nua)?\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bbien mat (?:vinh vien|mai mai|khoi (?:cuoc doi|the gian|the gioi|trai dat|doi)|cho xong|cho roi|luon cho)\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:muon|chi muon|uoc|mong) (?:duoc )?bien mat\b/, needs: 'distress' },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:muon|sap|chac|se|xin|cho) (?:\S+ )?(?:ve voi ong ba|ve voi to tien|xuong (?:gap|voi) ong ba|gap ong ba|di theo ong ba|theo ong ba|ve chau to|ve voi bo|ve voi me|di theo (?:bo|me|ba))\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:muon|sap|chac|se|xin) (?:len ban tho|ve tay)\b/, needs: 'distress' },
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `\\b(?:troi|ong troi|chua|phat|tu than|diem vuong|than chet)(?: \\S+){0,3} (?:bat|mang|rut|cuop|don|dem) ${ME} di\\b`,
      ),
    },

    // Wishing for an accident or an illness to do it ("giá mà bị xe tông", "ước gì bị ung thư").
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gia ma|gia nhu|uoc gi|uoc|mong|cau|cau troi|phai chi|thiet tha)(?: (?!khong\b|dung\b|chang\b|khoi\b|het\b|tranh\b|thoat\b)\S+){0,8} (?:bi|gap|dinh|mac|co|trung)(?: \S+){0,3} (?:tai nan|(?:xe|tau|container|xe tai|xe bon|xe khach) (?:\S+ ){0,2}(?:tong|can|dam|huc|cuon)|ung thu|benh nan y|dot quy|nhoi mau|may bay roi|set danh|dan lac)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bdoi (?:mang|mang song|tuoi tho|su song|cuoc doi|mang minh|tuoi)(?: \S+){0,4} (?:cho|voi) (?:\S+ ){0,3}(?:benh nhan|nguoi benh|nguoi sap chet|nguoi muon song|nguoi can song)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:roi|roi khoi|bo|tu gia|tam biet|ra khoi) (?:khoi )?(?:the gioi|the gian|cuoc doi|trai dat|coi doi|doi)(?: nay)?(?: \S+){0,1} (?:vinh vien|mai mai)\b|\bmot di khong (?:tro lai|quay lai|tro ve)\b/,
    },
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `${GOOD_NEWS}(?:.* )?(?:khong|se khong|chang|khong con) (?:ai )?(?:con )?phai (?:lo|chiu dung|nuoi|ganh|ganh vac|kho vi|met vi) (?:cho )?(?:minh|toi|em|tao|tui|con|anh)(?: \\S+){0,1} nua\\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:khong|se khong|chang) (?:ai )?(?:con )?phai (?:thay|nhin|nhin thay|gap) (?:mat )?(?:minh|toi|em|tao|tui|con|anh)(?: \S+){0,1} nua\b|\b(?:di|ra di)(?: \S+){0,2} khong (?:bao gio )?(?:quay ve|quay lai|tro ve|ve) nua\b/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:nghi ngoi|ngu yen|yen nghi) (?:vinh vien|mai mai)\b|\bngu(?: \S+){0,4} (?:khong|dung|chang|roi khong|ma khong) (?:bao gio (?:day|tinh|thuc)|(?:day|tinh|thuc)(?: lai| day)? (?:nua|mai mai|vinh vien))\b/,
    },
    { category: 'passive-wish', pattern: /\bsong (?:vay |the |nhu vay |nhu the )?du roi\b/, needs: 'distress' },
    // "Sớm thôi mọi người không phải thấy mặt mình nữa", "muốn đi luôn, không quay về nữa".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:som thoi|sap|chang bao lau|khong lau nua|mai|tu mai|sau hom nay|qua dem nay|het tuan nay)(?: \S+){0,3} (?:khong|chang) (?:ai )?(?:con )?(?:phai |can )?(?:thay|nhin|nhin thay|gap|nghe|chiu dung) (?:mat |tieng )?(?:minh|toi|em|tao|tui|con|anh)(?: \S+){0,1} nua\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:muon|se|sap|chac|dinh) (?:di luon|ra di|di that xa|di xa)(?: \S+){0,3} (?:khong|chang|se khong) (?:bao gio )?(?:quay ve|quay lai|tro ve|tro lai|ve) nua\b/,
    },
    // Welcoming death: "cái chết đến thì đón nhận", "có chết cũng chẳng sao".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:cai chet|than chet|chet)(?: \S+){0,3} (?:den|toi|goi)(?: \S+){0,3} (?:don nhan|chao don|san sang|mung|vui long|cung duoc|cung chang sao|cung khong sao|cung ok)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:co )?chet (?:luc nao|khi nao|bay gio|luc nay|hom nay|ngay mai|som)(?: \S+){0,2} cung (?:duoc|chang sao|khong sao|cha sao|ok|chang ai tiec|khong ai tiec)\b|\bco chet(?: \S+){0,2} cung (?:chang|khong|cha) (?:sao|ai tiec|ai buon|ai quan tam|tiec)\b/,
    },
    // "Có, nghĩ nhiều rồi" answering a question about suicide, after distress.
    {
      category: 'active-ideation',
      pattern:
        /^(?:(?:co|u|uh|um|vang|da|dung|roi|thi|cung|co chu|co a|co day|minh|t|toi|em|tao|tui|anh|that ra) ){0,3}(?:nghi|co nghi|nghi toi|nghi den|nghi ve|co nghi toi)(?: (?:no|chuyen do|nhieu|suot|hoai|moi ngay|hang dem|dem nao cung|nhieu lan|lau|tu lau|mai|roi|a|nua|luon|thuong xuyen|ca thang|ca tuan|nay|may|lan|lam))+$/,
      needs: 'distress',
    },
    // ── Active ideation: suicide in any wording ──
    { category: 'active-ideation', pattern: /\btu sat\b/ },
    {
      category: 'active-ideation',
      pattern: /\b(?:quyen sinh|tu van bang|tu ket lieu|tu ket thuc|tu thieu|tu giai thoat)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:nghi|y dinh|y nghi|quyet dinh|chi con cach|con cach|cach|chuyen|viec|lam sao de|doa|ve) (?:den |toi |ve )?(?:chuyen |viec )?tu tu\b/,
    },
    // "muốn tự tử" vs "muốn từ từ tìm hiểu" (take one's time): not before the verbs "từ từ" goes with.
    {
      category: 'active-ideation',
      pattern:
        /\b(?:muon|dinh|tinh|ham|them) tu tu\b(?! (?:tim|hoc|lam(?! roi| luon| qua| a\b|$)|xem|mua|ban|gom|vao|ra|tang|giam|doc|nghien|quan sat|theo doi|tiep can|thu|chay(?! (?:tai khoan|acc|tk|sach|het|von|tien))|an|buoc|tung|chot|cat|xa|dca|tra|hoi|noi|giai|sua|chinh|kiem|suy nghi|nghi|tinh|coi|nhin|cho|di|len|xuong|trai nghiem|kham pha|tap|luyen|hieu|biet|tich|danh|dau tu|vao lenh|va|roi (?:tinh|tim|lam|xem|mua|ban|gom|vao)|thoi)\b)/,
    },
    {
      category: 'active-ideation',
      pattern: new RegExp(`\\b${ME} (?:se|sap|chac|phai|muon|dinh|chac phai|chac se) tu tu${TT_END}`),
    },
    // "thật sự muốn tự tử": an intensifier only fits the suicide reading, not "từ từ" (slowly).
    {
      category: 'active-ideation',
      pattern:
        /\b(?:that su|thuc su|that long|rat|nhieu luc|nhieu khi|co luc|dang|lai) (?:rat )?(?:muon|dinh|tinh|nghi den|nghi toi) tu tu\b(?! (?:tim|hoc|xem|lam quen|nghien|kham pha|tiep can|trai nghiem))/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\btu tu (?:chet|cho xong|cho roi|cho nhe|cho het|cho yen|co toi|co dau|la toi|co bi|bang|(?:thi )?(?:co )?ai (?:buon|quan tam|nho|biet|khoc))\b/,
    },
    { category: 'active-ideation', pattern: new RegExp(`\\b(?:co nen|nen|hay la|hay)(?: ${ME})? tu tu${TT_END}`) },
    {
      category: 'active-ideation',
      pattern: new RegExp(`\\b(?:chac|chac phai|chac la|chac chan|dam)(?: ${ME})? tu tu${TT_END}`),
    },
    { category: 'active-ideation', pattern: new RegExp(`\\b(?:can|ngan|chan)(?: duoc)? ${ME} tu tu\\b`) },
    {
      category: 'active-ideation',
      pattern:
        /\bket (?:lieu|thuc|lieu luon) (?:cuoc doi|cuoc song|doi|mang song|sinh mang|ban than|chinh minh|song)\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\bcham dut (?:cuoc doi|cuoc song|su song|mang song|doi minh|tat ca|song)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:muon|se|dinh|tinh|tu|phai)(?: \S+){0,1} (?:ket thuc|cham dut|dung) (?:tat ca|moi thu|moi chuyen|het|het moi thu|het tat ca)(?! (?:lenh|vi the|keo|giao dich|trade|position|order))\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\bgiai thoat (?:khoi|cho) (?:cuoc doi|cuoc song|the gian|kiep nay|doi|ban than|chinh minh|tat ca|noi dau)\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:muon|can|duoc) (?:duoc )?giai thoat\b/, needs: 'distress' },
    {
      category: 'active-ideation',
      pattern: /\b(?:nghi|tim|tinh|muon|ngam) (?:den |toi |ve )?(?:cai chet|den chet|chet choc)\b/,
    },
    { category: 'active-ideation', pattern: /\btim (?:cach|duong) (?:de )?chet\b/ },
    {
      category: 'active-ideation',
      pattern: /\bra di (?:mai mai|vinh vien|cho xong|cho nhe|khoi (?:cuoc doi|the gian)|thanh than)\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:chi con|con moi|duy nhat la|loi thoat la|con) (?:cach|duong) (?:chet|ra di)\b/,
    },

    {
      category: 'active-ideation',
      pattern:
        /\b(?:cach|tim cach|nghi cach|lam sao|lam the nao)(?: nao)? (?:de )?(?:ket thuc|cham dut|ra di|giai thoat|bien mat)(?: \S+){0,1} (?:cho (?:gon|xong|nhanh|nhe|yen)|ma khong (?:ai|lam phien|dau))\b/,
    },
    {
      category: 'preparation',
      pattern: new RegExp(
        `${GOOD_NEWS}(?:.* )?(?:khong (?:ai )?(?:phai|can) (?:don dep|don|lo hau su|lo tang|chon cat|lo cho)\\b|khong (?:lam )?phien (?:ai|moi nguoi|gia dinh)\\b)`,
      ),
      needs: 'pair',
    },
    // ── Method: means, doses, heights, tracks, charcoal, poison ──
    { category: 'method', pattern: /\bcach (?:de |nao de )?(?:chet|tu tu|tu sat|ket lieu)\b/ },
    { category: 'method', pattern: /\bchet (?:it|khong|cho do|nhe|nhanh|em) (?:dau|doi|kho)\b/ },
    { category: 'method', pattern: /\bchet (?:nhanh|em|nhe nhang|it dau)(?: \S+){0,1} nhat\b/ },
    { category: 'method', pattern: /\bbao lau (?:thi |moi |se )?(?:chet|tat tho|di|ngung tho)\b/ },
    {
      category: 'method',
      pattern:
        /\b(?:thuoc ngu|thuoc an than|thuoc giam dau|thuoc)(?: \S+){0,6} (?:chet|khong (?:tinh|thuc|day)(?: lai)?|ngu luon|ngu mai|ngu vinh vien|di luon)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:bao nhieu|may|bn|ca|het|\d+) (?:vien|vi|lo|hop)(?: \S+){0,4} (?:chet|khong (?:tinh|thuc|day)(?: lai)?|ngu luon|ngu mai|di luon)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:bao nhieu|may|bn) (?:vien|vi|lo|hop|mg|gam)(?: \S+){0,4} (?:qua lieu|ngo doc|nguy hiem|gay chet)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:bao nhieu|may|bn) (?:vien|vi|lo|hop)(?: \S+){0,1} thuoc (?:ngu|an than|ngu manh)(?: \S+){0,3} (?:du|la du|thi du)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:uong|nuot|nhay|treo|cat|rach|dot than|lao)(?: \S+){0,6} (?:co|thi|la|se) chet (?:khong|chua|duoc khong|han|ngay|lien)\b/,
    },
    {
      category: 'method',
      pattern:
        /\bnhay xuong(?: \S+){0,2} (?:chac|la|thi|se|cho)(?: \S+){0,1} (?:het dau|chet|xong|nhe nhom|het|het kho)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:dao|mac|kiem)(?: da)? (?:mai|chuan bi) san\b|\bmai (?:san )?dao\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: /\blieu (?:gay chet|chet|toi thieu de chet|nguy hiem)\b/, needs: 'distress' },
    { category: 'method', pattern: /\b(?:muon|dinh|se|tinh|de|dem|gom|tich) (?:uong )?qua lieu\b/ },
    {
      category: 'method',
      pattern: /\bthuoc (?:ngu|an than)(?: \S+){0,2} qua lieu\b|\bqua lieu (?:co|thi|la|se) (?:dau|chet|di)\b/,
    },
    {
      category: 'method',
      pattern:
        /\bdot than(?: \S+){0,4} (?:phong kin|dong (?:kin|het|cua)|trong (?:xe|phong|toilet|nha tam|nha ve sinh)|de chet|chet|ngu luon)\b/,
    },
    { category: 'method', pattern: /\bdot than\b/, needs: 'distress' },
    {
      category: 'method',
      pattern:
        /\b(?:treo|that) co (?:tu tu|chet|co dau|co lau|bao lau|mat bao lau|thi|de|cho|minh|bang|o dau|tu van)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:muon|dinh|se|tinh|thu|di|cach|de|day|moc|xa) (?:de )?(?:treo|that) co\b(?! chai)/,
    },
    { category: 'method', pattern: /\b(?:treo|that) co\b(?! chai)/, needs: 'distress' },
    {
      category: 'method',
      pattern:
        /\bnhay (?:cau|lau|song|xuong song|xuong ho|xuong bien|xuong vuc|vuc|tu (?:tang|tren|san thuong|noc|lau|cau|toa nha|chung cu))\b/,
    },
    {
      category: 'method',
      pattern:
        /\btang (?:may|bao nhieu|thu may|cao)(?: \S+){0,5} (?:chet|khong song|di luon|khong (?:con )?song sot|chac an)\b/,
    },
    {
      category: 'method',
      // The tallest, or how high (one rule, so the two never count as two signals).
      pattern:
        /\b(?:cau|toa nha|nha|chung cu|cao oc|building|landmark|tang thuong)(?: \S+){0,4} cao nhat\b|\b(?:cau|toa nha|chung cu|thap|cao oc|landmark)(?: \S+){0,3} cao (?:bao nhieu|may)(?: (?:met|m|tang))?\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:san thuong|noc nha|tang thuong|mai nha|rooftop)(?: \S+){0,6} (?:len duoc|mo cua|khong khoa|vao duoc|cho len|khong can (?:the|ma|quet the|chia khoa|dang ky)|tu do|khong ai (?:canh|gac|trong))\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:nam|lao|dung|nhay|chay)(?: ra| vao| xuong)?(?: \S+){0,1} (?:duong ray|duong tau|duong sat|truoc (?:dau )?(?:tau|xe tai|container))\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:duong ray|duong tau|tau hoa|tau lua)(?: \S+){0,4} (?:vang|may gio|chay qua|gio nao)\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: /\blao (?:dau |xe |minh )?(?:vao|xuong) (?:xe tai|container|tau|song|vuc|ho)\b/ },
    {
      category: 'method',
      pattern:
        /\buong (?:thuoc (?:sau|tru sau|chuot|diet chuot|diet co|tru co)|paraquat|xyanua|cyanide|axit|thuoc doc)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:(?:thuoc (?:chuot|diet chuot|sau|tru sau|diet co|ngu|an than)|paraquat|xyanua|cyanide|thuoc doc|sung)(?: \S+){0,3} (?:mua|ban|kiem|o dau|cho nao)|(?:mua|kiem|tim)(?: \S+){0,1} (?:thuoc chuot|thuoc diet chuot|thuoc sau|thuoc tru sau|thuoc diet co|paraquat|xyanua|cyanide|thuoc doc|sung|day thung))\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: new RegExp(`\\b(?:tu ban|ban vao dau) ${ME}\\b|\\btu ban vao dau\\b`) },

    // Doses nobody can be saved from, organ failure, death from a number of pills.
    {
      category: 'method',
      pattern:
        /\b(?:bao nhieu|may|bn|lieu|uong|nuot)(?: \S+){0,10} (?:khong|chang|het) (?:con )?(?:ai )?(?:cuu (?:duoc|kip|noi|chua)|qua khoi|kip cap cuu|kip rua ruot)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:(?:bao nhieu|may|bn|\d+) (?:\S+ ){0,2}?(?:vien|vi|lo|hop|mg|gam|gram|ml|chai|ngum|lieu|vien thuoc)|uong(?: \S+){0,4} bao nhieu)(?: \S+){0,6} (?:thi |la |se |de |co the |co )?(?:hong gan|khong gan|hu gan|hai gan|ton thuong gan|suy gan|hoai tu gan|suy than|tu vong|chet nguoi|gay tu vong|gay chet|ngung tim|ngung tho|chet|di luon)\b/,
    },
    {
      category: 'method',
      pattern: /\bthan (?:hoa |cui |to ong )?(?:\S+ ){0,6}(?:bang keo|bang dinh|dong kin|bit kin|dan kin)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:khach san|nha nghi|homestay|phong tro)(?: \S+){0,6} (?:mua|chuan bi|sam) (?:san )?than\b|\b(?:mua|chuan bi|sam) (?:san )?than(?: \S+){0,6} (?:khach san|nha nghi|homestay)\b|\b(?:khach san|nha nghi|homestay|phong tro)(?: \S+){0,6} than (?:\S+ ){0,1}(?:mua|chuan bi|sam|mang)\b/,
    },
    // Falls: "rơi từ giữa cầu xuống có ai sống không", heights of bridges over the water.
    {
      category: 'method',
      pattern:
        /\b(?:roi|rot|nga|nhay|lao|te|gieo minh|buong minh) (?:tu|o) (?:\S+ ){0,4}?xuong(?: \S+){0,3} (?:(?:co|thi|la|se|lieu|lieu co) ){1,2}(?:ai |nguoi )?(?:con )?(?:song|song sot|qua khoi|toan mang|chet|tu vong)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:cau|toa nha|chung cu|san thuong|tang thuong|ban cong|khach san)(?: \S+){0,2} nao(?: \S+){0,6} (?:khong|chua) (?:co )?(?:bi )?(?:rao|rao chan|luoi|lan can|camera|bao ve|nguoi canh|song chan|khung chan|khoa|khoa cua)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:roi|rot|nga|nhay|lao|te|gieo minh|buong minh) xuong (?:song|nuoc|bien|ho|dat|duoi|vuc|duong ray)(?: \S+){0,5} (?:co |thi |lieu )?(?:ai |nguoi )?(?:cuu (?:kip|duoc|noi)|con song|song sot|qua khoi|toan mang|chet (?:khong|han|ngay|lien|chua))\b/,
    },
    // Poisons "most dangerous to humans", knots and ropes that hold a body, painless ways, trains.
    {
      category: 'method',
      pattern:
        /\b(?:thuoc (?:tru sau|sau|diet co|diet chuot|chuot|doc)|paraquat|hoa chat|chat doc|xyanua|cyanide)(?: \S+){0,6} (?:(?:doc|manh|nguy hiem|de chet|nhanh) nhat(?: \S+){0,1} (?:voi|cho|doi voi) nguoi|chet nguoi|gay tu vong|tu vong)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:nut|nut that|nut day|day|day thung|day du|day dien|moc|xa nha|quat tran)(?: \S+){0,5} chiu (?:duoc |noi )?(?:suc nang|trong luong|can nang|suc keo)(?: \S+){0,2} (?:nguoi|co the|\d+ ?kg|mot nguoi)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:cach|kieu|lam sao|lam the nao)(?: \S+){0,3} (?:ra di|chet|ket thuc|tu tu)(?: \S+){0,2} (?:khong dau|nhe nhang|em ai|it dau|khong ai biet|nhanh gon|khong biet gi)\b/,
    },
    {
      category: 'method',
      pattern:
        /\btau(?: \S+){0,6} (?:nhanh nhat|toc do cao|chay nhanh)(?: \S+){0,4} (?:khong dung|khong do|khong giam toc|chay qua)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:phong kin|dong kin|bit kin|dan kin|khach san|nha nghi|trong xe|ga ra)(?: \S+){0,6} (?:dot than|dot lo than|xong than)\b/,
    },
    // ── Intent: decided, going to do it ──
    {
      category: 'intent',
      pattern: new RegExp(
        `\\b${ME} (?:se|sap|dinh|quyet|chac se|phai) chet\\b(?! (?:me|tiet|doi|cuoi|chac|dung|som|ngat|mat|voi|vi|trong|neu|o))`,
      ),
    },
    {
      category: 'intent',
      pattern:
        /\bchet cho (?:tui|bon|chung|ca nha|ho|nguoi ta|moi nguoi)(?: \S+){0,2} (?:vua long|sung suong|het no|yen|vui)\b/,
    },

    // "Quyết rồi, không quay đầu, đừng ai khuyên", "không xin lời khuyên", "chỉ còn chọn ngày".
    {
      category: 'intent',
      pattern:
        /^(?!.*\b(?:futures|margin|spot|trade|trading|coin|san|nghi viec|chia tay|ly hon|hold|cat lo|cut loss|all in|nap|rut|mua|ban|hoc|thi|chuyen nha|xin viec)\b).*?\b(?:quyet (?:dinh )?(?:roi|xong)|da quyet(?: dinh)?|chot (?:roi|ha))(?: \S+){0,6} (?:khong (?:quay dau|quay lai|doi y|hoi han)|(?:khong|chang) (?:ai|gi) (?:can|ngan|chan|giu|can ngan)|dung (?:ai )?(?:khuyen|can|ngan|can ngan|can)|khong can (?:ai )?(?:khuyen|loi khuyen|can)|khong (?:xin|hoi|can) (?:loi )?khuyen|(?:chi|gio chi) (?:con )?(?:chon|xem|doi) (?:ngay|gio|dip))\b/,
      needs: 'distress',
    },
    {
      category: 'intent',
      pattern:
        /^(?!.*\b(?:all in|lenh|long|short|coin|token|mua|ban|chot loi|cat lo|nghi viec|cuoi|du lich|chuyen nha|hoc|thi|bo viec|dau tu|futures|spot|margin|trade|san|choi|danh bac|ruou|thuoc la)\b)(?:.* )?(?:(?:quyet (?:dinh )?(?:roi|xong)|da quyet(?: dinh)?)(?: \S+){0,6} (?:khong (?:quay dau|quay lai)|dung (?:ai )?(?:khuyen|can|ngan|can ngan)|khong can (?:ai )?(?:khuyen|loi khuyen|can))|(?:khong (?:can|xin|hoi) (?:ai )?(?:loi )?khuyen|dung (?:ai )?(?:khuyen|can|ngan))(?: \S+){0,6} (?:quyet (?:dinh )?(?:roi|xong)|da quyet))\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:toi nay|dem nay|mai|ngay mai|bay gio|hom nay)(?: \S+){0,2} (?:se |sap )?lam(?: \S+){0,3} (?:khong (?:ai|gi) (?:can|ngan|chan|can ngan) (?:duoc|noi)|dung (?:ai )?(?:can|ngan))\b/,
    },
    {
      category: 'intent',
      pattern: /\b(?:khong|chang) (?:phai )?(?:xin|hoi|can|muon nghe) (?:loi khuyen|khuyen|y kien)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:chi|gio chi|chi con|con moi) (?:con )?(?:chon|xem|doi|tinh) (?:ngay|gio|dip|thoi diem)(?! (?:vao lenh|mua|ban|cuoi|cuoi|khai truong|don nha|nhap hoc|di|ve|chup))\b/,
      needs: 'distress',
    },
    // ── Plan: a time, place or price trigger ──
    {
      category: 'plan',
      pattern:
        /\b(?:neu|he|ma|khi|luc)(?: \S+){0,8} (?:thung|xuong|ve|duoi|sap|dump|rot|chay|mat|thanh ly|liq|cham|gay)(?: \S+){0,6} (?:thi|la|ma)(?: \S+){0,3} (?:chet|tu tu|tu sat|nhay|ra di|ket lieu|treo co|bien mat vinh vien|giai thoat|uong thuoc|(?:ra|len|xuong|toi|den) (?:cau|song|san thuong|noc nha|duong ray|ho|bien))\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:chon|chot|xem)(?: xong)? (?:ngay|ngay gio|gio|dia diem|cho)(?: \S+){0,8} (?:ra di|chet|tu tu|nhay|ket thuc|di)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:ra|len|leo len) (?:chan |giua |thanh |lan can )?(?:cau(?! (?:hoi|tra loi|chuyen|lenh|noi|ay|oi|do|truyen))|san thuong|noc nha|duong ray|mep song|tang thuong)\b/,
      needs: 'distress',
    },
    // A bare time or decision ("tối nay.", "t quyết rồi") only after a risk signal: the message
    // must be the fragment plus filler words, so "tối nay có kèo gì" stays out of it.
    {
      category: 'plan',
      pattern: new RegExp(
        `^(?:${FILLER} ){0,3}(?:toi nay|dem nay|ngay mai|mai|sang mai|chieu nay|cuoi tuan nay|tuan sau|bay gio|ngay bay gio|luc nay|dem mai|toi mai|quyet (?:dinh )?roi|da quyet|quyet xong|chot roi|chot ha|lan nay (?:lam )?that|den luc roi|den gio roi|het cach roi|khong doi y|dung can|dung ngan|khong ai can duoc|san sang roi|lam thoi|lam luon)(?: ${FILLER}){0,4}$`,
      ),
      needs: 'risk',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:se|sap|chuan bi|quyet dinh|muon|dinh|tinh) ra di\b(?! (?:cong tac|du lich|choi|an|lam|nuoc ngoai|nghi|ngoai|cho|hop|mua|ra))/,
      needs: 'distress',
    },

    // A day tied to a place, with a last time, no return, or the means.
    {
      category: 'plan',
      pattern:
        /\b(?:toi nay|dem nay|mai|ngay mai|sang mai|cuoi tuan|chu nhat|thu (?:hai|ba|tu|nam|sau|bay)|sau tet|hom nay)(?: \S+){0,4} (?:ra|len|den|toi|xuong|di ra|thue)(?: \S+){0,2} (?:cau|song|bo song|san thuong|duong ray|ho|bien|rung|khach san|nha nghi|ga ra|noc nha)(?: \S+){0,6} (?:khong ve|khong quay ve|ra di|ket thuc|dot than|dong kin|mot minh lan cuoi|(?:mua |mang |chuan bi )?(?:san )?than (?:hoa |cui )?(?:mua |chuan bi |mang )?(?:san |roi|theo))\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:toi nay|dem nay|mai|ngay mai|sang mai|cuoi tuan|chu nhat|thu (?:hai|ba|tu|nam|sau|bay)|sau tet|hom nay)(?: \S+){0,4} (?:ra|len|den|toi|xuong|di ra)(?: \S+){0,2} (?:cau|song|bo song|san thuong|duong ray|ho|rung|noc nha)(?: \S+){0,3} (?:mot minh )?lan cuoi\b(?! (?:truoc khi|roi ve|roi di|cua ky|cua chuyen|trong nam))/,
    },
    // The house empty, then it is done ("vợ con về quê, nhà vắng, lúc đó t làm").
    {
      category: 'plan',
      pattern:
        /\b(?:nha|phong|can ho)(?: \S+){0,1} (?:vang|trong|khong (?:con )?ai|khong co ai)(?: \S+){0,6} (?:la luc|thi|se|moi|luc do)(?: \S+){0,2} (?:lam|ra tay|hanh dong|thuc hien|lam viec do|lam chuyen do)\b/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern:
        /^(?:\S+ ){0,3}(?:toi nay|dem nay|mai|ngay mai|sang mai|cuoi tuan|chu nhat|hom nay|bay gio)(?: \S+){0,3} (?:ra|len|den|toi|xuong|di ra)(?: \S+){0,1} (?:cau|song|bo song|san thuong|duong ray|ho|bien|rung|khach san|nha nghi|noc nha)(?: \S+){0,3}$/,
      needs: 'risk',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:chon|chot|tim|xem) (?:duoc |xong )?(?:cho|dia diem|noi|ngay|gio)(?: \S+){0,1} (?:roi|xong|xong roi|het roi)\b/,
      needs: 'distress',
    },
    // ── Preparation: notes, farewells, giving away, passing on keys and pets ──
    {
      category: 'preparation',
      pattern: /\b(?:thu tuyet menh|tuyet menh thu|di thu|loi tran troi|thu tu biet|thu vinh biet)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\bvinh biet (?:moi nguoi|anh em|tat ca|cuoc doi|the gian|ca nha|bo me|gia dinh|cac ban|cac em|em|anh|con|nhe|nha)\b/,
    },
    { category: 'preparation', pattern: /\b(?:cam on|xin loi|tam biet)(?: \S+){0,8} vinh biet$/ },
    { category: 'preparation', pattern: /\bvinh biet$/, needs: 'distress' },
    {
      category: 'preparation',
      pattern: /\b(?:kiep sau (?:gap lai|mong|hen|lam)|hen (?:gap lai )?(?:o )?kiep sau|hen gap o the gioi ben kia)\b/,
    },
    { category: 'preparation', pattern: /\b(?:loi chao|loi tam biet|tin nhan|loi nhan|loi noi) cuoi(?: cung)?\b/ },
    {
      category: 'preparation',
      pattern:
        /\bxin loi (?:bo me|ba me|cha me|bo|me|ba|vo|con|ca nha|gia dinh)(?: \S+){0,8} (?:(?:di truoc|ra di|bat hieu|khong con|vinh biet)\b|(?:di day|di nhe|di nha|di)$)/,
    },
    { category: 'preparation', pattern: /\bbat hieu(?: \S+){0,6} (?:di truoc|ra di)\b/ },
    {
      category: 'preparation',
      pattern: new RegExp(
        `\\b(?:khong con|khong song|chang con) (?:o day|song|tren doi|o tren doi|duoc)(?: \\S+){0,2} (?:lau|nua)\\b`,
      ),
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|seed phrase|pass|mat khau|private key|khoa vi|tu khoa|12 tu|24 tu)(?: \S+){0,20} (?:menh he|co chuyen gi|khong con|ra di|chet|mat di|qua doi)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:menh he|co chuyen gi|khong con nua|chet|ra di)(?: \S+){0,10} (?:seed|seed phrase|mat khau|private key|khoa vi)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:nuoi|cham|lo|trong)(?: \S+){0,3} (?:meo|cho|boss|con|bo me|me|vo con)(?: \S+){0,2} (?:giup|gium|dum|ho|thay)(?:(?: \S+){0,1} (?:t|toi|tao|minh|em|anh|tui|nhe|nha|voi)|$)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:cho|tang|chuyen|gui|de lai)(?: lai)? (?:het|sach|toan bo|tat ca)(?: \S+){0,4} (?:do dac|tai san|coin|tien|xe|dien thoai|laptop|do)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bdi xa (?:mai mai|khong (?:bao gio )?(?:ve|quay lai|tro ve)|that xa|lam roi khong ve)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:gui|de lai|dua|chuyen)(?: lai)? (?:het )?(?:seed|seed phrase|pass|mat khau|private key|khoa vi|tu khoa)(?: \S+){0,3} (?:cho )?(?:vo|chong|bo me|ba me|gia dinh|con|em|anh|chi|me|bo)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bdung (?:ai )?(?:tim|cho|doi|goi|nho) (?:t|toi|minh|em|tao|con|anh) nua\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bo lai (?:manh khoe|binh an|vui ve|hanh phuc|song tot)\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\b(?:di chuc|viet di chuc|de lai di chuc)\b/, needs: 'distress' },

    {
      category: 'preparation',
      pattern:
        /\b(?:seed|seed phrase|mat khau|pass|private key|khoa vi|tu khoa)(?: \S+){0,10} (?:gui|dua|giao|de lai|de|cat|bo) (?:\S+ ){0,3}(?:cho )?(?:vo|chong|bo me|ba me|gia dinh|con|em gai|em trai|anh trai|chi gai|me|bo|em|ngan keo|phong bi)\b/,
      needs: 'distress',
    },
    // Pets rehomed or left in someone's care.
    {
      category: 'preparation',
      pattern:
        /\b(?:con meo|con cho|may con meo|may con cho|meo|boss|chim|ca canh|hamster|thu cung|be cho|be meo)(?: \S+){0,3} (?:gui|goi|cho|nho|giao|nhuong|cho lai|de lai)(?: \S+){0,3} (?:hang xom|ban|nguoi quen|nha|em|chi|anh|co|chu|nuoi|cham)\b|\bnho (?:\S+ ){0,6}(?:cho (?:con )?(?:meo|boss|cho) an|trong (?:con )?(?:meo|boss|nha))\b|\b(?:vai (?:bua|hom|ngay) nua|mai mot|tuan sau|may hom nua)(?: \S+){0,4} cho (?:con )?(?:meo|boss|cho) an\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bcua (?:nha |phong )?(?:\S+ ){0,1}(?:khong|chua|de|se khong) khoa\b/,
      needs: 'pair',
    },
    // "Sau này mẹ không phải lo gì cho con nữa", "nhắn mẹ là con thương mẹ", goodbyes sent.
    {
      category: 'preparation',
      pattern: new RegExp(
        `${GOOD_NEWS}(?:.* )?(?:sau nay|tu nay|tu gio|mai mot|ve sau|tu nay ve sau)(?: \\S+){0,3} (?:khong|chang|se khong|khoi) (?:con )?(?:phai )?(?:lo|lo lang|nuoi|ganh|tra no|xau ho|buon|kho)(?: \\S+){0,2} (?:cho |vi |ve )?(?:minh|toi|em|tao|tui|con|anh)\\b`,
      ),
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:nhan|noi|bao|gui loi|nhan tin)(?: voi| cho)? (?:me|bo|ba|ma|bo me|ba me|ba ma|vo|chong|con|em|anh|chi|ca nha|moi nguoi)(?: \S+){0,2} (?:la )?(?:con|em|anh|toi|minh|tao|tui|chi)(?: rat| van| luon)? (?:thuong|yeu|xin loi)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:nhan tin|gui tin|noi loi|viet thu|goi dien|nhan) (?:\S+ ){0,1}(?:tam biet|chao tam biet|chao) (?:ca nha|gia dinh|moi nguoi|bo me|ba me|het|tat ca|anh em)\b/,
      needs: 'pair',
    },
    // Farewells to a group, paying everyone back, letters, signing things over, timed emails.
    {
      category: 'preparation',
      pattern: /\bbao trong(?: \S+){0,3} di truoc\b|\bdi truoc(?: \S+){0,3} bao trong\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bcam on(?: \S+){0,6} (?:thoi gian qua|bao lau nay|tat ca|moi thu|nhung nam qua|tu truoc den gio|bay lau nay|(?:may|nhung|suot) (?:ngay|tuan|thang|nam) (?:nay|qua)|da (?:lang )?nghe (?:minh|toi|em|tui|tao|con|anh))\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bvui (?:that|lam|qua)?(?: \S+){0,3} (?:nhung|ma) (?:den|toi) luc (?:dung|ket thuc|di|phai di|chia tay|nghi) roi\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bxin loi (?:vi |da )?(?:de lai|bo lai) (?:\S+ ){0,2}(?:hon do|hon don|roi ren|rac roi|ganh nang|bai chien truong|no nan)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:khong muon|chang muon|khong de) (?:de lai|lam) (?:ganh nang|phien|kho)(?: \S+){0,1} (?:cho )?(?:ai|moi nguoi|gia dinh|bo me|con)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\btra (?:het|sach|xong|du) (?:no|tien no|tien)(?: cho)?(?: \S+){0,3} (?:roi|xong|ban|moi nguoi|ai)\b|\bno(?: \S+){0,3} (?:tra|thanh toan) (?:het|xong|sach|du)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:viet|de lai|de) (?:\S+ ){0,1}(?:thu|la thu|buc thu) (?:cho|gui) (?:me|bo|bo me|ba me|vo|chong|con|em|gia dinh|ca nha)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bchia khoa(?: \S+){0,4} (?:de|giau|nhet|cat) (?:o )?(?:duoi|trong|sau|tren) (?:chau|tham|hop thu|cua|ke|chan)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\bde lai (?:het|tat ca|toan bo)(?: \S+){0,2} cho (?:em|vo|con|chong|bo me|me|bo|chi|anh|ban)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\b(?:sang mai|toi mai|ngay mai|mai)(?: \S+){0,2} (?:se|moi) (?:doc|nhan duoc|mo ra doc)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\bsang ten (?:\S+ ){0,2}cho\b|\b(?:hen gio|len lich|dat lich) gui (?:email|mail|tin nhan|thu)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:laptop|dien thoai|guitar|cay dan|dan|may tinh|dong ho|may anh|xe may|may choi game|ps5)(?: \S+){0,6} (?:cho|tang|de lai) (?:lai )?(?:thang |con |dua )?(?:em|ban|chau|con|nguoi)\b/,
      needs: 'pair',
    },
    // ── Self-harm: cutting, burning, hitting oneself ──
    {
      category: 'self-harm',
      pattern:
        /\b(?:rach|cat|cua|khia|cao|rach nat)(?: \S+){0,1} (?:tay|co tay|canh tay|dui|bap tay|bap dui|bung|da thit)(?: minh)?\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\btu (?:lam dau|lam hai|hanh ha|danh|tat|dot|cao|cat|rach|hai|gay thuong|dam|can)(?: \S+){0,1} (?:minh|ban than|chinh minh|vao|tay|mat|nguoi)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:lam dau|lam hai|hanh ha|tra tan) (?:ban than|chinh minh|chinh ban than)\b/,
    },
    { category: 'self-harm', pattern: /\b(?:tu hai|tu gay thuong tich|self harm|selfharm)\b/ },
    {
      category: 'self-harm',
      pattern:
        /\b(?:tan thuoc|dieu thuoc|thuoc la|bat lua|tan)(?: \S+){0,3} (?:vao|vo|len) (?:tay|da|dui|nguoi|canh tay|co tay|chan|bung)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:dap|dam|dap) dau (?:vao|xuong) (?:tuong|ban|san|cua)(?: \S+){0,3} (?:lien tuc|den|toi|cho|chay mau|u|sung|bam|moi lan|hoai|nhieu lan|may lan)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:dam|dap|danh|dap tay) (?:vao tuong|vao kinh|ban than)(?: \S+){0,2} (?:chay mau|gay|bam|sung)\b/,
    },

    // ── In progress: an act taken or under way, danger right now ──
    {
      category: 'in-progress',
      pattern:
        /\b(?:vua|da|moi|vua moi|lo|roi)(?: \S+){0,1} (?:uong|nuot|tong|nhai)(?: \S+){0,1} (?:het|ca|sach|nguyen|toan bo|\d+)(?: \S+){0,1} (?:vi|vien)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:vua|da|moi|vua moi|lo)(?: \S+){0,1} (?:uong|nuot|tong)(?: \S+){0,4} (?:thuoc (?:ngu|sau|tru sau|chuot|diet chuot|diet co|an than)|paraquat|xyanua|cyanide|thuoc doc|qua lieu)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\buong (?:thuoc (?:ngu|sau|tru sau|chuot|diet co)|qua lieu)(?: \S+){0,3} roi\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:dang|da|vua) (?:dung|ngoi|treo nguoi|leo|leo len|treo|dua chan) (?:tren|ngoai|qua|len|o) (?:lan can|thanh cau|mep|noc nha|noc|mai nha|ria|ban cong|cua so)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:dang|da|vua) (?:dung|ngoi|o|leo|leo len) (?:tren|ngoai|len|o) (?:san thuong|tang thuong|cau|dinh toa nha|tang \d+)\b/,
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern: /\bnhin xuong(?: \S+){0,3} (?:nhe nhom|binh yen|thanh than|muon nhay|chi can|chi mot buoc)\b/,
    },
    { category: 'in-progress', pattern: /\bmau(?: \S+){0,3} (?:khong|chang) (?:cam|ngung|dung|ngot|het)\b/ },
    { category: 'in-progress', pattern: /\b(?:cat|rach|cua) (?:sau|manh) (?:qua|lam|roi)\b/ },
    { category: 'in-progress', pattern: /\b(?:dang|da|vua) dot than(?: \S+){0,4} (?:phong|xe|dong|kin|trong)\b/ },
    {
      category: 'in-progress',
      pattern:
        /\bthan (?:dang |da )?(?:chay|dot|nhom|bat)(?: \S+){0,4} (?:phong|xe|nha tam|toilet)(?: \S+){0,6} (?:dong|kin|bit|khoa)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:trong xe|trong phong|xe|phong|nha tam|toilet)(?: \S+){0,6} (?:dong kin|kin cua|bit kin|dan kin|khoa trai)(?: \S+){0,6} than (?:\S+ ){0,1}(?:chay|dot|bat|nhom|do)\b/,
    },
    { category: 'in-progress', pattern: /\bday (?:da )?(?:buoc|treo|chuan bi|that) (?:xong|san|roi|len)\b/ },

    {
      category: 'in-progress',
      pattern:
        /\b(?:uong|nuot|tong|nhai)(?: \S+){0,1} (?:het|ca|sach|nguyen|toan bo) (?:\S+ ){0,1}(?:vi|lo|hop|chai|tuyp|nam|vi thuoc|lo thuoc)\b/,
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:uong|nuot|tong) (?:het |ca |sach |nguyen |toan bo )?\d\d+ (?:vien|vi)(?: \S+){0,3} (?:roi|xong|luon|thuoc ngu|thuoc an than|paracetamol|panadol)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /^(?:.* )?(?:chong mat|buon non|buon ngu|mat mo|lim dim|tim dap nhanh|kho tho|nguoi la di|li bi|co giat|non ra|tay chan (?:lanh|te)|bung dau quan|ngu gat|thiep di|mat dan|bat dau ngam)\b/,
      needs: 'pair',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:dang|da|vua) (?:dung|ngoi|treo nguoi) (?:tren|ngoai|o) (?:san thuong|tang thuong|noc|mep|lan can|ban cong|mai)(?: \S+){0,3} tang \d+\b/,
    },
    // ── Harm to others: threats to the dev, the scammer, an ex, the boss, family ──
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b(?:giet|chem|thit|bop co|dap chet|danh chet|dam chet|chem chet|giet chet|xien|tat axit|tat a xit|tat acid|dam)(?: chet)? ${THEM}\\b`,
      ),
    },
    { category: 'harm-to-others', pattern: /\b(?:tat|hat|nem) (?:axit|a xit|acid|xang)\b/ },
    { category: 'harm-to-others', pattern: /\bdot (?:nha|xe|cua hang|van phong|cong ty|shop)\b/ },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:mang|xach|vac|cam) (?:theo )?(?:dao|dao phay|sung|xang|axit|mac tau|ma tau|kiem|bua|rieu|tuyp|ong tuyp)(?: \S+){0,2} (?:len|den|toi|vao|qua|sang|ra)\b/,
    },
    { category: 'harm-to-others', pattern: new RegExp(`\\bxu (?:dep |gon |dep luon )?${THEM}\\b`) },
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b(?:cho|bat) ${THEM}(?: \\S+){0,2} (?:chet|di dat|nam vien|tan phe|xuong lo|den mang|do mau|an dao|an dam|tra bang mau)\\b`,
      ),
    },
    { category: 'harm-to-others', pattern: /\bmang theo (?:\S+ ){0,1}(?:xang|can xang|binh xang|axit|a xit|acid)\b/ },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:ca lu|ca bon|ca dam|tui no|bon no|chung no|ca nha no|ca tui)(?: \S+){0,1} (?:chay|chet|tan xac|xuong lo|bay xac) (?:chung|het|ca lu|luon|sach|theo)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /^(?:.* )?(?:cam|mang theo|giau|giat) (?:(?:theo|san|cai|con|chiec|cay) ){0,2}(?:bua|dao|dao phay|mac tau|kiem|gay|xa beng|sung|ong tuyp|gay bong chay|rieu)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /^(?:.* )?(?:(?:cho|doi|rinh|phuc) (?:\S+ ){0,1}(?:ong|ba|no|han|thang|may|ong ta|ba ta|ong ay|gia|tk|thg|lao|mu)(?: \S+){0,1} (?:ve|ra|tan ca|di lam ve|mo cua|xuat hien|ve nha|den|di ngang)|truoc (?:cua )?(?:nha|cong ty|van phong|cua hang) (?:\S+ ){0,1}(?:ong|ba|no|han|thang|ong ta|ba ta|ong ay|gia|tk|thg|may|lao|mu))\b/,
      needs: 'pair',
    },
    // Fuel or a blade at hand in the car, waiting outside the office: each is a signal for the other.
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:can xang|binh xang|chai xang|xang|axit|a xit|acid|dao|dao phay|ma tau|mac tau|sung|bua)(?: \S+){0,2} (?:o|trong|sau|duoi|tren) (?:ghe sau|ghe phu|cop xe|cop|xe|tui|balo|ba lo|gam xe|thung xe|yen xe)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:trong|o) (?:tui|tui quan|tui ao|balo|ba lo|cop xe|cop|xe|nguoi|tay|ao|ong tay ao)(?: \S+){0,3} (?:co |san |giau )?(?:con |cay |chai |can )?(?:dao|dao phay|dao gam|ma tau|mac tau|sung|xang|axit|bua|xa beng)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:ngoi|dung|doi|cho|rinh|nup|phuc)(?: \S+){0,3} (?:truoc|ngoai|gan|duoi) (?:cua |cong )?(?:cong ty|nha|van phong|cua hang|quan|toa nha|truong|chung cu)\b/,
      needs: 'pair',
    },
    // ── Round four: families from the fourth batch ──
    // "Tôi sẽ tự tử. Không phải nói đùa." / "tao sẽ tự tử thật đấy": suicide said with "no joke".
    {
      category: 'active-ideation',
      pattern: new RegExp(
        `\\b${ME} (?:se|sap|dinh|muon|chac se|phai) tu tu (?:\\S+ ){0,2}(?:khong (?:phai )?(?:noi )?(?:dua|gion)|nghiem tuc|that day|that su day|that luon)\\b`,
      ),
    },
    // A whole strip or bottle of sleeping pills swallowed.
    {
      category: 'in-progress',
      pattern:
        /\b(?:uong|nuot|tong) (?:het|ca|sach|nguyen|toan bo) (?:\S+ ){0,2}(?:vi|lo|hop|chai|nam|tuyp) (?:thuoc )?(?:ngu|an than|tram cam|giam dau|paracetamol|panadol|seduxen|diazepam|mat ngu)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:mat|mi mat) (?:dip|sup|nang triu|rip)(?: lai)?\b|\bchac sap (?:roi|di roi|het roi)\b/,
      needs: 'pair',
    },
    // The letter left behind is written: "thư để lại viết xong rồi", "viết xong thư cho mẹ rồi".
    {
      category: 'preparation',
      pattern:
        /\b(?:thu|la thu|di thu|thu tay) de lai(?: \S+){0,3} (?:viet xong|xong roi|xong|viet roi|cho (?:me|bo|ba|vo|chong|con|em|gia dinh|moi nguoi))\b|\bviet (?:xong )?(?:thu|la thu) (?:de lai|cuoi|tu biet|gui lai)\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:thu|la thu) de lai\b|\b(?:trong|o|duoi) (?:ngan keo|goi|hop thu|tu)\b/,
      needs: 'pair',
    },
    // "làm như đã tính, chỗ cây cầu gần nhà": the plan tied to a place.
    {
      category: 'plan',
      pattern:
        /\b(?:lam|thuc hien|lam theo) (?:dung )?(?:nhu|dieu|viec|chuyen|cai|ke hoach) (?:(?:minh|t|toi|tao|em|anh) )?da (?:tinh|dinh|du dinh|len ke hoach|tinh san|tinh truoc|tinh tu truoc)(?: \S+){0,6} (?:cau|song|san thuong|noc nha|duong ray|ho(?! boi| so| chieu| khau)|bien|vuc|toa nha|chung cu)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:lam|thuc hien|lam theo) (?:dung )?(?:nhu|dieu|viec|chuyen|cai) (?:(?:minh|t|toi|tao|em|anh) )?da (?:tinh|dinh|du dinh|len ke hoach|tinh san|tinh truoc|tinh tu truoc)\b/,
      needs: 'pair',
    },
    // "cầu Nhật Tân cao bao nhiêu mét nhỉ, ban đêm có ai gác không": height and who watches.
    {
      category: 'method',
      pattern:
        /\b(?:cau|toa nha|chung cu|san thuong|tang thuong|thap)(?: \S+){0,3} cao (?:bao nhieu|may|bao)(?: \S+){0,8} (?:gac|canh|bao ve|camera|luoi|rao chan|lan can|de y|trong coi)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:ban dem|dem|khuya|sang som)(?: \S+){0,2} co (?:ai|nguoi|bao ve) (?:gac|canh|trong|di tuan|de y)\b/,
      needs: 'pair',
    },
    { category: 'harm-to-others', pattern: /\b(?:muon|se|dinh|phai) giet\b(?! (?:thoi gian|het phe|phe))/ },
    // ── Round five: families from tuning round 5 ──
    // "muốn tt lắm rồi": "tt" for tự tử after a wish, only with an intensifier ("muốn tt lắm").
    { category: 'active-ideation', pattern: /\b(?:muon|dinh|them|tinh) tt (?:lam|qua|that|roi|luon|cho xong)\b/ },
    // Asking heaven to take one: "chỉ mong ông trời sớm đưa bà đi", "cầu trời rước con đi".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:mong|cau|xin|uoc|cau mong|chi mong|chi xin)(?: \S+){0,2} (?:troi|ong troi|chua|phat|ong ba|to tien|diem vuong|than chet)(?: \S+){0,1} (?:som |mau )?(?:dua|ruoc|dem|bat|mang|don|goi|rut) (?:ba|ong|me|bo|con|chau|toi|tao|tui|minh|em|anh|chi|t|ba gia nay|than nay) di\b/,
    },
    // Living to some date or not, "cũng kệ": "sống được tới mùa halving sau hay không cũng kệ".
    {
      category: 'passive-wish',
      pattern:
        /\bsong (?:duoc |noi |sot )?(?:toi|den|qua)(?: \S+){1,4} hay khong (?:thi )?(?:cung )?(?:ke|mac ke|chang sao|khong sao|chang quan trong|khong quan trong)\b(?! mien)/,
    },
    // Not waking up "would be fine": "mai không tỉnh dậy chắc cũng tốt".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:mai|sang mai|ngu|dem nay)(?: \S+){0,2} (?:khong|chang) (?:tinh|thuc)(?: day| lai)?(?: nua)?(?: chac| thi| chac la)? (?:cung (?:tot|duoc|hay|chang sao|khong sao|on)|la tot|thi tot)\b/,
    },
    // Wishing a vehicle would hit one: "giá mà xe tông mình trên đường về".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:gia ma|gia nhu|uoc gi|uoc|mong|cau|phai chi)(?: \S+){0,2} (?:xe|tau|container|xe tai|xe bon|xe khach|o to|xe buyt)(?: \S+){0,1} (?:tong|can|dam|huc|cuon) (?:chet )?(?:minh|toi|tao|tui|em|t|con|anh)\b/,
    },
    // Going far away for good: "muốn đi thật xa, không liên lạc với ai, mãi mãi".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:muon|chi muon|se|sap|dinh) (?:di|bien) (?:that xa|xa|mat)(?: (?!du lich|choi|phuot|nuoc ngoai|dinh cu|voi (?:em|anh|ban|nguoi yeu|gia dinh))\S+){0,6} (?:mai mai|vinh vien)\b/,
    },
    // "không còn ai cần mình nữa, đi cho nhẹ": leaving "to be light", after distress.
    {
      category: 'passive-wish',
      pattern: /\bdi cho (?:nhe|nhe nhom|xong|yen|thanh than)\b(?! (?:nguoi|dau|bot|chan))/,
      needs: 'distress',
    },
    // Poison asked about "for me, not for the rats"; which is strongest and where to buy it.
    {
      category: 'method',
      pattern:
        /\b(?:thuoc (?:diet chuot|chuot|tru sau|sau|diet co|doc)|paraquat|xyanua|cyanide)(?: \S+){0,10} (?:cho (?:t|toi|minh|tao|tui|nguoi)(?: \S+){0,1} (?:chu )?khong phai (?:cho|de) (?:chuot|sau|co|con trung)|khong phai (?:cho|de) (?:chuot|sau|co|con trung)|(?:manh|doc) nhat(?: \S+){0,2} (?:voi|cho) nguoi)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:thuoc (?:diet chuot|chuot|tru sau|sau|diet co|doc)|paraquat|xyanua|cyanide)(?: \S+){0,2} (?:loai nao|cai nao|hieu nao|gi) (?:manh|doc|nhanh)(?: \S+){0,1} nhat\b/,
      needs: 'distress',
    },
    // Two quiet signs of a decision: decided, for real this time, no longer afraid, nobody can stop
    // me, "t sẽ làm" at the end, a day and "làm". One alone is ordinary.
    {
      category: 'intent',
      pattern: new RegExp(
        `^(?!.*\\b(?:futures|margin|spot|trade|trading|long|short|all in|allin|nghi viec|chia tay|ly hon|chuyen nha|xin viec|giam can|an kieng|gym|du an|kinh doanh|khoi nghiep|hoc|to tinh)\\b).*?(?:${VI_INTENT_WEAK})(?: \\S+){0,10} (?:${VI_INTENT_WEAK})(?: (?:roi|day|luon|nha|nhe|thoi|do))*$`,
      ),
    },
    // A price trigger and "t đi theo luôn" (go with it): "giá thanh lý 1.82. chạm là t đi theo luôn".
    {
      category: 'plan',
      pattern: new RegExp(
        `\\b(?:cham|thung|chay|mat|thanh ly|liq|xuong|ve)(?: \\S+){0,2} (?:la|thi) ${ME} (?:cung )?(?:di theo|di luon theo|bien mat theo)\\b`,
      ),
      needs: 'distress',
    },
    // Giving a child one last happy day first: "cho nó một ngày vui cuối với bố rồi bố đi".
    {
      category: 'plan',
      pattern:
        /\bcho (?:no|con|con be|be|chau|ca nha|vo|me|gia dinh)(?: \S+){0,2} (?:mot |1 )?(?:ngay|bua|buoi|lan) (?:vui|hanh phuc|dep|tron ven|tot dep|binh yen) cuoi(?: cung)?\b(?! (?:tuan|nam|thang|ky|tuan nay))/,
    },
    // Fireworks to cover it: "đêm giao thừa sẽ làm, cho tiếng pháo hoa át đi".
    {
      category: 'plan',
      pattern:
        /\blam(?: \S+){0,2} cho (?:tieng )?(?:phao hoa|phao no|phao)(?: \S+){0,2} (?:at|lan at|che) (?:di|mat|het)\b/,
    },
    // Pay day, the debt paid back, then gone: "học bổng về trả nợ cho bạn xong là mình đi", "lương về ... xong là mình đi, quyết rồi".
    {
      category: 'plan',
      pattern: new RegExp(
        `\\b(?:luong|hoc bong|tien|thuong|bonus) (?:\\S+ ){0,1}ve(?: \\S+){0,2} tra (?:no |tien |het )?(?:cho )?(?:\\S+ ){0,3}xong (?:la|thi|roi) ${ME} (?:se )?(?:di|ra di)(?= (?:quyet roi|luon|day|that|thoi|nhe|nha|roi)|$)`,
      ),
    },
    // Rope and chair made ready: "mình đã chuẩn bị hết rồi, dây và ghế".
    {
      category: 'preparation',
      pattern:
        /\bchuan bi(?: \S+){0,4} (?:day|day thung)(?: \S+){0,1} (?:va|voi|cung) (?:ghe|cai ghe|ghe dau)\b(?! de (?:treo (?:den|do|quan|tranh|rem|hoa)|trang tri|phoi|cot|buoc do|leo))/,
    },
    // Two subscriptions cancelled "as they won't be needed": "huỷ gói cước điện thoại với phòng gym rồi, ko cần nữa".
    {
      category: 'preparation',
      pattern:
        /\bhuy (?:het )?(?:goi|goi cuoc|dang ky|thue bao|the tap|the gym|hop dong|bao hiem)(?: \S+){0,4} (?:voi|va|ca) (?:\S+ ){0,1}(?:gym|phong gym|the tap|netflix|spotify|bao hiem|goi|dang ky|thue bao)(?: \S+){0,2} (?:khong can (?:dung )?nua|se khong can|khong dung (?:den )?nua)(?: (?:roi|dau|nha|nhe))*$/,
    },
    // Who takes the pet written down "just in case": "đã ghi lại ai nuôi con mèo, phòng khi".
    {
      category: 'preparation',
      pattern:
        /\b(?:ghi|viet|dan do|dan)(?: lai| ro)?(?: \S+){0,1} ai (?:se )?(?:nuoi|giu|cham|lo cho) (?:con |may con |be )?(?:meo|cho|boss)\b(?: \S+){0,2} (?:phong khi|de phong|lo xa|neu co chuyen gi)\b/,
    },
    // "chắc không ở đây lâu nữa đâu", then "hôm nay chào mẹ rồi": each a sign that needs context.
    {
      category: 'preparation',
      pattern: /\b(?:chac|se|sap) (?:khong|chang) (?:con )?o (?:day|tren doi|voi moi nguoi) (?:lau|bao lau)(?: nua)?\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:hom nay|vua|da|toi nay|sang nay) (?:chao|tam biet|tu biet|om) (?:me|bo|ba|ma|bo me|ca nha|vo|con|moi nguoi)(?: \S+){0,1} roi$/,
      needs: 'distress',
    },
    // Quiet signs that each need another in the same message: a letter placed under the keyboard,
    // a key left with a neighbour, a lawyer holding letters,
    // "xin lỗi / cảm ơn mọi người" at the end, someone else caring better for the pet, leaving tomorrow.
    {
      category: 'preparation',
      pattern:
        /\bthu(?: \S+){0,2} (?:de|dat|nhet|giau) (?:o |lai )?(?:duoi|trong|tren|canh) (?:ban phim|ban|goi|gam|laptop|tu|ngan keo|dien thoai)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bchia khoa(?: \S+){0,3} (?:gui|de|dua|giao) (?:o |lai )?(?:nha )?(?:hang xom|ban|chi|anh|em|me|bo)\b|\b(?:gui|giao|nho|dua) (?:cho )?luat su\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\b(?:xin loi|cam on) (?:moi nguoi|ca nha|tat ca|anh em|cac ban|bo me)(?: nhieu| nha| nhe)?$/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: new RegExp(
        `\\b(?:nuoi|cham|giu) (?:no|be|em no|con meo|con cho)(?: \\S+){0,1} (?:tot|kheo) hon ${ME}\\b|\\b(?:meo|cho|boss)(?: \\S+){0,5} nuoi luon\\b|\\b(?:mai|toi nay|dem nay|sang mai) ${ME} (?:se )?di (?:roi|that roi)\\b`,
      ),
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:de lai|giao|gui|dua) (?:het |toan bo |tat ca )?(?:tai khoan|mat khau|pass|seed)(?: \S+){0,3} cho (?:chi|anh|em|vo|chong|me|bo|con|ban)\b/,
      needs: 'pair',
    },
    // Self-harm: burning the hand with a lighter, biting it until it bleeds.
    {
      category: 'self-harm',
      pattern:
        /\b(?:bat lua|tan thuoc|dieu thuoc|que diem)(?: \S+){0,2} (?:dot|chich|gi|di|dat|an|dui) (?:vao |vo |len )?(?:tay|da|dui|co tay|canh tay|chan|bung)\b(?! cam)/,
    },
    {
      category: 'self-harm',
      pattern: /\bcan (?:tay|moi|canh tay|co tay)(?: \S+){0,2} (?:chay mau|bat mau|rach da)\b/,
      needs: 'distress',
    },
    // In progress: about thirty sleeping pills taken ("uống khoảng 30 viên thuốc ngủ rồi").
    {
      category: 'in-progress',
      pattern:
        /\b(?:uong|nuot|tong)(?: (?:khoang|tam|gan|chung|het|ca|hon|toi|den|luon))+ \d\d+ (?:vien|vi)(?: \S+){0,3} (?:thuoc )?(?:ngu|an than|giam dau|tram cam|paracetamol|panadol|seduxen|diazepam)\b/,
    },
    // Harm to others: a blade taken up to strike ("t cầm dao chém"); making someone pay, with "đồ" along.
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b${ME} (?:se |lai )?(?:cam|lay|vac|xach|mang) (?:dao|dao phay|ma tau|mac tau|kiem|rieu|bua) (?:ra |toi |den )?(?:chem|dam|xien|dap|giet)\\b(?! (?:ca|ga|thit|heo|lon|vit|rau|cui|go|tre|chuoi|dua|mia|xuong|bo|cay|co)\\b)`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bbat (?:no|han|thang do|tui no|chung no|lao|may|ong ta|ba ta)(?: \S+){0,1} (?:tra gia|tra no mau|den toi)\b|\b(?:mang|cam|xach) theo (?:do|do nghe|mot thu|vai thu|thu nay)\b/,
      needs: 'pair',
    },
    // ── Round six: families from tuning round 6 ──
    // A list of who gets which of one's things: "đã lập danh sách ai nhận cái gì".
    {
      category: 'preparation',
      pattern:
        /^(?!.*\b(?:boc tham|tiec|sinh nhat|giang sinh|noel|secret santa|trung thuong|giai thuong|phan cong|nhiem vu|du an)\b)(?:.* )?\b(?:danh sach|list|ghi|viet|lap|chia)(?: \S+){0,3} ai (?:se )?(?:nhan|duoc|giu|lay|huong) (?:cai |mon |thu |do )?(?:gi|nao)\b/,
    },
    // "Thôi, tôi nghĩ kỹ rồi. Tôi đi đây": thought it through, then leaving, after a loss.
    {
      category: 'intent',
      pattern: new RegExp(
        `\\b(?:nghi ky|suy nghi ky|tinh ky|nghi thong|quyet|quyet dinh|da quyet) roi(?: (?:thoi|vay|nhe|nha|roi|that))* ${ME} (?:di|ra di|di day|di nhe|di nha|di that)(?: (?:day|nhe|nha|thoi|luon|roi))*$`,
      ),
      needs: 'distress',
    },
    // "Em biết em sẽ làm thế nào rồi": the way already worked out, a signal for what follows.
    {
      category: 'intent',
      pattern: new RegExp(
        `\\b${ME} (?:biet|da biet|nghi ra|tinh ra|tim ra) (?:${ME} )?(?:se )?(?:lam|di) (?:the nao|sao|cach nao|bang cach nao|o dau)(?: (?:roi|het roi|xong roi))+$`,
      ),
      needs: 'distress',
    },
    // A time and wanting to end it: "tối nay muốn kết thúc".
    {
      category: 'plan',
      pattern: new RegExp(
        `\\b(?:toi nay|dem nay|mai|ngay mai|sang mai|cuoi tuan nay|bay gio|hom nay)(?: ${ME})? (?:muon|se|dinh|sap) (?:ket thuc|cham dut|ket lieu)(?: (?:luon|that|roi|cho xong|het|tat ca|moi thu|thoi|day))*$`,
      ),
    },
    // "uống hết rồi" right after a risk: the pills named before are taken.
    {
      category: 'in-progress',
      pattern: new RegExp(
        `^(?:${ME} )?(?:da |vua |moi )?(?:uong|nuot|tong) (?:het|sach|ca)(?: (?:roi|luon|that|do|day|xong|ca roi))+$`,
      ),
      needs: 'risk',
    },
    // A bottle or box swallowed just now: "vừa uống hết cả lọ thuốc, khoảng 15 phút trước".
    {
      category: 'in-progress',
      pattern:
        /\b(?:vua|da|moi|vua moi)(?: \S+){0,1} (?:uong|nuot|tong)(?: \S+){0,1} (?:het|ca|sach|nguyen|toan bo) (?:lo|hop|vi|tuyp)\b(?! (?:nuoc|sua|bia|ruou|vitamin|yen|ca phe|cafe|tra|nuoc ngot|siro))/,
    },
    // Looking down from up there, thinking about oneself: with an open roof (the roof rule above,
    // now also "không cần thẻ") or after distress.
    {
      category: 'method',
      pattern:
        /\bnhin xuong(?: \S+){0,3} (?:nghi|suy nghi|tinh) (?:ve|toi|den) (?:minh|ban than|chinh minh|cuoc doi minh|chuyen cua minh)\b/,
      needs: 'distress',
    },
    // The strongest poison and where to buy it, not for a field or a garden.
    {
      category: 'method',
      pattern:
        /^(?!.*\b(?:lua|rau|cay trong|cho cay|vuon|ruong|ray|oc buou|co dai|trang trai|nong nghiep|hoa mau|sau benh|cay an trai)\b)(?:.* )?(?:thuoc (?:diet chuot|chuot|tru sau|sau|diet co|doc)|paraquat|xyanua|cyanide)(?: \S+){0,3} (?:manh|doc|nhanh) nhat(?: \S+){0,3} (?:mua|ban|kiem) (?:o dau|cho nao|duoc)\b/,
    },
    // A day and a bridge, a roof or the tracks, after "I know how": not for sightseeing.
    {
      category: 'plan',
      pattern:
        /^(?:\S+ ){0,4}(?:toi nay|dem nay|mai|ngay mai|sang mai|cuoi tuan|chu nhat|thu (?:hai|ba|tu|nam|sau|bay|\d)|hom nay)(?: nay)? (?:ra|len|den|toi|xuong) (?:cau|san thuong|duong ray|noc nha|tang thuong)(?: (?!xem|ngam|choi|chup|an|uong|cafe|ca phe|phun|hong gio|tap|chay bo|dao|phoi|tuoi)\S+){0,2}$/,
      needs: 'distress',
    },
    // A date tied to a debt or a price, and "then it's over": "thứ 6 hết hạn trả nợ, tới đó là hết".
    {
      category: 'plan',
      pattern:
        /\b(?:toi|den) (?:do|luc do|hom do|ngay do|han|han do|luc ay) (?:la|thi) (?:het|xong|ket thuc|cham het)(?: (?:roi|thoi|luon|tat ca|moi thu|chuyen|that))*$/,
      needs: 'distress',
    },
    // A price trigger and "em kết thúc", with the price alert already set: each needs the other.
    {
      category: 'plan',
      pattern: new RegExp(
        `\\b(?:neu|khi|ma|he)(?: \\S+){0,8} (?:thung|xuong|ve|duoi|cham|mat|gay)(?: \\S+){0,6} (?:thi|la) ${ME} (?:ket thuc|ket lieu)\\b(?! (?:lenh|vi the|trade|trading|keo|giao dich|phien|choi|coin|dau tu|san|hold|mua|ban|lam))`,
      ),
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:dat|cai|set|bat)(?: \S+){0,1} (?:bao gia|canh bao gia|canh bao|alert|bao dong gia)(?: \S+){0,1} (?:roi|xong|san)\b/,
      needs: 'pair',
    },
    // Vanishing with nobody looking, and everyone better off without one.
    {
      category: 'passive-wish',
      pattern: /\bbien mat(?: \S+){0,3} (?:khong|chang) (?:ai|mot ai|nguoi nao) (?:tim|biet|nho|de y|hay biet|can)\b/,
    },
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `\\b(?:khong co|thieu|vang|bot) ${ME}(?: \\S+){0,2} (?:chac |se |thi |co le )?(?:do kho|nhe nhang|nhe no|tot|song tot|hanh phuc|vui|thoai mai|de tho|yen on) hon\\b`,
      ),
    },
    // A thing given away "because I won't need it": "cho con xe máy cho bạn, nói em không cần nữa".
    {
      category: 'preparation',
      pattern: new RegExp(
        `^(?!.*\\b(?:du hoc|chuyen nha|mua (?:xe|may|cai) moi|doi xe|len doi|xuat khau lao dong|di nuoc ngoai|dinh cu|thanh ly|pass|sang nhuong)\\b)(?:.* )?\\b(?:cho|tang|de lai|gui lai)(?: lai)? (?:con |cai |chiec |bo |het |ca )?(?:xe may|xe|laptop|dien thoai|guitar|cay dan|dan|may tinh|dong ho|may anh|do dac|quan ao)(?: \\S+){0,5} (?:noi|bao|vi)(?: la)? ${ME} (?:se )?(?:khong|chang) (?:con )?can (?:dung )?(?:no |den no |toi no )?nua\\b`,
      ),
    },
    // On the roof now and telling what it is like there: the wind, the height.
    {
      category: 'in-progress',
      pattern:
        /^(?!.*\b(?:ngam|xem|chup|phao hoa|cafe|ca phe|uong|nuong|bbq|tiec|phoi do|hong gio|view)\b).*\b(?:gio (?:manh|to|lon|giat)|cao (?:qua|ghe|lam)|chan (?:run|mem)|nhin xuong (?:thay )?(?:chong mat|so|xe nho))(?: (?:lam|qua|that|ghe))*$/,
      needs: 'pair',
    },
    // Beating someone to death: "gặp nhân viên là mình đánh tới chết".
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b${ME} (?:se )?(?:danh|dap|dam|chem|dap) (?:\\S+ ){0,2}(?:toi|den) chet\\b(?! (?:cung|ma|van))`,
      ),
    },
    // ── Round seven: families from tuning round 7 ──
    // "Nếu mình biến mất chắc mạ đỡ phải lo": if I were gone, they would be spared.
    {
      category: 'passive-wish',
      pattern: new RegExp(
        `\\b(?:neu|gia nhu|gia ma|gia su|lo|khi)(?: ${ME})? (?:bien mat|chet|khong con|di luon|ra di|khong ton tai|mat di)(?: (?:luon|di|roi|that|mai mai))*(?: \\S+){0,3} (?:(?:chac|thi|la|co le|se) )*(?:do phai|khoi phai|het phai|khong phai|khong con phai|do kho|het kho|nhe ganh|nhe no|nhe nhang|thoai mai) hon|\\b(?:neu|gia nhu|gia ma|gia su|lo|khi)(?: ${ME})? (?:bien mat|chet|khong con|di luon|ra di|khong ton tai|mat di)(?: (?:luon|di|roi|that|mai mai))*(?: \\S+){0,3} (?:(?:chac|thi|la|co le|se) )*(?:do phai|khoi phai|het phai|khong con phai) (?:lo|ganh|nuoi|kho|tra)\\b`,
      ),
    },
    // Living or not, all the same: "sống hay không sống cũng vậy", "sống hay chết cũng kệ".
    {
      category: 'passive-wish',
      pattern:
        /^(?!.*\b(?:coin|keo|lenh|du an|token|vi the|altcoin|memecoin|san|cong ty|startup|cay|con cho|con meo|team)\b)(?:.* )?\bsong (?:hay|hoac|voi|hay la) (?:khong song|chet|khong)(?: \S+){0,2} (?:cung (?:vay|the|nhu nhau|duoc|chang sao|khong sao|ke|chang khac|khong khac|ok)|nhu nhau|chang khac gi|khong khac gi|ke|mac ke)\b/,
    },
    // Jumping "to be done with it": "hay là nhảy xuống luôn cho rồi".
    {
      category: 'active-ideation',
      pattern:
        /\b(?:hay la|thoi|nghi|muon|tinh|dinh|them|chi muon|hay)(?: \S+){0,3} (?:nhay|lao|gieo minh|buong minh)(?: xuong| xuong duoi| xuong day| xuong do)?(?: luon)? cho (?:roi|xong|nhe|yen|het|xong chuyen)\b/,
    },
    // Is the roof locked, is that floor high enough: each a signal for the other.
    {
      category: 'method',
      pattern:
        /\b(?:san thuong|noc nha|tang thuong|mai nha|rooftop|cau thang len mai)(?: \S+){0,4} (?:co )?(?:khoa|mo|len duoc|vao duoc|cho len|mo cua)(?: cua)? (?:khong|chua|ko|ha|hong)\b/,
      needs: 'pair',
    },
    {
      category: 'method',
      pattern:
        /\b(?:tang (?:\d+|may|bao nhieu|thu \d+)|lau (?:\d+|may))(?: \S+){0,2} (?:(?:thi|la|co) )*(?:chac (?:an )?(?:khong|chua|chet|ha)|du (?:cao )?(?:khong|chua|de)|du cao)\b/,
      needs: 'pair',
    },
    // Planning to swallow a whole bottle: "tính uống hết lọ thuốc".
    {
      category: 'method',
      pattern:
        /\b(?:tinh|dinh|muon|se|sap|chuan bi|quyet|them) (?:uong|nuot|tong) (?:het|ca|nguyen|sach|toan bo) (?:\S+ ){0,1}(?:lo|hop|vi|tuyp|chai) thuoc\b(?! (?:khang sinh|bo|vitamin|ho|dau bung|cam))/,
    },
    // "uống thuốc rồi" right after a risk: the pills are taken.
    {
      category: 'in-progress',
      pattern: new RegExp(
        `^(?:${ME} )?(?:da |vua |moi )?(?:uong|nuot|tong) (?:(?:het|sach|ca) )?(?:thuoc|no|may vien do|vao)(?: (?:roi|luon|that|do|day|xong|ca roi|het))+$`,
      ),
      needs: 'risk',
    },
    // Stocking up enough pills: "mình mua thuốc đủ rồi", "gom đủ thuốc ngủ".
    {
      category: 'method',
      pattern:
        /\b(?:mua|gom|tich|tru|de danh|giau|xin)(?: (?:du|them|san|het))? (?:thuoc ngu|thuoc an than|thuoc)(?: \S+){0,1} (?:du roi|du|san roi|ca lo|ca hop)\b|\b(?:mua|gom|tich|tru|de danh|giau) (?:du|san|day du) (?:thuoc ngu|thuoc an than|thuoc)\b(?! (?:cho (?:con|be|me|bo|ba|ong|ca nha)|di (?:du lich|cong tac)))/,
      needs: 'distress',
    },
    // Thanks for the time together and a goodbye in one message, after distress or a risk.
    {
      category: 'preparation',
      pattern:
        /\bcam on(?: \S+){0,8} (?:tam biet|vinh biet|chao (?:nhe|nha|nghen))(?: (?:nha|nhe|nghen|moi nguoi|ban|thera|nhe ban|nha ban))*$/,
      needs: 'distress',
    },
    // Pay the debts, then I go: "bán lúa xong trả nợ rồi tui đi".
    {
      category: 'plan',
      pattern: new RegExp(
        `\\btra (?:het |xong |sach )?(?:no|tien no|no nan)(?: \\S+){0,4} (?:xong|roi|het)(?: (?:xong|roi|het|la|thi))* ${ME} (?:se )?(?:di|ra di)(?= (?:quyet roi|luon|day|that|thoi|nhe|nha|roi|chac|cuoi (?:thang|tuan|nam)|toi nay|dem nay)|$)`,
      ),
    },
    // No money by the due date, then the end: "tới ngày đó mà không có tiền là tui kết thúc luôn".
    {
      category: 'plan',
      pattern: new RegExp(
        `\\b(?:khong co|khong du|khong kiem duoc|khong xoay duoc|chua co|khong tra duoc|khong gom duoc|het) (?:du )?tien(?: \\S+){0,3} (?:thi|la) ${ME} (?:ket thuc|ket lieu|chet|tu tu|ra di)(?: (?:luon|that|roi|thoi|day|cho xong|het|tat ca|moi thu))*$`,
      ),
      needs: 'distress',
    },
    // Life insurance that pays out for suicide, or for a death after a loss.
    {
      category: 'preparation',
      pattern:
        /\bbao hiem(?: \S+){0,8} (?:tu tu|tu sat|tu van)(?: \S+){0,2} (?:(?:van|co|thi|cung|la) )*(?:duoc )?(?:chi tra|boi thuong|den bu|tra tien|nhan tien|chi|tra)\b|\b(?:tu tu|tu sat)(?: \S+){0,3} (?:(?:van|co|thi|cung) )*(?:duoc )?(?:bao hiem|boi thuong) (?:chi tra|tra|khong)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\bbao hiem(?: \S+){0,8} (?:chet|qua doi|tu vong|mat)(?: \S+){0,2} (?:(?:van|co|thi|cung|la) )*(?:duoc )?(?:chi tra|boi thuong|den bu|tra tien|nhan tien)(?: \S+){0,6} (?:tra no|co tien|du tien|lo cho)\b/,
      needs: 'distress',
    },
    // Who will take my cat, a good home for it: "ai nuôi giùm con mèo của tui".
    {
      category: 'preparation',
      pattern:
        /\b(?:ai|co ai|nguoi nao)(?: \S+){0,1} (?:nuoi|nhan nuoi|cham|giu|trong|lo cho|xin) (?:giup |gium |dum |ho )?(?:con |may con |be |em )?(?:meo|cho|boss|chim|thu cung|hamster|vet|ca canh)\b|\b(?:tim|co|kiem) (?:\S+ ){0,1}chu (?:moi|tot|thuong no)\b/,
      needs: 'distress',
    },
    // Asking someone to look after mother or the kids for one: "dặn nó coi chừng má giùm".
    {
      category: 'preparation',
      pattern:
        /\b(?:dan|nho|gui gam|gui|giao|nhan)(?: \S+){0,2} (?:coi chung|trong|cham soc|cham|lo cho|de y|trong chung|chong nom) (?:\S+ ){0,1}(?:ma|me|bo|ba|tia|vo|con|ba gia|ong gia|may dua nho|hai dua nho)(?: (?:gium|dum|giup|ho|voi|nhe|nha|nghen))+\b/,
      needs: 'pair',
    },
    // A threat said flat: "tui đâm ổng thiệt đó", "tao chém nó luôn".
    {
      category: 'harm-to-others',
      pattern: new RegExp(
        `\\b${ME} (?:se |lai )?(?:dam|chem|giet|xien|thit|bop co)(?: chet)? (?:ong|ba|ong ay|ba ay|ong ta|ba ta|no|han|may|thang do|con do|lao|mu)(?: \\S+){0,1} (?:thiet|that|luon|chet|cho coi|day|do|lien)\\b`,
      ),
    },
  ],
  distress: [
    /\b(?:khong|chang) (?:con )?ai (?:can|quan tam|thuong|nho) (?:minh|toi|em|tao|tui|t) (?:nua|ca)\b/,
    /\b(?:vo dung|vo tich su|vo gia tri|that bai|phe vat|ganh nang|thu rac)\b/,
    /\b(?:chan|ghet|cam ghet|khinh) (?:ban than|chinh minh|chinh ban than|minh qua)\b/,
    /\b(?:be tac|tuyet vong|vo vong|bat luc|kiet suc|trong rong|tram cam|suy sup|guc nga|sup do)\b/,
    /\b(?:mat|het|khong con|chang con) (?:het )?(?:hy vong|hi vong|niem tin|dong luc|ly do de song|y nghia)\b/,
    /\b(?:mat ngu|khong ngu duoc|thuc trang|khoc hoai|khoc suot|khoc ca dem|co don qua|song khong noi|song cung nhu chet|chan doi)\b/,
    /\b(?:met moi|met|buon|stress|ap luc|dau kho)(?: \S+){0,1} (?:qua|lam|vl|vcl|kinh khung|lam roi|that su)\b/,
    /\b(?:khong|het) chiu (?:noi|duoc|dung)(?: nua)?\b/,
    /\b(?:xong het roi|het cuu|het thuoc chua|khong biet (?:phai )?(?:lam sao|song sao|lam gi) nua|khong con duong nao|khong con loi thoat)\b/,
    /\bkhong (?:dam|biet) (?:noi|doi mat|ve nha|nhin mat)\b/,
  ],
  reassurance: [
    /\b(?:t|toi|tao|tui|minh|em|anh) (?:on|on roi|da on|an toan|an toan roi|khong sao|khong sao dau|binh tinh lai roi|do hon roi|tot hon roi)\b|\b(?:on roi|an toan roi|khong sao dau|cam on|cam on nhieu)\b/,
    /\b(?:da|vua|dang|se) (?:goi|nhan tin|noi chuyen|ke) (?:cho |voi )?(?:duong day nong|tong dai|bac si|ban|bo|me|vo|chong|anh|chi|nguoi than|111|115|1900)/,
    /\b(?:se khong|hua khong|khong) (?:lam gi dai dot|lam gi ca|lam dieu do|lam chuyen do|lam hai ban than)\b/,
  ],
  riskQuestions: [
    // "Bạn ổn không?" (are you OK) is a check-in after any loss, not a question about risk: only
    // "an toàn" (safe) and "gặp nguy hiểm" count (round six: "tê liệt. đi ngủ đây" was a false alarm).
    // "Bạn có nghĩ tới nơi nào chưa?" after talk of jumping (round five).
    /\b(?:ban|em|anh|chi|cau) (?:da )?(?:co )?(?:nghi|tinh|chon) (?:toi |den |ra |san )?(?:noi|cho|dia diem) nao (?:chua|khong)\b/,
    /\b(?:ban|em|anh|chi|cau|con) (?:co |dang |co dang |van )?(?:an toan|gap nguy hiem) (?:khong|chu|ko|chua|a|khong a|khong vay)\b|\b(?:bay gio|luc nay|hien tai|ngay luc nay)(?: \S+){0,2} (?:ban|em|anh|chi|cau) (?:co |dang |co dang )?an toan\b/,
    /\b(?:nghi|y nghi|y dinh|dinh|ke hoach|suy nghi)(?: \S+){0,1} (?:den|toi|ve|ma|de) (?:viec |chuyen )?(?:tu tu|tu sat|tu ket thuc|ket thuc cuoc song|ket thuc cuoc doi|ket lieu|lam hai ban than|lam dau ban than|tu lam hai|tu lam dau|cai chet|chet|khong muon song)\b/,
    /\b(?:y ban la|y em la|ban muon noi|em muon noi|co phai ban|co phai em|ban dang noi ve|em dang noi ve)(?: \S+){0,3} (?:tu tu|tu sat|ket thuc|chet|ra di|khong muon song|lam hai|tam biet)\b|\b(?:thu|la thu|loi nhan|tin nhan) (?:tu biet|vinh biet|tam biet|tuyet menh|cuoi)\b|\bnghi (?:trade|trading|choi coin|dau tu|lam|viec|choi)(?: \S+){0,1} hay (?:nghi |dung |bo )?(?:song|cuoc doi|doi|cuoc song)\b|\b(?:ban|em|anh|chi) (?:dinh|sap|muon) di dau(?: (?:a|vay|the|u|ha|sao|nua))*$/,
    /\b(?:ban|em|anh|chi|cau) (?:da|vua) (?:uong|nuot) (?:gi|bao nhieu|thuoc gi|may vien|cai gi)\b|\b(?:ban|em|anh|chi|cau) (?:da |vua |co )?(?:lam hai|lam dau|rach|cat) (?:ban than|minh|tay)\b|\b(?:ban|em|anh|chi|cau) (?:dang )?o (?:dau|cho nao)(?: vay| the| roi)?\b|\b(?:ban|em|anh|chi|cau) dang (?:o )?(?:tren cau|tren san thuong|mot minh)\b/,
  ],
  loss: [
    /\b(?:chay|bay|mat) (?:sach |het )?(?:tai khoan|acc|tk|von|tien|tai san|tien tiet kiem|tien vay)\b/,
    /\bchay (?:sach|het|acc|tk|tai khoan)\b/,
    /\b(?:thanh ly|bi liq|liquidat|margin call|call margin|bi call|chay vi the|ra de|sml|cat lo|gong lo|om bom|ket hang|kep hang|du dinh|toang)\b/,
    /\b(?:lo|mat|tieu tan|bay) (?:nang|sach|het|\d+(?:tr|trieu|ty|cu|k|m|usd|usdt|\$)?(?: (?:trieu|ty|cu|tr|usd|usdt|dola))?|may ty|may tram|bac ty|ca ty|ty|tram trieu)(?!\S)/,
    /\b(?:no|vay|no nan|no nuoc ngoai|vay nong|vay app|tin dung den|app vay)(?: \S+){0,1} (?:nan|ngap dau|chong chat|\d+(?:tr|trieu|ty|cu|k|usd|usdt)|\d+ (?:trieu|ty|cu|tr)|nong|tin dung|ngan hang|xa hoi den)(?!\S)/,
    /\b(?:tien vay|no nan|no ngap|vay nong|tin dung den|khoan no|con no)\b/,
    // Drained, taken or scammed away: "chồng rút sạch coin trong ví", "lấy hết tiền", a loan app's due date.
    /\b(?:rut|lay|cuon|cuom|om|cuop|lua|chiem)(?: \S+){0,1} (?:sach|het|toan bo|tat ca)(?: \S+){0,1} (?:coin|tien|vi|tai khoan|tien tiet kiem|von|tai san)\b/,
    /\b(?:lua dao|bi lua|bi scam|nha cai lua|tra no|han tra|no app|vay app|app vay)\b/,
  ],
};
