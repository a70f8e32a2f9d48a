import type { ScreenLanguage } from './taxonomy';

/**
 * Words that say a Latin-script message may be written (partly) in a language: its common
 * function words, pronouns, negations and verb endings, as they look after normalisation (lower
 * case, no accents, no apostrophes). The risk screen runs a Latin-script lexicon's rules only on
 * a message that holds one of its markers (or on a very short message, where every lexicon
 * runs), so an English message is not read by eight other languages' rules as well. This is
 * a speed measure, so the lists err on the side of including: a marker that is also common in
 * another language costs time, never a verdict; a missing one could cost a verdict, and the
 * screen's tests check that the gate changes no verdict on any labelled message.
 * docs/safety/risk-screen.md, "Cost", says why this is safe and what it saved.
 */
const words = (list: string) => new RegExp(String.raw`(?:^| )(?:${list.trim().split(/\s+/).join('|')})(?= |$)`);

/** Turkish also by its verb endings: "olecegim", "istiyorum", "durmuyor", "atlicam", "yapmak", "yuttum", "olursa". */
const withEndings = (list: string) =>
  new RegExp(
    `${words(list).source}|(?:iyorum|yorum|yor|ecegim|acagim|icem|icam|ucam|ucem|mak|mek|madim|medim|dim|tim|dum|tum|sam|sem|rsa|rse)(?= |$)`,
  );

/** Indonesian also by its affixes: "berdiri", "nyilet", "ngasih", "rumahnya", "tinggalkan". */
const withAffixes = (list: string) =>
  new RegExp(
    `${words(list).source}|(?:^| )(?:ber|ter|meng|mem|peng|nge|ny|ng)\\S{3,}|\\S{3,}(?:nya|kan|lah|kah|ku|mu)(?= |$)`,
  );

