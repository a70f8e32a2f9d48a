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
  },
};
