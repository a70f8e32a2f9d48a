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

export const FAMILY_RULES: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
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