export const LATIN_MARKERS: Readonly<Partial<Record<ScreenLanguage, RegExp>>> = {
  en: words(`
    i im ive id ill me my mine myself you your u ur the a an to is am are was were be been it its this that
    and or but if so just not no dont cant wont want wanna gonna going do did have has had will would
    what why how when where who all at on in of for with from by up out about anymore ever never now
    kms kys unalive ctb sh od lol ngl tbh rn`),
  es: words(`
    yo me mi mis te tu el la los las lo le les un una y o que de del en por para con sin no ya mas
    muy pero como cuando donde quiero estoy soy tengo voy hay esta este esto eso todo nada nadie
    mismo matarme morir morirme suicidarme suicidio vida mejor nunca siempre ojala
    pastillas puente edificio tirarme matar muerto muerta cuantas cuantos donde hoy manana noche adios gracias perdon despedida carta cortarme cortes navaja ahorita aqui alla bien mal pues neta wey carajo
    tambien despues ahora algo hace tiene ella ellos esa ese porque hasta desde sobre cada vez otra otro asi bueno vale tio hermano pa verga`),
  pt: words(`
    eu me mim meu minha te voce vc o a os as um uma e ou que de do da dos das em no na por pra para
    com sem nao ja mais muito mas como quando onde quero to tou estou sou tenho vou tem isso tudo
    nada ninguem matar morrer suicidio vida melhor nunca sempre queria
    remedio remedios comprimidos ponte predio me matar morto morta quantos quantas onde hoje amanha noite adeus obrigado obrigada desculpa carta cortar aqui la bem mal entao tipo mano kkk kkkk
    ele ela eles esse essa tambem depois agora ate outra outro assim bom cara ta pq vcs ai num dia foi fui fiz vai estava tava`),
  fr: words(`
    je j jai jme me moi mon ma mes te tu toi le la les un une et ou que qui de du des en au aux pour
    par avec sans ne pas plus deja tres mais comme quand ou veux suis ai vais est cest ca tout rien
    personne mourir suicide vie jamais toujours envie
    medocs cachets pont immeuble me tuer mort morte combien ou aujourdhui demain soir adieu merci pardon lettre couper ici bien mal alors genre mdr
    dans sur sous nous vous ils elle elles ce se sa ses cette ces sont etre fait faire peux peut chez tous toute toutes quoi quel quelle oui ouais jsuis jpense jveux jen quon leur aussi encore depuis apres avant trop vraiment franchement mec putain nest lui eux`),
  de: words(`
    ich mich mir mein meine du dich dir der die das ein eine und oder dass nicht kein keine nie
    schon mehr sehr aber wie wenn wo will bin hab habe ist es alles nichts niemand sterben tot
    selbstmord leben immer nur noch jetzt auf dem den im am zu mit von fur bei nach sich an ab einfach
    tabletten brucke bruecke hochhaus umbringen mich toten wieviele wie viele wo heute morgen abend tschuss danke sorry brief ritzen hier gut schlecht also halt mal
    wieder ne zeit zum uberdosis ueberdosis erwischt eifach nume nod nud nid wett isch gsi oppis
    um ka koa oida hob schmah
    sind wird werde kann muss soll auch doch nein warum weil dann gestern viel alle einen einem einer meinen meinem meiner uns euch wir echt scheisse alter digga bisschen`),
  it: words(`
    io mi me mio mia ti tu il lo la i gli le un una e o che di del della in per con senza non piu
    gia molto ma come quando dove voglio sono ho vado ce tutto niente nessuno morire suicidio vita
    mai sempre ammazzarmi
    pastiglie pillole ponte palazzo ammazzare morto morta quante quanti dove oggi domani stasera addio grazie scusa lettera tagliarmi qui bene male allora tipo
    nel nella nei sul sulla scusate motore acceso chiuso sto stai sta lui lei col coltello andando zaino
    ke questa questo quello quella ogni volta stavolta davvero hai ha abbiamo sei siamo anche ancora dopo prima perche cosa chi solo degli delle dei alla alle al dal dalla tua tuo suo sua ci cazzo raga boh mica proprio troppo tanto fatto fare essere stato pure adesso ora lho`),
  tr: withEndings(`
    ben beni bana benim sen bir ve veya bu su o da de ki mi ne icin ile gibi ama artik hic cok yok
    var degil olmak olsun istiyorum istemiyorum kendimi kendime intihar olmek olecegim yasamak
    hayat simdi bugun yarin
    kac kesin nasil nerede nerden hangi en cok az doz hap ilac kopru bina cati atlarsam atlarsan olursun olurum olum oldum oldur veda hosca kal olmeyi tercih ederim kardesim annem babam lan abi kanka bugun gece yarin sana seni onu buna
    tum basim kan biraz oldu diye icim esimle cocuklar olsa olmasa ailem ailemi aileme kurtulur sigorta`),
  vi: words(`
    toi tao tui minh em anh chi con ban no la cua va roi nua khong ko chang dang da se muon chet
    song di duoc qua lam nay do thi ma cho voi tu nhu gi sao ai
    nao o vay mn ae dc nhi thuoc cau cao nhat tat ca cam on vinh biet dau lo ngu dem lien mat het tien roi vao day do nha tai sao luon lai bi can gio nguoi moi lan tuong ban cay`),
  id: withAffixes(`
    aku gue gw saya kamu lu lo elo dia yang dan di ke dari ini itu mau pengen gak ga nggak tidak udah
    sudah aja banget sih kok deh dong lagi bisa buat sama kalo kalau mati hidup bunuh bundir wkwk
    yg tp dgn utk krn gpp bgt bngt gmn gimana dimana beli paling tinggi tali racun obat jembatan atap gedung darah lantai penuh nangis capek tiap malem malam terus semua udh dah bener kayak gitu gini jadi apa ya kan
    baru barusan sudah belum akan sedang lagi masih juga cuma hanya semua banyak sedikit minum makan tidur bangun pergi pulang rumah orang anak ibu bapak mama papa adik kakak temen teman pacar istri suami uang duit utang hutang rugi habis abis nyangkut cuan porto kena likuidasi sekarang besok kemarin nanti hari minggu bulan tahun jam pas waktu biar supaya karena gara gara soalnya terus trus sampe sampai banget bgt aja doang nih tuh dong kan kok loh lho ya yah deh sih nya mau pengen ingin harus bisa nggak enggak engga ga gak tak belum`),
  hi: words(`
    main mai mein mujhe mujhko mera meri mere hum tum tu aap hai hain tha thi ho hoon hu nahi nahin
    nhi na ko ka ki ke se me bhi ab aur kya koi kuch sab yaar bhai kar karna karunga gaya gayi raha
    rahi mar marna maut zindagi jaan khudkushi aatmhatya
    diya diye liya kiya likh likha rakha wala wali wale hoon hun karne karke dunga denge jaunga jaungi pe par mein maine humne unka uska isko usko kal aaj raat din bas sach gala kaat dawai goli chhat pul
    abhi abhi abhii sab saari sara saare kuch koi kabhi phir fir bahut bohot zyada kam accha acha theek thik bura sach jhooth paisa paise loss udhaar karz ghar maa papa bhai behen biwi dost log wala wali hoga hogi hogaya ho gaya gya gyi kha khaa li le lo lena dena de di diya chahta chahti chahiye sakta sakti lag lagta lagti raha rahi rahe hun hoon tha thi the mat jao jaana aana ana kya kyun kaise kab kahan kaun yeh ye woh wo iss us in un apna apni apne mujhe tujhe humko`),
};

