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
        String.raw`\b(?:wrote|written|writing|left|leaving)${GAP} (?:a |the |my )?(?:note|letters?|goodbye)\b(?! (?:to self|of credit))`,
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
    { category: 'preparation', needs: 'distress', pattern: /(?:手紙|遺書|置き手紙)(?:も|を)?書いた/ },
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

export const FAMILY_RULES: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = Object.fromEntries(
  [...new Set([...Object.keys(BASE_FAMILIES), ...Object.keys(ROUND_3)])].map((lang) => [
    lang,
    [...(BASE_FAMILIES[lang as ScreenLanguage] ?? []), ...(ROUND_3[lang as ScreenLanguage] ?? [])],
  ]),
);
