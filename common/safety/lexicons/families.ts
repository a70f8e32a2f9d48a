import type { ScreenLanguage } from '../taxonomy';
import type { RiskRule } from './lexicon';

/**
 * Broad patterns by family, one set per language, added on top of each lexicon's own rules
 * (lexicons/index.ts merges them). The lexicons grew phrase by phrase; these say the shape of a
 * family once, so new wordings of it are caught too:
 * - preparation: giving away one's things, and writing a letter or note, each a signal that
 *   needs context; the two together (or either after distress or a loss) are a crisis;
 * - in-progress: being at a high place, a railway or a bridge and about to jump, or having just
 *   swallowed all of one's pills;
 * - method: from what height or which floor a fall is not survived;
 * - passive-wish: wishing never to have been born, or to vanish for good.
 * Patterns run on normalised text (normalise-text.ts): lower case, no punctuation, Latin letters
 * without accents. Cyrillic has no `\b`, so its words are bounded by spaces.
 */
const re = (source: string) => new RegExp(source);
/** A few words of anything between two parts of a pattern. */
const GAP = String.raw`(?: \S+){0,5}`;
/** Cyrillic word start (no `\b` outside ASCII). */
const C = '(?:^| )';

/** A letter to a landlord, a bank or an employer, or a letter of complaint, is an errand. */
export const NOT_A_GOODBYE_LETTER = String.raw`(?! (?:to (?:my |the |our )?(?:landlord|bank|boss|manager|council|school|teacher|hr|tax office|exchange|support|editor|neighbou?rs?|mp|senator|congressman)|of (?:complaint|recommendation|resignation|application|reference|intent|support)|about (?:the |my )?(?:rent|deposit|repairs?|refund|complaint|noise))\b)`;

