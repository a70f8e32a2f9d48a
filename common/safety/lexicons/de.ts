import type { Lexicon } from './lexicon';

/**
 * German: Germany, Austria and Switzerland. Text arrives without umlauts ("wäre" -> "ware",
 * "Brücke" -> "brucke", "ß" -> "ss"); common spellings with "ae/oe/ue" ("waere", "bruecke") and
 * dialect words (Austrian "nimma", Swiss "nüm", "läbe") are expanded to the same forms.
 * Separable verbs are matched across a bounded gap ("ich bring mich heute um").
 */

const rx = (source: string): RegExp => new RegExp(source);
const rxg = (source: string): RegExp => new RegExp(source, 'g');

/** A gap of a few words that does not negate ("ich will [einfach] sterben", not "will nicht sterben"). */
const GAP = String.raw`(?:(?!nicht\b|nie\b|kein\w*)\S+ ){0,3}`;
/** Pills, medicines and poisons. */
const PILLS =
  String.raw`(?:tabletten?|pillen?|schlaftabletten?|schlafmittel|medikamente?|medis|ibuprofen|ibus?|paracetamol|aspirin|diazepam|valium|tavor|lorazepam|xanax|zopiclon|zolpidem|insulin|tramadol|tilidin|oxy|oxycodon|fentanyl|morphium|lithium|antidepressiva|amitriptylin|mirtazapin|quetiapin|seroquel|benzos?|gift|rattengift|pflanzengift|frostschutz)`;
/** Dying, not waking up. */
const DEATH =
  String.raw`(?:sterben|stirbt|stirbst|tot|todlich|toedlich|tod|(?:nicht|nie|nimmer) mehr aufwachen|nicht mehr aufzuwachen|nie wieder aufwachen|uberdosis|ueberdosis|umbringen|draufgehen|krepieren|verrecken)`;
/** High places. */
const HIGH = String.raw`(?:brue?cke|bruecken|brucken|dach|hochhaus|turm|klippe|felsen|balkon|fenster|parkhaus|staudamm|viadukt|gerust|stock)`;
/** People someone may threaten. */
const PERSON =
  String.raw`(?:ex|exfreundin|exfreund|exfrau|exmann|chef|chefin|boss|frau|mann|freundin|freund|vater|mutter|bruder|schwester|nachbarn?|dev|devs|entwickler|scammer|betruger|betrueger|abzocker|typen?|kerl|hurensohn|wichser|arschloch|bastard|influencer|grunder|gruender|berater|banker|broker|vermieter|kollegen?|kollegin|schwiegervater|schwiegermutter|schwager|kumpel|partner|partnerin)`;

