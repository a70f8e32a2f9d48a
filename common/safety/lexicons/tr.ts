import type { Lexicon } from './lexicon';

/**
 * Turkish. Text arrives without Turkish letters ("ölmek" -> "olmek", "canıma kıyacağım" ->
 * "canima kiyacagim"), so words are matched by stem plus suffix (`\w*`), including colloquial
 * futures ("öldürcem", "atlıycam", "asıcam"). Two collisions shape the rules: "ölür/öldüm"
 * read the same as "olur/oldum" (it is fine / I became), and "olum" is slang for "oğlum" (dude),
 * so "öl-" is only matched in forms that stay distinct ("olmek", "olsem", "olmeyi").
 */

const rx = (source: string): RegExp => new RegExp(source);
const rxg = (source: string): RegExp => new RegExp(source, 'g');

/** Pills, medicines and poisons, with any case suffix. */
const PILLS = String.raw`(?:ilac\w*|hap|hapi|haplar\w*|hapl\w*|parol\w*|paracetamol\w*|parasetamol\w*|xanax\w*|lustral\w*|cipralex\w*|antidepresan\w*|uyku ilac\w*|uyku hap\w*|aspirin\w*|majezik\w*|arveles\w*|minoset\w*|lyrica\w*|insulin\w*|tramadol\w*|zehir\w*|fare zehir\w*|camasir suyu\w*|tarim ilac\w*|bocek ilac\w*|antibiyotik\w*|ketamin\w*|benzo\w*)`;
/** Dying, not waking up: only forms that cannot be read as "olmak" (to be). */
const DEATH = String.raw`(?:olmek|olmem|olumcul|oldurur|oldurucu|oldurmez|uyanmam|uyanmayayim|uyanmasam|uyanmamak|(?<!(?:iyi|rahat|normal|daha|sakin|uykulu|mutlu|kotu|hasta) )olur(?:um|sun|uz)\b|gebermek|zehirlen\w*)`;
/** High places, with the ablative ("köprüden", "köprüsünden", "çatıdan"). */
const HIGH_FROM = String.raw`(?:kopru|balkon|cati|bina|ucurum|pencere|gokdelen|kule|yuksek bir yer|yuksek yer|kat|baraj|kayalik|avm|plaza)\w*(?:dan|den|tan|ten)`;
/** "Kaza olsa sigorta karşılar mı": asking what a policy covers, not counting on a payout. */
const NOT_AN_INSURANCE_QUESTION = String.raw`(?! (?:\S+ )?(?:karsil|od|kaps|yatir|ver)\w* (?:mi|mu)\w*\b)`;
/** "BTC 60 binin altına inerse alım yapacağım": a buy, a sale or a position after the price trigger. */
const NOT_A_TRADE_AFTER = String.raw`(?!(?: \S+){0,4} (?:alim|alis|satim|satis|alirim|alacag|alicam|alcam|satarim|satacag|saticam|satcam|toplarim|toplayacag|eklerim|ekleyeceg|long|short|pozisyon|stop|kar al|zarar kes|dca)\w*\b)`;
/** People someone may threaten, in the accusative or dative. */
const PERSON = String.raw`(?:devi|devleri|developeri|dolandiriciyi|dolandiricilari|adami|herifi|serefsizi|seref\w*|piclik\w*|pici|patronu|patronumu|mudurumu|muduru|eski sevgilimi|eskimi|sevgilimi|karimi|kocami|esimi|babami|annemi|kardesimi|abimi|komsuyu|komsumu|onu|seni|hepsini|hepinizi|pustu|pezevengi|orospu cocugunu|oc\w*|ibneyi|yavsagi|scammeri|scammeri|influenceri|kurucuyu|sahtekari|hirsizi|onlari)`;