const MARKER_ENTRIES = Object.entries(LATIN_MARKERS) as [ScreenLanguage, RegExp][];

/** The Latin-script languages a normalised message shows a marker of. */
export function markedLatinLanguages(normalised: string): Set<ScreenLanguage> {
  const marked = new Set<ScreenLanguage>();
  for (const [lang, marker] of MARKER_ENTRIES) {
    if (marker.test(normalised)) marked.add(lang);
  }
  return marked;
}

/** Sums of the same shares added in another order can differ in the last bit. */
const TIE = 1e-9;

/**
 * The Latin-script language whose marker words a normalised message holds most of, or null when
 * it holds none. A word that marks several languages ("me", "la", "que") says less about each:
 * it counts 1/sqrt(k) for each of the k languages it marks, so "dans" decides between French and
 * Spanish where "la" and "me" cannot. English loses a tie: its words turn up in every language.
 * The risk screen asks this only when no lexicon's patterns matched (a crisis the learned layer
 * alone caught), so that crisis help still comes in the person's language. Measured on the tuning
 * set's 8,003 Latin-script messages: 95.8% right (94.5% counting every marker as 1 with the
 * shorter lists, 85.4% for franc-min limited to the same languages; decision 0028).
 */
export function likeliestLatinLanguage(normalised: string): ScreenLanguage | null {
  const score = markerScores(normalised);
  let likeliest: ScreenLanguage | null = null;
  let most = 0;
  for (const [lang] of MARKER_ENTRIES) {
    const points = score.get(lang) ?? 0;
    const tied = Math.abs(points - most) < TIE;
    if ((points > most && !tied) || (tied && points > 0 && likeliest === 'en')) {
      likeliest = lang;
      most = points;
    }
  }
  return likeliest;
}

/**
 * The Latin-script language whose marker words outweigh English's by at least one whole word, or
 * null. For a message the English rules matched: they also read loanwords ("suicide", "kms"), so
 * the rest of the message decides, and English keeps anything closer. On the tuning set's flagged
 * crises, 118 came out in the wrong language before and 89 after (a margin of 0 or 0.5 words: 90
 * and 91; 2 words: 93).
 */
export function clearlyNotEnglish(normalised: string): ScreenLanguage | null {
  const scores = markerScores(normalised);
  let clearest: ScreenLanguage | null = null;
  let most = (scores.get('en') ?? 0) + 1;
  for (const [lang, points] of scores) {
    if (points > most) {
      clearest = lang;
      most = points;
    }
  }
  return clearest;
}

/** Each Latin-script language's marker words in a normalised message, a word shared by k languages counting 1/sqrt(k). */
function markerScores(normalised: string): Map<ScreenLanguage, number> {
  const score = new Map<ScreenLanguage, number>();
  for (const token of normalised.split(' ')) {
    if (token === '') continue;
    const marking = MARKER_ENTRIES.filter(([, marker]) => marker.test(token));
    for (const [lang] of marking) score.set(lang, (score.get(lang) ?? 0) + 1 / Math.sqrt(marking.length));
  }
  return score;
}