export const DE: Lexicon = {
  lang: 'de',
  scripts: ['latin'],
  expansions: {
    // Austrian, Bavarian and Swiss forms
    i: 'ich', mi: 'mich', ned: 'nicht', net: 'nicht', nimma: 'nicht mehr', nimmer: 'nicht mehr', nimmermehr: 'nicht mehr',
    nimmamehr: 'nicht mehr', nemme: 'nicht mehr', nume: 'nicht mehr', numme: 'nicht mehr', num: 'nicht mehr', nomma: 'nicht mehr',
    wott: 'will', wu: 'will', wui: 'will', mocht: 'mochte', mog: 'mag', labe: 'leben', lebn: 'leben', laebe: 'leben',
    starbe: 'sterben', sterbn: 'sterben', umbringe: 'umbringen', umbringn: 'umbringen', gsi: 'gewesen', isch: 'ist', hesch: 'hast',
    // chat abbreviations and spellings with ae/oe/ue
    nich: 'nicht', nix: 'nichts', nen: 'einen', ne: 'eine', grad: 'gerade', gradeeben: 'gerade',
    waere: 'ware', waer: 'ware', wuerde: 'wurde', wuensche: 'wunsche', wuenschte: 'wunschte', moechte: 'mochte',
    haeng: 'hang', haenge: 'hange', aufhaengen: 'aufhangen', bruecke: 'brucke', toedlich: 'todlich', toedliche: 'todliche',
    hoehe: 'hohe', hoechste: 'hochste', hoechsten: 'hochsten', ueberdosis: 'uberdosis', lebensmuede: 'lebensmude', fuer: 'fur',
    kms: 'kill myself', sm: 'selbstmord', sv: 'selbstverletzung', svv: 'selbstverletzung',
  },
  anchors: [
    'selbstmord', 'suizid', 'suizidal', 'umbringen', 'sterben', 'tabletten', 'aufhangen', 'abschiedsbrief', 'lebensmude',
    'pulsadern', 'uberdosis', 'erschiessen', 'selbstverletzung', 'schlaftabletten',
  ],
  keep: ['streben', 'umringen', 'tablett', 'starben', 'sterbe', 'sterne'],
  idioms: [
    // Laughing oneself to death, dying of boredom.
    rxg(String.raw`\b(?:lach\w* (?:mich|mir|uns|dich) (?:\S+ )?(?:tot|schlapp|kaputt)|totlach\w*|todlach\w*|(?:sterb\w*|stirb\w*|tot) vor (?:lachen|langeweile|hunger|durst|neid|scham)|zum totlachen)\b`),
    // Reckless positions, killer setups, killed stops, dead coins, bleeding portfolios, bloodbaths.
    rxg(String.raw`\b(?:suizid|selbstmord|kamikaze)[ -]?(?:long|short|trade|position|hebel|einstieg|wette)s?\b|\b(?:long|short|trade|position|hebel)s? (?:suizid|selbstmord)\b`),
    rxg(String.raw`\b(?:selbstmord|suizid)(?:kommando|mission|aktion|trade|long|short|position|hebel)\w*`),
    rxg(String.raw`\bkiller ?(?:setup|trade|entry|einstieg|chart|move)s?\b|\b(?:stop|stops|stoploss|stop loss|position|order|long|short|longs|shorts|bot)(?: \S+){0,4} (?:gekillt|gekilled|abgeschossen|abgeschlachtet|getotet|getoetet|hingerichtet)\b`),
    rxg(String.raw`\b(?:coin|token|projekt|shitcoin|memecoin|altcoin|markt|chart|depot|konto|portfolio|volumen|alts)s? (?:\S+ ){0,2}(?:ist|sind|wirkt|scheint|komplett|voll)? ?(?:tot|mausetot|gestorben|blutet|bluten)\b|\b(?:depot|konto|portfolio|chart|markt) blutet\b|\bblutbad\b|\bbluten rot\b`),
    // "Der Markt bringt mich noch um": the market, not a person.
    rxg(String.raw`\b(?:markt|chart|coin|trade|range|dip|crash|docht|fomc|bitcoin|btc|das|dieser scheiss)\w*(?: \S+){0,2} (?:bringt|killt|macht) (?:mich|uns) (?:\S+ )?(?:noch |echt |gerade )?(?:um|fertig|kaputt)\b`),
    // Bis in den Tod halten: holding bags "to the death".
    rxg(String.raw`\bbis (?:in den|zum) tod\b`),
  ],
  rules: [
    // passive-wish: wanting to be dead, not to wake up, to be gone
    { category: 'passive-wish', pattern: rx(String.raw`\b(?:will|wollte|mochte|mochte|mag|wurde gern|wurde lieber|wunsch\w*|sehne mich danach|am liebsten|lieber)\b ${GAP}(?:sterben|tot sein|verrecken|krepieren|(?:nicht|nie) mehr (?:leben|aufwachen|da sein|existieren)|nie wieder aufwachen|fur immer (?:weg|schlafen|einschlafen|verschwinden)|(?:weg|tot) fur immer|einschlafen und nicht mehr aufwachen)\b`) },
    { category: 'passive-wish', pattern: rx(String.raw`\bich (?:ware|wurde|waere) (?:lieber |besser |am liebsten |einfach |gern |gerne )+(?:tot|gestorben|nie geboren|nicht mehr da)\b|\bwunschte?,? (?:ich|dass ich) (?:ware|waere|sei) (?:\S+ )?(?:tot|nie geboren|nicht mehr da)\b|\bware (?:ich )?(?:doch )?nie geboren\b|\b(?:ware|waere|wurde) (?:lieber|am liebsten|besser) (?:\S+ )?(?:tot|gestorben|nie geboren|nicht mehr da)\b`) },
    { category: 'passive-wish', pattern: rx(String.raw`\b(?:keine?n?|null) (?:lust|bock|kraft|grund|sinn|willen?) (?:mehr )?(?:zu leben|zum leben|auf (?:das |s )?leben|am leben|weiterzuleben|weiter zu leben)\b`) },
    { category: 'passive-wish', pattern: rx(String.raw`\bohne mich (?:\S+ ){0,2}besser\b|\bbesser (?:dran |ab )?ohne mich\b|\bbesser wenn ich (?:nicht mehr|weg|tot|nie)\b`) },
    { category: 'passive-wish', pattern: rx(String.raw`\b(?:ich bin|bin|fuhl mich|fuhle mich) (?:so |total |echt |einfach |richtig |voll )?lebensmude\b|\bnicht mehr aufwachen\b|\bnicht mehr leben (?:will|mag|mochte)\b`) },
    { category: 'passive-wish', needs: 'distress', pattern: rx(String.raw`\bich (?:will|mag) (?:einfach |echt |wirklich )?nicht mehr$|\bnicht mehr da sein\b|\bwenn ich (?:tot|nicht mehr da) ware\b`) },

    // active-ideation: suicide, killing oneself
    { category: 'active-ideation', pattern: rx(String.raw`\b(?:selbstmord|suizid|freitod)\w*|\bsuizidal\w*|\bkill myself\b|\bnicht mehr leben wollen\b`) },
    { category: 'active-ideation', pattern: rx(String.raw`\bmich (?:\S+ ){0,3}(?:umbringen|umzubringen|umbring|toten|totmachen|abmurksen|umlegen|kaltmachen|erschiessen|erschiess|erhangen|aufhangen|aufzuhangen|vergiften|ertranken|ersticken|abstechen|abknallen|erschlagen|totfahren)\b|\bselbst (?:umbringen|toten)\b`) },
    { category: 'active-ideation', pattern: rx(String.raw`\b(?:bring|bringe|bringen|brachte) (?:\S+ ){0,2}mich (?:\S+ ){0,4}um\b|\b(?:mach|mache|machen) (?:\S+ ){0,2}mich (?:\S+ ){0,2}kalt\b|\b(?:leg|lege|legen) (?:\S+ ){0,2}mich (?:\S+ ){0,2}um\b`) },
    { category: 'active-ideation', pattern: rx(String.raw`\bmir (?:\S+ ){0,3}das leben (?:zu )?nehm\w*|\b(?:nehm|nehme|nehmen) (?:\S+ ){0,3}mir (?:\S+ ){0,3}das leben\b|\b(?:meinem|dem) leben (?:\S+ ){0,2}(?:ein ende|ende) (?:setzen|machen|bereiten)\b`) },
    { category: 'active-ideation', pattern: rx(String.raw`\bschluss (?:\S+ ){0,2}mit (?:meinem leben|dem leben|allem|mir|allem hier)\b|\b(?:mit mir|mit meinem leben) (?:\S+ ){0,2}schluss\b`) },
    { category: 'active-ideation', pattern: rx(String.raw`\bmir (?:die|ne|eine|n) kugel (?:geben|gebe|jagen|verpassen)\b|\b(?:kugel|strick|schuss) (?:in den|durch den|um den) (?:kopf|hals)\b|\bgoldenen schuss\b`) },

    // method: hanging, jumping, trains, guns, pills, charcoal, drowning
    { category: 'method', pattern: rx(String.raw`\b(?:hang|hange|hangen|haeng\w*) (?:\S+ ){0,2}mich (?:\S+ ){0,3}auf\b|\bzum (?:aufhangen|erhangen)\b|\bstrick (?:drehen|knupfen|binden)\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:spring|springe|springen|sprung|springt|stursen?|sturz|sturze|werf|werfe|werfen|lass|lasse) (?:\S+ ){0,3}(?:von|vom|aus|uber) (?:\S+ ){0,3}\w*${HIGH}\b|\bvon (?:\S+ ){0,3}\w*${HIGH} (?:\S+ ){0,2}(?:springen|springe|spring|sturzen|werfen)\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:vor|unter) (?:den|einen|die|eine|nen|ne) (?:zug|ice|s ?bahn|u ?bahn|bahn|lkw|laster|bus|tram|strassenbahn|auto)\b(?: \S+){0,3} (?:werfen|werf|werfe|springen|spring|springe|legen|schmeissen|laufen)\b|\b(?:werf|werfe|werfen|schmeiss\w*|spring|springe|springen) (?:\S+ ){0,2}(?:mich )?(?:vor|unter) (?:den|einen|die|eine|nen|ne) (?:zug|ice|s ?bahn|u ?bahn|bahn|lkw|laster|bus|tram|strassenbahn)\b|\b(?:mich )?(?:auf|uber) die (?:gleise|schienen) (?:legen|leg|lege|stellen)\b|\bmich davor (?:werfen|werfe|schmeissen)\b|\b(?:leg|lege|legen|stell|stelle) (?:\S+ ){0,2}mich (?:\S+ ){0,2}(?:auf|uber|zwischen) die (?:gleise|schienen)\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:nehm|nehme|nehmen|schluck|schlucke|schlucken|werf|werfe|einwerfen|fress|fresse) (?:ich )?(?:\S+ )?(?:alle|die ganze|die ganzen|ne ganze|eine ganze|ganze) (?:packung |schachtel |flasche |dose )?(?:von |der |meiner )?${PILLS}\b|\balle ${PILLS} (?:\S+ )?(?:auf einmal|auf ex|gleichzeitig)\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:todliche|todlichen|letale|letalen|toxische) dosis\b|\buberdosis\b|\b${PILLS}\b(?: \S+){0,8} ${DEATH}\b|\b${DEATH}\b(?: \S+){0,8} ${PILLS}\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:ab )?welche[rn]? hohe\b(?: \S+){0,6} (?:stirbt|sterben|tot|uberlebt|uberleben|sicher)\b|\bwie (?:hoch|tief)\b(?: \S+){0,6} (?:sterben|stirbt|tot|uberlebt|uberleben)\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:holzkohle|grillkohle|kohle|holzkohlegrill|einweggrill|grill)\b(?: \S+){0,8} (?:auto|wagen|zimmer|geschlossen\w*|garage|zelt)\b|\bkohlenmonoxid\b(?: \S+){0,6} (?:sterben|tot|auto|wie lange)\b|\bautoabgase\b|\bschlauch (?:\S+ ){0,3}auspuff\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:erschiess\w*|erschiess|mich (?:\S+ )?erschiessen)\b|\b(?:pulsadern|handgelenke) (?:\S+ ){0,2}(?:aufschneiden|aufschlitzen|aufritzen)\b|\bmich (?:\S+ ){0,2}ertranken\b|\bins wasser gehen\b`) },
    { category: 'method', pattern: rx(String.raw`\b(?:fahr|fahre|fahren|rase|rasen|lenk|lenke)\b (?:\S+ ){0,4}(?:gegen|in|unter) (?:einen|den|die|eine|nen|ne) (?:baum|brue?ckenpfeiler|pfeiler|lkw|laster|gegenverkehr)\b`) },
    // research questions that only worry after distress or a loss
    { category: 'method', needs: 'distress', pattern: rx(String.raw`\bwie (?:hoch|tief) (?:\S+ ){0,3}(?:brucke|gebaude|hochhaus|dach|stockwerk|klippe|turm)\w*|\b(?:hochste|hochsten|grosste|grossten|hohste)[rns]? (?:brucke|brucken|gebaude|hochhaus|hochhauser|turm|klippe|staudamm|parkhaus)\b|\b(?:brucke|gebaude|hochhaus|turm|klippe)\w* (?:\S+ ){0,3}am hochsten\b`) },
    { category: 'method', needs: 'distress', pattern: rx(String.raw`\bwie ?viele? (?:\S+ ){0,2}${PILLS}\b|\b${PILLS}(?: \S+){0,4} (?:zu viel|zuviel|maximal|hochstdosis|maximaldosis)\b|\b(?:hochstdosis|maximaldosis)\b`) },
    { category: 'method', needs: 'distress', pattern: rx(String.raw`\b(?:seil|strick|waffe|pistole|gewehr|knarre|revolver|gift|zyankali|helium)\b(?: \S+){0,4} (?:kaufen|besorgen|bekommen|herkriegen|bestellen)\b|\bwo (?:\S+ ){0,3}(?:seil|strick|waffe|pistole|gewehr|knarre|gift|zyankali)\b`) },

    // intent: a decision taken (a fragment: it needs risk nearby)
    { category: 'intent', needs: 'risk', pattern: rx(String.raw`\b(?:hab|habe) mich entschieden\b|\bentscheidung (?:ist )?gefallen\b|\bich (?:zieh|ziehe) das (?:jetzt )?durch\b|\bich (?:mach|mache|tu|tue) es\b|\bdiesmal (?:wirklich|echt|ernst)\b|\bes ist (?:so )?weit\b|\bes ist zeit\b|\bniemand (?:halt|kann) mich (?:\S+ )?auf\b|\bich bin bereit\b|\bkeine angst mehr\b|\bbald ist es vorbei\b`) },
    // plan: a time, a date, a price level (a fragment: it needs risk nearby)
    { category: 'plan', needs: 'risk', pattern: rx(String.raw`\b(?:heute nacht|heute abend|heut nacht|heute|morgen|ubermorgen|am wochenende|diese woche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|um mitternacht|um \d+|gleich|jetzt|bald|wenn (?:\S+ ){0,2}(?:btc|bitcoin|eth|kurs|preis|markt|margin call))\b`) },

    // preparation: farewells, notes, giving things away, handing over seed phrases
    { category: 'preparation', pattern: rx(String.raw`\babschieds(?:brief|nachricht|video|text|zettel|mail)\w*|\b(?:meine|das ist meine|hier ist meine) letzte nachricht\b|\blebt wohl\b|\bmachts gut (?:fur immer|alle|ihr alle)\b`) },
    { category: 'preparation', pattern: rx(String.raw`\b(?:seed|seed phrase|seedphrase|passworter|passwort|private keys?|ledger|trezor|wallet|zugangsdaten|pin)\b(?: \S+){0,12} (?:wenn ich (?:weg|tot|nicht mehr da) bin|nach meinem tod|wenn ich nicht mehr lebe|bald ist es vorbei|bevor ich gehe)\b|\b(?:testament)\b(?: \S+){0,12} (?:bald|vorbei|nicht mehr da|weg bin)\b`) },
    { category: 'preparation', pattern: rx(String.raw`\b(?:kummert|kummere|kummer|kuemmert) (?:euch|dich) (?:\S+ ){0,2}um (?:meine?n?) \S+(?: \S+){0,3} (?:wenn ich (?:weg|tot|nicht mehr da) bin|nach mir)\b|\b(?:verschenk\w*|verteil\w*) (?:\S+ ){0,2}(?:mein|meine|meinen|alles)(?: \S+){0,5} (?:nicht mehr brauch\w*|eh nicht mehr|nicht mehr da)\b|\b(?:brauch|brauche) (?:das|des|die|es) (?:eh |ja |sowieso )?(?:nicht|nimmer) mehr\b(?: \S+){0,3} (?:wo ich hingehe|dort wo)\b`) },
    { category: 'preparation', needs: 'distress', pattern: rx(String.raw`\bwenn ich (?:weg|tot|nicht mehr da) bin\b|\b(?:verschenk\w*) (?:\S+ ){0,2}(?:mein|meine|meinen|alles)\b|\btestament\b|\b(?:kummert|kummere) (?:euch|dich) um (?:meine?n?) (?:katze|hund|kinder|tiere|katzen|hunde)\b`) },
    { category: 'preparation', needs: 'risk', pattern: rx(String.raw`\b(?:sag|sagt|sage) (?:meiner|meinem|meinen|ihr|ihm|allen) (?:\S+ )?(?:dass|das) ich (?:sie|ihn|euch|dich)? ?(?:lieb hab|liebe|lieb habe)\b|\bdanke fur alles\b`) },

    // self-harm: cutting, burning, hitting oneself
    { category: 'self-harm', pattern: rx(String.raw`\b(?:geritzt|ritze|ritzen|ritz|ritzt|ritzte|ritzen|aufgeritzt|ritzer)\b(?! (?:im|in|der|des|zwischen))|\bselbstverletz\w*|\bselbst verletz\w*`) },
    { category: 'self-harm', pattern: rx(String.raw`\bmich (?:\S+ ){0,2}(?:schneiden|schneide|geschnitten|verletzen|verletze|verletzt|verbrennen|verbrenne|verbrannt|verbrenn)\b|\b(?:schneid|schneide|verbrenn|verbrenne|verletz|verletze) (?:\S+ ){0,1}mich\b`) },
    { category: 'self-harm', pattern: rx(String.raw`\b(?:schlag|schlage|hau|haue) (?:\S+ ){0,2}(?:mir|mich) (?:\S+ ){0,6}(?:bis es blutet|blutig|bis ich blute|blaue flecken)\b|\bmir (?:\S+ ){0,2}weh tun\b|\bmir (?:\S+ ){0,2}(?:schmerzen|wehtun) zufugen\b`) },
    { category: 'self-harm', needs: 'distress', pattern: rx(String.raw`\bnarben (?:an|auf) (?:den|meinen) (?:armen|beinen|handgelenken)\b|\bdrang mich zu\b`) },

    // in-progress: an act already taken or under way
    { category: 'in-progress', pattern: rx(String.raw`\b(?:habe|hab) (?:\S+ ){0,4}(?:ganze|ganzen|komplette|(?:\d\d|zwanzig|dreissig|vierzig|funfzig)) (?:\S+ ){0,2}(?:packung|packungen|schachtel|blister|flasche|dose|${PILLS})\b(?: \S+){0,3} (?:geschluckt|genommen|eingeworfen|runtergespult|gefressen|getrunken)\b|\b${PILLS}\b(?: \S+){0,4} (?:wodka|alkohol|schnaps|whisky|bier|wein|rum|korn)\b(?: \S+){0,2} (?:runtergespult|genommen|geschluckt|getrunken)\b`) },
    { category: 'in-progress', pattern: rx(String.raw`\b(?:pulsadern|handgelenke|arme) (?:\S+ ){0,2}(?:aufgeschnitten|aufgeschlitzt|aufgeritzt)\b|\bes blutet (?:voll|stark|ohne ende|so sehr)\b|\bich blute (?:stark|voll|ohne ende|so sehr)\b`) },
    { category: 'in-progress', pattern: rx(String.raw`\b(?:steh|stehe|sitz|sitze|bin) (?:\S+ ){0,2}(?:auf|an|am|aufm|im) (?:\S+ ){0,2}\w*(?:${HIGH}|gleis|gleisen|gleise|bahnsteig|schienen)\b(?: \S+){0,8} (?:spring\w*|tschuss|lebt wohl|werf\w*)\b|\bes ist getan\b|\bstrick (?:ist )?um (?:meinen|den) hals\b`) },
    { category: 'in-progress', needs: 'distress', pattern: rx(String.raw`\b(?:habe|hab) (?:\S+ ){0,2}alle (?:meine )?${PILLS} (?:genommen|geschluckt)\b|\b(?:steh|stehe|bin) (?:auf|an) (?:der|dem) (?:brucke|dach|gleisen)\b`) },

    // harm-to-others: threats against a scammer, a dev, an ex, a boss, family
    { category: 'harm-to-others', pattern: rx(String.raw`\b(?:bring|bringe|bringen) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:die|sie|euch) alle|alle|(?:den|die|diesen|diese|meinen|meine|dem) (?:\S+ )?${PERSON}) (?:\S+ ){0,4}um\b|\b(?:stech|steche|knall|knalle|schiess|schiesse) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:den|die|diesen|diese|meinen|meine) (?:\S+ )?${PERSON}) (?:\S+ ){0,3}ab\b|\b(?:mach|mache|leg|lege) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:den|die|diesen|diese|meinen|meine) (?:\S+ )?${PERSON}) (?:\S+ ){0,2}(?:kalt|um)\b`) },
    { category: 'harm-to-others', pattern: rx(String.raw`\b(?:bring|bringe) (?:\S+ ){0,2}(?:den|die|diesen|diese|denen|die alle) um\b|\b(?:schlag|schlage|prugel|tret|trete|stech|steche) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|den|die|diesen|diese|meinen|meine)(?: \S+){0,3} tot\b`) },
    { category: 'harm-to-others', pattern: rx(String.raw`\b(?:ihn|sie|dich|euch|alle) (?:\S+ ){0,2}(?:umbringen|toten|ermorden|erschiessen|abstechen|abknallen|erwurgen|kaltmachen|umlegen|abschlachten|erstechen)\b`) },
    { category: 'harm-to-others', pattern: rx(String.raw`\b(?:den|die|diesen|diese|meinen|meine|dem|der) (?:\S+ )?${PERSON} (?:\S+ ){0,3}(?:umbringen|umbring|toten|ermorden|erschiessen|abstechen|abknallen|erwurgen|kaltmachen|umlegen|abschlachten|killen|zusammenschlagen|erstechen)\b|\b(?:tote|ermorde|erschiess\w*|erwurge|ersteche|kill|kille) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:den|die|diesen|diese|meinen|meine) (?:\S+ )?${PERSON})\b`) },
  ],
  distress: [
    rx(String.raw`\b(?:schlaf|schlafe|schlafen|geschlafen)\b(?: \S+){0,4} (?:nicht mehr|kaum|nicht|nie)\b|\b(?:kann|konnte) nicht (?:mehr )?schlafen\b|\bschlaflos\w*`),
    rx(String.raw`\bich hasse mich\b|\b(?:bin|ich bin) (?:so |ein |eine |total )*(?:versager|versagerin|wertlos|nutzlos|ein nichts|dumm|erbarmlich)\b|\bwertlos\b`),
    rx(String.raw`\bhoffnungslos\w*|\bkeine hoffnung\b|\bkeinen ausweg\b|\bausweglos\w*|\bich bin am ende\b|\bam ende\b|\bkeinen sinn mehr\b|\bsinnlos\b|\bverzweifelt\b`),
    rx(String.raw`\b(?:fuhl|fuhle) mich (?:\S+ ){0,3}(?:leer|allein|einsam|schuldig|tot|nutzlos|wertlos)\b|\bich (?:kann|will|mag) (?:einfach )?nicht mehr\b|\bmacht mich fertig\b|\bpanikattacke\w*|\bdepressi\w*|\bzusammenbruch\b`),
    rx(String.raw`\bich (?:schame|scham) mich\b|\bschame mich\b|\bin die augen (?:schauen|sehen)\b|\blast fur (?:alle|meine familie)\b`),
  ],
  loss: [
    rx(String.raw`\bliquidiert|\bliquidation|\bmargin call\b|\brekt\b|\bnachschusspflicht\b`),
    rx(String.raw`\b(?:alles|ersparnisse|erspartes|rucklagen|gehalt|haus|erbe|altersvorsorge) (?:\S+ ){0,2}(?:weg|verloren|verzockt|futsch|verbrannt|gone)\b|\b(?:alles|alle ersparnisse|mein erspartes) verzockt\b|\bverzockt\b`),
    rx(String.raw`\bschulden\b|\bverschuldet\b|\bpleite\b|\bbankrott\b|\bdepot (?:ist )?(?:abgeraucht|vernichtet|leer|weg)\b|\bkonto (?:ist )?(?:gesprengt|leer|weg)\b|\b\d+ ?k (?:weg|verloren|liquidiert|minus)\b`),
  ],
};