const BASE_FAMILIES: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
  en: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:gave|giving|given|gifted) away (?:all )?my(?: \S+){0,3} (?:things|stuff|belongings|possessions|clothes|cat|dog|pets?|watches|pc|guitar|car)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:wrote|written|writing|left|leaving)${GAP} (?:a |the |my )?(?:note|letters?|goodbye)\b(?! (?:to self|of credit))${NOT_A_GOODBYE_LETTER}`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:i am|am|im|standing|sitting) (?:at|on|by)${GAP} (?:station|platform|tracks|bridge|roof|ledge|railing|edge)\b${GAP} (?:train|jump|jumping|mine|now|going to jump)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:never|not) (?:opened|open|opening) my eyes again\b|\b(?:did not|didnt|do not|dont) make it to next (?:year|month|week)\b(?! (?:conference|event|meetup|halving))|\b(?:hope|hopes|hoping)(?: \S+){0,3} (?:get|gets|got) (?:sick|ill|cancer)\b`,
      ),
    },
  ],
  es: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:regale|regalo|regalando|di|deje|reparti) (?:todas? )?(?:mis|mi) (?:cosas|ropa|gato|perro|mascotas?|pertenencias)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\b(?:escribi|deje|escribiendo)${GAP} (?:una |la |mi )?(?:carta|nota|despedida)\b`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:estoy|ando|sigo) (?:en|sobre|parado en|sentado en)${GAP} (?:vias|anden|puente|azotea|techo|cornisa|barandal|borde)\b${GAP} (?:tren|saltar|tirarme|aventarme|ahora)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:ya )?(?:me )?(?:tome|trague|tomé) (?:todas? )?(?:las|mis) (?:pastillas|pastis|pildoras)\b(?:${GAP} todas\b)?`,
      ),
    },
  ],
  pt: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:dei|doei|distribui|deixei) (?:todas? )?(?:minhas?|meus?|o meu|a minha) (?:coisas|roupas|gato|cachorro|cao|pets?)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\b(?:escrevi|deixei|escrevendo)${GAP} (?:uma |a |minha )?(?:carta|bilhete|despedida)\b`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:to|tou|estou) (?:na|no|em cima d[ao]|sentado n[ao]|parado n[ao])${GAP} (?:trilhos?|plataforma|ponte|telhado|terraco|beirada|parapeito)\b${GAP} (?:trem|pular|me jogar|agora)\b`,
      ),
    },
  ],
  fr: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:donne|distribue|laisse) (?:toutes? )?(?:mes|mon|ma) (?:affaires|vetements|chat|chien|animaux)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:ecrit|laisse|ecris)${GAP} (?:une |la |mes |ma )?(?:lettres?|mot|adieux?) ?(?:d ?adieu)?\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:aimerais|voudrais|veux|prefererais) (?:ne )?(?:plus|pas|jamais) (?:exister|etre la|etre ne|etre nee?)\b`,
      ),
    },
  ],
  de: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:meine|mein|alle meine|meinen)(?: \S+){0,2} (?:sachen|katze|hund|klamotten|uhr|uhren|konsole)\b${GAP} (?:verschenkt|weggegeben|abgegeben|verteilt)\b|\b(?:verschenkt|weggegeben|verteilt) (?:meine|mein|alle)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:briefe?|abschiedsbriefe?|zettel|nachricht)\b${GAP} (?:geschrieben|hinterlassen|hingelegt)\b|\b(?:geschrieben|hinterlassen) (?:die |den |einen |meine )?(?:briefe?|zettel)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:ich )?(?:hab|habe) (?:gerade|grad|eben|vorhin|schon) (?:alle|die ganzen|meine ganzen|alle meine) (?:\S+ )?(?:tabletten|pillen|medikamente)\b(?: \S+)? (?:genommen|geschluckt|eingeworfen)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:ich )?(?:sitz|sitze|steh|stehe|bin) (?:auf|an|am|bei)${GAP} (?:gelander|brucke|bruecke|dach|gleis|gleisen|bahnsteig|kante|rand)\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:ab )?(?:wie vielen?|welcher hohe|welchem stock|wieviel) (?:metern?|stockwerken?|stock|hohe)\b${GAP} (?:uberlebt|ueberlebt|stirbt|tot|sicher)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:stech|steche|knall|knalle|mach|schlag) (?:ich )?(?:den|die|ihn|sie|das) (?:\S+ )?(?:ab|tot|kalt|um)\b(?! (?:heute|jetzt) (?:ab|an))${GAP} (?:wohnt|weiss|adresse)?`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:einschlafen|einpennen) und (?:weg|nicht mehr (?:da|aufwachen)|nie mehr aufwachen)\b`),
    },
  ],
  it: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:regalato|dato via|lasciato|distribuito) (?:tutte )?(?:le mie|il mio|la mia|i miei|mio|mia) (?:cose|vestiti|cane|gatto|gatti|cani|animali)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:scritto|lasciato|scrivendo)${GAP} (?:le |una |la |mie )?(?:lettere?|biglietto|addio)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:da )?(?:che|quale|quanti) (?:altezza|piano|metri)\b${GAP} (?:si muore|muori|morire|sopravvive|sicuro)\b`,
      ),
    },
  ],
  ru: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`${C}(?:раздал|раздала|раздаю|отдал|отдала|отдаю) (?:все |свои )?(?:вещи|кота|кошку|собаку|одежду)`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`${C}(?:написал|написала|оставил|оставила)(?: \S+){0,3} (?:записку|письмо|письма)`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`${C}(?:я )?(?:на|стою на|сижу на) (?:мосту|крыше|краю|рельсах|перилах|подоконнике)(?: \S+){0,4} (?:прыгну|прыгаю|сейчас|спрыгну)`,
      ),
    },
  ],
  uk: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`${C}(?:роздав|роздала|віддав|віддала) (?:всі |свої )?(?:речі|кота|кішку|собаку|одяг)`),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`${C}(?:написав|написала|залишив|залишила)(?: \S+){0,3} (?:записку|лист|листи)`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`${C}(?:я )?(?:на|стою на|сиджу на) (?:мосту|даху|краю|рейках|поручнях|підвіконні)(?: \S+){0,4} (?:стрибну|стрибаю|зараз|зістрибну)`,
      ),
    },
  ],
  tr: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:esyalarimi|kedimi|kopegimi|kiyafetlerimi|her seyimi)\b${GAP} (?:dagittim|verdim|birakti?m|bagisladim)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\b(?:mektubumu|mektuplarimi|mektup|not|veda mektubu)\b${GAP} (?:yazdim|biraktim)\b`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:koprunun|catinin|binanin|raylarin) (?:ustundeyim|uzerindeyim|kenarindayim|ustunde)\b`,
      ),
    },
  ],
  zh: [
    {
      category: 'passive-wish',
      pattern: /(?:从来没|从没|没有|不该|不要)(?:被)?(?:出生|生下来|来到这个世界)|要是没(?:出生|生下来)/,
    },
    {
      category: 'in-progress',
      pattern: /(?:我在|站在|坐在|我到)(?:.{0,4})(?:桥上|楼顶|天台|楼顶边|栏杆|铁轨)(?:.{0,6})(?:跳|要跳|马上)/,
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: /(?:东西|遗物|猫|狗|衣服)(?:都|全)?(?:送人|送掉|给人|分了)/,
    },
    { category: 'preparation', needs: 'distress', pattern: /(?:信|遗书|字条)(?:也|都)?写好/ },
  ],
  ja: [
    {
      category: 'in-progress',
      pattern: /(?:橋|屋上|線路|ホーム|ビル)の?(?:上|端|縁)?に(?:いる|立ってる|来た)(?:.{0,6})(?:飛ぶ|飛び降りる|跳ぶ)/,
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: /(?:物|もの|荷物|持ち物|猫|犬)(?:は|を)?(?:全部|ぜんぶ)?(?:人に)?(?:あげた|譲った|処分した)/,
    },
    // Not a letter to the landlord, the bank or the school: "大家さんに手紙を書いた".
    {
      category: 'preparation',
      needs: 'distress',
      pattern:
        /(?<!(?:大家さん|大家|管理会社|銀行|会社|学校|先生|役所)(?:に|へ)[^。]{0,8})(?:手紙|遺書|置き手紙)(?:も|を)?書いた/,
    },
  ],
  ko: [
    { category: 'in-progress', pattern: /방금(?:.{0,6})(?:약|수면제|알약)(?:.{0,4})(?:다|전부|몽땅) ?(?:삼켰|먹었)/ },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: /(?:물건|짐|옷|고양이|강아지)(?:.{0,3})(?:다|전부)? ?(?:나눠줬|나눠 줬|줘버렸|정리했)/,
    },
    { category: 'preparation', needs: 'distress', pattern: /(?:편지|유서|쪽지)(?:도|를|는)? ?(?:썼|써놨|써 놨)/ },
  ],
  vi: [
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:dang|toi dang|tao dang)? ?(?:dung|ngoi) (?:tren|o|ngay) (?:cau|san thuong|mep|lan can|duong ray)\b${GAP} (?:sap nhay|nhay|nhay xuong|roi)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\b(?:cho|tang|de lai) (?:het|lai)? ?(?:do dac|do|quan ao|meo|cho|tat ca)\b`),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\b(?:viet|de lai) (?:\S+ )?(?:thu|thu tuyet menh|loi tu biet)\b`),
    },
  ],
  id: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:barang|barang barang|barangku|barang barangku|baju|kucing|kucingku|anjing)\w*${GAP} (?:udah |sudah )?(?:kubagiin|kubagikan|dibagiin|dibagikan|kukasih|dikasih|kuberikan)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\bsurat\w*${GAP} (?:udah |sudah )?(?:kutulis|ditulis|nulis|tulis|kutinggal)\b`),
    },
  ],
  hi: [
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:saara|sara|apna|saaman|samaan|cheezein|cheeze)\b${GAP} (?:baant|de|bech) (?:diya|diye|di)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:chitthi|chithi|letter|note|khat)\b${GAP} (?:likh|likha|likhi) (?:di|diya|li|liya)?\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:kitni|kaun si|kaunsi|kitne) (?:manzil|floor|mala|meter|maale)\b${GAP} (?:maut|marte|mar jate|bachte nahi|pakka)\b`,
      ),
    },
    { category: 'method', pattern: /(?:कौन सा|कौनसा|कितना) (?:ज़हर|जहर|ज़ेहर)(?: \S+){0,4} (?:मारता|मार देता|मौत)/ },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:us|is|uss)\b${GAP} (?:ko|ke) (?:chaku|chaaku|goli|knife)\b (?:maar|mar) (?:dunga|doonga|dungi|denge)\b`,
      ),
    },
  ],
};

/**
 * Tuning round 3 (2026-11-26), written for tuning-set/round-3.ts, whose messages came from
 * docs/safety/risk-taxonomy.md and the crisis-safety issue's failure modes. One family per entry,
 * said once for every language:
 * - intent: "no going back" (needs distress), or with "I'll do it" after it (alone);
 * - in-progress: sitting on a railing, parapet or ledge; bleeding that will not stop or a cut too
 *   deep; a whole blister, strip or pack swallowed; a blade at the wrist or throat; a car running
 *   in a closed garage;
 * - passive-wish: to sleep forever;
 * - method: the lethal dose;
 * - preparation: passwords, seed phrase or keys left to someone, and "everything is settled"
 *   (each needs the other in the same message, or distress).
 */
const ROUND_3: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
  en: [
    {
      category: 'intent',
      pattern: re(
        String.raw`\b(?:no (?:going|turning) back|mind is made up|made up my mind|decision is (?:made|final))\b(?: \S+){0,5} (?:im |i am |i will |ill |gonna )?(?:doing it|do it|going through with it|go through with it|ending it|end it)\b(?! (?:with|for) (?:a |the |my )?(?:trade|position|long|short|bag))`,
      ),
    },
    {
      category: 'intent',
      pattern: re(
        String.raw`^(?:\S+ ){0,2}(?:my )?mind is made up(?: now)?(?: no more (?:waiting|pain|trying|pretending)| im done| its over| for good)?$`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:the )?(?:pills|tablets|meds|overdose|od) (?:are |is )?(?:starting to |beginning to )?kick(?:ing)? in\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:car|engine|motor)s? (?:is |are )?(?:running|on|started) in (?:the |a |my )?(?:closed |shut |locked |sealed )?garage\b|\b(?:hose|pipe|tube) (?:from|in|on) the (?:exhaust|tailpipe)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:knife|blade|razor|gun|pistol|barrel)s? (?:is |are )?(?:on|against|at|pressed to|to) my (?:wrists?|throat|neck|temple|mouth)\b|\b(?:gun|pistol|barrel) (?:is )?(?:to|against) my head (?:right )?now\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:hope|wish|want|pray|praying|hoping)(?: \S+){0,3} (?:go to sleep|fall asleep|sleep)(?: \S+){0,2} and (?:thats it|thats all|thats the end|its over|never wake|not wake|dont wake|never come back)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:welcome|wouldnt mind|would not mind|hope for|pray for|praying for|hoping for)(?: \S+){0,2} (?:a )?(?:heart attack|stroke|fatal accident|car crash|plane crash|aneurysm)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`\b(?:told|gave|sent|left|wrote down|showed|shared)(?: \S+){0,5} (?:passwords?|seed phrase|seed words|private keys?|logins?)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:told|gave|sent|left|wrote down|showed|shared)(?: \S+){0,5} (?:passwords?|seed phrase|seed words|private keys?|logins?)\b${GAP} (?:for after|after im gone|when im gone|once im gone|in case)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\b(?:for after|after im gone|when im gone|once im gone)\b`),
    },
  ],
  es: [
    {
      category: 'intent',
      pattern: re(
        String.raw`\bno hay (?:vuelta atras|marcha atras)\b(?: \S+){0,4} (?:lo (?:voy a )?hac(?:er|o)|voy a hacerlo|me voy a matar|me mato|me voy)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:estoy|ando|sigo) (?:sentad[oa] |parad[oa] |de pie )?(?:en|sobre) (?:la |el )?(?:orilla|borde|barandal|baranda|cornisa|filo) (?:del|de la|de mi) (?:puente|azotea|techo|edificio|balcon|ventana)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:ya )?(?:ate|amarre|colgue|puse) (?:la |una )?(?:cuerda|soga)\b(?: \S+){0,3} (?:viga|techo|ventilador|cuello|arbol|barandal)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:quisiera|quiero|ojala|me gustaria|desearia)(?: \S+){0,2} (?:dormir(?:me)?|quedarme dormid[oa]|descansar) para siempre\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`\b(?:deje|pase|mande|di|anote)(?: \S+){0,4} (?:contrasenas?|claves?|seed|frase semilla|llaves privadas|pin)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\b(?:todo (?:arreglado|en orden|resuelto|listo para)|mis asuntos en orden)\b`),
    },
  ],
  pt: [
    {
      category: 'intent',
      pattern: re(
        String.raw`\bnao (?:tem|ha) (?:mais )?volta\b(?: \S+){0,4} (?:vou fazer|vou me matar|vou fazer isso|vou nessa|eu faco|faco hoje)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`\b(?:deixei|passei|mandei|dei|anotei)(?: \S+){0,5} (?:senhas?|seed|frase semente|chaves? privadas?|carteiras|pin)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`\b(?:tudo (?:organizado|arrumado|resolvido|em ordem|certo pra)|deixei tudo (?:pronto|certo))\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:queria|quero|gostaria de) (?:dormir|apagar|sumir) pra sempre\b`),
    },
  ],
  fr: [
    { category: 'intent', pattern: re(String.raw`\b(?:je (?:vais )?)?pass(?:e|er) a l ?acte\b`) },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:pris|avale|gobe|prendre)(?: \S+){0,2} (?:plaquettes?|boites?|tubes?|flacons?) (?:entiere?s? )?(?:de |d )?(?:cachets|comprimes|medocs|medicaments|pilules|somniferes|doliprane|anxiolytiques)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\bje suis (?:assis |debout )?(?:au bord|sur le rebord|sur le parapet|sur la rambarde|sur la corniche) (?:du|de la|d un|d une|de mon) (?:toit|pont|balcon|immeuble|falaise|fenetre)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`\b(?:laisse|donne|envoye|ecrit|note)(?: \S+){0,5} (?:mots de passe|codes?|seed|cles privees|phrase de recuperation)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\btout (?:laisse |mis )?en ordre\b|\bmes affaires en ordre\b|\btout (?:regle|arrange)\b`),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:voudrais|veux|aimerais) (?:juste )?(?:dormir|m endormir) pour (?:toujours|l eternite)\b`,
      ),
    },
  ],
  de: [
    {
      category: 'intent',
      pattern: re(
        String.raw`\b(?:es gibt )?kein zuruck mehr\b(?: \S+){0,4} (?:zieh|ziehe|mach|mache) (?:das|es) (?:durch|jetzt)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:ich )?(?:sitz|sitze|steh|stehe) (?:auf|am) (?:dem |der )?(?:gelander|brustung|dachkante|sims|fenstersims)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:zu tief geschnitten|blute (?:so )?(?:stark|heftig|viel)|blutung hort nicht auf|hort nicht auf zu bluten)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:mochte|will|wurde gern|wurde gerne) (?:einfach )?fur immer (?:einschlafen|schlafen)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\b(?:passworter|passwort|seed ?phrase|schlussel|zugangsdaten|pins?)\b`),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\balles (?:geregelt|erledigt|in ordnung gebracht|vorbereitet)\b`),
    },
  ],
  it: [
    {
      category: 'intent',
      pattern: re(
        String.raw`\bnon (?:torno|si torna|posso tornare) indietro\b(?: \S+){0,3} (?:lo faccio|la faccio finita|mi ammazzo|mi uccido)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:sono|sto) (?:sedut[oa] |in piedi )?(?:sul|sulla) (?:parapetto|cornicione|ringhiera|davanzale)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:ho tagliato|mi sono tagliat[oa]) troppo (?:a fondo|profondo|in profondita)\b|\bsanguino (?:tanto|troppo|molto)\b|\bnon smette di sanguinare\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:vorrei|voglio|mi piacerebbe) (?:solo )?(?:dormire|addormentarmi) per sempre\b`),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\b(?:password|seed|chiavi private|credenziali|pin)\b`),
    },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`\b(?:ho )?sistemato tutto\b`) },
  ],
  ru: [
    {
      category: 'intent',
      pattern: re(
        String.raw`${C}(?:назад пути нет|пути назад нет|обратного пути нет)(?: \S+){0,3} (?:сделаю|покончу|уйду|решусь)`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`${C}(?:порезал|порезала|резанул|резанула)(?:ся|ась)? (?:слишком|очень|сильно) глубоко|${C}кровь (?:не останавливается|не остановить|хлещет)|${C}сильно (?:идет|течет) кровь|${C}кровь (?:сильно )?(?:идет|течет) не переставая`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`${C}(?:сижу|стою) на (?:перилах|парапете|ограждении|краю крыши|краю моста)`),
    },
    { category: 'passive-wish', pattern: re(String.raw`${C}(?:уснуть|заснуть) навсегда`) },
    { category: 'method', pattern: re(String.raw`${C}смертельн(?:ая|ую|ой) доз`) },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`${C}(?:оставил|оставила|отдал|отдала|передал|передала|скинул|скинула)(?: \S+){0,3} (?:пароли|сид|ключи|seed)`,
      ),
    },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`${C}(?:дела в порядке|все уладил|все уладила)`) },
  ],
  uk: [
    {
      category: 'intent',
      pattern: re(
        String.raw`${C}(?:назад дороги немає|дороги назад немає|шляху назад немає)(?: \S+){0,3} (?:зроблю|покінчу|піду)`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`${C}(?:порізав|порізала)(?:ся)? (?:занадто|дуже|надто) глибоко|${C}(?:сильно )?тече кров|${C}кров не зупиняється`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`${C}(?:сиджу|стою) на (?:поручні|поручнях|перилах|парапеті|краю даху|краю мосту)`),
    },
    { category: 'passive-wish', pattern: re(String.raw`${C}(?:заснути|уснути) назавжди`) },
    { category: 'method', pattern: re(String.raw`${C}смертельн(?:а|у|ої) доз`) },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(
        String.raw`${C}(?:залишив|залишила|віддав|віддала|передав|передала)(?: \S+){0,3} (?:паролі|ключі|сід)`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`${C}(?:справи в порядку|все владнав|все владнала)`),
    },
  ],
  tr: [
    {
      category: 'intent',
      pattern: re(String.raw`\bgeri donus(?:u)? yok\b(?: \S+){0,3} (?:yapiyorum|yapacagim|gidiyorum|bitiriyorum)\b`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:koprunun|catinin|binanin|balkonun) (?:korkulugunda|korkuluguna|parmakliginda|kenarinda|ucunda)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:cok kan kaybediyorum|kan(?:ama)? durmuyor|kanamam durmuyor|cok derin kestim)\b`),
    },
    { category: 'passive-wish', pattern: re(String.raw`\bsonsuza (?:kadar|dek) uyumak istiyorum\b`) },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\b(?:sifreleri|sifrelerini|sifrelerimi|sifremi|anahtarlari|seed)\w*\b`),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\b(?:her sey hazir|her seyi ayarladim|islerimi hallettim|her seyi hallettim)\b`),
    },
  ],
  zh: [
    { category: 'intent', pattern: /(?:没有回头路|回不了头)[^。]{0,6}(?:去做|动手|结束|了断)/ },
    { category: 'in-progress', pattern: /(?:桥|楼顶|天台|阳台|窗台)的?(?:栏杆|边缘|边上|护栏)上/ },
    { category: 'in-progress', pattern: /血(?:一直在流|止不住|停不下来|流个不停)|割得太深|割太深了/ },
    { category: 'passive-wish', pattern: /(?:想|希望|愿意)(?:就这样)?永远(?:睡下去|睡着|不醒)/ },
    { category: 'preparation', needs: 'pair', pattern: /(?:密码|助记词|私钥)/ },
    { category: 'preparation', needs: 'pair', pattern: /后事(?:都|也)?(?:安排好|交代好|处理好)|(?:都|全)安排好了/ },
  ],
  ja: [
    { category: 'intent', pattern: /後戻り(?:は|も)?(?:しない|できない|もうない)[^。]{0,6}(?:実行|やる|死ぬ)/ },
    {
      category: 'in-progress',
      pattern: /(?:橋|屋上|ビル|ベランダ)の(?:手すり|柵|フェンス|縁|端)(?:に|の上に)(?:座って|立って|いる)/,
    },
    { category: 'in-progress', pattern: /血が止まらない|深く切りすぎ/ },
    { category: 'passive-wish', pattern: /永遠に眠(?:りたい|っていたい)/ },
    { category: 'passive-wish', needs: 'distress', pattern: /ずっと眠っていたい/ },
    { category: 'preparation', needs: 'pair', pattern: /(?:パスワード|秘密鍵|シード)/ },
    { category: 'preparation', needs: 'pair', pattern: /身辺整理/ },
    { category: 'preparation', needs: 'distress', pattern: /身辺整理(?:は|も)?(?:済んだ|終わった|した)/ },
  ],
  ko: [
    { category: 'intent', pattern: /(?:돌이킬|되돌릴) ?수 ?없[^.]{0,6}(?:실행|할게|죽을|끝낼)/ },
    { category: 'passive-wish', pattern: /영원히 ?(?:자고 ?싶|잠들고 ?싶|잠자고 ?싶|눈 ?감고 ?싶)/ },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: /(?:비번|비밀번호|시드|지갑 ?키)(?:.{0,6})(?:남겨|알려 ?줬|적어 ?놨)/,
    },
    { category: 'preparation', needs: 'pair', pattern: /정리 ?(?:끝났|다 ?했|마쳤)|신변 ?정리/ },
  ],
  vi: [
    {
      category: 'intent',
      pattern: re(String.raw`\b(?:toi|tao|minh) da quyet (?:roi|dinh)\b(?: \S+){0,3} (?:se )?(?:tu tu|chet|lam)\b`),
    },
    {
      category: 'intent',
      pattern: re(String.raw`\bkhong con duong lui\b(?: \S+){0,2} (?:lam thoi|se lam|lam luon)\b`),
    },
    { category: 'method', pattern: re(String.raw`\blieu\b(?: \S+){0,3} (?:gay chet|chet nguoi|tu vong)\b`) },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`\bmat khau\b|\bseed\b|\bkhoa rieng\b`) },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`\blo xong (?:hau su|moi viec|het)\b`) },
  ],
  id: [
    {
      category: 'intent',
      pattern: re(
        String.raw`\b(?:gak|ga|nggak|tidak|tak) ada jalan (?:balik|kembali|pulang)\b(?: \S+){0,2} (?:aku |gue )?(?:lakuin|lakukan)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:nelen|menelan|nenggak|minum) (?:satu |se)(?:strip|papan|botol|bungkus|lempeng) (?:obat|pil)\b`,
      ),
    },
    { category: 'method', pattern: re(String.raw`\bdosis (?:mematikan|letal|fatal)\b`) },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`\b(?:password|kata sandi|seed|private key)\b`) },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`\bsemua(?:nya)? (?:udah|sudah) beres\b`) },
  ],
  hi: [
    {
      category: 'intent',
      pattern: /पीछे नहीं हट(?:ूँगा|ूंगा|ूँगी|ूंगी|ेंगे)?.{0,20}कर (?:ही )?(?:दूँगा|दूंगा|लूँगा|लूंगा|दूँगी|दूंगी)/,
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\bkhoon (?:ruk nahi raha|band nahi ho raha|nahi ruk raha)\b|\b(?:bahut )?gehra kaat (?:liya|diya|li)\b`,
      ),
    },
    { category: 'method', pattern: re(String.raw`\bjaan ?lewa (?:dose|matra|khurak)\b`) },
    { category: 'preparation', needs: 'pair', pattern: re(String.raw`\b(?:password|passwords|seed|private key)\b`) },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: re(String.raw`\bsab (?:settle|theek|set) kar (?:diya|liya|di)\b`),
    },
  ],
};

/**
 * Tuning round 3, batch 2 (tuning-set/round-3b.ts): the weakest families of held-out sets 1 and 2
 * by their category and language figures. Means: a gun without papers, how long an overdose takes,
 * from which floor a fall kills, what rope holds. Acts in passing: the pills already taken and
 * waiting, a lot of blood on the bathroom floor. Passive wishes: rather dead than tell someone,
 * nobody would notice if I were gone, no reason left to live. Threats: going to his house with a
 * knife. Preparation: a list of who gets what (needs distress). Intent and plans: accepting it and
 * ending everything, tonight.
 */
const ROUND_3B: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
  en: [
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:where|how)(?: \S+){0,3} (?:buy|get|find)(?: \S+){0,2} (?:gun|pistol|firearm|handgun|rifle)s?\b(?: \S+){0,3} (?:without|no) (?:a )?(?:background check|license|licence|papers|questions|waiting period)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:what|which) (?:kind of |type of |sort of )?rope\b(?: \S+){0,4} (?:does not snap|doesnt snap|will not snap|wont snap|(?:can )?holds? (?:my|a persons?|a mans) weight)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:no|without|doesnt have|does not have|dont have|do not have) platform (?:doors|screens|barriers)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:already|just) (?:took|taken|swallowed|had) (?:the |my |all the |all my |all of the )?(?:pills|tablets|meds)\b(?: \S+){0,3} (?:waiting|now)\b|\b(?:its|it is) done(?: \S+){0,2} (?:i )?(?:took|swallowed) (?:them|it|the lot) all\b|\bi (?:took|swallowed) them all\b|\b(?:halfway|half way) through\b(?: \S+){0,7} (?:pills|tablets)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:a lot of|so much|lots of|a pool of|blood all over) (?:blood )?(?:on|in|all over) (?:the |my )?(?:bathroom|floor|bed|sink|tub|bath)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:at|on) the (?:station|platform|tracks)\b(?: \S+){0,3} waiting for the (?:express|train|fast one|freight)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:id|i would) rather (?:be dead|die)\b(?: \S+){0,1} (?:than|then) (?:tell|telling|face|facing|admit|admitting|explain|explaining|see|seeing)\b`,
      ),
    },
    {
      category: 'intent',
      pattern: re(
        String.raw`\bthe last (?:week|day|time|night) (?:anyone|anybody|you|they) (?:has|have|will have) to (?:deal with|put up with|see|hear from) me\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:made|making|wrote|writing) (?:a |the )?list of who (?:gets|will get|should get|has) what\b`,
      ),
    },
  ],
  es: [
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:donde|como)(?: \S+){0,2} (?:consigue|consigo|compro|comprar|conseguir|venden)(?: \S+){0,2} (?:arma|pistola|revolver|fusca)s?\b(?: \S+){0,2} sin (?:papeles|permiso|licencia|registro)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:mucha|tanta|un charco de) sangre (?:en|por) (?:el |la |todo el )?(?:bano|piso|suelo|cama|tina|banera)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bnadie (?:notaria|lo notaria|se daria cuenta|me extranaria)\b(?: \S+){0,3} (?:si|cuando) (?:ya )?(?:no estoy|no estuviera|me muero|muriera|desaparezco|desapareciera)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\blista de quien (?:se queda|recibe|le toca)\b`),
    },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:a su casa|por el|a buscarlo)\b(?: \S+){0,2} con (?:un |una |el |la |mi )?(?:cuchillo|navaja|pistola|arma|machete|bate)\b`,
      ),
    },
  ],
  pt: [
    {
      category: 'method',
      pattern: re(
        String.raw`\bonde(?: \S+){0,1} (?:compra|comprar|compro|consigo|conseguir|arrumo|arrumar)(?: \S+){0,2} (?:arma|pistola|revolver|berro)s?\b(?: \S+){0,2} sem (?:registro|porte|documento|papel)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(String.raw`\bde (?:que|qual) andar\b(?: \S+){0,3} (?:mata|morre|e fatal|nao sobrevive)\b`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:muito|tanto|uma poca de) sangue (?:no|na|pelo) (?:chao|banheiro|cama|piso|banheira)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bninguem (?:ia|iria|vai) (?:notar|perceber|sentir (?:a minha )?falta)\b(?: \S+){0,3} (?:se|quando) eu (?:sumisse|morresse|sumir|morrer|nao estiver|partir)\b`,
      ),
    },
    { category: 'preparation', needs: 'distress', pattern: re(String.raw`\blista de quem fica com (?:o )?que\b`) },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:na|pra|ate a) casa dele\b(?: \S+){0,2} com (?:uma |a |o |um )?(?:faca|arma|pistola|facao|taco)\b`,
      ),
    },
  ],
  fr: [
    {
      category: 'method',
      pattern: re(
        String.raw`\bou (?:acheter|trouver|avoir|se procurer|choper)(?: \S+){0,2} (?:arme|pistolet|flingue|revolver)s?\b(?: \S+){0,2} sans (?:permis|papiers|autorisation)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(String.raw`\b(?:a partir de|de) quel etage\b(?: \S+){0,4} (?:mortelle?|on meurt|meurt|tue)\b`),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:jai )?deja pris (?:les|mes|tous les|toutes les) (?:cachets|comprimes|medocs|pilules|medicaments)\b(?: \S+){0,3} (?:jattends|j attends|attends|j attend)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:plein|beaucoup|une mare) de sang (?:par terre|sur le sol|dans la salle de bain|partout)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bprefere(?:rais)? (?:etre mort|etre morte|mourir)\b(?: \S+){0,1} (?:que|plutot que) (?:de )?(?:le dire|lui dire|dire|avouer|affronter)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\b(?:fait|ecrit) la liste de qui (?:recupere|aura|prend)\b`),
    },
  ],
  de: [
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:wo|wie)(?: \S+){0,3} (?:bekomm|bekomme|kriege|krieg|kauf|kaufe|bekommt|kriegt|kauft)(?: \S+){0,3} (?:waffe|pistole|knarre)\b(?: \S+){0,2} ohne (?:schein|waffenschein|erlaubnis|papiere)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bab welche[mn]? (?:stockwerk|stock|etage|hohe)\b(?: \S+){0,4} (?:todlich|stirbt man|tot)\b`,
      ),
    },
    {
      category: 'intent',
      pattern: re(
        String.raw`\b(?:akzeptiert|abgefunden)\b(?: \S+){0,3} (?:mach|mache|setze) (?:dem|allem|meinem leben) (?:\S+ )?ein ende\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:fahr|fahre|geh|gehe|komm|komme) mit (?:nem|einem|dem|meinem) (?:messer|baseballschlager|hammer|waffe|pistole) zu (?:ihm|ihr|dem|der)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:hab|habe) (?:die |alle |meine )?(?:tabletten|pillen) (?:schon|bereits) (?:genommen|geschluckt)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:im bad|im badezimmer|auf dem boden) (?:ist )?(?:uberall|so viel) blut\b`),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\blieber (?:tot|sterben)(?: \S+){0,1} als (?:es |ihr |ihm )?(?:\S+ ){0,3}(?:zu )?(?:sagen|gestehen|beichten)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:keiner|niemand) (?:wurde|wuerde) (?:es )?(?:merken|bemerken|vermissen)\b(?: \S+){0,3} wenn ich (?:weg|tot|nicht mehr da) (?:ware|waere|bin)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`\bliste gemacht wer was (?:bekommt|kriegt)\b`),
    },
  ],
  it: [
    {
      category: 'method',
      pattern: re(
        String.raw`\bquanto (?:ci )?mette\b(?: \S+){0,2} (?:un ?)?overdose\b|\boverdose\b(?: \S+){0,3} (?:a fare effetto|ad agire)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bdove(?: \S+){0,1} (?:compra|comprare|trovo|trovare|prendere|prendo)(?: \S+){0,1} (?:pistola|arma|revolver)\b(?: \S+){0,2} senza (?:porto|permesso|licenza|documenti)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\bgia preso (?:le|tutte le) (?:pillole|pastiglie|compresse)\b(?: \S+){0,2} (?:aspetto|sto aspettando)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:tanto|molto|pieno di|una pozza di) sangue (?:sul|nel|per terra|in bagno)\b`),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bnessuno se ne accorgerebbe\b(?: \S+){0,2} se (?:sparissi|morissi|non ci fossi)\b`),
    },
    { category: 'preparation', needs: 'distress', pattern: re(String.raw`\blista di chi prende cosa\b`) },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:vado|andro) (?:a casa sua|da lui|sotto casa sua) (?:col|con il|con un|con la) (?:coltello|pistola|mazza|martello)\b`,
      ),
    },
  ],
  ru: [
    { category: 'method', pattern: re(String.raw`${C}через сколько (?:действует|подействует)(?: \S+){0,1} передоз`) },
    {
      category: 'method',
      pattern: re(
        String.raw`${C}где (?:купить|достать|взять) (?:ствол|пистолет|оружие|пушку)(?: \S+){0,2} без (?:лицензии|разрешения|документов)`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`${C}уже (?:выпил|выпила|наглотался|наглоталась|принял|приняла) таблетки(?: \S+){0,2} жду`),
    },
    { category: 'in-progress', pattern: re(String.raw`${C}(?:в ванной|на полу) (?:много|лужа|все в) крови`) },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`${C}(?:еду|иду|поеду|пойду) к (?:нему|ней)(?: \S+){0,2} с (?:ножом|битой|пистолетом|топором|ружьем)`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`${C}(?:составил|составила|написал|написала) список кому что`),
    },
  ],
  uk: [
    { category: 'method', pattern: re(String.raw`${C}через скільки (?:діє|подіє)(?: \S+){0,1} передозуван`) },
    {
      category: 'method',
      pattern: re(
        String.raw`${C}де (?:купити|дістати|взяти) (?:зброю|пістолет|ствол)(?: \S+){0,2} без (?:дозволу|ліцензії|документів)`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`${C}вже (?:випив|випила|наковтався|наковталась) таблетки(?: \S+){0,2} чекаю`),
    },
    { category: 'in-progress', pattern: re(String.raw`${C}(?:у ванній|на підлозі) (?:багато|калюжа) крові`) },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: re(String.raw`${C}(?:склав|склала|написав|написала) список кому що`),
    },
  ],
  tr: [
    {
      category: 'method',
      pattern: re(String.raw`\bruhsatsiz (?:silah|tabanca)\b(?: \S+){0,2} (?:nereden|nerden|nasil|nerde)\b`),
    },
    { category: 'method', pattern: re(String.raw`\bkacinci kattan\b(?: \S+){0,2} (?:oldurur|olunur|olur)\b`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:haplari|ilaclari) (?:ictim|yuttum)(?: bile)?\b(?: \S+){0,2} bekliyorum\b`),
    },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:banyoda|yerde|yatakta) her yer kan\b|\b(?:yerler|banyo) kan (?:icinde|golu)\b`),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:soylemektense|anlatmaktansa|yuzlesmektense|itiraf etmektense)\b(?: \S+){0,1} (?:olmeyi|olmek|olurum)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\byasamak icin (?:bir )?(?:sebebim|nedenim) (?:kalmadi|yok)\b`),
    },
    { category: 'plan', pattern: re(String.raw`\b(?:bu gece|yarin|bu aksam|bu hafta sonu) her seyi bitirecegim\b`) },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:bicakla|silahla|tabancayla|sopayla) (?:evine|yanina|kapisina) (?:gidiyorum|gidecegim)\b`,
      ),
    },
    { category: 'preparation', needs: 'distress', pattern: re(String.raw`\bkime ne kalacaginin listesini\b`) },
  ],
  zh: [
    { category: 'method', pattern: /(?:过量|吃多了)[^。]{0,4}多久(?:会)?(?:起作用|生效|死)/ },
    { category: 'method', pattern: /(?:哪里|哪儿|在哪)(?:能|可以)?(?:买到?|搞到|弄到)[^。]{0,4}(?:枪|手枪)/ },
    { category: 'intent', pattern: /(?:杀了|杀死|了结)自己/ },
    { category: 'intent', pattern: /(?:要|会|去|想)(?:了结|结束)(?:一切|这一切)/ },
    { category: 'in-progress', pattern: /药(?:已经)?(?:吃了|吞了)[^。]{0,6}(?:等着|在等)/ },
    { category: 'in-progress', pattern: /(?:地上|浴室|床上)(?:全是|都是|一地)血|满地(?:是)?血/ },
    { category: 'passive-wish', pattern: /我不在了(?:也)?没人会(?:发现|在意|注意)/ },
    { category: 'preparation', needs: 'distress', pattern: /谁拿什么的清单/ },
    { category: 'harm-to-others', pattern: /带(?:着)?(?:刀|枪|斧头|棍子)去(?:他|她)家/ },
  ],
  ja: [
    { category: 'method', pattern: /過剰摂取[^。]{0,6}(?:どのくらい|何分|何時間)/ },
    { category: 'method', pattern: /(?:銃|拳銃)(?:って|は|を)?(?:どこで|どうやって)(?:手に入る|買える)/ },
    { category: 'in-progress', pattern: /(?:もう|既に)薬(?:を)?飲んだ[^。]{0,8}待つ/ },
    { category: 'in-progress', pattern: /(?:風呂場|床|浴室)が血だらけ|血の海/ },
    { category: 'passive-wish', pattern: /(?:言う|話す|打ち明ける|バレる)くらいなら死/ },
    { category: 'passive-wish', pattern: /いなくなっても(?:誰も|だれも)(?:気づかない|困らない|悲しまない)/ },
    { category: 'preparation', needs: 'distress', pattern: /誰に何を渡すか/ },
    { category: 'harm-to-others', pattern: /(?:包丁|ナイフ|刃物|銃)(?:を)?持って[^。]{0,6}(?:家|ところ)に行く/ },
  ],
  ko: [
    { category: 'method', pattern: /과다 ?복용(?:하면)? ?(?:얼마나|몇 ?시간|몇 ?분)/ },
    { category: 'method', pattern: /총(?:을)? ?어디서 ?(?:구할|살|사)/ },
    { category: 'intent', pattern: /받아들였(?:어|다)[^.]{0,4}(?:다|전부) ?끝낼/ },
    { category: 'plan', pattern: /(?:오늘 ?밤|내일|이번 ?주말)(?:에)? ?(?:다|전부|모든 ?걸) ?끝낼/ },
    { category: 'in-progress', pattern: /약 ?(?:이미|벌써) ?(?:다 ?)?먹었[^.]{0,8}기다리/ },
    { category: 'in-progress', pattern: /(?:바닥|화장실|욕실|침대)(?:이|가)? ?피(?:투성이|바다)/ },
    { category: 'passive-wish', pattern: /(?:말하|하)느니 ?(?:차라리 )?죽는 ?게 ?나/ },
    { category: 'passive-wish', pattern: /없어져도 ?아무도 ?(?:모를|몰라|신경)/ },
    { category: 'passive-wish', pattern: /살 ?이유(?:가|는)? ?(?:하나도|전혀|더 ?이상) ?없/ },
    { category: 'preparation', needs: 'distress', pattern: /누구한테 ?뭐 ?줄지/ },
    { category: 'harm-to-others', pattern: /칼 ?(?:들고|갖고|챙겨서) ?(?:집에|찾아)/ },
  ],
  vi: [
    { category: 'method', pattern: re(String.raw`\bqua lieu\b(?: \S+){0,4} bao lau\b`) },
    { category: 'method', pattern: re(String.raw`\bmua sung\b(?: \S+){0,4} (?:khong giay phep|o dau)\b`) },
    { category: 'in-progress', pattern: re(String.raw`\buong thuoc roi\b(?: \S+){0,3} (?:cho|doi)\b`) },
    { category: 'in-progress', pattern: re(String.raw`\b(?:san nha tam|nha tam|san nha|giuong) day mau\b`) },
    { category: 'preparation', needs: 'distress', pattern: re(String.raw`\bdanh sach ai nhan cai gi\b`) },
  ],
  id: [
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\bke rumahnya bawa (?:pisau|golok|parang|pistol|celurit)\b|\bbawa (?:pisau|golok|parang|pistol|celurit) ke rumahnya\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\bobatnya (?:udah|sudah) (?:kuminum|diminum|ku minum)\b(?: \S+){0,2} (?:tinggal )?nunggu\b`,
      ),
    },
    { category: 'in-progress', pattern: re(String.raw`\b(?:lantai|kamar mandi|kasur)(?: \S+){0,2} penuh darah\b`) },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:kalau|kalo) aku (?:hilang|mati|gak ada)\b(?: \S+){0,2} (?:gak|tidak|nggak) ada yang (?:sadar|peduli|nyariin)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:gak|tidak|nggak|ga) ada alasan (?:lagi )?(?:buat|untuk) hidup\b`),
    },
    { category: 'preparation', needs: 'distress', pattern: re(String.raw`\bdaftar siapa dapet apa\b`) },
  ],
  hi: [
    { category: 'method', pattern: re(String.raw`\bbina license (?:ki|ka|wali|wala) (?:pistol|bandook|katta|gun)\b`) },
    {
      category: 'intent',
      pattern: re(
        String.raw`\b(?:maan liya|faisla kar liya|tay kar liya)\b(?: \S+){0,3} sab khatam kar (?:dunga|doonga|dungi)\b`,
      ),
    },
    { category: 'plan', pattern: re(String.raw`\b(?:aaj raat|kal) sab khatam kar (?:dunga|doonga|dungi)\b`) },
    { category: 'plan', pattern: /(?:आज रात|कल) (?:सब|सब कुछ) (?:खत्म|ख़त्म) कर (?:दूँगा|दूंगा|दूँगी|दूंगी)/ },
    { category: 'harm-to-others', pattern: re(String.raw`\bchaku (?:leke|lekar|le ke) (?:uske|us ke) ghar\b`) },
    { category: 'in-progress', pattern: re(String.raw`\bgoliyan kha li (?:hain|hai)\b(?: \S+){0,3} intezaar\b`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:farsh|bathroom|bistar)(?: \S+){0,2} (?:bahut|itna) khoon\b`),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bmain na rahun to\b(?: \S+){0,3} (?:fark nahi|koi nahi)\b|\bjeene ki koi wajah nahi\b|\b(?:batane|kehne) se accha mar jaana\b`,
      ),
    },
    { category: 'preparation', needs: 'distress', pattern: re(String.raw`\bkisko kya milega\b`) },
  ],
};

