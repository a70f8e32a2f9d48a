import type { ConceptLexicon } from './concept';

/**
 * Alternatives -> one RegExp with word boundaries. The normal form drops Vietnamese tones and marks
 * ("muốn chết" -> "muon chet", "đâm" -> "dam"), so many syllables collide ("thuốc" medicine and
 * "thuộc" belong, "sống" live and "sông" river); the patterns use two-syllable phrases where a bare
 * syllable would be ambiguous.
 */
const v = (...alternatives: string[]): RegExp => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

/** Vietnamese: northern and southern usage, with or without diacritics, teen code (ko, k, hok, j, dc, ns). */
export const VI_CONCEPTS: ConceptLexicon = {
  lang: 'vi',
  concepts: {
    // dying, suicide, not waking, disappearing for good; euphemisms (ra di, qua doi, ve voi ong ba) and teen code
    death: v(
      'chet|chit|chec|die|dead|suicide|kms|unalive|(?:muon|mun|nghi den|nghi toi|dinh|se|chuyen|viec) tt|(?<!(?:mau|minh|dan|cham|tang|giam|len|xuong) )tu tu(?! (?:thoi|nhe|nao|ma|roi tinh|di|the|lol|lai|hoi|da|a|chu|xem|tinh))|tu sat|tu ket lieu|ket lieu|quyen sinh|tim den cai chet|den cai chet',
      'ket thuc (?:cuoc doi|cuoc song|doi minh|ban than|tat ca|moi thu|het|mang song|sinh mang|chuyen nay)|cham dut (?:cuoc doi|cuoc song|tat ca)',
      '(?:khong|ko|k|hok|chang|cha|het|hong) (?:muon|thiet|con muon|mun) song(?: nua)?|song (?:lam gi|de lam gi|chi|lam chi|khong noi)|ly do (?:gi )?(?:de )?song|chan song|khong muon ton tai',
      'bien mat|tan bien|ra di|qua doi|ve voi (?:ong ba|to tien|cha|me)|ve tro|ve voi dat|di luon|di xa|di cho nhe|di that xa|yen nghi|giai thoat|nam xuong',
      '(?:khong|ko|k|hok|dung|chang) (?:bao gio )?(?:muon )?(?:tinh day|thuc day|day nua|tinh lai|muon tinh|muon day)|ngu (?:mai mai|luon|mot giac)|ngu khong day|dung tinh day|khong bao gio tinh',
      '(?:ong troi|troi|ong trời) (?:mang|dem|rut|cuop) (?:toi|em|anh|con|minh) di|rut (?:di|lai) (?:mang|tuoi tho)|(?:chua tung|khong nen|dung|hong|hok|ko|khong) (?:co |duoc |co duoc )?sinh ra',
      '(?:ong )?troi (?:\\w+ ){0,2}(?:dua|mang|dem|rut|cuop) (?:\\w+ )?di',
    ),
    // pills, sleeping pills, named medicines, overdose, alcohol with pills ("thuoc" but not "thuoc ve", belonging)
    medication: v(
      'thuoc(?! (?:ve|la|ho|tinh|dia|loai|nhom|linh|quyen|bo|tru sau|chuot|diet|doc|sung|no|long|bai|ten|tuoc|day|chu))',
      'thuoc ngu|an than|giam dau|ha sot|chong tram cam|tram cam|paracetamol|panadol|hapacol|efferalgan|tylenol|seduxen|diazepam|xanax|alprazolam|rotunda|insulin',
      'qua lieu|uong qua|(?:may|bao nhieu|\\d+|ca|mot|hai|ba|muoi|chuc) (?:vien|vi|lo|hop|ve)|ca (?:vi|lo|hop|chai)|vien thuoc|vi thuoc|lo thuoc|hop thuoc|ruou (?:voi|va|cung) thuoc',
    ),
    // heights: jumping, rooftops, balconies, bridges, high floors, cliffs, railings, windows
    height: v(
      'nhay (?:cau|lau|xuong|tu|khoi|song|ra)|roi (?:tu|xuong)|lao (?:xuong|tu)|gieo minh|nhay',
      'san thuong|tang thuong|mai nha|noc nha|ban cong|lan can|thanh chan|tang (?:cao|\\d+|tren cung)|lau (?:cao|\\d+)|(?:toa nha|cao oc|chung cu|nha) cao|cao nhat|cao bao nhieu|bao nhieu (?:tang|met)',
      'cau (?:long bien|nhat tan|chuong duong|thu thiem|sai gon|rong|tran thi ly|thuan phuoc|cao|vuot|nay|do|kia)|(?:tren|len|tu|chan|thanh|giua|ra) cau|cay cau|cai cau|cau (?:gan|o|ben|canh)|vach da|vuc|mep|cua so|ria',
    ),
    // other means: rope and hanging, blades, guns, poison, pesticide, charcoal, gas, rails, drowning, a car
    means: v(
      'treo co|thong long|day thung|soi day|(?:mot|cuon|cai|soi|mua) day|that co',
      '(?:con|cam|mang|cay|lay|mua|bang) dao|dao (?:lam|gam|phay|rach|cat|bam|nhon)|luoi lam|lam cao|sung|khau sung|sung luc',
      'thuoc (?:tru sau|chuot|diet co|doc|sau|diet chuot)|chat doc|doc duoc|xyanua|cyanua|thuy ngan|axit|(?:dot|dung|dot) than|than (?:cui|hoa)|khi (?:gas|doc|than)|binh gas|ga|khi co|khoi xe|khi thai',
      'duong ray|duong tau|tau hoa|xe lua|tau lua|duoi nuoc|chet duoi|nhay song|nhay ho|xuong song|ra song|bo song|ho tay|lao xe|dam xe|xe tai|xe dam|dam dau vao|xe (?:container|tai|buyt|khach|hoi|may) ?tong|xe tong|bi xe|tai nan|mua than|than (?:em|toi|minh|anh)? ?mua|dong kin|bit kin',
    ),
    // how much, how many, enough, lethal, dose, sure, painless, quick, how long
    quantity: v(
      'bao nhieu|may (?:vien|vi|lo|hop|mg|tang|met|phut|tieng)|du (?:de|chet|lieu|manh)|co du|lieu|lieu luong|lieu gay chet|gay tu vong|gay chet|chet nguoi|chac chan|chac an|khong dau|it dau|em ai|nhe nhang|nhanh nhat|nhanh gon|bao lau|mat bao lau|mg|toan bo|het ca|het sach|mot lan|mot luc',
    ),
    // when: tonight, tomorrow, weekdays, midnight, after an event, when a price is hit
    time: v(
      'toi nay|dem nay|hom nay|bua nay|ngay mai|mai|sang mai|toi mai|dem mai|mot|ngay kia|cuoi tuan|tuan nay|tuan sau|thu (?:hai|ba|tu|nam|sau|bay|\\d)|chu nhat|cn',
      'nua dem|giua dem|khuya|sang som|rang sang|luc \\d+|\\d+ ?(?:gio|h)|ngay \\d+|thang \\d+|sinh nhat|tet|giao thua|cuoi thang|cuoi nam|sau khi|cham (?:la|muc|gia|moc|nguong)|khi cham|xong (?:roi|thi|la)|khi nao|den luc|toi luc|neu|chieu nay|sang nay|luong ve|nhan luong',
    ),
    // farewells: goodbye, forgive me, sorry for everything, thanks for everything, last message, tell them I loved them
    farewell: v(
      'cam on moi nguoi|thoi gian qua|(?:con|em|anh|chi|minh) thuong (?:me|ba|bo|ma|ca nha|moi nguoi)|thu (?:de|o|trong|duoi)|tam biet|vinh biet|bye|bai bai|xin loi|tha loi|tha thu|tha cho|cam on (?:(?:moi nguoi|ca nha|ban|em|anh|chi|bo me|me|ba) )?(?:vi tat ca|tat ca|nhieu|suot|da)|loi cuoi|tin nhan cuoi|lan cuoi noi',
      'thu tuyet menh|thu de lai|de lai thu|viet thu|la thu|di truoc|(?:noi|nhan|bao) (?:voi|cho) .{0,20}(?:yeu|thuong|xin loi)|bao trong|giu gin suc khoe|dung buon|dung khoc|quen (?:toi|em|anh|minh|con) di|song tot nhe|o lai manh gioi',
    ),
    // affairs in order: will, insurance, passwords, seed phrase, giving things away, the pet
    affairs: v(
      'nuoi (?:gium|dum)|coi chung (?:ma|me|bo|ba|vo|con)|chu (?:moi|tot)|bao hiem nhan tho|duoc chi tra',
      'tra het|tra (?:xong|het) no|xoa (?:fb|facebook|zalo|tai khoan|instagram)|tang luon|di chuc|di thu|di san|bao hiem|nguoi thu huong|hau su|tang le|mat khau|mat ma|ma pin|seed|seed phrase|private key|12 tu|so tiet kiem|so do|chia khoa',
      'de lai|giao lai|gui lai|giao cho|tang (?:lai|het|cho)|cho het|chia (?:do|tai san|het|lai)|nho (?:cham|trong|nuoi|lo)|nuoi (?:giup|ho)|(?:con|be) (?:meo|cho|cun)|thu cung|sap xep|lo liu|thu xep|huy (?:goi|the|dang ky)|danh sach',
    ),
    // hurting oneself: cutting, burning, hitting, blood, scars, punishing oneself
    'self-harm': v(
      '(?:di|gi|dui) (?:vo|vao) tay|tay day seo',
      'cat sau|day mau|dau mau|vung mau|nhieu mau|toan mau|mau (?:ko|khong|k) cam|tu hai|tu lam dau|lam dau ban than|lam dau minh|hanh ha ban than|tu hanh|tu trung phat|trung phat ban than|self harm|sh',
      'rach (?:tay|co tay|da|dui|chan)|cat (?:tay|co tay|vao tay|dui)|co tay|cua tay|dao lam|luoi lam|vet (?:cat|rach|seo|thuong|bam)|seo|chay mau|ra mau|mau (?:chay|me|ra)|be mau|toe mau|dam mau',
      'dap dau|dam (?:vao )?tuong|dam tay vao|dot tay|dot da|tan thuoc|gi tan thuoc|bat lua|can (?:tay|moi)|cao (?:tay|da|rach)|tu tat|tu danh',
    ),
    // violence against another: kill, stab, hack, shoot, beat, revenge, make them pay, where they live
    violence: v(
      'do mau|an dao',
      'giet|xu (?:dep|no|han|thang)|dam (?:no|chet|han|cho|vai|nhat|thang|con)|chem|ban (?:chet|no|han)|danh (?:chet|no|han|cho|thang)|dap (?:chet|no|cho)|xu ly (?:no|han|thang)',
      'tra thu|bao thu|tra gia|phai tra gia|no mau|den mang|tra bang mau|cho no biet tay|khong tha|thanh toan (?:no|han|thang)|chet chung|chet cung',
      'nha (?:no|han|thang|con do|ong ta|ba ta) o dau|biet nha|dia chi|cho (?:no|han|thang) (?:ve|ra|tan)|rinh|phuc|xang|tat axit|dot nha',
    ),
    // hopelessness: no way out, no point, a burden, better off without me, can't go on, tired of living
    hopeless: v(
      '(?:do|khoi|het) phai lo|song hay (?:khong song|chet)',
      'tuyet vong|vo vong|het hy vong|khong con hy vong|mat het hy vong|het cach|chi con cach|bi tac|be tac|ngo cut|khong loi thoat|khong con duong|vo nghia|vo dung|vo ich',
      'ganh nang|lam kho|lien luy|khong co (?:toi|em|anh|minh|con)|(?:khong|het|ko) chiu (?:noi|duoc)|khong the tiep tuc|met moi|met lam|qua met|kiet suc|chan (?:song|doi|nan)|khong con gi|mat het|buong xuoi|bo cuoc|buong tay|khong thiet|tha chet|song khong bang chet|khong ai can|(?:khong|ko|k) con ai can|sao cung duoc|the nao cung duoc|ke (?:no|di|het)',
    ),
    // finality: the last time, never again, won't need it, won't be here, it ends, the decision
    finality: v(
      'khong ve nua|di la khong (?:ve|quay lai)',
      'di theo (?:luon|no)|lam that|lan nay (?:la )?that|sau nay|lan cuoi|cuoi cung|khong bao gio|mai mai|vinh vien|khong con (?:can|o day|nua|dung)|khong can (?:nua|den)|khong dung (?:nua|den)|het roi|ket thuc roi|khong quay lai|khong tro ve|khong gap lai|khong con gap',
      'quyet dinh roi|da quyet|quyet roi|quyet tam|nghi ky roi|khong quay dau|khong ai can duoc|dung can|dung khuyen|khong so nua|het so|lam thoi|se lam',
    ),
    // happening now: already took, just swallowed, standing on the edge, bleeding, can't breathe
    now: v(
      'da uong|vua uong|vua nuot|da nuot|uong het|nuot het|uong roi|dang dung|dang ngoi|dang o|dang tren|dung tren|ngoi tren|bay gio|ngay bay gio|luc nay|ngay luc nay|vua moi|vua xong|roi day',
      'dang chay mau|mau khong cam|khong cam duoc|kho tho|khong tho duoc|nghet tho|chong mat|choang|mat dan|lim di|\\d+ phut truoc|bat dau roi|da cat|vua cat|da rach|vua rach|da dot|da den|toi noi|(?:em|toi|minh|anh|tao|tui) (?:toi|den) (?:roi|noi)',
    ),
    // wanting and wishing: muon/mun (not "muon roi", late), mong, uoc (gi), gia ma/gia nhu/phai chi, hy vong, cau nguyen, tha ... con hon, cung duoc/chang sao, teen code (mun, uoc j, hv)
    wish: v(
      '(?<!(?:di|ve|den|toi|qua|tre|da|hoi|bi|ngu|day|ra|lam|nop|hoc|an|gio|khuya|dem|may|thuc|tan|som|tien|vay|cho) )muon(?! (?:roi|qua|mang|mat|nhat|hon|thi|nhu the|tien|cua)\\b)|(?:toi|em|anh|minh|tao|tui|con|chi|to|ta|cung|rat|that|chi|dang|van|lai|cu|khong|ko|k|hok|chang) mun|mun (?:chet|di|ngu|bien|song|tu|nghi|bo|ket|tan|roi|nhay|uong|lam|quen)|mon (?:chet|bien mat|tu tu|chet qua|ngu luon|di luon)',
      'mong (?:sao|cho|rang|duoc|la|muon|uoc|moi|em|anh|toi|minh|tui|ong troi|troi|mot|ngay|minh)|uoc mong|mong moi|tro mong|cho mong|ao uoc|mo uoc|uoc mo|uoc nguyen|dieu uoc|uoc ao|(?<!(?:hiep|cong|quy|dieu|giao|hon|hua|khe|rang|tieu|du) )uoc(?! (?:tinh|luong|chung|khoang|dinh|le|tinh|tinh toan))|uoc j|muon j',
      'gia ma|gia nhu|phai chi|phai gi|gio ma|neu duoc|neu co the|neu ma duoc|chi mong|chi muon|chi uoc|chi can duoc|hy vong|hi vong|hv|khat khao|khao khat|them duoc|them chet|cam do|hap dan lam|nghi ma (?:them|thich)',
      'cau nguyen|cau mong|cau xin|cau troi|cau chua|khan cau|khan van|van xin|lay troi|xin (?:ong )?troi|xin chua|xin phat|troi oi (?:cho|hay|lam on)|lam on (?:cho|hay|de)',
      '(?:thi|the|vay|cung) tot (?:hon|qua|biet may|hon nhieu)|thi tot|tot biet may|(?:thi|cho|se) (?:do|nhe|de) (?:hon|tho hon)|de tho hon|nhe nhang hon|do kho hon|(?:chet|tha) (?:\\w+ ){0,4}con hon|tha (?:chet|rang|la|minh|de|di|nam|ngu|bien|bi)|con hon la|cung duoc|cung dc|cung chang sao|cung khong sao|cung (?:ko|k|hok|hong) sao|cung ok|cung tot|chang sao ca|khong ngai|ko ngai|chang ngai|mac ke|ke (?:no|di|me)|sao cung duoc',
      'i wish|wish|i hope|hope|want to|wanna',
    ),
    // asking for facts or how-to: bao nhieu, bao lau, lam sao, the nao, o dau, khi nao, co ... khong, duoc khong, co phai, ai biet, cho hoi; teen code (bn, ntn, lm s, dc k, j vay, khum)
    question: v(
      'bao nhieu|bnhieu|bn (?:tien|vien|lau|tuoi|ngay|tang|met|lan|mg)|bao lau|bao xa|may (?:vien|ngay|gio|tieng|phut|tang|lan|nguoi|thang|nam|tuoi|met|mg|h|lo|vi|hop)|(?<!(?:khong|chua|chang|ko|k|hok|cha|hong) )bao gio|khi nao|(?:hom|ngay|tang|cai|loai|cho|noi|cach|luc) nao(?! cung)|o dau|di dau|den dau|dau (?:vay|the|ha|nhi)|o cho nao',
      'lam sao|lam the nao|lam cach nao|cach nao|the nao|nhu the nao|ntn|nthe nao|ra sao|lm s|lam s|tai sao|vi sao|sao (?:lai|vay|the|ma|z|ha|a)|s vay|s z|(?<!(?:khong|ko|k|chang|hong|hok|chua|dung|thiet) )(?:la|lam|cai|vi|de|chuyen|the|an|uong|mua|dung) (?:gi|j)(?: (?:vay|the|day|a|ha|nhi|z))?|(?:gi|j) (?:vay|the|day|ha|nhi|z)',
      'co (?!le |the |khi |ve |phai chi )(?:\\w+ ){0,3}(?:khong|ko|k|hok|hong|hem|khum|kh)$|(?:duoc|dc|ok|nen|phai|dung|that|co|roi|chua|xong) (?:khong|ko|k|hok|hong|hem|khum|kh|chua)$|(?:duoc|dc|ok|phai|dung|that|co that) (?:khong|ko|hok|hong|hem|khum)\\b|co phai|co dung|co that|that (?:a|sao|ha|hong|hem)|phai (?:khong|ko|hok|hong|hem|hem|k)|(?:xong|roi|an|uong|biet|ve|den) chua$|nhi$|ha$',
      'xin hoi|cho (?:em|minh|toi|tui|tao|anh|chi|con|to|hoi) (?:hoi|hoi chut|hoi xiu|hoi ti)|muon hoi|hoi (?:chut|xiu|ti|nhe|mot chut|ai|ae|moi nguoi|mn|ho|dum|giup|cho (?:ban|minh|em|toi|tui))|cau hoi|thac mac|tham khao|tu van (?:giup|cho|dum|dum)|ai biet|ai co the|ai da tung|ai tung|co ai|ae nao|ace nao|anh em nao|bac nao|ban nao|mn oi|moi nguoi oi|moi nguoi cho|chi (?:giup|dum|gium)|chi (?:em|minh|toi|tui|cho (?:em|minh|toi|tui)) (?:cach|voi|di|nhe|duoc)|cho biet|noi cho (?:em|minh|toi|tui|biet)|giai thich (?:giup|dum|gium|cho)|to mo|khong biet (?:co|la|bao|lam|sao|the|nen|ai|khi|o dau)|dieu gi (?:xay ra|se)|chuyen gi (?:se|xay ra)|se ra sao|se the nao|thi sao|thi the nao|thi lam sao|thi ra sao',
    ),
    // the people closest: vo/chong in phrases (vo con, vo toi; ba xa/ong xa, vk/ck, ox/bx), nguoi yeu (ny), con cai, con trai/gai, bo me/ba ma/cha me, ong ba noi ngoai, anh chi em, gia dinh, ban than (not "ban than" oneself alone)
    'loved-ones': v(
      'vo con|vo chong|vo (?:toi|em|anh|minh|tao|tui|yeu|iu|oi|ay|sap cuoi|hien|con nho|cu toi)|vo cua (?:toi|em|anh|minh|tui)|chong (?:toi|em|con|minh|tao|tui|yeu|iu|oi|ay|sap cuoi|chua cuoi)|chong cua (?:toi|em|minh|tui)|ba xa|ong xa|ba nha|vk|ck|ox|bx|vo ck|nguoi yeu|ny(?! cu)|nguoi thuong|nua kia|ban doi|ban trai|ban gai|hon phu|hon the|vi hon (?:phu|the)|crush|bf|gf|bae|babe',
      'con cai|con trai|con gai|con ruot|dua con|may dua con|hai dua con|ba dua con|cac con|con nho (?:o nha|cua)|con (?:cua )?(?:toi|em|minh|tui|tao) (?:con|moi|dang|nam|hoc|di|o|se|phai|lam sao)|em be|be (?:con|nha|yeu|iu|cung)|chau (?:noi|ngoai)|thang cu nha|con be nha',
      'bo me|ba me|ba ma|tia ma|cha me|cha ma|bo ma|thay u|thay me|phu huynh|song than|bo oi|bo gia|bo de|bo nuoi|ong bo|bo cua (?:toi|em|minh|tui)|bo (?:toi|em|minh|tui|tao) (?:mat|chet|om|benh|bi|la|lam|noi|dang|nam|gia|da)|cha (?:toi|em|minh|tui|oi|ruot|gia)|cha cua (?:toi|em|minh)|ba (?:toi|em|minh|tui) (?:mat|chet|om|benh|bi|la|lam|noi|dang|nam|gia|da)|ba oi|tia oi|tia (?:toi|em|minh|tui)',
      '(?<!chet )me (?:toi|em|minh|tui|tao|oi|con|cha|gia|chong|vo|anh|ruot|nuoi|de|be|hien|va)|me cua (?:toi|em|minh|tui|anh)|ma oi|u (?:toi|em|minh) (?:mat|chet|om|benh|bi|la|lam|noi|dang|nam|gia|da)|mom|mum|dad|mama|papa',
      '(?:voi|cua|nha|thuong|so|nuoi|lo cho|xin loi|cam on|nhan|goi cho|noi voi|de lai cho|gui|cho) (?:me|bo me|ba me|cha me|ba ma)|(?:voi|cua|nha|thuong|so|nuoi|lo cho|xin loi) (?:vo|chong|bo)(?! (?:vong|dung|ich|nghia|tan|cung|han|so|ly|dich|tinh|y|hinh|van|trach|cam|danh|thuong|cuoc|chay|di|tien|viec|qua|lai|roi|het|vao|ra))',
      'ong ba|ong noi|ong ngoai|ba ngoai|ba noi(?! (?:la|rang|voi|gi|the|dung))|noi ngoai|anh trai|chi gai|em trai|em gai|anh chi em|anh em ruot|chi em ruot|anh hai|chi hai|em ut|gia dinh|ca nha|ca gia dinh|nguoi nha|nguoi than|ho hang|gia quyen|nha minh|ban than (?:nhat|cua (?:toi|em|minh|tui|tao)|tu nho)|(?:nguoi|dua|cau|con|thang|co) ban than|bff|bestie|best friend|tri ky|tri ki|chien huu|homie|bro|sis',
    ),
    // people a threat is aimed at outside the family: (ke/bon/thang) lua dao, scammer, dev, san/cskh, sep, quan ly, moi gioi, ngan hang, chu no/xa hoi den/cho vay nang lai, chu nha/chu tro, nyc/vo cu, hang xom, KOL, "thang/ten/ga/lao" + a noun
    target: v(
      'lua dao|ke lua|bon lua|thang lua|con lua|tay lua|lu lua|scam(?:mer)?|thang scam|bon scam|dev|team dev|doi ngu du an|chu du an|founder|admin (?:nhom|san|group)|nhom kin|hoi kin|(?:thay|thanh|chuyen gia|leader|dan) (?:coin|trade|tai chinh|chung khoan)|dan leader|kol|influencer|youtuber|tiktoker|idol mang',
      'nhan vien (?:san|ngan hang|tu van|cskh|moi gioi|cong ty)|cskh|cham soc khach hang|sep|ong chu|ba chu|chu cong ty|quan ly|truong phong|giam doc|dong nghiep|moi gioi|broker|tu van vien|chuyen vien tu van|cong ty chung khoan|ngan hang|san (?:giao dich|lua|scam|no|do|binance|okx)|(?:ben|phia|ong|bon) san',
      'chu no|ke doi no|dan doi no|nguoi doi no|doi no thue|xa hoi den|giang ho|tin dung den|cho vay nang lai|vay nang lai|app vay|bon cho vay|chu nha|chu tro|chu phong tro|hang xom|nha ben canh|nyc|ny cu|nguoi yeu cu|vo cu|chong cu|bo cu|ban trai cu|ban gai cu|ex',
      '(?:thang|ten|ga|lao|con mu|con do|con kia|bon|lu|may thang|may dua) (?:do|kia|cha|khon|khon nan|ay|lua dao|scam|dev|sep|hang xom|chu no|san|giang ho|moi gioi|nyc)(?! (?:roi|nay|sau|truoc|toi))|(?:thang|con|lu|bon) cho(?! (?:em|toi|minh|no|nen|anh|chi|ban))|lu (?:cho|khon|no)|ke thu|ke thu|ke (?:da|hai|lua) (?:toi|em|minh)|nguoi (?:da )?(?:hai|lua|lam hai) (?:toi|em|minh)',
    ),
    // dying without choosing it: tai nan (giao thong), bi xe dam/tong/can, may bay roi, dau tim, nhoi mau, dot quy, tai bien, dot tu, ung thu, benh nan y, dan lac, dong dat, song than, nga/te, duoi nuoc, "co menh he gi"
    accident: v(
      'tai nan|tngt|dung xe|dam xe|tong xe|bi (?:xe|o to|xe tai|xe container|xe buyt|xe khach|tau|tau hoa|xe lua|xe ben|xe may) (?:dam|tong|can|cuon|hat|dung)|xe (?:tai|container|ben|khach|buyt) (?:dam|tong|can|cuon)|may bay (?:roi|gap nan|no|mat tich)|roi may bay',
      'dau tim|suy tim|ngung tim|tim ngung dap|nhoi mau|dot quy|tai bien|xuat huyet nao|dot tu|chet dot ngot|dot nhien (?:chet|qua doi|ra di|mat|guc)|ung thu|ung buou|benh nan y|benh hiem ngheo|benh nang|bach cau|u nao|khoi u|cancer|stroke|heart attack',
      'dan lac|trung dan|bom roi|bom dan|phao kich|ten lua|trung bom|dong dat|song than|lu lut|lu quet|lu cuon|sat lo|set danh|bi set|thien tai|chet duoi|duoi nuoc|bi nuoc cuon|song cuon',
      'bi nga|nga (?:xuong|cau thang|tu|lau|chet)|te (?:xuong|lau|cau thang|nga|chet)|bi te|truot chan|truot nga|co (?:chuyen gi|menh he gi|mot menh he)|menh he|neu (?:toi|em|minh|anh|con|tui) (?:co )?(?:chuyen|bi) gi|xay ra chuyen|gap nan|gap chuyen|bat trac|tai hoa|hoa vo don chi|kiep nan|ngu (?:roi )?(?:khong|ko|k) (?:day|tinh) (?:nua|lai)',
    ),
  },
};