export const TR: Lexicon = {
  lang: 'tr',
  scripts: ['latin'],
  expansions: {
    istiyom: 'istiyorum',
    istiyorm: 'istiyorum',
    istiom: 'istiyorum',
    isitiyorum: 'istiyorum',
    istiyoum: 'istiyorum',
    istemiyom: 'istemiyorum',
    istemiyorm: 'istemiyorum',
    istemiom: 'istemiyorum',
    kndmi: 'kendimi',
    kendmi: 'kendimi',
    kndimi: 'kendimi',
    bn: 'ben',
    sn: 'sen',
    bi: 'bir',
    bisey: 'bir sey',
    hersey: 'her sey',
    herseye: 'her seye',
    tmm: 'tamam',
    tm: 'tamam',
    knk: 'kanka',
    knka: 'kanka',
    slm: 'selam',
    nbr: 'ne haber',
    cnm: 'canim',
    artk: 'artik',
    arttik: 'artik',
  },
  anchors: ['intihar', 'kendimi', 'jiletledim', 'oldurecegim', 'yasamak', 'istemiyorum', 'oldurmek', 'bileklerimi'],
  keep: [
    'kedimi',
    'kedime',
    'kedim',
    'kedini',
    'kendini',
    'kendine',
    'kendime',
    'kendimle',
    'kendimde',
    'kendim',
    'kendisi',
    'olmak',
    'yasamam',
    'yasamaz',
    'yasaklar',
    'istiyorum',
    'oldurdu',
    'bilekleri',
  ],
  idioms: [
    // "Kalırsam intihar ederim, şaka şaka": a joke, taken back at once.
    rxg(
      String.raw`\bintihar ed\w*(?: \S+){0,2} (?:saka|sakaa+|lol|haha\w*|ahah\w*)\b(?! (?:degil|yapmiyorum|etmiyorum))`,
    ),
    // "Gülmekten öldüm": dying of laughter, of hunger, of boredom.
    rxg(
      String.raw`\b(?:gulmekten|gulerken|acliktan|sicaktan|soguktan|meraktan|sikintidan|uykusuzluktan|kahkahadan|utancimdan|stresten)\w*(?: \S+){0,2} (?:oldum|olecegim|olucem|olecem|oluyorum|olmek|gebercem|geberiyorum|geberdim|olmus)\w*`,
    ),
    // Reckless positions ("intihar longu"), killer setups, holding "until death".
    rxg(
      String.raw`\bintihar (?:long|short|trade|pozisyon|islem|kaldirac|giris|alim)\w*|\b(?:long|short|pozisyon|islem|trade|kaldirac)\w* intihar\w*`,
    ),
    rxg(String.raw`\boldurucu (?:setup|firsat|giris|seviye|trade|hamle|pump|formasyon|kurulum|destek|direnc|al)\w*`),
    rxg(String.raw`\bolene (?:kadar|dek) (?:tut|hodl|hold|bekle|sat)\w*|\b(?:tut|hodl|hold)\w* olene (?:kadar|dek)\b`),
    // "Bu piyasa beni öldürecek": the market as subject; dead coins; bloodbaths.
    rxg(
      String.raw`\b(?:piyasa|grafik|coin|borsa|bitcoin|btc|mum|igne|bu is|bu trade|fomc|volatilite)\w*(?: \S+){0,2} (?:beni|bizi) (?:\S+ )?(?:oldurecek|olduruyor|oldurdu|bitirecek|bitirdi|bitiriyor)\b`,
    ),
    rxg(String.raw`\b(?:kan (?:agliyor|golu|revan)|katliam)\w*`),
    // A will drawn up at the notary "because the children are small" is estate planning, not a goodbye.
    rxg(
      String.raw`\bvasiyet\w* (?:\S+ )?(?:notere|noterde|avukata|avukatla|avukatta) (?:yaptir|hazirlat|onaylat|imzala)\w*(?: \S+){0,3}`,
    ),
    // A clinician's dose question about "an adult patient" is work, not a method.
    rxg(
      String.raw`\b(?:yetiskin |cocuk |yasli |bir )?(?:hastada|hastaya|hastalarda|yetiskinde|yetiskinlerde|cocuklarda)(?: \S+){0,4} (?:maksimum|max|gunluk|en fazla) doz\w*(?: \S+)?`,
    ),
    // A stunt on a film set: someone else jumping onto an air cushion is no method.
    rxg(
      String.raw`\b(?:adam|kadin|dublor|oyuncu|karakter)\w* (?:\S+ ){0,2}${HIGH_FROM} atl(?:adi|iyor)\b(?=(?: \S+){0,8} (?:hava yastig|sahne|cekim|dublor|film|dizi|kamera|alkis)\w*)`,
    ),
    // A letter to family about a visit, a holiday or a birthday is news, not a goodbye.
    rxg(
      String.raw`\bmektup\w* (?:yazdim|yolladim|gonderdim)(?: \S+){0,3} (?:ziyaret|bayram|dogum gun|tebrik|tatil|dugun)\w*(?: \S+){0,3}`,
    ),
  ],
  rules: [
    // passive-wish: wanting to be dead, not to wake up, not to have been born
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bolmek (?:\S+ )?(?:iste(?!m)\w*|isti\w*)|\bolmeyi (?:\S+ )?(?:isti|iste(?!m)|dil|bekli)\w*|\bolmeye (?:\S+ )?(?:hazir|karar)\w*`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bolesim (?:\S+ )?(?:var|geldi|geliyor)\b|\b(?:olsem|oleyim|olup)\w* (?:\S+ )?kurtul\w*|\bolsem\b|\bolseydim\b|\bolup gits(?:em|eydim|ek)\b|\bgeber(?:mek|ip gits\w*|sem|eyim|ecegim|ecem|icem|seydim|mek istiyorum)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\byasamak\w* (?:\S+ ){0,3}(?:istemiyo\w*|istemem\w*|istemedi\w*)|\byasamaktan (?:\S+ )?(?:biktim|yoruldum|usandim|sikildim|nefret)\w*|\byasama (?:istegim|sevincim|arzum) (?:\S+ )?(?:kalmadi|yok)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bdogma(?:sa(?:ydim|ymisim|ydin|ydik)|z olaydim)\b|\bkeske (?:hic )?(?:dogmasaydim|yasamasaydim)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:hic|bir daha|sabah|hicbir zaman|keske) (?:\S+ )?uyanma(?:sam|saydim|yayim|yim|masam)\b(?! olmaz)|\buyanmak (?:\S+ )?istemiyo\w*`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:allah|allahim|tanri|tanrim|rabbim|azrail|olum)\w* (?:\S+ ){0,2}(?:canimi|beni) (?:alsa|al|alsin|alsaydi|alsa keske)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bbensiz (?:\S+ ){0,2}(?:daha iyi|daha mutlu|rahat)\w*|\bben (?:olmasam|olmazsam|olmasaydim) (?:\S+ ){0,2}(?:daha iyi|rahat|mutlu)\w*`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bortadan kaybol(?:mak|sam|ayim|mak istiyorum)\w*|\bsonsuza (?:kadar|dek) (?:kaybol|uyu|git)\w*|\bvar olmak istemiyo\w*`,
      ),
    },

    // active-ideation: suicide, killing oneself, ending one's life
    { category: 'active-ideation', pattern: rx(String.raw`\bintihar\w*`) },
    {
      category: 'active-ideation',
      pattern: rx(String.raw`\bkendimi (?:\S+ ){0,2}(?:oldur|bitir(?:ecegim|icem|cem|mek istiyorum)|yok et)\w*`),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bcanima (?:\S+ )?(?:kiy|kast)\w*|\b(?:hayatima|yasamima|omrume|her seye|hersey) (?:\S+ )?son ver\w*`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bkendimi (?:\S+ ){0,2}vur(?:mak|acagim|ucam|icam|cam|arim|sam|mayi)\w*|\bkafama (?:\S+ )?(?:sik(?:mak|mayi|acagim|icam|arim|cam|tim|ip|sam|ayim)|kursun)\w*`,
      ),
    },

    // method: hanging, jumping, trains, pills, charcoal, drowning, wrists
    {
      category: 'method',
      pattern: rx(
        String.raw`\bkendimi (?:\S+ ){0,2}as(?:mak|acagim|icam|arim|cam|tim|mayi|sam|ayim|acam|ucam|iyorum)\b|\b(?:asmak|asilmak) icin\b|\bip (?:\S+ ){0,2}(?:bogazima|boynuma)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${HIGH_FROM} (?:\S+ ){0,2}(?:atla|kendimi at|atl|kendimi birak)\w*|\bkendimi (?:\S+ ){0,2}${HIGH_FROM} (?:at|birak)\w*|\bkac (?:metre|kat)\w* (?:\S+ ){0,3}(?:atla|dus)\w*`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:trenin|metronun|metrobusun|tramvayin|marmarayin|tirin|kamyonun|otobusun|arabanin|treni?n) (?:\S+ )?onune (?:\S+ )?(?:atla|at|kendimi at|yat|gec)\w*|\braylara (?:\S+ )?(?:yat|atla|kendimi at)\w*`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:oldurucu|olumcul|oldurecek|asiri|ol) doz\w*|\boverdoz\w*|\bdoz asim\w*|\b${PILLS}(?: \S+){0,8} ${DEATH}|\b${DEATH}(?: \S+){0,8} ${PILLS}`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:butun|tum|hepsini|tamamini|bir kutu|koca kutu|butun kutu|tum kutu)\w* (?:\S+ ){0,2}(?:ilaclari|haplari|ilaci|hapi|kutuyu|kutusunu|paketi|seridi)\w* (?:\S+ )?(?:ic|yut|al)(?:ecegim|icem|cem|acagim|icam|arim|ecem|eyim|iyorum|mak)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:mangal|komur)\w*(?: \S+){0,6} (?:araba|arac|oda|kapali|garaj)\w*|\b(?:kapali|araba|oda|arac)\w*(?: \S+){0,4} (?:mangal|komur)\w*|\b(?:tup|dogalgaz|gaz)\w* (?:\S+ ){0,2}(?:acip (?:\S+ )?(?:yatacagim|yaticam|uyuyacagim|bekleyecegim)|koklayacagim)`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bkendimi (?:\S+ ){0,2}(?:denize|suya|nehre|bogaza|baraja|gole|raylara|trenin onune) (?:at|birak|yat)\w*|\b(?:bilegimi|bileklerimi|damarimi|damarlarimi|bilek|damar)\w* (?:\S+ )?kes(?:ecegim|icem|cem|mek|meyi|sem|eyim|iyorum)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:zehir|fare zehir|camasir suyu|tarim ilac|bocek ilac|antifriz|kezzap|siyanur)\w* (?:\S+ )?(?:ic|yut)(?:ecegim|icem|cem|ecem|mek|meyi|sem|eyim)\b`,
      ),
    },
    // research questions that only worry after distress or a loss
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\ben yuksek (?:\S+ )?(?:kopru|bina|kule|gokdelen|ucurum|baraj|plaza|kat)\w*|\b(?:kopru|bina|kule|gokdelen|ucurum)\w* (?:\S+ )?en yuksek\w*`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\bkac (?:tane|kutu|adet|mg|gram)? ?${PILLS}|\b${PILLS}(?: \S+){0,4} (?:fazla gelir|fazla mi|fazlasi|maksimum|max doz|sinir)\w*`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:ip|urgan|silah|tabanca|zehir|siyanur)\w* (?:\S+ ){0,2}(?:nereden|nerden|nasil) (?:\S+ )?(?:alinir|bulunur|alirim|bulurum|alabilirim|bulabilirim)\b`,
      ),
    },

    // intent: a decision taken (a fragment: it needs risk nearby)
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:kararimi verdim|karar verdim|kararim kesin|yapacagim artik|yapicam|yapcam|bu sefer gercekten|bu sefer ciddiyim|kimse (?:beni )?durduramaz|hazirim|zamani geldi|vakit geldi|gidiyorum artik|korkmuyorum artik|artik yeter)\b`,
      ),
    },
    // plan: a time, a date, a price level (a fragment: it needs risk nearby)
    {
      category: 'plan',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:bu gece|bu aksam|yarin|haftaya|bu hafta|pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar|gece yarisi|sabah|saat \d+|birazdan|simdi|hemen|yakinda|(?:btc|bitcoin|eth|fiyat|piyasa)\w* (?:\S+ ){0,3}(?:duserse|inerse|patlarsa|gelirse|kirilirsa))\b`,
      ),
    },

    // preparation: farewells, notes, giving things away, handing over seed phrases
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\bveda (?:mektub|mesaj|not|video|yazi)\w*|\b(?:herkese|hepinize|dunyaya|hayata|dostlar|arkadaslar) (?:\S+ )?(?:elveda|veda ediyorum)\b|\bhakkini(?:zi)? helal ed\w*(?: \S+){0,4} son mesaj\w*|\bvasiyet\w*(?: \S+){0,8} (?:bitecek|yakinda|son (?:mesaj|gun|kez|sozler))\w*`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:seed|seed phrase|sifre\w*|cuzdan\w*|ledger|trezor|private key|anahtar\w*|hesaplarim\w*)\b(?: \S+){0,12} (?:ben gidince|ben olmayinca|ben olmadigimda|ben olunce|olumumden sonra|ben yokken|bensiz)\b|\b(?:ben gidince|ben olmayinca|ben olunce|ben olmadigimda) (?:\S+ ){0,6}(?:bakin|baksin|alsin|alin|ilgilenin|sahip cikin|kullanin)\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:esyalarimi|her seyimi|neyim varsa|kiyafetlerimi|malimi)\w* (?:\S+ ){0,2}(?:dagit|ver|bagisla)\w*(?: \S+){0,6} (?:lazim|gerek|ihtiyac)\w* (?:\S+ )?olmayacak\b|\bgittigim yerde (?:\S+ )?(?:lazim|gerek|ihtiyac)\w* (?:\S+ )?olmayacak\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kedime|kedilerime|kopegime|kopeklerime|cocuklarima|hayvanlarima) (?:\S+ )?(?:iyi )?bak(?:in|sin|arsin|ar misin|arsiniz)\b|\b(?:esyalarimi|her seyimi|neyim varsa) (?:\S+ ){0,2}(?:dagit|bagisla)\w*|\bvasiyet\w*|\bhakkini(?:zi)? helal ed\w*|\belveda$|\bson mesajim\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'risk',
      pattern: rx(String.raw`\bsevdigimi soyle\w*|\bher sey icin tesekkur\w*|\bbeni affet\w*`),
    },

    // self-harm: cutting (jilet), burning, hitting oneself
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\bjilet(?! gibi)\w*|\bkendime (?:\S+ )?zarar (?:ver|veriyorum|verdim|vermek|vericem|verecegim|verme)\w*|\bkendimi (?:\S+ )?(?:kes|yak|yarala)(?:iyorum|tim|dim|mek|ecegim|icem|acagim|icam|cam|ayacagim)\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:kolumu|kollarimi|bacagimi|bacaklarimi|bilegimi|tenimi|karnimi)\b (?:\S+ ){0,2}(?:kes|jilet|yak|ciz|yarala)\w*|\b(?:sigara|cakmak)\w* (?:\S+ ){0,2}(?:kolumu|elimi|kendimi|bacagimi|tenimi) yak\w*`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\bkafami (?:\S+ ){0,2}(?:duvara|duvarlara|masaya) (?:\S+ ){0,2}vur\w*(?: \S+){0,4} (?:kanayana|kan|morarana|patlayana)\w*|\bkendimi (?:\S+ ){0,2}(?:dov|cezalandir)\w*(?: \S+){0,4} (?:kanayana|kan|yakarak|keserek)\w*`,
      ),
    },

    // in-progress: an act already taken or under way
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:butun|tum|hepsini|tamamini|bir kutu|koca kutu|butun kutu|tum kutu|\d\d tane)\w* (?:\S+ ){0,2}(?:ilaclari|haplari|ilaci|hapi|kutuyu|kutusunu|paketi|seridi|${PILLS})\w* (?:\S+ )?(?:ic|yut|al)(?:tim|tum|dim|dum|mis|mus)\w*|\b(?:zehir|fare zehir|camasir suyu|tarim ilac|bocek ilac|antifriz|kezzap)\w* (?:\S+ )?(?:ictim|yuttum)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b${PILLS}(?: \S+){0,3} (?:rakiyla|alkolle|votkayla|birayla|sarapla|viskiyle|alkol ile) (?:\S+ )?(?:ictim|yuttum|aldim)\b|\b(?:bilegimi|bileklerimi|damarimi|damarlarimi|kolumu|kollarimi)\w* (?:\S+ )?kest(?:im|im cok|m)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:kopru|cati|balkon|ucurum|bina|pencere|ray|gokdelen|kule)\w*(?:deyim|dayim|teyim|tayim|ustundeyim|ustundayim|kenarindayim|tepesindeyim)\b(?: \S+){0,6} (?:atla|atl|gidiyorum|elveda)\w*|\bip (?:\S+ )?boynumda\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kopru|cati|balkon|ucurum|ray)\w*(?:deyim|dayim|ustundeyim|ustundayim|kenarindayim)\b|\bilaclarimi (?:\S+ )?(?:ictim|yuttum)\b`,
      ),
    },

    // harm-to-others: threats against a scammer, a dev, an ex, a boss, family
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b${PERSON} (?:\S+ ){0,4}(?:oldur|gebert|bicakla|vur(?:acagim|ucam|icam|cam|arim|mak)|dov(?:ecegim|ecem|icem|cem)|kes(?:ecegim|icem)|bogaz(?:layacagim|licam)|yak(?:acagim|icam))\w*`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`(?<!kendimi )(?<!kendimi \S+ )\b(?:oldurecegim|oldurcem|oldurucem|oldurecem|oldururum|gebertecegim|gebertcem|gebertirim|bicaklayacagim|bicaklicam)\b`,
      ),
    },

    // Round 2: wider families.
    // passive-wish: an accident or illness that would settle everything; vanishing; everything ending
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:kaza|tir|kamyon|araba|otobus|kanser|hastalik|kalp krizi|felc)\w*(?: \S+){0,3} (?:carps(?:a|in|aydi)|ezse|ezsin|olsa|olsam|gecirsem|yakalansam|alsa|cikip gelse)\b(?: \S+){0,16} (?:sigorta\w*${NOT_AN_INSURANCE_QUESTION}|kurtul\w*|rahatlar\w*|rahat eder\w*|cozul\w*|kapanir|biter|bitse|iyi olur\w*|daha iyi|dert kalmaz)\b|\bkeske (?:bir )?(?:kaza|tir|kamyon|araba|kanser)\w*(?: \S+){0,3} (?:olsa|carpsa|ezse|olsam|yakalansam)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:yok olmak|yok olup gitmek|buharlasmak|buharlasip (?:\S+ )?(?:yok olmak|gitmek|kaybolmak)|kaybolup gitmek|toz olup ucmak) (?:\S+ )?(?:istiyorum|istiyom|isterdim|istiyordum)\b|\byok ols(?:am|aydim|un)\b|\bhic var olmam\w*|\bher seyin (?:\S+ )?bitmesini (?:\S+ )?(?:istiyorum|istiyom|isterdim|diliyorum)\b|\bher sey bitsin (?:\S+ )?(?:istiyorum|artik)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:olumcul|olmek uzere olan|kanser) (?:bir )?(?:hasta|hastayla|biriyle)\w*(?: \S+){0,3} (?:yer degistir|degis)\w*|\bolum\w* (?:\S+ )?hos ?geldi\w*|\bisiklari (?:\S+ )?(?:sonsuza dek|temelli|kalici olarak) kapat\w*|\btemelli (?:gitmek|gideyim|gitsem|cekip gitmek)\b|\bkalici (?:bir )?cikis\w*`,
      ),
    },
    // method: doses past the point of no return, liver failure, guns at home, questions without "I"
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${PILLS}(?: \S+){0,10} (?:geri donus\w* (?:olmaz|yok|olmayan|olmadan)|donusu olmaz|karaciger\w* (?:\S+ )?(?:iflas|coker|coktu|durur|hasar|yetmezli)\w*|bobrek\w* (?:\S+ )?(?:iflas|durur|coker)\w*)`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:fisek|fisekleri|mermi|mermileri|kursun|kursunlari)\w*(?: \S+){0,6} (?:nereye|nerede|yerini) (?:\S+ )?(?:sakladigini|koydugunu|durdugunu|sakladiklarini)\b|\b(?:tufek|tabanca|silah|emanet)\w*(?: \S+){0,4} (?:anahtarinin|sifresinin) (?:\S+ )?yerini biliyorum\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:babamin|abimin|amcamin|dedemin|evdeki|evde)\b(?: \S+){0,3} (?:av tufeg|tufeg|tufek|tabanca|silah|ruhsatsiz)\w*|\b(?:tufek|tabanca|silah)\w* (?:\S+ ){0,3}(?:dolapta|cekmecede|yatak odasinda|evde) (?:\S+ )?duruyor\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:hangi|en)\b(?: \S+){0,4} (?:kopru|kopruler|bina|ucurum)\w*(?: \S+){0,6} (?:file|ag|tel|korkuluk|bariyer)\w* (?:yok|olmayan|yoktur)\b|\b(?:hangi|kacta|saat kacta)\b(?: \S+){0,4} (?:tren|hizli tren|yht|marmaray|metro)\w*(?: \S+){0,6} (?:durmadan|durmayan|durmuyor|hiz kesmeden|son hizla)\b|\bhangi (?:dugum|ip)\w*(?: \S+){0,5} (?:vucut agirligini|agirligi|insan agirligini) (?:\S+ )?tas\w*|\b(?:en )?aci(?:siz|sizca|cekmeden)\b(?: \S+){0,3} (?:olmek|olmenin|olum|gitmek|yol|yontem)\w*|\binsan\w* icin en (?:tehlikeli|zehirli|olumcul) (?:\S+ )?(?:ilac|zehir|tarim|bocek)\w*`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:ocag|ocak|tup|gaz|dogalgaz|vana)\w* (?:\S+ ){0,2}(?:acip|acik birakip)(?: \S+){0,3} (?:yakmadan|yakmayacagim|yatacagim|uyuyacagim|bekleyecegim|yaticam)\b`,
      ),
    },
    // intent: separate phrasings so that two of them in one message are a signal
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:donusu|geri donusu|geri adim\w*|vazgecmek) (?:\S+ )?(?:yok|olmayacak)\b|\bkimse (?:beni )?(?:vazgeciremez|ikna edemez)\b|\bgecen bir sey yok\b|\bsadece (?:gunu|tarihi|zamani) (?:seciyorum|belirliyorum|bekliyorum)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:sadece )?birine (?:\S+ )?(?:soylemis olmak|soylemek|yazmak|haber vermek) (?:\S+ )?(?:istedim|istiyorum)\b|\btavsiye (?:\S+ )?(?:istemiyorum|istemiyom)\b|\bnumara (?:\S+ )?(?:gondermeyin|atma|verme)\w*|\b(?:icim|garip bir sekilde) (?:\S+ )?(?:rahatladi|rahat|huzurlu)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'distress',
      pattern: rx(
        String.raw`\bbu sefer (?:\S+ )?(?:konusmayacagiz|konusmicaz|konusma yok|laf yok)\b|\b(?:o zaman|o gece|orada|sonra) (?:\S+ )?(?:yapacagim|yapicam|yapcam|halledecegim)\b`,
      ),
    },
    // plan: a place tied to a moment or a condition; nobody will find me
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kopruye|koprusune|ucuruma|raylara|baraja|gokdelene|gokdelenin tepesine)\w* (?:\S+ ){0,2}(?:cikacagim|cikicam|cikcam|gidecegim|gidicem|cikiyorum|gidiyorum)\b(?!(?: \S+){0,4} (?:balik|yuruyus|gezme|fotograf|kosu|bisiklet|piknik|manzara)\w*)`,
      ),
    },
    {
      category: 'plan',
      pattern: rx(
        String.raw`\b\w+(?:mezse|mazsa|medikce)\b(?: \S+){0,8} (?:catiya|catisina|kopruye|koprusune|ucuruma|raylara|baraja|gokdelene)\w* (?:\S+ ){0,2}(?:cikacagim|cikicam|cikcam|gidecegim|gidicem|atlayacagim|atlicam)\b|\b(?:sabaha kadar|gunlerce|kimse) (?:\S+ ){0,2}(?:beni )?(?:bulmaz|bulamaz|fark etmez)\b`,
      ),
    },
    // preparation: seed phrases "open after me", debts all paid, letters, pets given away, farewells
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:benden sonra|ben gittikten sonra|ben oldukten sonra|ben yokken) (?:\S+ )?(?:ac|acin|acarsin|okuyun|oku|okursun)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:butun|tum|herkesin|ne kadar) (?:\S+ ){0,2}borc\w* (?:\S+ ){0,2}(?:kapattim|odedim|kapatiyorum|sifirladim|kapadim)\b(?!(?: \S+){0,3} (?:kutlama|kutluyoruz|ozgurum|oh be|sonunda)\w*)`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kira|kirasini|faturalari)\w* (?:\S+ ){0,2}pesin (?:verdim|odedim)\b|\bkimse (?:\S+ )?(?:ugrasmasin|zahmet cekmesin|pesimden kosmasin)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:annem|babam|esim|kardesim|ailem|oglum|kizim|sevgilim)\w* (?:icin )?(?:bir |birer )?(?:mektup|not|veda)\w* (?:yazdim|biraktim|hazirladim)\b|\beksik (?:bir sey|hicbir sey) kalmasin\b|\bkimseye yuk olmayayim\b|\bher sey (?:\S+ )?(?:hazir|yerli yerinde|tamam)\b(?: \S+){0,3} (?:artik|simdi)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kedimi|kopegimi|kedilerimi|kopeklerimi|kusumu|hayvanlarimi)\b(?: \S+){0,4} (?:verdim|birakdim|biraktim|emanet ettim|sahiplendirdim|yuva buldum)\b(?!(?: \S+){0,3} (?:tatil|asi|bakim|veteriner)\w*)`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:laptopumu|bilgisayarimi|telefonumu|gitarimi|playstationimi|konsolumu|arabami|bisikletimi|saatimi|kamerami)(?: \S+){0,2} (?:ve|da|de|ile) (?:\S+ )?(?:laptopumu|bilgisayarimi|telefonumu|gitarimi|playstationimi|konsolumu|arabami|bisikletimi|saatimi|kamerami)\b(?: \S+){0,4} (?:verdim|hediye ettim|dagittim)\b|\b(?:laptopumu|bilgisayarimi|telefonumu|gitarimi|playstationimi|konsolumu|arabami|bisikletimi|saatimi|kamerami)(?: \S+){0,4} (?:verdim|hediye ettim|dagittim)\b(?: \S+){0,4} (?:lazim|gerek|ihtiyac)\w* (?:\S+ )?(?:olmayacak|kalmadi|yok)\b|\b(?:birkac|iki|uc|\d+) gun sonra (?:\S+ ){0,2}(?:kedime|kopegime|eve) (?:\S+ )?bak\w*`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\bbir daha (?:\S+ )?(?:yazmam|yazamam|yazmayacagim|gorusemeyiz|goremeyeceksiniz|olmayacagim)\b|\bhepinizi (?:\S+ )?sevdim\b|\bguzeldi (?:\S+ )?(?:surdugu|devam ettigi) (?:surece|kadar)\b|\b(?:biraktigim|arkamda biraktigim) (?:\S+ )?(?:daginiklik|pislik|dert)\w* (?:icin )?(?:ozur|kusura)\w*`,
      ),
    },
    // in-progress: on the roof's edge, gas open, a weapon packed for someone
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:kopru|cati|balkon|ucurum|bina|pencere|ray|gokdelen|kule|korkuluk|kenar)\w*(?:deyim|dayim|teyim|tayim|ustundeyim|ustundayim|kenarindayim|tepesindeyim)\b(?: \S+){0,10} (?:atla|atl|gidiyorum|elveda|son (?:bir )?kez|kenarda|asagi|veda|oturuyorum)\w*`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:ocag|ocak|tup|gaz|dogalgaz|vana)\w* (?:\S+ ){0,2}(?:actim|acik biraktim)\b(?: \S+){0,12} (?:yakmadim|kapattim|koku\w*|basim|uyuyorum|yatiyorum|pencere\w*|donuyor)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:bicak|bicagi|silah|silahi|tabanca|tabancayi|satir|satiri|sopa|sopayi|tufek|tufegi|emanet|emaneti)\w*(?: \S+){0,3} (?:cantama|ustume|belime|yanima|cebime|arabaya) (?:koydum|aldim|aliyorum|alacagim|koyacagim|koyuyorum)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:evini|adresini|yerini|isyerini) (?:\S+ )?(?:buldum|ogrendim)\b|\b(?:kapisina|kapisinin onune) (?:\S+ ){0,2}(?:gidecegim|gidicem|dayanacagim)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\bparayi vermezse (?:\S+ ){0,3}(?:olacaklari|ne olacagini|sonunu)\b|\b(?:bicak|silah|tabanca|satir)\w*(?: \S+){0,6} (?:gelmesini|eve gelmesini|cikmasini) bekliyorum\b|\b(?:bicak|silah|tabanca|satir|sopa|tufek|emanet)\w*(?: \S+){0,3} (?:cantama|ustume|belime|yanima|cebime) (?:koydum|aldim|aliyorum)\b(?: \S+){0,6} (?:evine|kapisina|yanina|isyerine|ofisine) (?:gidecegim|gidicem|gidiyorum)\b`,
      ),
    },
    // Round 2b: envy of the dying, lights out, pulling the plug, the car in the garage, a weapon in the boot
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:olumcul|son evre|kanser|terminal|olmek uzere olan|olum doseg\w*)\w* (?:\S+ ){0,2}hasta\w* (?:\S+ ){0,2}(?:imren|kiskan|ozen|gipta)\w*|\b(?:imreniyorum|kiskaniyorum|ozeniyorum)\b(?: \S+){0,4} (?:olen|olecek|olmek uzere)\w*|\bisiklari (?:\S+ ){0,5}(?:kapatmak|kapatsam|kapatayim|sondurmek|sondursem)\b|\bbir daha (?:\S+ )?(?:acilmamak|yanmamak) uzere\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bfisi (?:\S+ )?(?:cekmek|cekecegim|cekicem|cekiyorum|cekeyim|ceksem)\b(?: \S+){0,6} (?:artik|tamamen|temelli|hayat\w*|kendi\w*|bitirmek|sonsuza)\b|\b(?:kendi )?fisimi (?:\S+ )?cek\w*|\bdefteri (?:\S+ )?kapat(?:mak|acagim|icam|sam)\b(?: \S+){0,4} (?:hayat\w*|tamamen|temelli|artik)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\bgaraj\w*(?: \S+){0,4} (?:araba|arac|motor)\w* (?:calisiyor|acik|calisir)\b|\b(?:araba|motor)\w* (?:calisiyor|acik)\b(?: \S+){0,4} (?:kapi|garaj kapisi|kepenk)\w* (?:kapali|kapattim)\b|\begzoz\w*(?: \S+){0,4} (?:hortum|icer)\w*`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'risk',
      pattern: rx(
        String.raw`\bgozlerim (?:\S+ )?karar\w*|\bellerimi (?:\S+ )?hissetmiyorum\b|\bbasim (?:\S+ )?donuyor\b|\bnefes (?:\S+ )?alamiyorum\b`,
      ),
    },
    {
      category: 'plan',
      pattern: rx(
        String.raw`\beve (?:donmeyecegim|donmicem|gitmeyecegim|gitmicem)\b(?: \S+){0,5} (?:kopru|deniz|baraj|ucurum|ray|gol|nehir)\w* (?:\S+ )?(?:gidecegim|gidicem|gidiyorum|yurudum|inecegim)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bkafamda (?:\S+ )?(?:her sey|hersey)? ?(?:hazir|netlesti|bitti|belli)\b|\bplan (?:\S+ )?hazir\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:sifre|kelime|seed|cuzdan)\w*(?: \S+){0,8} zarf\w*|\b(?:sifre|kelime|seed|cuzdan)\w*(?: \S+){0,6} (?:ablama|abime|kardesime|anneme|babama|esime|kizima|ogluma) (?:\S+ ){0,3}(?:biraktim|yazdim|teslim ettim)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:ugrasmasin|aramasin|zahmet cekmesin|dert etmesin|yorulmasin) diye\b|\bkimse (?:\S+ )?(?:ugrasmasin|zahmet cekmesin)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\bherkese olan (?:\S+ )?borc\w* (?:\S+ ){0,3}(?:odedim|kapattim|verdim)\b|\bborc\w* (?:\S+ )?tek tek (?:odedim|kapattim)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:uzun|buyuk|son) (?:bir )?yolculuk(?:tan|a cikmadan) once\b|\bortaligi (?:\S+ )?topla\w*(?: \S+){0,3} gibi\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:beyzbol sopa|sopa|bicak|silah|tabanca|satir|tufek|emanet)\w*(?: \S+){0,2} (?:bagaj|cantam|arabam|torpido)\w*(?: \S+){0,8} (?:hesaplas(?:acagiz|icaz|acagim|icam)|hesap (?:\S+ )?(?:soracagim|sorucam|gorecegiz)|(?:pisman|bedelini) (?:\S+ )?(?:edecek|olacak|odeyecek|odetecegim))\b`,
      ),
    },
    // A pet and a possession given away in one go.
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kedimi|kopegimi|kedilerimi|kusumu)\b(?: \S+){0,4} (?:verdim|biraktim|emanet ettim)\b(?: \S+){0,3} (?:laptopumu|bilgisayarimi|telefonumu|gitarimi|konsolumu|arabami|bisikletimi|esyalarimi)\b|\b(?:laptopumu|bilgisayarimi|telefonumu|gitarimi|konsolumu|arabami|bisikletimi|esyalarimi)\b(?: \S+){0,4} (?:verdim|hediye ettim)\b(?: \S+){0,3} (?:kedimi|kopegimi|kedilerimi|kusumu)\b`,
      ),
    },
    // Round 2c: not being around soon, heart stopping, rope in the woods, on the tracks
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:yakinda|cok yakinda|artik) (?:\S+ )?aranizda (?:olmayacagim|olmicam|yokum)\b|\baranizda (?:\S+ )?(?:olmayacagim|olmicam) (?:artik|yakinda)\b|\buyanmamaya (?:\S+ )?karar (?:verdim|verdi)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${PILLS}(?: \S+){0,8} (?:kalbim\w* (?:durur|duracak|durdurur)|kalp (?:durmasi|durur))\b|\b(?:ip|urgan)\w*(?: \S+){0,3} (?:ormana|koruya|ahira|garaja|bodruma|ormanda)\w*|\b(?:ormana|koruya|ahira)\w*(?: \S+){0,3} (?:iple|urganla|ip alip)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:ray|raylar|hat)\w*(?:dayim|deyim|ustundeyim)\b(?: \S+){0,4} (?:tren|metro|marmaray|yht)\w* (?:geliyor|yaklasiyor|geldi)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(String.raw`\b(?:tarihi|gunu) (?:\S+ )?(?:sectim|belirledim|ayarladim)\b`),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:kedi|kopek|kus|hayvan)\w* (?:\S+ )?yuva (?:buldum|ayarladim)\b|\b(?:kedimi|kopegimi|kedilerimi|kopeklerimi) (?:\S+ )?sahiplendir\w*`,
      ),
    },
    // Round 3: intent fragments pair with each other in one message (a 'risk' fragment no longer pairs).
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\bkarar\w* (?:\S+ )?(?:verdim|kesin|netlesti)\b(?: \S+){0,4} (?:geri )?donus(?:u|um)? (?:\S+ )?yok\b|\bkarar\w* (?:\S+ )?(?:verdim|kesin|netlesti)\b(?!(?: \S+){0,5} (?:is|ise|isten|istifa|tasin|evlen|bosan|okul|bolum|universite|sehir|kira|araba|ev)\w*)|\b(?:donusu|geri donusu|geri adim\w*|vazgecmek) (?:\S+ )?(?:yok|olmayacak)\b|\bgecen bir sey yok\b|\bsadece (?:gunu|tarihi|zamani) (?:seciyorum|belirliyorum|bekliyorum)\b|\b(?:tarihi|gunu) (?:\S+ )?(?:sectim|belirledim|ayarladim)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:sadece )?birine (?:\S+ )?(?:soylemis olmak|soylemek|yazmak|haber vermek) (?:\S+ )?(?:istedim|istiyorum)\b|\bbirinin bilmesini istedim\b|\btavsiye (?:\S+ )?(?:istemiyorum|istemiyom)\b|\bnumara (?:\S+ )?(?:gondermeyin|atma|verme)\w*|\b(?:akil vermeye|beni ikna etmeye|vazgecirmeye) (?:\S+ )?calisma\w*|\b(?:icim|garip bir sekilde) (?:\S+ )?(?:rahatladi|rahat|huzurlu)\b|\brahatladim\b|\bkorkmuyorum artik\b`,
      ),
    },
    {
      category: 'plan',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:ezan\w*|bu gece|bu aksam|aksam|yarin|gece yarisi|sabah|cuma\w*|cumartesi\w*|pazar\w*)(?: \S+){0,2} (?:sonra )?her sey (?:bitecek|bitmis olacak|sona erecek)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\bher sey icin (?:sag ol|sagol|tesekkur\w*|minnettarim)\b|\bsevdigimi (?:\S+ )?(?:yazdim|soyledim|soyle\w*)\b|\bben (?:gidince|gittikten sonra|olunce|olmeyince|yokken|olmadigimda)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:zarf|mektup)\w*(?: \S+){0,6} (?:seed|sifre|ledger|anahtar|cuzdan)\w*|\b(?:seed|sifre\w*|ledger\w*|anahtar\w*)(?: \S+){0,4} (?:zarf\w*|cekmece\w*)\b|\b(?:kedi\w*|kopeg\w*|kopek\w*|hayvan\w*)(?: \S+){0,3} (?:alacak|bakacak|sahiplenecek|goturecek)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${HIGH_FROM} (?:dusen|atlayan|atlasa|duserse|atlarsa|dussem|atlasam)\w*(?: \S+){0,3} (?:kurtul\w*|yasar\w*|hayatta kal\w*|olur mu|sag kal\w*)`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:korkulu\w*|parmaklig\w*|bariyer\w*|demir\w*) (?:\S+ )?dis tarafinda\w*|\b(?:koprunun|binanin|catinin|balkonun|ucurumun) (?:\S+ ){0,2}(?:ucundayim|kenarindayim|disindayim|dis tarafindayim)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:silah\w*|tabanca\w*|tufe\w*|bicag\w*|bicak\w*)\b(?: \S+){0,2} (?:var|yaninda|yanimda|cantamda|belimde)\b(?: \S+){0,3} (?:su an|simdi) (?:\S+ ){0,2}(?:otopark\w*|kapisinda\w*|onunde\w*|binasinda\w*|ofisin\w*)(?:yim|im|dayim|deyim)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:silah\w*|tabanca\w*|tufe\w*|bicag\w*|bicak\w*)\b(?: \S+){0,2} (?:var|yaninda|yanimda|cantamda|belimde)\b(?: \S+){0,3} (?:su an|simdi) (?:\S+ ){0,2}(?:otopark\w*|kapisinda\w*|onunde\w*|binasinda\w*|ofisin\w*)(?:yim|im|dayim|deyim)\b`,
      ),
    },
    // Round 4: handling it before they find out, how many pills wreck the liver, bridge height and walking onto it, debts closed and no burden any more
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:ogrenmeden|duymadan|gormeden|fark etmeden|uyanmadan|anlamadan|eve gelmeden) (?:\S+ )?(?:hallederim|halletmis olurum|bitiririm|bitirmis olurum|giderim|gitmis olurum|yok olurum|ortadan kalkarim|cekip giderim)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:parasetamol|parol|ilac|hap|uyku ilaci|xanax|antidepresan|insulin|aspirin|tylol|majezik|lustral|lityum|morfin)\w*(?: \S+){0,3} (?:kac tane|kac tanesi|kac kutu|kac mg|kac gram|ne kadari|ne kadar)\b(?: \S+){0,6} (?:oldurur|olumcul|karacigeri|bobrekleri|geri donussuz|oldurucu|oldurmeye|oldurmek)\w*|\bkac (?:tane|tanesi|kutu|mg|gram)\b(?: \S+){0,2} (?:parasetamol|parol|ilac|hap|uyku ilaci|xanax|antidepresan|insulin|aspirin|tylol|majezik|lustral|lityum|morfin)\w*(?: \S+){0,5} (?:oldurur|olumcul|karacigeri|bobrekleri|geri donussuz|oldurucu|oldurmeye)\w*`,
      ),
    },
    {
      category: 'method',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:kopru|bina|gokdelen|ucurum|baraj|viyaduk|plaza|otopark|kule|kulesi)\w*(?: \S+){0,2} (?:yuksekligi|kac metre|kac kat)\b|\b(?:yaya|yuruyerek)(?: \S+){0,2} (?:ortasina|ustune|kenarina|tepesine)(?: \S+){0,2} (?:yurunebil|cikilabil|gidilebil|cikabil|yuruyebil)\w*|\b(?:ortasina|kenarina|tepesine|korkuluguna) (?:kadar )?(?:yurunebil|cikilabil|gidilebil|tirmanilabil)\w*`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\bborc\w* (?:\S+ )?(?:kapattim|odedim|kapadim|hallettim|temizledim|sifirladim)\b|\bkimseye (?:\S+ )?(?:yuk|yuku) (?:olmayacagim|olmicam|olmam|olmayacak|birakmayacagim)\b`,
      ),
    },
    // --- round five (tuning set, new writers) ---
    // passive wish: leaving this world, not waking tomorrow, "God take my life", not caring whether alive
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:bu dunyadan|dunyadan) (?:gocup|gocmek|gocmek|gidip|gitmek|ayrilmak|ayrilip)\w*|\b(?:keske |bir daha )?uyanmasam (?:\S+ )?(?:iyi|daha iyi|keske|olur)\b|\b(?:allahim|rabbim|tanrim|ya rabbi?)(?: \S+){0,2} (?:al canimi|canimi al)\w*|\byasar miyim(?: \S+){0,2} (?:umurumda degil|fark etmez|onemli degil)\b|\bbu hayata devam (?:etmem|etmeyecegim|etmeyecem|etmicem)\b`,
      ),
    },
    // method: how fast a poison works on a person
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:fare zehri|zehir|zehri|tarim ilaci|bocek ilaci)\w*(?: \S+){0,3} (?:insana|insanda|insani)(?: \S+){0,4} (?:etki|oldurur|ne kadar|kac)\w*`,
      ),
    },
    // self-harm: hitting a wall or a mirror on purpose, biting until it bleeds
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:aynaya|aynayi|duvara|duvari|cama)\b(?: \S+){0,8} (?:bilerek|kasten|bile bile|hak ettim)\b|\b(?:bilerek|kasten|bile bile) (?:\S+ ){0,2}(?:aynaya|aynayi|duvara|duvari|cama)\b|\b(?:kanayana|kanatana|kan cikana) kadar (?:\S+ )?(?:isir|vur|kasi|yumruk)\w*`,
      ),
    },
    // plans: a price level, then the roof or the bridge "that night"; "I go with it too"
    {
      category: 'plan',
      pattern: rx(
        String.raw`\b\w*(?:altindaysa|ustundeyse|gecerse|kirilirsa|degerse|duserse|inerse|kapanirsa)\b(?: \S+){0,4} (?:o gece|o gun|o aksam|hemen) (?:catiya|kopruye|koprusune|raylara|ucuruma)\w*`,
      ),
    },
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:oraya|o fiyata|o seviyeye) (?:degerse|gelirse|inerse|duserse) ben de (?:giderim|gidecegim|gidicem|biterim)\b|\bben de (?:giderim|gidecegim|gidicem|biterim|bitecegim|olurum|onunla giderim)\b|\bsonum (?:gelir|gelecek|olur)\b`,
      ),
    },
    // intent fragments that say it together: "decided", "this weekend I do it", "no one can stop me"
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:karar verdim|kararim bu)\b(?!(?: \S+){0,3} (?:istifa|tasin|evlen|bosan|ayril|birak|sat|al|basla)\w*)|\b(?:hafta sonu|bu gece|yarin|yilbasi gecesi|gonderince|sonra) (?:yapacagim|yapiyorum|yapicam)\b|\bkimse beni (?:vazgeciremez|durduramaz)\b|\btavsiye (?:istemiyorum|istemem)\b|\b(?:havai fisek|fisek) sesine\b`,
      ),
    },
    // preparation: who takes the cat written down, lines cancelled, "for afterwards", asking everyone's forgiveness
    {
      category: 'preparation',
      pattern: rx(String.raw`\bkimin alacagini (?:yazdim|belirledim|ayarladim|not ettim)\b`),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:hatti|hattimi|telefon\w*|numara\w*)(?: \S+){0,4} iptal ettim\b|\bartik gerek (?:yok|kalmadi)\b|\bsonrasi icin\b|\b(?:seed|ledger)\w*(?: \S+){0,4} (?:gonderdim|verdim|biraktim)\b|\bhakkini helal e\w*|\bhelallik (?:diledim|istedim)\b|\bkimse anlamadi\b|\bher sey icin sag ?ol\b|\b(?:dukkan|ev|araba)\w* anahtarini (?:\S+ )?(?:verdim|biraktim)\b`,
      ),
    },
    // harm to others: the knife taken, on the way; a reckoning with "something" brought along
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\bbicag(?:i|imi)\b(?: \S+){0,2} (?:aldim|hazirladim|cebime koydum)\b(?: \S+){0,4} (?:gidiyorum|yoldayim)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'pair',
      pattern: rx(
        String.raw`\bgununu gosterecegim\b|\bhesabini sor(?:acagim|icam)\b|\byanimda bir sey (?:getirecegim|goturecegim|olacak)\b|\b(?:onu|seni)(?: \S+){0,2} keserim\b|\bsaka yapmiyorum\b`,
      ),
    },
    // --- round six (tuning set, a new writer) ---
    // passive wish: a bus hitting me would not matter, ending up under a bus, never having existed
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:otobus|araba|kamyon|tir|tren|metrobus|minibus)\w* (?:\S+ )?(?:carpsa|ezse|carparsa|ezerse|carpsin)\b(?: \S+){0,4} (?:umrumda (?:olmaz|degil)|fark etmez|dert etmem|sorun olmaz)|\b(?:otobusun|arabanin|kamyonun|tirin|trenin|metrobusun) altinda kal(?:sam|saydim|sak|ayim)\b|\bhic var olma(?:sam|saydim|masam)\b|\bvar olmasam (?:\S+ )?daha iyi`,
      ),
    },
    // "life has no meaning" with "I've had enough": each alone is distress, together a wish to be gone
    {
      category: 'passive-wish',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:yasamanin|hayatin|yasamin) (?:\S+ )?anlami (?:\S+ )?(?:yok|kalmadi)\b|\b(?:yetti artik|artik yetti|canima tak etti|artik yeter)\b`,
      ),
    },
    // "I'll finish it ... myself, I mean": the object named after the verb
    {
      category: 'active-ideation',
      pattern: rx(String.raw`\bbitir(?:icem|ecegim|cem|ecem|iyorum)\b(?: \S+){0,3} kendimi\b`),
    },
    // Who gets what, written down: a list of belongings to hand out
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\bkime ne (?:kalacag|verecegim|birakacag|gidecegi)\w*(?: \S+){0,2} (?:liste\w*|yazdim|not ettim|belirledim)`,
      ),
    },
    // A possession signed over because it "won't be needed again"; a farewell to family after hinting at leaving
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:bir daha|artik|bundan sonra) (?:\S+ )?(?:lazim|gerek|ihtiyacim) (?:\S+ )?olmayacak\b|\b\w+ (?:uzerine|ustune) yaptim\b|\b(?:devrettim|noterden verdim)\b`,
      ),
    },
    {
      category: 'passive-wish',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:burada|aranizda|bu dunyada) (?:cok |fazla |uzun )?(?:kalmayacagim|kalmicam|olmayacagim)(?: artik)?$`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:annemle|babamla|ailemle|kardesimle|esimle|herkesle|cocuklarimla) (?:\S+ )?vedalas\w*\b(?!(?: \S+){0,4} (?:havaalan|otogar|ucag|ucak|tatil|asker|okul|yurt)\w*)`,
      ),
    },
    // A letter left for family with an apology: "mektup yazıp masaya bıraktım, özür dilerim diye"
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\bmektup\w*(?: \S+){0,6} (?:biraktim|koydum|sakladim)\b(?: \S+){0,4} (?:ozur dilerim|affedin|kusura bakma|hakkini helal)\w*`,
      ),
    },
    // Decisions with a bare "I'll do it", "no going back", "it ends here", "not afraid any more"
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`(?:^|(?<=\b(?:karar verdim|kararimi verdim|gercekten|artik|yani) ))yap(?:acagim|icam|cam|iyorum)(?= |$)|\bvazgecmiyorum artik\b|\bartik vazgecmiyorum\b|\bartik (?:hic )?korkmuyorum\b|\bburada bit(?:iyor|ecek|sin)\b|\b(?:sadece )?biri(?:si)? bilsin (?:istedim|istiyorum)\b|\bkararimi verdim\b(?!(?: \S+){0,3} (?:istifa|tasin|evlen|bosan|ayril|sat|al|basla)\w*)`,
      ),
    },
    // A bare "I'm ending it" tied to a price or a date ("cuma 9000 altında kapanırsa hafta sonu bitiriyorum")
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b\w*(?:altinda|altina|ustunde) (?:kapanirsa|kalirsa|inerse|duserse)\b(?: \S+){0,3} bitir(?:iyorum|icem|ecegim|cem)\b|\b(?:ayin \d+\w*|maas gunu|kira gunu|senet\w*|\w+ gelince)(?: \S+){0,6} \S+(?:da|de|ta|te) bitir(?:iyorum|icem|ecegim|cem)$`,
      ),
    },
    // An event, then "one last good day": a goodbye planned around a family date
    {
      category: 'plan',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:mezuniyet|dugun|dogum gunu|bayram|nisan|sunnet)\w* (?:\S+ )?(?:sonra|bitince|gectikten sonra)\b|\bson (?:bir )?(?:guzel )?gun\w* (?:\S+ )?borcluyum\b|\b(?:babasiyla|annesiyle|babayla|anneyle|ailesiyle) son (?:bir )?(?:guzel )?gun\w*`,
      ),
    },
    // Means within reach: a gun at home "for myself"; a roof's access or a railing's height, asked "not for the view";
    // a high place that keeps coming back to mind
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:silah|tabanca|tufek|ruhsatli)\w*(?: \S+){0,2} (?:evde|dolapta|cekmecede|yanimda|bende) (?:duruyor|var|saklaniyor)\b|\b(?:cati|teras|tepe)\w* (?:\S+ )?(?:cikiliyor mu|cikilabiliyor mu|cikilir mi|cikabilir miyim)\b|\bkorkuluk\w* (?:\S+ )?(?:ne kadar yuksek|kac metre|kac cm|yuksekligi|alcak mi|yok)\b|\b(?:kutunun|sisenin|ilaclarin|haplarin|paketin) (?:hepsini|tamamini) (?:ic|yut)\w*|\b(?:otopark|kopru|cati|bina|kule|ucurum|baraj)\w* (?:\S+ )?(?:dusunup duruyorum|aklimdan cikmiyor|dusunuyorum surekli)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'pair',
      pattern: rx(String.raw`\b(?:manzara|merak|odev|arastirma|is|bilgi) icin (?:sormuyorum|degil)\b|\bkendim icin\b`),
    },
    // Harm to others: a weapon taken to someone's door; "blood will flow" (pairs with the home found, above)
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:sopa|beyzbol sopas|bicak|silah|tabanca|satir|tufek|demir)\w*(?:yla|la|le|iyla|ile) (?:\S+ ){0,2}(?:kapisina|evine|yanina|isyerine|ofisine|dukkanina) (?:gid|gel|dal)(?:icem|ecegim|cem|ecem|iyorum|acagim|icam)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'pair',
      pattern: rx(
        String.raw`\bnerede oturdugunu (?:\S+ )?(?:buldum|ogrendim|biliyorum)\b|\bkan (?:dokulecek|akacak|dokecegim)\b`,
      ),
    },
    // round 7: a wave, an accident or a bus taking me, "and it would be over / off my back" (dialect spellings too)
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:dalga|kaza|araba|tir|kamyon|otobus|deniz|kaya|yildirim|firtina|gocuk|bomba)\w*(?: \S+){0,3} (?:alsa|alip gotur\w*|carpsa|ezse|vursa|yutsa|olsa|devrilse|batsa|dusse)\b(?: \S+){0,8} (?:olur biter|biter gider|her sey biter|(?:benden|ustumden|sirtimdan) (?:ciksa|kalksa|kurtulsa)|kurtulsam|kurtulurum|kimse aramasa|dert biter)\b`,
      ),
    },
    // round 7: "kendime kıymak" (and the Black Sea "kendume kıyacağum"); "if I jumped into the sea it'd be over"
    { category: 'active-ideation', pattern: rx(String.raw`\bkend(?:ime|ume|imi|umi) (?:\S+ )?kiy\w*`) },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:denize|suya|nehre|bogaza|baraja|raylara|${HIGH_FROM})\w* (?:\S+ ){0,2}(?:atlasam|atlayip|atlayayim|atlayacagim|atlicam|kendimi atsam|kendimi birakasam)\b(?: \S+){0,3} (?:bitse|bitsin|biter|her sey biter|kurtulsam|kurtulurum)\b`,
      ),
    },
    // round 7: the steepest or highest point, how many metres; "will 7 floors do" (context); the key to the roof (pair)
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\ben (?:dik|yuksek|uc|derin) (?:yer|nokta|tepe|kisim|kat)\w*(?: \S+){0,3} (?:kac metre|yuksekligi|ne kadar yuksek|ne kadar derin)|\b\d+ (?:kat|metre)\w* (?:\S+ )?(?:yeter mi|yeterli mi|kafi mi|yeter herhalde)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'pair',
      pattern: rx(String.raw`\b(?:cati|teras|damin)\w* (?:\S+ )?(?:kapi|anahtar|sifre)\w* (?:\S+ )?bende\b`),
    },
    // round 7: a price or margin-call trigger; going up to the roof or the terrace; "for the last time"; "and I won't come back" (pairs)
    {
      category: 'plan',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:btc|bitcoin|eth|fiyat|coin|hesap|bakiye|parite|dolar)\w*(?: \S+){0,4} (?:alt|ust)\w* (?:\S+ )?(?:kapatirsa|kapanirsa|inerse|duserse|gelirse|dusmezse|cikmazsa|kapatmazsa)\b${NOT_A_TRADE_AFTER}|\b(?:margin call|likidasyon|likit)\w* (?:gelirse|olursa|yersem|olunca|gelince)\b`,
      ),
    },
    {
      category: 'plan',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:catiya|catisina|terasa|terasina|kopruye|koprusune|ucuruma|raylara|baraja|tepeye|tepesine)\w* (?:\S+ ){0,2}(?:cikacagim|cikicam|cikcam|gidecegim|gidicem|cikiyorum)\b|\bson (?:kez|defa|kere)\b|\b(?:acilacagim|acilicam|gidecegim|gidicem|cikacagim|cikicam)\b(?: \S+){0,3} (?:bir daha |geri )?(?:donmeyecegim|donmicem|donmeycem|gelmeyecegim|gelmicem)\b`,
      ),
    },
    // round 7: debts paid off first, the date set; "if anything happens to me"; made peace with everyone; a dog or a cat handed over (pairs)
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\bborc\w* (?:\S+ )?(?:kapatip|kapattim|odeyip|odedim|kapatinca|odeyince|kapatayim)\b|\b(?:tarih|gun)\w* (?:\S+ )?(?:de )?(?:sectim|belirledim|ayarladim|koydum)\b|\bbana (?:bir sey|bir seyler) olursa\b|\b(?:herkesle|hepinizle|hepsiyle) helalles\w*|\b(?:kopeg|kedi|kus|kopek)\w* (?:\S+ ){0,2}(?:verdim|biraktim|emanet ettim)\b`,
      ),
    },
    // round 7: threatening to throw someone into the sea, or going into their room with a knife
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:onu|onlari|seni|sizi|adami|herifi|adminini|adamini)\b(?: \S+){0,2} (?:denize|asagi|koprudan|ucurumdan|camdan|balkondan) (?:atacagim|aticam|atcam|atarim|atacam)\b|\b(?:denize|koprudan|ucurumdan|camdan|balkondan) (?:atacagim|aticam|atcam|atarim|atacam) (?:onu|onlari|seni|sizi)\b|\b(?:bicag|bicak|satir|silah|tabanca|sopa)\w* (?:\S+ )?(?:alip|kapip|kaptigim gibi) (?:\S+ ){0,2}(?:odasina|evine|yanina|ustune|isyerine|kapisina|ofisine) (?:girerim|giderim|dalarim|girecegim|gidecegim|dalicam|gidicem|giricem)\b`,
      ),
    },
    // round 7: out at sea with a chain or a weight tied to the feet
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:ayagima|ayaklarima|belime|bilegime|boynuma|kendime)\w* (?:\S+ )?(?:zincir|tas|agirlik|demir|capa|halat)\w* (?:\S+ )?bagla(?:dim|yacagim|icam|yorum)\b`,
      ),
    },
  ],
  distress: [
    rx(
      String.raw`\buyuyamiyo\w*|\buyku(?:m)? (?:\S+ )?(?:yok|girmiyor|tutmuyor)\b|\b(?:gunlerdir|geceler(?:dir)?) (?:\S+ )?uyumadim\b`,
    ),
    rx(
      String.raw`\bkendimden nefret\w*|\bkendimi (?:\S+ )?(?:sevmiyorum|affedemiyorum|suclu)\w*|\b(?:ise yaramaz|degersiz|beceriksiz|aptal)(?:im|in)\b`,
    ),
    rx(
      String.raw`\bumud(?:um|u)? (?:\S+ )?(?:kalmadi|yok)\b|\bumutsuz\w*|\bcaresiz\w*|\bmahvold\w*|\bbittim\b|\bbitirdi beni\b|\bcikis yolu yok\b`,
    ),
    rx(
      String.raw`\byasamanin (?:\S+ )?anlami (?:\S+ )?(?:yok|kalmadi)\b|\bicim (?:bos|bombos|karardi)\w*|\bne yapacagimi bilmiyorum\b|\butaniyorum\b|\byuzune bakamiyorum\b|\bpanik atak\w*|\bdepresyon\w*|\bdayanamiyorum\b|\btukendim\b|\byuk oluyorum\b|\bkimse (?:beni )?anlamiyor\b|\byalnizim\b`,
    ),
  ],
  loss: [
    rx(
      String.raw`\bteminat\w*|\blikit\w*|\blikide\w*|\bmargin call\w*|\brekt\b|\bbattim\b|\bbatik\b|\bhesa(?:p|bim|bi) (?:\S+ )?(?:patladi|sifirlandi|eridi|bitti)\b|\bsifirladim\b`,
    ),
    rx(
      String.raw`\b(?:birikim|maas|ev|miras|emeklilik|butun param|tum param|her seyim)\w* (?:\S+ )?(?:gitti|kaybettim|eridi|yandi|batti|sildim|uctu|bitirdim|yaktim|kaptirdim)\b|\bher seyimi kaybettim\b|\b\d+ ?k (?:gitti|kaybettim|zarar)\b`,
    ),
    rx(String.raw`\b(?:param|paralarim|para) (?:\S+ )?gitti\b|\blikidasyon\w*|\bsenet\w*`),
    rx(String.raw`\bborc\w*|\bkredi karti\w*|\bifl[a]s\w*|\bicra\w*`),
    // round six: "borrowed and lost it all with leverage"
    rx(
      String.raw`\b(?:hepsini|hepsi|tumunu|parami|paramizi|birikimimi)\w* (?:\S+ ){0,2}kaybettim\b|\bkredi cektim\b|\bkaldirac\w*(?: \S+){0,2} (?:kaybettim|gitti|battim|patladim)\b`,
    ),
  ],
  reassurance: [
    rx(
      String.raw`\b(?:guvendeyim|iyiyim|daha iyiyim|sakinim|sakinlestim|iyi hissediyorum)\b|\b(?:tesekkur\w*|sag ol|sagol|eyvallah)\b`,
    ),
    rx(
      String.raw`\b(?:112|182|doktor\w*|terapist\w*|psikolog\w*|annemi|babami|arkadasimi|abimi|ablami|kardesimi)\b(?: \S+){0,2} (?:aradim|arayacagim|aricam|konustum|yazdim)\b`,
    ),
    rx(String.raw`\b(?:yapmayacagim|yapmicam|yapmam|kendime (?:bir sey|zarar) (?:yapmayacagim|vermeyecegim))\b`),
  ],
  riskQuestions: [
    rx(String.raw`\b(?:su an|simdi)? ?(?:guvende|tehlikede) (?:misin|misiniz|degil misin)\b`),
    rx(
      String.raw`(?:\bi\u0307?ntihar\S*|\bkendini oldurmey\w*|canina kiymay\w*|hayatina son vermey\w*|kendine zarar vermey\w*|olmey\w*)(?: \S+){0,2} (?:dusunuyor musun|dusunuyor musunuz|dusundun mu|dusunceler\w*|mi dusunuyorsun)\b|\bi\u0307?ntihar dusunce\w*`,
    ),
    rx(
      String.raw`\b(?:canina kiyma|hayatina son verme|kendini oldurme|olme|kendine zarar verme)\w* mi (?:kastediyorsun|kastediyorsunuz|demek istiyorsun|demek istiyorsunuz|istiyorsun)\b|\bbir plan\w* var mi\b`,
    ),
    rx(
      String.raw`\b(?:ne|kac tane|ne kadar) (?:\S+ )?(?:aldin|ictin|yuttun)\b|\b(?:su an|simdi) (?:neredesin|nerdesin)\b|\bneredesin\b`,
    ),
    // round six: "thinking of taking them to hurt yourself?", "did you take something?", "a place in mind?",
    // "farewell letters?", "quitting trading, or life?"
    rx(
      String.raw`\b(?:kendine zarar vermek|canina kiymak|olmek|hayatina son vermek) icin\b(?: \S+){0,2} (?:dusunuyor musun|dusunuyor musunuz|mi)\b|\bbir sey (?:aldin|ictin|yuttun) mi\b|\baklinda (?:bir )?(?:yer|zaman|yontem) var mi\b|\bveda (?:mektu[bp]|mesaj|not)\w* mi\b|\bhayat(?:i|tan|ini|ina) mi\b`,
    ),
  ],
};