/**
 * Tuning round 3, batch 3 (tuning-set/round-3c.ts). Passive wishes in trader words: not being here
 * for the next halving or bull run. Means: the least painful way to die. Intent: knowing exactly
 * how one will do it. Acts under way: on the way to the bridge, the roof or the tracks now.
 * Threats: paid for in blood or with a life. Passive wishes: everyone relieved if I were gone.
 */
const ROUND_3C: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
  en: [
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:on my way|heading|walking|driving|going) (?:to|towards) the (?:bridge|roof|tracks|cliff|cliffs|ledge)\b(?: \S+){0,1} (?:now|right now)\b`,
      ),
    },
  ],
  es: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bno voy a estar (?:aqui |viv[oa] )?(?:para|en) (?:el|la) proxim[oa] (?:halving|bull ?run|ciclo|navidad|ano)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(String.raw`\b(?:forma|manera) (?:menos dolorosa|mas rapida) de (?:morir|matarse|matarme|irse)\b`),
    },
    { category: 'intent', pattern: re(String.raw`\bya se (?:exactamente |bien )?como lo voy a hacer\b`) },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:voy|ando) (?:camino )?(?:al|hacia el|a la) (?:puente|azotea|vias)\b(?: \S+){0,1} (?:ahora|ya)\b`,
      ),
    },
  ],
  pt: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bnao vou estar (?:aqui |viv[oa] )?(?:pro|para o|no|pra) proximo (?:halving|bull ?run|ciclo|natal|ano)\b`,
      ),
    },
    { category: 'method', pattern: re(String.raw`\bjeito (?:menos doloroso|mais rapido) de (?:morrer|me matar)\b`) },
    { category: 'intent', pattern: re(String.raw`\bja sei (?:exatamente )?como vou fazer\b`) },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:to|tou|estou) indo (?:pra|para a|para o|pro) (?:ponte|terraco|trilhos|telhado)\b(?: \S+){0,1} agora\b`,
      ),
    },
  ],
  fr: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bne serai (?:plus|pas) la pour le prochain (?:halving|bull ?run|cycle|noel)\b`),
    },
    {
      category: 'method',
      pattern: re(String.raw`\b(?:facon|maniere) la (?:moins douloureuse|plus rapide) de (?:mourir|me tuer|partir)\b`),
    },
    { category: 'intent', pattern: re(String.raw`\bje sais (?:exactement )?comment je vais le faire\b`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`\bje suis en route (?:vers|pour) (?:le|la) (?:pont|toit|voie|falaise)\b`),
    },
  ],
  de: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:beim|zum) nachsten (?:halving|bullrun|bull run|zyklus) bin ich nicht mehr (?:da|am leben)\b`,
      ),
    },
    { category: 'intent', pattern: re(String.raw`\bich weiss (?:genau|schon) wie ich es (?:machen|tun) werde\b`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`\b(?:jetzt|gerade) auf dem weg zu(?:r|m) (?:brucke|dach|gleisen|klippe)\b`),
    },
  ],
  it: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bnon ci saro (?:piu )?per il prossimo (?:halving|bull ?run|ciclo|natale)\b`),
    },
    {
      category: 'method',
      pattern: re(String.raw`\bmodo (?:meno doloroso|piu veloce) (?:per|di) (?:morire|uccidermi|farla finita)\b`),
    },
    { category: 'intent', pattern: re(String.raw`\bso (?:esattamente|gia) come lo faro\b`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`\bsto andando (?:al|sul|sulla) (?:ponte|tetto|binari)\b(?: \S+){0,1} (?:adesso|ora)\b`),
    },
  ],
  ru: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`${C}меня не будет (?:к|на|до) следующ\S* (?:халвинг|буллран|цикл)`),
    },
    { category: 'intent', pattern: re(String.raw`${C}я (?:точно|уже) знаю как (?:это )?сделаю`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`${C}(?:иду|еду) к (?:мосту|крыше|рельсам)(?: \S+){0,2} (?:сейчас|прямо сейчас)`),
    },
  ],
  uk: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`${C}мене не буде (?:до|на) наступн\S* (?:халвінг|булран|цикл)`),
    },
    { category: 'method', pattern: re(String.raw`${C}(?:найменш|найменше) болюч\S* спосіб (?:померти|піти)`) },
    { category: 'intent', pattern: re(String.raw`${C}я (?:точно|вже) знаю як (?:це )?зроблю`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`${C}(?:іду|йду|їду) до (?:мосту|даху|колії)(?: \S+){0,2} (?:зараз|просто зараз)`),
    },
  ],
  tr: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bsonraki (?:halvingde|halving de|boga sezonunda|dongude)\b(?: \S+){0,2} olmayacagim\b`),
    },
    { category: 'intent', pattern: re(String.raw`\bnasil yapacagimi (?:tam olarak |artik |cok iyi )?biliyorum\b`) },
    { category: 'in-progress', pattern: re(String.raw`\b(?:su an|simdi) (?:kopruye|catiya|raylara) gidiyorum\b`) },
    { category: 'harm-to-others', pattern: re(String.raw`\bcanlarini yakacagim\b|\bcanini yakacagim\b`) },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:gitsem|olmesem|olsem|olmasam) herkes rahat(?:lar|layacak)\b`),
    },
  ],
  zh: [
    { category: 'passive-wish', pattern: /下次(?:减半|牛市)[^。]{0,8}(?:已经)?不在了/ },
    { category: 'intent', needs: 'distress', pattern: /我知道该怎么做了[^。]{0,6}就这么办/ },
    { category: 'in-progress', pattern: /(?:现在|正)(?:正)?往(?:桥|楼顶|天台)(?:那边|那里)?走/ },
  ],
  ja: [
    { category: 'passive-wish', pattern: /次の(?:半減期|強気相場|ブルラン)[^。]{0,8}(?:もういない|生きてない)/ },
    { category: 'intent', pattern: /どうやるか(?:は)?(?:もう)?決めて(?:ある|る)/ },
    { category: 'in-progress', pattern: /今から(?:橋|屋上|線路)に向かう/ },
  ],
  ko: [
    { category: 'passive-wish', pattern: /다음 ?(?:반감기|불장)[^.]{0,6}없을/ },
    { category: 'intent', pattern: /어떻게 ?할지 ?(?:이미 ?)?(?:다 ?)?정했/ },
    { category: 'in-progress', pattern: /지금 ?(?:다리|옥상|한강)(?:로|에) ?가는 ?중/ },
    { category: 'harm-to-others', pattern: /(?:진짜|가만 ?안 ?둬)[^.]{0,10}해칠/ },
  ],
  vi: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bhalving (?:toi|sau)\b(?: \S+){0,3} (?:khong con nua|khong con|da chet)\b`),
    },
    { category: 'intent', pattern: re(String.raw`\bbiet (?:chinh xac|ro) (?:minh |toi )?se lam (?:the nao|sao)\b`) },
    { category: 'in-progress', pattern: re(String.raw`\bdang tren duong (?:ra|den|toi) (?:cau|san thuong)\b`) },
    { category: 'harm-to-others', pattern: re(String.raw`\btra gia bang mau\b`) },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:minh|toi) (?:ma )?(?:bien mat|chet|khong con) thi (?:moi nguoi|ai cung|ca nha) (?:se )?(?:nhe nhom|vui|thoai mai)\b`,
      ),
    },
  ],
  id: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:halving|bull run) (?:berikutnya|selanjutnya)\b(?: \S+){0,3} (?:udah|sudah) (?:gak|nggak|tidak) ada\b`,
      ),
    },
    { category: 'intent', pattern: re(String.raw`\budah tau (?:persis |banget )?gimana caranya\b`) },
    {
      category: 'in-progress',
      pattern: re(String.raw`\blagi jalan ke (?:jembatan|atap|rel)\b(?: \S+){0,1} sekarang\b`),
    },
    { category: 'harm-to-others', pattern: re(String.raw`\bbayar (?:pake|pakai|dengan) nyawa\b`) },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:kalau|kalo) aku (?:pergi|gak ada|mati) semua(?: orang)? (?:lebih )?(?:lega|seneng|tenang)\b`,
      ),
    },
  ],
  hi: [
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bagle (?:halving|bull run)\b(?: \S+){0,2} main nahi (?:rahunga|rahungi|rahoonga)\b`),
    },
    { category: 'method', pattern: re(String.raw`\b(?:sabse )?kam dard (?:wala|vala) marne ka tareeka\b`) },
    { category: 'intent', pattern: re(String.raw`\bpata hai kaise karna hai\b(?: \S+){0,2} sab soch liya\b`) },
    { category: 'in-progress', pattern: re(String.raw`\babhi (?:pul|chhat|patri) ki taraf ja raha hoon\b`) },
    { category: 'harm-to-others', pattern: re(String.raw`\bjaan se (?:chukani|chukana|chukaenge|chukayega)\b`) },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:main )?(?:chala jaun|mar jaun|na rahun) to sab(?: ko)? (?:sukoon|chain|aaram)\b`),
    },
  ],
};

/**
 * Tuning round 3, batch 4 (tuning-set/round-3d.ts): means asked sideways (does it hurt when people
 * jump, what happens after 40 pills, how much insulin stops a heart, which is faster, how long one
 * can hang), acts said in passing (everything in the medicine cabinet, taken something and sleepy,
 * the rope tied and standing on a chair), passive wishes (okay never waking up, not caring whether
 * one lives), threats (running someone over), hitting one's head after a loss.
 */
const ROUND_3D: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
  en: [
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:feel anything|feel it|hurt|painful)\b(?: \S+){0,3} (?:when|if) (?:they|you|i|people|someone) (?:jump|jumps|fall|falls|hang|hangs|overdose|overdoses)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bwhat happens (?:to (?:your|a|my) body |to you )?(?:after|if you take|when you take|if i take) \d+ (?:sleeping |of (?:my |the )?)?(?:pills|tablets)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bhow much (?:insulin|potassium|digoxin|lithium|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|morphine|oxy|fentanyl)\b(?: \S+){0,3} (?:stop (?:a|my|the) heart|kill|be fatal|be lethal|be the end)\b|\bwhat dose of (?:my |the )?\S+ (?:would|will) (?:be the end|kill|be fatal|be lethal)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bwhich is (?:faster|quicker|less painful|more certain|surer)\b(?: \S+){0,2} (?:pills|the train|jumping|hanging|a gun|the bridge|drowning)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bhow long (?:can|does|do) (?:you|it|a person|someone) (?:hang|take to hang|take to suffocate)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: re(
        String.raw`\b(?:closest|nearest|quickest) (?:place|shop|store)\b(?: \S+){0,3} (?:get|buy) (?:a )?(?:gun|rifle|pistol|shotgun|firearm)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:i have|ive|i) (?:swallowed|taken|took) everything in the (?:medicine cabinet|cabinet|drawer)\b|\b(?:i have|ive|i) taken something\b(?: \S+){0,4} (?:sleepy|dizzy|drowsy|numb)\b|\bi took my (?:whole|entire) (?:prescription|script|supply)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:id|i would|i d) be (?:okay|ok|fine|alright) if i (?:just )?(?:never woke up|didnt wake up|did not wake up|never wake up)\b|\bfall asleep and stay (?:that way|asleep)\b`,
      ),
    },
    {
      category: 'intent',
      pattern: re(String.raw`\b(?:pain|suffering|this) will (?:end|be over) soon\b(?: \S+){0,3} made sure\b`),
    },
    {
      category: 'preparation',
      pattern: re(
        String.raw`\b(?:funeral plan|funeral arrangements|my funeral)\b(?: \S+){0,6} (?:who gets|crypto|seed|wallet|coins)\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: re(
        String.raw`\bstarved myself\b(?: \S+){0,5} (?:punish|punishment)\b|\bas (?:a )?punishment for (?:the|my|that) (?:trade|loss|losses)\b`,
      ),
    },
  ],
  tr: [
    { category: 'harm-to-others', pattern: re(String.raw`\b(?:arabayla|arabamla) (?:ezecegim|ezicem|ezerim)\b`) },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\becza dolabindaki (?:her seyi|butun ilaclari|ilaclari) (?:ictim|yuttum)\b|\bip bagli\b(?: \S+){0,2} (?:sandalyenin|taburenin) (?:ustundeyim|uzerindeyim)\b`,
      ),
    },
    { category: 'self-harm', pattern: re(String.raw`\bkafami duvara (?:vuruyorum|vurdum|vururum)\b`) },
  ],
  ko: [
    {
      category: 'method',
      pattern: /(?:항우울제|수면제|약)[^.]{0,4}몇 ?알(?:이면|먹으면)[^.]{0,4}(?:심장|숨)(?:이)? ?멈/,
    },
    { category: 'harm-to-others', pattern: /차로 ?(?:치어|받아) ?버릴/ },
    { category: 'in-progress', pattern: /약장(?:에 ?있는 ?거)? ?다 ?삼켰|줄 ?(?:묶었|걸었)[^.]{0,6}의자 ?위/ },
    { category: 'passive-wish', pattern: /살든 ?죽든 ?(?:이제 ?)?(?:상관 ?없|관심 ?없)/ },
  ],
  vi: [
    { category: 'method', pattern: re(String.raw`\bbao nhieu vien\b(?: \S+){0,6} (?:tim ngung|ngung tim|chet)\b`) },
    { category: 'intent', pattern: re(String.raw`\b(?:toi|tao|minh) se tu (?:tu|sat)\b`) },
    { category: 'harm-to-others', pattern: re(String.raw`\bcan chet (?:no|thang do|han|thang kia)\b`) },
    { category: 'in-progress', pattern: re(String.raw`\buong het (?:\S+ )?thuoc trong tu\b`) },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bsong hay chet\b(?: \S+){0,3} (?:chang|khong) (?:quan tam|con quan trong)\b`),
    },
    { category: 'self-harm', pattern: re(String.raw`\bdap dau vao tuong\b`) },
  ],
  id: [
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:berapa butir|berapa banyak)\b(?: \S+){0,3} (?:biar|supaya|agar) (?:jantung (?:ku )?berhenti|mati|gak bangun)\b`,
      ),
    },
    { category: 'harm-to-others', pattern: re(String.raw`\baku (?:tabrak|lindas) dia\b`) },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\bhidup atau mati\b(?: \S+){0,2} (?:gak|nggak|tidak) peduli\b`),
    },
  ],
  hi: [
    {
      category: 'method',
      pattern: re(String.raw`\bkitni\b(?: \S+){0,3} (?:goliyon|goliyan|goli) se (?:dil ruk|maut|mar)\b`),
    },
    { category: 'harm-to-others', pattern: re(String.raw`\b(?:gaadi|gadi|car) se kuchal (?:dunga|doonga|dungi)\b`) },
    { category: 'in-progress', pattern: re(String.raw`\brassi baandh (?:di|li) hai\b(?: \S+){0,3} (?:kursi|stool)\b`) },
    { category: 'passive-wish', pattern: re(String.raw`\bjiyun ya marun\b(?: \S+){0,2} (?:koi )?fark nahi\b`) },
  ],
};

export const FAMILY_RULES: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = Object.fromEntries(
  [
    ...new Set([
      ...Object.keys(BASE_FAMILIES),
      ...Object.keys(ROUND_3),
      ...Object.keys(ROUND_3B),
      ...Object.keys(ROUND_3C),
    ]),
  ].map((lang) => [
    lang,
    [
      ...(BASE_FAMILIES[lang as ScreenLanguage] ?? []),
      ...(ROUND_3[lang as ScreenLanguage] ?? []),
      ...(ROUND_3B[lang as ScreenLanguage] ?? []),
      ...(ROUND_3C[lang as ScreenLanguage] ?? []),
      ...(ROUND_3D[lang as ScreenLanguage] ?? []),
    ],
  ]),
);
