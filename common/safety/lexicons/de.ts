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
const PILLS = String.raw`(?:tabletten?|pillen?|schlaftabletten?|schlafmittel|medikamente?|medis|ibuprofen|ibus?|paracetamol|aspirin|diazepam|valium|tavor|lorazepam|xanax|zopiclon|zolpidem|insulin|tramadol|tilidin|oxy|oxycodon|fentanyl|morphium|lithium|antidepressiva|amitriptylin|mirtazapin|quetiapin|seroquel|benzos?|gift|rattengift|pflanzengift|frostschutz)`;
/** Dying, not waking up. */
const DEATH = String.raw`(?:sterben|stirbt|stirbst|tot|todlich|toedlich|tod|(?:nicht|nie|nimmer) mehr aufwachen|nicht mehr aufzuwachen|nie wieder aufwachen|uberdosis|ueberdosis|umbringen|draufgehen|krepieren|verrecken)`;
/** High places. */
/** Weapons someone may carry to a place. */
const W = String.raw`(?:pistole|waffe|knarre|gewehr|messer|axt|machete|revolver|flinte|baseballschlager|kuhfuss|brechstange|brecheisen|schlagstock|teleskopschlagstock|schlagring|totschlager|eisenstange)`;
const HIGH = String.raw`(?:brue?cke|bruecken|brucken|dach|hochhaus|turm|klippe|felsen|balkon|fenster|parkhaus|staudamm|viadukt|gerust|stock)`;
/** Stuck in traffic ("im Stau", "im Berufsverkehr"): on a bridge in a car or a bus, not at its railing. */
const IN_TRAFFIC = String.raw`(?:im|in einem|in nem|in) (?:\w*stau|\w*verkehr|stop and go)\b`;
const NOT_IN_TRAFFIC = String.raw`(?! (?:\S+ )?${IN_TRAFFIC})`;
/** People someone may threaten. */
const PERSON = String.raw`(?:ex|exfreundin|exfreund|exfrau|exmann|chef|chefin|boss|frau|mann|freundin|freund|vater|mutter|bruder|schwester|nachbarn?|dev|devs|entwickler|scammer|betruger|betrueger|abzocker|typen?|kerl|hurensohn|wichser|arschloch|bastard|influencer|grunder|gruender|berater|banker|broker|vermieter|kollegen?|kollegin|schwiegervater|schwiegermutter|schwager|kumpel|partner|partnerin)`;

export const DE: Lexicon = {
  lang: 'de',
  scripts: ['latin'],
  expansions: {
    // Austrian, Bavarian and Swiss forms
    i: 'ich',
    mi: 'mich',
    ned: 'nicht',
    net: 'nicht',
    nimma: 'nicht mehr',
    nimmer: 'nicht mehr',
    nimmermehr: 'nicht mehr',
    nimmamehr: 'nicht mehr',
    nemme: 'nicht mehr',
    nume: 'nicht mehr',
    numme: 'nicht mehr',
    num: 'nicht mehr',
    nomma: 'nicht mehr',
    wott: 'will',
    wu: 'will',
    wui: 'will',
    mocht: 'mochte',
    mog: 'mag',
    labe: 'leben',
    lebn: 'leben',
    laebe: 'leben',
    starbe: 'sterben',
    sterbn: 'sterben',
    umbringe: 'umbringen',
    umbringn: 'umbringen',
    gsi: 'gewesen',
    isch: 'ist',
    hesch: 'hast',
    // Swiss German: "i wett eifach nüme da si", "nöd", "nid"
    wett: 'will',
    wetti: 'will',
    eifach: 'einfach',
    nod: 'nicht',
    nud: 'nicht',
    nid: 'nicht',
    // chat abbreviations and spellings with ae/oe/ue
    nich: 'nicht',
    nix: 'nichts',
    nen: 'einen',
    ne: 'eine',
    grad: 'gerade',
    gradeeben: 'gerade',
    waere: 'ware',
    waer: 'ware',
    wuerde: 'wurde',
    wuensche: 'wunsche',
    wuenschte: 'wunschte',
    moechte: 'mochte',
    haeng: 'hang',
    haenge: 'hange',
    aufhaengen: 'aufhangen',
    aufhaenga: 'aufhangen',
    aufhanga: 'aufhangen',
    liabsten: 'liebsten',
    daad: 'wurde',
    waers: 'wars',
    brueckengelaender: 'bruckengelander',
    bruecke: 'brucke',
    toedlich: 'todlich',
    toedliche: 'todliche',
    hoehe: 'hohe',
    hoechste: 'hochste',
    hoechsten: 'hochsten',
    ueberdosis: 'uberdosis',
    lebensmuede: 'lebensmude',
    fuer: 'fur',
    kms: 'kill myself',
    sm: 'selbstmord',
    sv: 'selbstverletzung',
    svv: 'selbstverletzung',
  },
  anchors: [
    'selbstmord',
    'suizid',
    'suizidal',
    'umbringen',
    'sterben',
    'tabletten',
    'aufhangen',
    'abschiedsbrief',
    'lebensmude',
    'pulsadern',
    'uberdosis',
    'erschiessen',
    'selbstverletzung',
    'schlaftabletten',
  ],
  keep: ['streben', 'umringen', 'tablett', 'starben', 'sterbe', 'sterne'],
  idioms: [
    // "lieber sterben als mit Verlust verkaufen": trade talk (tuning round 3).
    /\blieber (?:sterben|tot) als (?:mit verlust |im minus )?(?:verkaufen|schliessen|realisieren|stoppen)\b/g,
    // Laughing oneself to death, dying of boredom.
    rxg(
      String.raw`\b(?:lach\w* (?:mich|mir|uns|dich) (?:\S+ )?(?:tot|schlapp|kaputt)|totlach\w*|todlach\w*|(?:sterb\w*|stirb\w*|tot) vor (?:lachen|langeweile|hunger|durst|neid|scham)|zum totlachen)\b`,
    ),
    // Reckless positions, killer setups, killed stops, dead coins, bleeding portfolios, bloodbaths.
    rxg(
      String.raw`\b(?:suizid|selbstmord|kamikaze)[ -]?(?:long|short|trade|position|hebel|einstieg|wette)s?\b|\b(?:long|short|trade|position|hebel)s? (?:suizid|selbstmord)\b`,
    ),
    rxg(String.raw`\b(?:selbstmord|suizid)(?:kommando|mission|aktion|trade|long|short|position|hebel)\w*`),
    rxg(
      String.raw`\bkiller ?(?:setup|trade|entry|einstieg|chart|move)s?\b|\b(?:stop|stops|stoploss|stop loss|position|order|long|short|longs|shorts|bot)(?: \S+){0,4} (?:gekillt|gekilled|abgeschossen|abgeschlachtet|getotet|getoetet|hingerichtet)\b`,
    ),
    rxg(
      String.raw`\b(?:coin|token|projekt|shitcoin|memecoin|altcoin|markt|chart|depot|konto|portfolio|volumen|alts)s? (?:\S+ ){0,2}(?:ist|sind|wirkt|scheint|komplett|voll)? ?(?:tot|mausetot|gestorben|blutet|bluten)\b|\b(?:depot|konto|portfolio|chart|markt) blutet\b|\bblutbad\b|\bbluten rot\b`,
    ),
    // "Der Markt bringt mich noch um": the market, not a person.
    rxg(
      String.raw`\b(?:markt|chart|coin|trade|range|dip|crash|docht|fomc|bitcoin|btc|das|dieser scheiss)\w*(?: \S+){0,2} (?:bringt|killt|macht) (?:mich|uns) (?:\S+ )?(?:noch |echt |gerade )?(?:um|fertig|kaputt)\b`,
    ),
    // A "suicidal" lever or trade, a position that got "unalived", an overdose of hopium (round 5).
    rxg(
      String.raw`\b(?:hebel|leverage|trade|position|einstieg|long|short|entry|setup)s?\b(?: \S+){0,2} (?:war|ist|wirkt|sind|waren) (?:\S+ )?(?:selbstmorderisch|suizidal)\b|\bselbstmorderische[nrs]? (?:hebel|trade|position|einstieg|long|short|entry|setup)s?\b`,
    ),
    rxg(
      String.raw`\b(?:short|long|position|trade|stop|konto|depot|account)s?\b(?: \S+){0,3} (?:unalived|unalivt|geunalived)\b|\b(?:uberdosis|ueberdosis|overdose) (?:\S+ )?(?:hopium|copium)\b`,
    ),
    // Bis in den Tod halten: holding bags "to the death".
    rxg(String.raw`\bbis (?:in den|zum) tod\b`),
    // A letter or card about a visit, a holiday or an errand is not a goodbye letter (round 6).
    rxg(
      String.raw`\b(?:brief|briefe|karte|postkarte)\b(?: \S+){0,6} (?:dass|wegen|uber|zum|zur) (?:\S+ ){0,4}(?:weihnachten|ostern|geburtstag|besuch\w*|kommen|vorbeikommen|urlaub|hochzeit|miete|kundigung|rechnung|steuer\w*|bewerbung)\b`,
    ),
  ],
  rules: [
    // passive-wish: wanting to be dead, not to wake up, to be gone
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:will|wollte|mochte|mochte|mag|wurde gern|wurde lieber|wunsch\w*|sehne mich danach|am liebsten|lieber)\b ${GAP}(?:sterben|tot sein|verrecken|krepieren|(?:nicht|nie) mehr (?:leben|aufwachen|da sein|existieren)|nie wieder aufwachen|fur immer (?:weg|schlafen|einschlafen|verschwinden)|(?:weg|tot) fur immer|einschlafen und nicht mehr aufwachen)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bich (?:ware|wurde|waere) (?:lieber |besser |am liebsten |einfach |gern |gerne )+(?:tot|gestorben|nie geboren|nicht mehr da)\b|\bwunschte?,? (?:ich|dass ich) (?:ware|waere|sei) (?:\S+ )?(?:tot|nie geboren|nicht mehr da)\b|\bware (?:ich )?(?:doch )?nie geboren\b|\b(?:ware|waere|wurde) (?:lieber|am liebsten|besser) (?:\S+ )?(?:tot|gestorben|nie geboren|nicht mehr da)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:keine?n?|null) (?:lust|bock|kraft|grund|sinn|willen?) (?:mehr )?(?:zu leben|zum leben|auf (?:das |s )?leben|am leben|weiterzuleben|weiter zu leben)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bohne mich (?:\S+ ){0,2}besser\b|\bbesser (?:dran |ab )?ohne mich\b|\bbesser wenn ich (?:nicht mehr|weg|tot|nie)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:ich bin|bin|fuhl mich|fuhle mich) (?:so |total |echt |einfach |richtig |voll )?lebensmude\b|\bnicht mehr aufwachen\b|\bnicht mehr leben (?:will|mag|mochte)\b`,
      ),
    },
    {
      category: 'passive-wish',
      needs: 'distress',
      pattern: rx(
        String.raw`\bich (?:will|mag) (?:einfach |echt |wirklich )?nicht mehr$|\bnicht mehr da sein\b|\bwenn ich (?:tot|nicht mehr da) ware\b`,
      ),
    },

    // active-ideation: suicide, killing oneself
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:selbstmord|suizid|freitod)\w*|\bsuizidal\w*|\bkill myself\b|\bnicht mehr leben wollen\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bmich (?:\S+ ){0,3}(?:umbringen|umzubringen|umbring|toten|totmachen|abmurksen|umlegen|kaltmachen|erschiessen|erschiess|erhangen|aufhangen|aufzuhangen|vergiften|ertranken|ersticken|abstechen|abknallen|erschlagen|totfahren)\b|\bselbst (?:umbringen|toten)\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:bring|bringe|brachte) (?:\S+ ){0,2}mich (?:\S+ ){0,4}um\b|\b(?:mach|mache|machen) (?:\S+ ){0,2}mich (?:\S+ ){0,2}kalt\b|\b(?:leg|lege|legen) (?:\S+ ){0,2}mich (?:\S+ ){0,2}um\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bmir (?:\S+ ){0,3}das leben (?:zu )?nehm\w*|\b(?:nehm|nehme|nehmen) (?:\S+ ){0,3}mir (?:\S+ ){0,3}das leben\b|\b(?:meinem|dem) leben (?:\S+ ){0,2}(?:ein ende|ende) (?:setzen|machen|bereiten)\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bschluss (?:\S+ ){0,2}mit (?:meinem leben|dem leben|allem|mir|allem hier)\b|\b(?:mit mir|mit meinem leben) (?:\S+ ){0,2}schluss\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bmir (?:die|ne|eine|n) kugel (?:geben|gebe|jagen|verpassen)\b|\b(?:kugel|strick|schuss) (?:in den|durch den|um den) (?:kopf|hals)\b|\bgoldenen schuss\b`,
      ),
    },

    // method: hanging, jumping, trains, guns, pills, charcoal, drowning
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:hang|hange|hangen|haeng\w*) (?:\S+ ){0,2}mich (?:\S+ ){0,3}auf\b|\bzum (?:aufhangen|erhangen)\b|\bstrick (?:drehen|knupfen|binden)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:spring|springe|springen|sprung|springt|stursen?|sturz|sturze|werf|werfe|werfen|lass|lasse) (?:\S+ ){0,3}(?:von|vom|aus|uber) (?:\S+ ){0,3}\w*${HIGH}\b|\bvon (?:\S+ ){0,3}\w*${HIGH} (?:\S+ ){0,2}(?:springen|springe|spring|sturzen|werfen)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:vor|unter) (?:den|einen|die|eine|nen|ne) (?:zug|ice|s ?bahn|u ?bahn|bahn|lkw|laster|bus|tram|strassenbahn|auto)\b(?: \S+){0,3} (?:werfen|werf|werfe|springen|spring|springe|legen|schmeissen|laufen)\b|\b(?:werf|werfe|werfen|schmeiss\w*|spring|springe|springen) (?:\S+ ){0,2}(?:mich )?(?:vor|unter) (?:den|einen|die|eine|nen|ne) (?:zug|ice|s ?bahn|u ?bahn|bahn|lkw|laster|bus|tram|strassenbahn)\b|\b(?:mich )?(?:auf|uber) die (?:gleise|schienen) (?:legen|leg|lege|stellen)\b|\bmich davor (?:werfen|werfe|schmeissen)\b|\b(?:leg|lege|legen|stell|stelle) (?:\S+ ){0,2}mich (?:\S+ ){0,2}(?:auf|uber|zwischen) die (?:gleise|schienen)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:nehm|nehme|nehmen|schluck|schlucke|schlucken|werf|werfe|einwerfen|fress|fresse) (?:ich )?(?:\S+ )?(?:alle|die ganze|die ganzen|ne ganze|eine ganze|ganze) (?:packung |schachtel |flasche |dose )?(?:von |der |meiner )?${PILLS}\b|\balle ${PILLS} (?:\S+ )?(?:auf einmal|auf ex|gleichzeitig)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:todliche|todlichen|letale|letalen|toxische) dosis\b|\buberdosis\b|\b${PILLS}\b(?: \S+){0,8} ${DEATH}\b|\b${DEATH}\b(?: \S+){0,8} ${PILLS}\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:ab )?welche[mnrs]? (?:hohe|stockwerk|stock|etage|meter)\b(?: \S+){0,6} (?:stirbt|sterben|tot|uberlebt|uberleben|sicher)\b|\bwie (?:hoch|tief)\b(?: \S+){0,6} (?:sterben|stirbt|tot|uberlebt|uberleben)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:holzkohle|grillkohle|kohle|holzkohlegrill|einweggrill|grill)\b(?: \S+){0,8} (?:auto|wagen|zimmer|geschlossen\w*|garage|zelt)\b|\bkohlenmonoxid\b(?: \S+){0,6} (?:sterben|tot|auto|wie lange)\b|\bautoabgase\b|\bschlauch (?:\S+ ){0,3}auspuff\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:erschiess\w*|erschiess|mich (?:\S+ )?erschiessen)\b|\b(?:pulsadern|handgelenke) (?:\S+ ){0,2}(?:aufschneiden|aufschlitzen|aufritzen)\b|\bmich (?:\S+ ){0,2}ertranken\b|\bins wasser gehen\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:fahr|fahre|fahren|rase|rasen|lenk|lenke)\b (?:\S+ ){0,4}(?:gegen|in|unter) (?:einen|den|die|eine|nen|ne) (?:baum|brue?ckenpfeiler|pfeiler|lkw|laster|gegenverkehr)\b`,
      ),
    },
    // research questions that only worry after distress or a loss
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\bwie (?:hoch|tief) (?:\S+ ){0,3}\w*(?:brue?cke|gebaude|hochhaus|dach|stockwerk|klippe|turm)\w*|\b\w*(?:brue?cke|brue?cken|gebaude|hochhaus|hochhauser|turm|turme|parkhaus|staudamm)\b(?: \S+){0,6} (?:ist|sind) (?:die|der|das|am) (?:hochste|hochsten)\b|\b(?:hochste|hochsten|grosste|grossten|hohste)[rns]? (?:brucke|brucken|gebaude|hochhaus|hochhauser|turm|klippe|staudamm|parkhaus)\b|\b(?:brucke|gebaude|hochhaus|turm|klippe)\w* (?:\S+ ){0,3}am hochsten\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\bwie ?viele? (?:\S+ ){0,2}${PILLS}\b|\b${PILLS}(?: \S+){0,4} (?:zu viel|zuviel|maximal|hochstdosis|maximaldosis)\b|\b(?:hochstdosis|maximaldosis)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:seil|strick|waffe|pistole|gewehr|knarre|revolver|gift|zyankali|helium)\b(?: \S+){0,4} (?:kaufen|besorgen|bekommen|herkriegen|bestellen)\b|\bwo (?:\S+ ){0,3}(?:seil|strick|waffe|pistole|gewehr|knarre|gift|zyankali)\b`,
      ),
    },

    // intent: a decision taken (a fragment: it needs risk nearby)
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:hab|habe) mich entschieden\b|\bentscheidung (?:ist )?gefallen\b|\bich (?:zieh|ziehe) das (?:jetzt )?durch\b|\bich (?:mach|mache|tu|tue) es\b|\bdiesmal (?:wirklich|echt|ernst)\b|\bes ist (?:so )?weit\b|\bes ist zeit\b|\bniemand (?:halt|kann) mich (?:\S+ )?auf\b|\bich bin bereit\b|\bkeine angst mehr\b|\bbald ist es vorbei\b`,
      ),
    },
    // plan: a time, a date, a price level (a fragment: it needs risk nearby)
    {
      category: 'plan',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:heute nacht|heute abend|heut nacht|heute|morgen|ubermorgen|am wochenende|diese woche|nachste woche|nach (?:der|dem) (?:arbeit|gehalt|meeting|geburtstag)|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|um mitternacht|um \d+|gleich|jetzt|bald|wenn (?:\S+ ){0,2}(?:btc|bitcoin|eth|kurs|preis|markt|margin call))\b`,
      ),
    },

    // preparation: farewells, notes, giving things away, handing over seed phrases
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\babschieds(?:brief|nachricht|video|text|zettel|mail)\w*|\b(?:meine|das ist meine|hier ist meine) letzte nachricht\b|\blebt wohl\b|\bmachts gut (?:fur immer|alle|ihr alle)\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:seed|seed phrase|seedphrase|passworter|passwort|private keys?|ledger|trezor|wallet|zugangsdaten|pin)\b(?: \S+){0,12} (?:wenn ich (?:weg|tot|nicht mehr da) bin|nach meinem tod|wenn ich nicht mehr lebe|bald ist es vorbei|bevor ich gehe)\b|\b(?:testament)\b(?: \S+){0,12} (?:bald|vorbei|nicht mehr da|weg bin)\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:kummert|kummere|kummer|kuemmert) (?:euch|dich) (?:\S+ ){0,2}um (?:meine?n?) \S+(?: \S+){0,3} (?:wenn ich (?:weg|tot|nicht mehr da) bin|nach mir)\b|\b(?:verschenk\w*|verteil\w*) (?:\S+ ){0,2}(?:mein|meine|meinen|alles)(?: \S+){0,5} (?:nicht mehr brauch\w*|eh nicht mehr|nicht mehr da)\b|\b(?:brauch|brauche) (?:das|des|die|es) (?:eh |ja |sowieso )?(?:nicht|nimmer) mehr\b(?: \S+){0,3} (?:wo ich hingehe|dort wo)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\bwenn ich (?:weg|tot|nicht mehr da) bin\b|\b(?:verschenk\w*) (?:\S+ ){0,2}(?:mein|meine|meinen|alles)\b|^(?!.*\b(?:notar\w*|anwalt\w*|erbrecht\w*)\b).*\btestament\b|\b(?:kummert|kummere) (?:euch|dich) um (?:meine?n?) (?:katze|hund|kinder|tiere|katzen|hunde)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:sag|sagt|sage) (?:meiner|meinem|meinen|ihr|ihm|allen) (?:\S+ )?(?:dass|das) ich (?:sie|ihn|euch|dich)? ?(?:lieb hab|liebe|lieb habe)\b|\bdanke fur alles\b`,
      ),
    },

    // self-harm: cutting, burning, hitting oneself
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:geritzt|ritze|ritzen|ritz|ritzt|ritzte|ritzen|aufgeritzt|ritzer)\b(?! (?:im|in|der|des|zwischen))|\bselbstverletz\w*|\bselbst verletz\w*`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\bmich (?:\S+ ){0,2}(?:schneiden|schneide|geschnitten|verletzen|verletze|verletzt|verbrennen|verbrenne|verbrannt|verbrenn)\b|\b(?:schneid|schneide|verbrenn|verbrenne|verletz|verletze) (?:\S+ ){0,1}mich\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:schlag|schlage|hau|haue) (?:\S+ ){0,2}(?:mir|mich) (?:\S+ ){0,6}(?:bis es blutet|blutig|bis ich blute|blaue flecken)\b|\bmir (?:\S+ ){0,2}weh tun\b|\bmir (?:\S+ ){0,2}(?:schmerzen|wehtun) zufugen\b`,
      ),
    },
    {
      category: 'self-harm',
      needs: 'distress',
      pattern: rx(String.raw`\bnarben (?:an|auf) (?:den|meinen) (?:armen|beinen|handgelenken)\b|\bdrang mich zu\b`),
    },

    // in-progress: an act already taken or under way
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:habe|hab) (?:\S+ ){0,4}(?:ganze|ganzen|komplette|(?:\d\d|zwanzig|dreissig|vierzig|funfzig)) (?:\S+ ){0,2}(?:packung|packungen|schachtel|blister|flasche|dose|${PILLS})\b(?: \S+){0,3} (?:geschluckt|genommen|eingeworfen|runtergespult|gefressen|getrunken)\b|\b${PILLS}\b(?: \S+){0,4} (?:wodka|alkohol|schnaps|whisky|bier|wein|rum|korn)\b(?: \S+){0,2} (?:runtergespult|genommen|geschluckt|getrunken)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:pulsadern|handgelenke|arme) (?:\S+ ){0,2}(?:aufgeschnitten|aufgeschlitzt|aufgeritzt)\b|\bes blutet (?:voll|stark|ohne ende|so sehr)\b|\bich blute (?:stark|voll|ohne ende|so sehr)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:steh|stehe|sitz|sitze|bin) (?:\S+ ){0,2}(?:auf|an|am|aufm|im) (?:\S+ ){0,2}\w*(?:${HIGH}|gleis|gleisen|gleise|bahnsteig|schienen)\b(?: \S+){0,8} (?:spring\w*|tschuss|lebt wohl|werf\w*)\b|\bes ist getan\b|\bstrick (?:ist )?um (?:meinen|den) hals\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:habe|hab) (?:\S+ ){0,2}alle (?:meine )?${PILLS} (?:genommen|geschluckt)\b|\b(?:steh|stehe|bin) (?:auf|an) (?:der|dem|den) \w*(?:brucke|dach|gleisen)\b${NOT_IN_TRAFFIC}`,
      ),
    },

    // harm-to-others: threats against a scammer, a dev, an ex, a boss, family
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:bring|bringe|bringen) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:die|sie|euch) alle|alle|(?:den|die|diesen|diese|meinen|meine|dem) (?:\S+ )?${PERSON}) (?:\S+ ){0,4}um\b|\b(?:stech|steche|knall|knalle|schiess|schiesse) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:den|die|diesen|diese|meinen|meine) (?:\S+ )?${PERSON}) (?:\S+ ){0,3}ab\b|\b(?:mach|mache|leg|lege) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:den|die|diesen|diese|meinen|meine) (?:\S+ )?${PERSON}) (?:\S+ ){0,2}(?:kalt|um)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:bring|bringe) (?:\S+ ){0,2}(?:den|die|diesen|diese|denen|die alle) um\b|\b(?:schlag|schlage|prugel|tret|trete|stech|steche) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|den|die|diesen|diese|meinen|meine)(?: \S+){0,3} tot\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:ihn|sie|dich|euch|alle) (?:\S+ ){0,2}(?:umbringen|toten|ermorden|erschiessen|abstechen|abknallen|erwurgen|kaltmachen|umlegen|abschlachten|erstechen)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:den|die|diesen|diese|meinen|meine|dem|der) (?:\S+ )?${PERSON} (?:\S+ ){0,3}(?:umbringen|umbring|toten|ermorden|erschiessen|abstechen|abknallen|erwurgen|kaltmachen|umlegen|abschlachten|killen|zusammenschlagen|erstechen)\b|\b(?:tote|ermorde|erschiess\w*|erwurge|ersteche|kill|kille) (?:\S+ ){0,2}(?:ihn|sie|dich|euch|(?:den|die|diesen|diese|meinen|meine) (?:\S+ )?${PERSON})\b`,
      ),
    },

    // Round 2: wider families.
    // passive-wish: an illness or accident that would be a relief; simply being gone
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:krebs|unfall|krankheit|herzinfarkt|tumor|schlaganfall|lkw|laster|auto|bus|zug)\b(?: \S+){0,8} (?:erleichterung|erlosung|(?:ware|war|wars) (?:\S+ ){0,2}(?:ok|okay|nicht so schlimm|mir recht|mir lieb|gut)|gar nicht so schlimm|willkommen|ware die losung|wurde alles losen)\b|\bwenn mich (?:\S+ ){0,6}(?:uberfahrt|uberfahren wurde|erwischt|uberrollt|umfahrt)\b(?: \S+){0,4} (?:ware|wars|war das|egal|okay|ok)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:ware|war|wurde|wurd) (?:\S+ ){0,2}(?:gern|gerne|lieber|am liebsten) (?:\S+ ){0,2}(?:weg|nicht mehr da|verschwunden|tot|einfach fort)\b(?! (?:aus|von|hier|nach|in|im|zu|bei|fur)\b)|\b(?:einfach|endlich|fur immer) nicht mehr da (?:sein|ware|waren)\b|\bkeiner (?:muss|musste) sich (?:\S+ )?(?:mehr )?(?:um mich )?(?:kummern|sorgen)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:einschlafen|schlafen gehen)\b(?: \S+){0,3} und (?:\S+ )?(?:nicht|nie|nimmer) (?:mehr|wieder) aufwach\w*|\bendgultig (?:gehen|weg|abtreten|verschwinden)\b|\b(?:licht|lichter) (?:\S+ )?(?:fur immer|endgultig) aus\b|\bmit einem (?:todkranken|sterbenden|krebspatienten)\b(?: \S+){0,3} tauschen\b`,
      ),
    },
    // method: doses that end in not waking up, bridges high enough, gas, trains, knots, poisons
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${PILLS}\b(?: \S+){0,10} (?:(?:nicht|nie|nimmer) (?:mehr|wieder) aufwach\w*|nicht mehr aufzuwachen|nicht uberleb\w*|leber (?:\S+ )?(?:kaputt|versagt|hinuber|schaden)|leberversagen|irreversibel|kein zuruck)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:brucke|brucken|hochhaus|hochhauser|dach|turm|klippe|klippen|parkhaus|gebaude|viadukt|staudamm)\w*\b(?: \S+){0,8} (?:hoch genug|sicher (?:klappt|funktioniert|tot|todlich)|(?:ohne|keine?n?) (?:netz|netze|gitter|zaun|gelander|absperrung|sicherung)|uber das gelander)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:welche[rsn]?|wann|um wie viel uhr)\b(?: \S+){0,5} (?:zug|zuge|ice|ic|guterzug|s ?bahn|regio)\b(?: \S+){0,6} (?:ohne (?:zu )?halt\w*|halt nicht|durchfahrt|durchfahren|mit vollgas|am schnellsten)\b|\b(?:welche[rsn]?|was fur ein)\b(?: \S+){0,2} knoten\b(?: \S+){0,6} (?:gewicht|korper|halt)\b|\b(?:welche[rsn]?|was fur)\b(?: \S+){0,3} \w*(?:pestizid|gift|mittel)\w*\b(?: \S+){0,5} (?:gefahrlichste\w*|todlichste\w*|fur menschen)\b|\b(?:schmerzlos\w*|sanft\w*) (?:\S+ ){0,2}(?:sterben|gehen|methode|art zu sterben|abtreten)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bgas\w*\b(?: \S+){0,3} (?:aufdrehen|aufgedreht|anlassen|ohne (?:zu )?zunden|ausstromen lassen)\b(?: \S+){0,6} (?:fenster|turen|tur|zu|schlafen|hinlegen)\b|\bstadtgas\b|\bgas (?:\S+ ){0,3}(?:reicht|funktioniert|klappt) (?:\S+ ){0,3}(?:noch|um|fur)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\bich weiss (?:\S+ ){0,2}wo (?:mein |meine |der |die |er |sie )?(?:\S+ ){0,2}(?:waffe|pistole|gewehr|knarre|munition|patronen|jagdgewehr|flinte|schlussel zum waffenschrank)\b|\b(?:waffe|pistole|gewehr|jagdgewehr|flinte|knarre) (?:von )?(?:meines?|meinem) (?:vaters|vater|opas|opa|grossvaters|grossvater|onkels|onkel|bruders|bruder)\b|\bwaffenschrank\b`,
      ),
    },
    // intent: separate phrasings so that two of them in one message are a signal
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bdas steht\b|\bsteht fest\b|\bes ist beschlossen\b|\bich hab(?:e)? (?:meine )?entscheidung getroffen\b|\bich (?:such|suche|wahle|wahl) (?:nur |bloss )?noch (?:den|das) (?:tag|datum)\b|\bnur noch (?:den|das) (?:tag|datum) (?:aussuchen|festlegen)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:bitte )?(?:schick|schickt|gib|gebt) mir keine (?:\S+ )?(?:nummern|telefonnummern|hotlines?|tipps|ratschlage)\b|\bich (?:will|brauch|brauche) keine?n? (?:rat|ratschlage|hilfe|hotline|nummer)\b|\bich (?:fuhle|fuhl) mich (?:\S+ )?(?:erleichtert|ruhig|befreit|friedlich)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:das )?(?:nachdenken|denken|reden|grubeln|zweifeln) ist vorbei\b|\bgenug (?:nachgedacht|geredet|gegrubelt)\b|\b(?:uberlegt|weiss|geplant),? wie ich es (?:mache|mach|tue|tu|anstelle|machen werde)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bwollte (?:\S+ ){0,2}(?:tschuss|tschau|auf wiedersehen|lebewohl) sagen\b|\bwollte (?:nur )?(?:dass es )?(?:jemand|irgendwer) (?:weiss|wissen)\b|\b(?:mach|tu|tue) ich (?:das|es) (?:\S+ )?(?:halt|dann|einfach)\b`,
      ),
    },
    // plan: a place tied to a moment or an event; being alone in the flat
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:fahr|fahre|geh|gehe|lauf|laufe|steig|steige) ich (?:\S+ ){0,3}(?:zur|zum|auf die|auf den|aufs|an die|an den|ans|in den|uber die) \w*(?:brucke|gleis|gleise|gleisen|klippe|klippen|parkhaus|hochhaus|staudamm|schienen|bahnstrecke)\b|\b(?:fahr|fahre|geh|gehe|lauf|laufe) (?:\S+ ){0,2}(?:zur|zum|auf die|aufs|an die|ans) \w*(?:brucke|gleise|klippe|parkhaus|hochhaus|staudamm|schienen)\b(?: \S+){0,4} (?:heute|morgen|nacht|abend|wenn|dann)\b`,
      ),
    },
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:niemand|keiner) (?:\S+ )?(?:findet|entdeckt|vermisst) mich\b(?! (?:beim|im|in|auf)\b)`,
      ),
    },
    {
      category: 'plan',
      pattern: rx(
        String.raw`\b(?:wohnung|haus|bude) (?:\S+ ){0,3}fur mich(?: \S+){0,6} (?:mach|tu|tue|erledige) ich (?:das|es)\b|\b(?:sturmfrei|allein zu hause|alleine zu hause)\b(?: \S+){0,8} (?:mach|tu|tue) ich (?:das|es)\b`,
      ),
    },
    // preparation: things given away, new homes for pets, debts paid back, letters done
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\bbrauch\w* (?:ich |die |das |es |alles )?(?:\S+ ){0,2}(?:eh|sowieso|ja eh|bald) (?:alles |nichts |eh )?(?:nicht|nimmer|nix|nichts) mehr\b|\bbrauch ich (?:alles )?(?:eh )?nicht mehr\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:neues zuhause|neue familie|neues heim) (?:\S+ ){0,2}(?:fur|gefunden)\b|\b(?:fur )?(?:meine?n? )?(?:katze|kater|hund|hunde|katzen|hasen|meerschweinchen)\b(?: \S+){0,4} (?:abgegeben|weggegeben|vermittelt|neues zuhause)\b|\b(?:nach|auf) (?:meine?n? )?(?:katze|kater|hund)\b(?: \S+){0,4} in (?:ein paar|paar|\d+|zwei|drei) tagen\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:briefe|brief|abschiedsbriefe) (?:sind |ist )?(?:fertig|geschrieben)\b|\b(?:brief|briefe) (?:an|fur) (?:meine|meinen|mein)\b|\bmails? (?:\S+ )?(?:zeitversetzt|geplant|terminiert)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:seed|seedphrase|passwort|passworter|pin|zugangsdaten|schlussel)\b(?: \S+){0,6} (?:im umschlag|in (?:nen|einen|den|einem) umschlag|in der schublade|fur meine|fur meinen|an meine|an meinen|dazugelegt|beigelegt|liegt dabei|liegen dabei)\b|\b(?:laptop|handy|gitarre|ps5|konsole|fahrrad|auto|rechner|uhr|kamera)\b(?: \S+){0,3} (?:und|,) (?:\S+ )?(?:meine?n? |die |das |den )?(?:laptop|handy|gitarre|ps5|konsole|fahrrad|auto|rechner|uhr|kamera)\b(?: \S+){0,5} (?:verschenkt|weggegeben|geschenkt|vermacht)\b|\balles (?:ist )?(?:geregelt|erledigt|in ordnung gebracht)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\bwar (?:\S+ ){0,2}(?:schon|lustig|gut|cool|nett) solange es (?:\S+ )?(?:gedauert hat|ging|gedauert|gehalten hat)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:sorry|tut mir leid|entschuldigung) fur (?:das chaos|die sauerei|den dreck|die arbeit|den schlamassel) (?:\S+ )?(?:das|den|die) ich (?:\S+ )?(?:hinterlasse|hinterlassen werde|euch mache)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:alle )?schulden (?:\S+ ){0,4}(?:zuruckgezahlt|zuruckbezahlt|beglichen|abbezahlt)\b(?!(?: \S+){0,4} (?:gefeiert|feiern|endlich frei|juhu)\b)|\b(?:allen|jedem)\b(?: \S+){0,3} (?:geld )?(?:zuruckgezahlt|zuruckbezahlt|zuruckgegeben|zuruckuberwiesen|uberwiesen|beglichen)\b|\b(?:denen|dem|der|wem) ich (?:noch )?(?:was|etwas|geld) (?:schuld|schuldig) (?:bin|war)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'risk',
      pattern: rx(
        String.raw`\bmachs gut\b(?! (?:bis|und bis|schones|gute)\b)|\bpasst auf euch auf\b|\bdu warst (?:\S+ )?(?:lieb|nett|gut zu mir)\b`,
      ),
    },
    // in-progress: at the platform, at the edge, gas open
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:steh|stehe|sitz|sitze|bin) (?:\S+ ){0,2}(?:auf|an|am|aufm|im) (?:\S+ ){0,2}\w*(?:${HIGH}|gleis|gleisen|gleise|bahnsteig|schienen|rand|gelander|kante|dachkante)\b(?: \S+){0,14} (?:spring\w*|tschuss|lebt wohl|werf\w*|verabschied\w*|auf wiedersehen|letzte mal|kommt gleich|runter|unten)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:hab|habe) (?:\S+ ){0,2}(?:gas|herd|gashahn) (?:\S+ ){0,2}(?:aufgedreht|angelassen|offen gelassen)\b(?: \S+){0,10} (?:fenster|tur|turen|riecht|geruch|kopf|schwindlig|hingelegt|liege)\b`,
      ),
    },
    // harm-to-others: beating someone until they stop moving; a weapon waiting for someone
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\bbis (?:er|sie|der|die|das schwein) (?:\S+ ){0,2}(?:sich )?(?:nicht mehr (?:bewegt|atmet|aufsteht|zuckt|redet)|tot ist|verreckt|krepiert|aufhort zu atmen)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:messer|waffe|pistole|knarre|gewehr|baseballschlager|axt|beil)\b(?: \S+){0,12} (?:er|sie|der|die) (?:kommt|kommen) (?:\S+ ){0,2}(?:gleich|bald|jeden moment|heim|rein|nach hause)\b|\b(?:warte|wart) (?:\S+ ){0,4}mit (?:dem|einem|meinem|der|ner|nem) (?:messer|waffe|pistole|knarre|gewehr|baseballschlager|axt)\b(?: \S+){0,6} (?:auf (?:ihn|sie|den|die)|bis (?:er|sie) (?:\S+ )?(?:kommt|heimkommt|rauskommt|auftaucht))\b`,
      ),
    },
    // The same scene is under way: a weapon in hand and the person about to arrive.
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:messer|waffe|pistole|knarre|gewehr|baseballschlager|axt|beil)\b(?: \S+){0,12} (?:er|sie|der|die) (?:kommt|kommen) (?:\S+ ){0,2}(?:gleich|bald|jeden moment|heim|rein|nach hause)\b|\b(?:warte|wart) (?:\S+ ){0,4}mit (?:dem|einem|meinem|der|ner|nem) (?:messer|waffe|pistole|knarre|gewehr|baseballschlager|axt)\b(?: \S+){0,6} (?:auf (?:ihn|sie|den|die)|bis (?:er|sie) (?:\S+ )?(?:kommt|heimkommt|rauskommt|auftaucht))\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'distress',
      pattern: rx(
        String.raw`\bich weiss (?:jetzt )?wo (?:der|die|er|sie|dieser|diese) (?:\S+ ){0,4}wohnt\b|\b(?:adresse|wohnort) (?:von ihm|von ihr|rausgefunden|herausgefunden)\b`,
      ),
    },
    // Round 2b: envy of the dying, lights out, pulling the plug, car in the garage, a weapon in the boot
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bbeneide (?:\S+ ){0,5}(?:palliativ\w*|todkrank\w*|sterbend\w*|krebskrank\w*|hospiz\w*|unheilbar\w*)|\b(?:licht|lichter) (?:\S+ ){0,2}(?:ausgeht|ausgehen|ausmachen|ausknipsen|aus)\b(?: \S+){0,2} (?:fur immer|endgultig|fur alle zeit)\b|\b(?:fur immer|endgultig) (?:\S+ )?(?:das )?licht aus\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:den|bei mir den) stecker (?:\S+ )?(?:ziehen|zieh|ziehe|gezogen)\b(?: \S+){0,4} (?:endgultig|fur immer|bei mir|ein fur alle mal)\b|\b(?:endgultig|fur immer) (?:\S+ )?(?:den )?stecker\b|\b(?:abtreten|abdanken|den loffel abgeben|ins gras beissen) (?:\S+ )?(?:will|mochte|werde|wurde)\b|\b(?:will|mochte|werde|wurde) (?:\S+ ){0,2}(?:abtreten|den loffel abgeben|ins gras beissen)\b`,
      ),
    },
    {
      category: 'active-ideation',
      needs: 'distress',
      pattern: rx(String.raw`\b(?:will|mochte) (?:\S+ ){0,2}den stecker ziehen\b`),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(String.raw`\bich frag (?:\S+ )?(?:nicht|nich) (?:nach|um) (?:rat|hilfe|tipps|erlaubnis)\b`),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:hab|habe) mich (?:\S+ )?festgelegt\b|\bes geht (?:\S+ )?nur noch (?:ums|um das|darum) wann\b|\bnur noch (?:die )?frage (?:des|nach dem) wann\b`,
      ),
    },
    {
      category: 'plan',
      pattern: rx(
        String.raw`\bnicht (?:mehr )?(?:heim|nach hause)\b(?: \S+){0,5} (?:zur|zum|an den|an die|ans|auf die|in den|in die) (?:\S+ )?(?:rhein|fluss|brucke|elbe|main|donau|isar|spree|gleise|klippe|staudamm|meer|see)\b|\b(?:runter|rauf) (?:an den|zum|zur|auf die) (?:rhein|fluss|brucke|elbe|main|donau|isar|spree|gleise|staudamm)\b(?: \S+){0,6} (?:vorgenommen|beschlossen|entschieden|dann ist schluss|das wars)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:in der|in die|in meiner) garage\b(?: \S+){0,4} (?:motor|auto|wagen) (?:lauft|an|lasst|angelassen)\b|\bmotor (?:lauft|an)\b(?: \S+){0,4} (?:tor|tur|garage|garagentor) (?:ist |sind )?(?:zu|geschlossen)\b|\bschlauch (?:\S+ ){0,3}(?:im auto|ins auto|am auspuff|vom auspuff)\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'risk',
      pattern: rx(
        String.raw`\bschwarz vor (?:den )?augen\b|\bich (?:spur|spure|fuhl|fuhle) (?:meine )?(?:hande|beine|arme) nicht mehr\b|\balles dreht sich\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:baseballschlager|schlager|messer|knarre|pistole|waffe|axt|machete|gewehr|eisenstange)\b(?: \S+){0,2} (?:liegt |ist |steckt )?(?:im|in meinem|in der|in meiner) (?:kofferraum|rucksack|jacke|tasche|handschuhfach)\b(?: \S+){0,8} (?:(?:ist|wird) zahltag|(?:er|sie|der|die) (?:wird|werden|kriegt|kriegen|bekommt) (?:\S+ )?(?:es )?(?:bereuen|bezahlen|sehen|was erleben|sein fett weg|was er verdient)|abrechnung)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:allen|jedem|allen leuten)\b(?: \S+){0,3} (?:geld )?(?:zuruckgegeben|zuruckgezahlt|zuruck uberwiesen)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:aufraumen|ordnung machen|koffer packen) vor (?:einer|ner|der) (?:langen|grossen|letzten) reise\b|\bvor (?:einer|ner|der) (?:langen|grossen|letzten) reise\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:nach|auf) (?:meiner|meinem|meine|meinen|der|dem|die|den) (?:katze|kater|hund|hunde|katzen|tiere|pflanzen)\b(?: \S+){0,3} (?:schauen|sehen|gucken)\b(?!(?: \S+){0,6} (?:urlaub|verreist|reise|weg sind)\b)|\bin (?:ein paar|paar|\d+|zwei|drei|zwei drei) tagen\b(?: \S+){0,3} (?:nach|auf) (?:meiner|meinem|der|dem|die|den) (?:katze|kater|hund|tiere)\b(?!(?: \S+){0,6} (?:urlaub|verreist|reise|weg sind)\b)`,
      ),
    },
    // Round 2c: welcome death, heart stopping, rope in the woods, standing on the tracks
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:der )?tod (?:\S+ ){0,3}(?:willkommen|ein freund|eine erlosung)\b|\bwillkommen(?:er)? tod\b|\b(?:beschlossen|entschieden)\b(?: \S+){0,3} nicht mehr aufzuwachen\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${PILLS}\b(?: \S+){0,8} (?:das herz (?:aufhort|stehen bleibt|stillsteht|versagt)|herzstillstand)\b|\b(?:wald|scheune|garage|keller|dachboden)\b(?: \S+){0,5} mit (?:dem|einem|nem|meinem) (?:strick|seil)\b|\bmit (?:dem|einem|nem|meinem) (?:strick|seil)\b(?: \S+){0,4} (?:in den wald|in die scheune|in den keller|auf den dachboden)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:steh|stehe|sitz|sitze|lieg|liege|bin) (?:\S+ )?(?:auf|zwischen|an) den (?:gleisen|schienen)\b(?: \S+){0,6} (?:zug|ice|bahn|s ?bahn|guterzug) (?:kommt|naht|fahrt ein|ist gleich da)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:das )?datum steht\b|\b(?:hab|habe) (?:\S+ )?(?:den tag|das datum) (?:ausgesucht|gewahlt|festgelegt)\b`,
      ),
    },
    // Round 3: intent fragments pair with each other in one message (a 'risk' fragment no longer pairs).
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:(?:hab|habe) mich (?:\S+ )?(?:entschieden|festgelegt)|(?:die )?entscheidung (?:ist )?gefallen|ich hab(?:e)? (?:meine )?entscheidung getroffen|ich (?:zieh|ziehe) (?:das|es) (?:jetzt )?durch)\b(?: \S+){0,6} es gibt kein zuruck\b|\b(?:hab|habe) mich (?:\S+ )?(?:entschieden|festgelegt)\b(?!(?: \S+){0,3} (?:wir|ich) (?:ziehen|ziehe|kundige|kaufe|verkaufe|studiere|wechsle|heirate|nehme|fange|mache eine?)\b| (?:zu|fur|gegen)\b)|\b(?:die )?entscheidung (?:ist )?gefallen\b(?!(?: \S+){0,3} (?:wir|ich) (?:ziehen|ziehe|kundige|kaufe|verkaufe|studiere|wechsle|heirate|nehme|fange|mache eine?)\b| (?:zu|fur|gegen)\b)|\bich hab(?:e)? (?:meine )?entscheidung getroffen\b(?!(?: \S+){0,3} (?:wir|ich) (?:ziehen|ziehe|kundige|kaufe|verkaufe|studiere|wechsle|heirate|nehme|fange|mache eine?)\b| (?:zu|fur|gegen)\b)|\b(?:es|das|entscheidung|datum|plan|tag) steht (?:\S+ )?fest\b|\b(?:der tag|das datum|der termin) (?:ist|is) (?:\S+ )?fix\b|(?:^| )das steht$|\bes ist beschlossen\b|\bich (?:zieh|ziehe) (?:das|es) (?:jetzt )?durch\b|\bes gibt kein zuruck\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:ich )?(?:hab|habe) keine angst mehr\b(?! (?:vor|davor|um)\b)|\bich (?:fuhle|fuhl) mich (?:\S+ ){0,3}(?:erleichtert|ruhig|befreit|friedlich)\b|\b(?:ich )?bin (?:ganz|total|vollig|richtig|so|sehr|jetzt) (?:ruhig|gefasst|gelassen|im reinen)(?: dabei| damit)?\b|\bich (?:werd|werde)s tun\b|\bich (?:werd|werde) es (?:wirklich |echt )?tun\b|\b(?:bitte )?(?:schick|schickt|schicken sie|gib|gebt|geben sie) mir keine (?:\S+ )?(?:nummern|telefonnummern|hotlines?|tipps|ratschlage)\b|\bich (?:will|brauch|brauche) keine?n? (?:rat|ratschlage|hilfe|hotline|nummer)\b|\bich frag (?:\S+ )?(?:nicht|nich) (?:nach|um) (?:rat|hilfe|tipps|erlaubnis)\b|\b(?:versuch|versucht|versuchen sie)(?: \S+){0,2} nicht,? mich (?:umzustimmen|aufzuhalten|abzuhalten)\b|\bmich (?:umstimmen|aufhalten) (?:kann|wird) (?:keiner|niemand)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\bes geht (?:\S+ )?nur noch (?:ums|um das|darum) wann\b|\bich (?:such|suche|wahle|wahl) (?:nur |bloss )?noch (?:den|das) (?:tag|datum)\b|\b(?:das )?datum steht\b|\b(?:hab|habe) (?:\S+ )?(?:den tag|das datum) (?:ausgesucht|gewahlt|festgelegt)\b|\b(?:lang|lange) genug (?:rumgeeiert|gezogert|gewartet|nachgedacht|gezweifelt)\b|\bwollte (?:nur )?(?:dass es )?(?:jemand|irgendwer) (?:weiss|wissen)\b`,
      ),
    },
    // "sorry for everything" and "he should look after the cat" are quiet signs too (round 6)
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:danke|sorry|entschuldigung|verzeih\w*|tut mir leid) fur alles\b|\b(?:soll|sollen|sollst|bitte) (?:\S+ ){0,2}um (?:die|den|das|meine|meinen|mein) (?:katze|kater|hund|hunde|katzen|tiere|hamster|vogel|pflanzen) (?:\S+ )?(?:kummern|kuemmern)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\bwenn ich (?:\S+ )?(?:nicht mehr (?:da|am leben|hier)|tot) bin\b|^(?!.*\b(?:notar\w*|anwalt\w*|erbrecht\w*)\b).*\btestament (?:\S+ ){0,4}(?:geschrieben|gemacht|aufgesetzt|verfasst)\b|\b(?:dann|damit) (?:muss|mussen|braucht|brauchen)(?: \S+){0,5} (?:suchen|rumschlagen|herumschlagen|kummern|aufraumen|rumargern)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:meinen|meine|mein) (?:kater|katze|katzen|hund|hunde|hundin|kaninchen|hamster|vogel|tiere)\b(?: \S+){0,2} (?:nimmt|nehmen|kriegt|bekommt|ubernimmt|geht zu|kommt zu)\b|\b(?:nachbarin|nachbar|schwester|bruder|mutter|vater|freundin|freund)\b(?: \S+){0,2} (?:nimmt|ubernimmt|kriegt|bekommt) (?:meinen|meine|mein) (?:kater|katze|katzen|hund|hunde|kaninchen|hamster|vogel|tiere)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:der|die|er|sie|das schwein|dieser typ) (?:wird|kann) (?:\S+ )?(?:nie wieder|nie mehr|nicht mehr) (?:laufen|gehen|atmen|aufstehen|reden|lachen|jemanden (?:abziehen|betrugen|abzocken))\b|\bich (?:fahr|fahre|geh|gehe) (?:\S+ )?(?:morgen|heute|jetzt|gleich|heute abend) (?:da )?hin\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b${W}\b(?: \S+){0,6} (?:im|in meinem|in der|in meiner) (?:rucksack|tasche|jacke|auto|kofferraum|handschuhfach)\b(?: \S+){0,6} (?:steh|stehe|bin|sitz|sitze|warte)(?: \S+){0,2} (?:vorm|vor dem|vor der|am|beim|im) (?:eingang|buro|firma|haus|schule|parkplatz|tor|laden|gebaude|bank)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b${W}\b(?: \S+){0,6} (?:im|in meinem|in der|in meiner) (?:rucksack|tasche|jacke|auto|kofferraum|handschuhfach)\b(?: \S+){0,6} (?:steh|stehe|bin|sitz|sitze|warte)(?: \S+){0,2} (?:vorm|vor dem|vor der|am|beim|im) (?:eingang|buro|firma|haus|schule|parkplatz|tor|laden|gebaude|bank)\b`,
      ),
    },
    // Round 4: going through with it this time, on the platform with an apology, weapon ready in the car, taking the family along, sealed notes for next week, lethal dose / exhaust questions
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:diesmal|dieses mal|heute|jetzt) (?:zieh|ziehe|mach|mache) (?:ichs|ich es|ich das)(?: \S+){0,2} (?:durch|wirklich|ernsthaft)\b|\b(?:es gibt )?kein (?:zuruck|weg zuruck) mehr\b(?! (?:zu|zum|zur|ins|in die))`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:stehe|steh|sitze|sitz|bin|warte) (?!(?:\S+ ){0,2}${IN_TRAFFIC})(?:\S+ ){0,2}(?:am bahnsteig|an den gleisen|auf den gleisen|am gleis|auf der brucke|an der brustung|auf dem dach|am gelander|an der bahnstrecke|am abgrund)\b${NOT_IN_TRAFFIC}|\b(?:sorry|tut mir leid|entschuldige|verzeih mir)\w* (?:dass|das) ich dir (?:das|so was|sowas|das hier) (?:schreibe|sage|antue|schreib)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:baseballschlager|schlager|messer|pistole|knarre|waffe|axt|beil|machete|eisenstange|brecheisen|gewehr|flinte)\w* (?:\S+ ){0,2}(?:im kofferraum|im auto|in der tasche|im rucksack|eingepackt|griffbereit|unterm sitz)\b|\b(?:wohnt|arbeitet) (?:\S+ ){0,2}(?:strassen weiter|um die ecke|nebenan|bei mir in der nahe)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:nehm|nehme|reiss|reisse) ich (?:sie|ihn|meine frau|meinen mann|die kinder|meine familie|alle)\b(?: \S+){0,4} mit\b(?: \S+){0,6} (?:alle zusammen|keiner (?:\S+ )?leiden|niemand (?:\S+ )?leiden|in den tod)\b|\b(?:mit in den tod|in den tod mitnehmen|in den tod mitnehme)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:erst|nicht vor|fruhestens) (?:nachste woche|nachsten \w+|morgen|ubermorgen|in \S+ tagen|am \w+|wenn)(?: \S+){0,2} (?:aufmachen|offnen|lesen|aufmacht|offnet|liest|aufzumachen)\b|\b\w*(?:seed ?phrase|seedphrase|seedworter|ledger|wallet|passworter|passwort|zugangsdaten|pin)\w*(?: \S+){0,3} (?:gegeben|ubergeben|geschickt|hinterlassen)\b|\b(?:katze|kater|hund|hunde|katzen|tiere|hamster)\w* (?:ist|sind) (?:jetzt |schon |ab jetzt )?bei (?:meinen|meiner|meinem|den|der|nachbarn)\b|\b(?:aufpassen|aufpasst|kummern|kummert|sorgen|sorgt|behalten|behalt|versorgen|versorgt)\b(?: \S+){0,2} fur immer\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:ab welcher|welche|wie ?viel|wieviel)(?: \S+){0,2} (?:insulin|paracetamol|ibuprofen|tabletten|schlaftabletten|tavor|morphin|fentanyl|digitalis|lithium|opiate|diazepam|amitriptylin)\b(?: \S+){0,8} (?:kritisch|todlich|gefahrlich|lebensgefahrlich|vorbei|nicht mehr aufwacht)\b|\b(?:geschlossenen|geschlossener|geschlossene) (?:garage|auto|wagen)\b(?: \S+){0,4} (?:laufendem motor|motor laufen|abgasen?|schlauch)\b|\bwie lange\b(?: \S+){0,8} bis (?:man tot ist|man stirbt|man bewusstlos wird|man nicht mehr aufwacht|das herz stehen)\b`,
      ),
    },
    // round 5 (new writers): not waking up would be fine; wishing to be simply gone
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:ware|war|wars) (?:\S+ ){0,3}(?:ok|okay|egal|recht|nicht schlimm|in ordnung)\b(?: \S+){0,2} wenn ich (?:\S+ ){0,4}(?:nicht|nie) (?:mehr |wieder )?aufwach\w*|\bwenn ich (?:\S+ ){0,4}(?:nicht|nie) (?:mehr |wieder )?aufwach\w* (?:ware|war|wars) (?:\S+ ){0,2}(?:ok|okay|egal|recht|nicht schlimm|in ordnung)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bwunsch\w* (?:mir )?(?:ich )?(?:ware|war) (?:einfach|endlich|fur immer|schon) (?:weg|nicht mehr da|tot|verschwunden)\b(?! (?:aus|von|hier|nach|in|im|zu|bei|fur)\b)|\b(?:einfach|fur immer) verschwinden\b(?: \S+){0,2} (?:dass|damit|und) (?:keiner|niemand) (?:\S+ )?(?:mehr )?(?:fragt|sucht|nachfragt|merkt|vermisst)\b`,
      ),
    },
    // a truck or a car taking me out would be no loss; the life insurance would pay if I were gone
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:mich|mi)\b(?: \S+){0,4} (?:lkw|laster|auto|bus|zug|tram|strassenbahn)\b(?: \S+){0,2} (?:mitnimmt|mitnehmen wurde|uberfahrt|uberfahren wurde|umfahrt|umnietet|erwischt)\b(?: \S+){0,3} (?:ware|war|wars)\b(?: \S+){0,3} (?:(?:ka|kein|keine|nicht) schad\w*|auch ok|egal|nicht schlimm)|\b(?:wenn ich (?:\S+ )?(?:nicht mehr da|tot|weg) (?:bin|ware|war)|nach meinem tod)\b(?: \S+){0,5} lebensversicherung\b|\blebensversicherung\b(?: \S+){0,6} (?:wenn ich (?:\S+ )?(?:nicht mehr da|tot|weg)|nach meinem tod)\b`,
      ),
    },
    // "mach schluss, nicht mit der freundin, mit mir"; gone, not moved away
    {
      category: 'intent',
      pattern: rx(
        String.raw`\bschluss\b(?: \S+){0,2} nicht mit (?:\S+ ){0,3}(?:sondern )?mit (?:mir|mir selbst|meinem leben|dem leben|allem|allem hier|dem ganzen|der welt)\b|\bweg\b(?: \S+){0,1} nicht (?:umgezogen|verreist|ausgewandert|im urlaub|abgehauen)\b(?! (?:nur|sondern|bloss|einfach)\b)|\bnicht (?:umgezogen|verreist|ausgewandert) (?:sondern )?weg\b`,
      ),
    },
    {
      category: 'intent',
      pattern: rx(
        String.raw`\bkein (?:hilferuf|schrei nach hilfe)\b(?: \S+){0,10} (?:entschieden|entschlossen|beschlossen|klar im kopf)\b|\b(?:entschieden|entschlossen|beschlossen)\b(?: \S+){0,10} kein (?:hilferuf|schrei nach hilfe)\b`,
      ),
    },
    // I'm out too, the same night (after the position)
    {
      category: 'plan',
      pattern: rx(
        String.raw`\b(?:bin ich|ich bin|geh ich|gehe ich) (?:dann )?auch (?:weg|raus|gegangen)\b(?: \S+){0,2} (?:selbe|gleiche|dieselbe|noch in der|in der selben|in derselben|noch diese) nacht\b`,
      ),
    },
    // if it fails again I drive to the dam; the pistol from the club comes home after a loss
    {
      category: 'plan',
      pattern: rx(
        String.raw`\bwenn\b(?: \S+){0,8} (?:gelogen|verlier\w*|verloren|liquid\w*|platzt|scheitert|schief|unter|pleite|margin call)\b(?: \S+){0,10} (?:fahr|fahre|geh|gehe|lauf|laufe)\w* ich (?:\S+ ){0,2}(?:nicht (?:\S+ ){0,3}sondern )?(?:zur|zum|an die|an den|auf die) \w*(?:talsperre|staumauer|staudamm|klippe|klippen|brucke|bruecke)\b|\bzuruck\w*\b(?: \S+){0,4} (?:und )?dann (?:fahr|fahre|geh|gehe)\w* ich (?:\S+ )?(?:zur|zum|auf die|an die) \w*(?:brucke|bruecke|talsperre|staudamm|klippe|gleisen)\b`,
      ),
    },
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:pistole|waffe|gewehr|knarre|revolver)\b(?: \S+){0,3} (?:vom|aus dem) (?:schutzenverein|verein|schiessstand|waffenschrank|tresor)\b(?: \S+){0,2} mit (?:nach hause|heim)\b`,
      ),
    },
    // pills counted out, saved up, set aside for a night
    {
      category: 'plan',
      pattern: rx(
        String.raw`\b${PILLS}\b(?: \S+){0,4} (?:sind |liegen )?(?:schon |bereits )?(?:gehortet|gebunkert)\b|\b${PILLS}\b(?: \S+){0,2} fur (?:samstag|sonntag|freitag|montag|dienstag|mittwoch|donnerstag|heute|morgen) ?(?:nacht|abend)\b(?: \S+){0,3} (?:abgezahlt|abgezaehlt|zurechtgelegt|bereit|gehortet)\b`,
      ),
    },
    // method questions "for me, not for grandpa / not for a story"; "I need the gun for me"
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:\w*tabletten|\w*pillen|dosis|stockwerk\w*|etage|verbluten|verblutet|\w*waffe|pistole|gewehr|strick|todlich)\b(?: \S+){0,12} fur mich,? nicht fur\b|\b(?:stockwerk\w*|etage|verbluten|verblutet|\w*waffe|pistole|gewehr|strick)\b(?: \S+){0,12} (?:frag\w* (?:\S+ )?fur mich|brauch\w* (?:sie|es|die|das|ihn) fur mich)\b|\b(?:frag\w* (?:\S+ )?fur mich|fur mich,? nicht fur)\b(?: \S+){0,12} (?:stockwerk\w*|etage|verbluten|\w*waffe|pistole|gewehr|strick|todlich)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:dosis|menge)\b(?: \S+){0,2} (?:ausgerechnet|berechnet|recherchiert|rausgesucht)\b(?!(?: \S+){0,3} (?:fur (?:mein|meine|meinen|das|den|die) (?:kind|baby|hund|katze|tochter|sohn|patient\w*|oma|opa|mutter|vater)|pro kilo)\b)(?: \S+){0,8} (?:ruhig|gelassen|gefasst)\b`,
      ),
    },
    // preparation: a list of who gets what; a pet handed over for good; things given away, not needed any more
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:liste|aufgeschrieben|notiert|aufgelistet)\b(?: \S+){0,3} wer (?:\S+ ){0,2}(?:bekommt|kriegt|erbt|kriegen|bekommen|haben soll)\b(?!(?: \S+){0,4} (?:weihnachten|geburtstag|geschenk\w*|party|feier|hochzeit|wichteln|julklapp|secret santa|einkauf\w*|aufgaben|schicht\w*)\b)`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:hund|hunde|katze|kater|katzen|hasen|meerschweinchen|vogel)\b(?: \S+){0,6} (?:gebracht|gegeben|abgegeben|weggegeben|ubergeben)\b(?: \S+)? fur immer\b(?!(?: \S+){0,6} (?:ziehe|umziehe|umzug|auswander\w*|allergi\w*|job|stelle|ausland)\b)`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:alle|alles)\b(?: \S+){0,1} (?:verschenkt|weggegeben|vermacht|verteilt)\b(?: \S+){0,2} brauch\w* (?:ich |die |das |es )?(?:\S+ ){0,2}(?:nicht|nimmer) mehr\b|\b(?:handyvertrag|handy|telefon|alle abos|alle vertrage|wohnung)\b(?: \S+){0,5} gekundigt\b(?: \S+){0,2} brauch\w* (?:ich |die |das |es )?(?:\S+ ){0,2}(?:nicht|nimmer) mehr\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:strick|galgenstrick)\b(?: \S+){0,2} (?:gekauft|besorgt|bestellt|geholt)\b(?!(?: \S+){0,3} (?:fur|zum|zur) (?:die |den |das |meine |meinen )?(?:schaukel|boot|garten|klettern|kletter\w*|hund|basteln|deko|tauziehen|umzug|zelt)\b)`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\bschulden\w*\b(?: \S+){0,12} (?:sauber|reinen gewissens|ohne schulden) (?:gehen|abtreten|verschwinden)\b(?!(?: \S+){0,4} (?:neu|neustart|neuanfang|anfangen|firma|job)\b)|\bdanke fur alles\b(?: \S+){0,12} (?:leb wohl|lebt wohl|adieu|farewell)\b(?!(?: \S+){0,8} (?:job|urlaub|umzug|team|kollegen|firma|buro|rente|kundigung|wechsle|wechsel)\b)`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:seed|seedphrase|zugangsdaten|passwort|passworter|pin|ledger|wallet)\b(?: \S+){0,6} (?:aufgeschrieben|hinterlegt|hinterlassen|gegeben)\b(?: \S+){0,4} (?:falls (?:was|etwas|mir was) (?:ist|passiert)|fur den fall)\b(?! (?:mit|dass|der|die|das|beim|bei)\b)`,
      ),
    },
    // self-harm: scratching or hitting oneself until it bleeds or bruises; cigarettes put out on the skin
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:kratz\w*|gekratzt|schlag\w*|geschlagen|hau|haue|gehauen|beiss\w*|gebissen) (?:\S+ ){0,1}(?:mich|mir)\b(?: \S+){0,8} (?:blutig|bis (?:es|sie|er) (?:blut\w*|blau \w+)|bis ich blute)\b(?!(?: \S+){0,4} (?:muck\w*|stich\w*|juck\w*|ekzem\w*|neurodermitis|allergi\w*|ausschlag|sandsack|training)\b)|\b(?:hab|habe) mir (?:\S+ ){0,5}blutig (?:geschlagen|gekratzt|gehauen|gebissen)\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:zigarette|zigaretten|kippe|kippen)\b(?: \S+){0,2} (?:auf|an) (?:dem|meinem|der|meiner|den|meinen|die) (?:arm|armen|haut|hand|handrucken|bein|oberschenkel|unterarm) (?:aus|ausgedruckt|ausdrucken)\b`,
      ),
    },
    // in progress: legs over the railing; all the pills taken; on the way to him with a knife
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\w*(?:gelander|brucke|dach|kante|brustung)\w*(?: \S+){0,5} (?:beine|fusse) (?:\S+ ){0,2}(?:hang\w*|haeng\w*|baumel\w*) (?:\S+ )?(?:druber|drueber|runter|ins leere)\b|\b(?:habe|hab) (?:\S+ ){0,2}(?:die|meine) ${PILLS} (?:\S+ )?alle (?:genommen|geschluckt|eingeworfen)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:weg|unterwegs|fahr|fahre|geh|gehe) (?:\S+ ){0,1}zu (?:ihm|ihr|ihnen)\b(?: \S+){0,4} (?:${W}|hammer) (?:ist |liegt |steckt )?(?:im|in der|in meiner|dabei|eingepackt)\b(?!(?: \S+){0,4} (?:picknick|camping|grillen|kochen|angeln|brotzeit|wandern|jagd|schnitzen|obst|werkzeug|reparatur\w*)\b)`,
      ),
    },
    // harm to others: an address and a hammer; won't come out whole; pick up his face; quiet for good
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\badresse\b(?: \S+){0,10} mit (?:einem|einen|eine|nem|dem|meinem|der) (?:hammer|${W}|eisenstange)\b(?: \S+){0,1} (?:hin|vorbei|rum|ruber|hinfahren|vorbeischauen)\b|\bich weiss (?:wo|in welch\w*|wann|an welch\w*)\b(?: \S+){0,10} (?:nicht (?:mehr )?(?:heil|lebend|in einem stuck)|auf (?:der|einer) trage|im (?:krankenwagen|sarg)) (?:\S+ )?raus\b(?! (?:aus (?:der|dem|den)|der|dem) (?:nummer|sache|geschichte|vertrag|deal|affare|prozess|verfahren|training|spiel|match)\b)`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:kann|darf|muss) (?:er|sie|der|die) (?:\S+ ){0,2}(?:sein|ihr|seine|ihre) (?:gesicht|zahne|knochen) (?:\S+ ){0,2}(?:suchen|aufsammeln|einsammeln|zusammensuchen)\b|\b(?:fahr|fahre|geh|gehe|komm|komme) ich (?:\S+ ){0,2}(?:hin|vorbei|rum|ruber)\b(?: \S+){0,3} dann ist (?:\S+ )?ruhe (?:fur immer|endgultig)\b`,
      ),
    },
    // round 5, more wordings of the same families: God taking me; gone for good; not to wake up
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:herrgott|gott|herr|liebe gott|himmel)\b(?: \S+){0,2} mich (?:\S+ ){0,2}(?:holt|zu sich (?:holt|nimmt)|sterben lasst|endlich holt)\b|\b(?:ware|war|wars) (?:mir )?(?:\S+ )?(?:recht|egal|lieber)\b(?: \S+){0,1} wenn ich (?:\S+ ){0,2}(?:weg|tot|nicht mehr da) (?:ware|war)\b|\bwunsch\w* (?:ich )?(?:mir )?(?:\S+ ){0,3}(?:nicht|nie) mehr aufzuwachen\b`,
      ),
    },
    // intent: going through with it + no hotline numbers, no advice
    {
      category: 'intent',
      pattern: rx(
        String.raw`\b(?:(?:zieh|ziehe) (?:das|es|ichs) durch|mach ichs|mach ich es|(?:hab|habe) (?:es|mich) entschieden)\b(?: \S+){0,6} (?:keine (?:\S+ )?(?:nummern|telefonseelsorge\w*|hotlines?)|(?:will|brauch|brauche) keinen (?:rat|ratschlag|tipp))\b|\b(?:keine (?:\S+ )?(?:nummern|telefonseelsorge\w*|hotlines?)|(?:will|brauch|brauche) keinen (?:rat|ratschlag|tipp))\b(?: \S+){0,6} (?:(?:zieh|ziehe) (?:das|es|ichs) durch|mach ichs|mach ich es)\b`,
      ),
    },
    // self-harm: burnt with a lighter; in progress: pills taken, then sorry for the trouble or so tired
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:feuerzeug|zigarette|kippe|bugeleisen)\b(?: \S+){0,4} (?:arm|unterarm|haut|hand|bein|oberschenkel|handgelenk)\w* (?:verbrannt|verbrenne|angesengt|versengt)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b${PILLS}\b(?: \S+){0,2} (?:genommen|geschluckt|eingeworfen)\b(?: \S+){0,6} (?:entschuldig\w* (?:sie )?(?:die storung|das)|sorry fur die storung|(?:so|sehr|total) mude|schlafrig)\b`,
      ),
    },
    // round 6: ending "everything" or one's life, said plainly ("ich will einfach alles beenden")
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:will|wollte|mochte|werde|wurde|wunsche mir)\b ${GAP}(?:alles|das alles|mein leben|es endgultig) (?:\S+ )?(?:beenden|zu ende bringen)\b(?!(?: \S+){0,2} (?:was|bevor|bis|vor dem|vor der|vorm|fur heute)\b)(?! (?:\S+ ){0,2}(?:mit (?:dem|der|den) (?:trading|traden|job|arbeit|studium|beziehung)|positionen|trades)\b)`,
      ),
    },
    // plan: a price or a close as the trigger, then "I'm done / gone / it's over" (the person, not the account)
    {
      category: 'plan',
      pattern: rx(
        String.raw`\bwenn\b(?: \S+){0,6} (?:btc|bitcoin|eth|ether|sol|kurs|preis|smi|dax|nasdaq|spx|markt|depot|konto|position|coin|aktie)\w*\b(?: \S+){0,6} (?:unter|uber|bei|auf) \d+\w*(?: \S+){0,3} (?:mach ich schluss|ist schluss|bin ich weg|ist es vorbei|ist alles vorbei|wars das|das wars|war es das)\b(?! (?:mit (?:dem |der )?(?:trading|traden|handel|krypto|crypto|zocken|borse|app)|aus (?:dem|der) (?:trade|position|markt)|(?:fur )?heute)\b)`,
      ),
    },
    // method: a lethal dose "so that it is certain" (needed, not allowed: "darf man ... sicher" is a safe dose)
    {
      category: 'method',
      pattern: rx(
        String.raw`\bwie ?viele? (?:\S+ ){0,2}${PILLS}\b(?: \S+){0,2} (?:braucht|brauche|brauch|brauchts|muss|musste) (?:man |ich )?(?:\S+ ){0,2}(?:damit|dass|um|bis) (?:es|man) (?:\S+ )?(?:sicher|endgultig|todlich)\b(?! (?:wirkt|hilft|anschlagt|einschlaft)\b)|\b(?:will|wollt|wollte|werde|werd|mochte|wurde)\b(?: \S+){0,3} (?:die|ne|eine) ganzen? (?:packung|packungen|schachtel|blister)(?: ${PILLS})? (?:nehmen|schlucken|einwerfen|fressen|reinhauen|runterschlucken)\b`,
      ),
    },
    // method: a gun kept at home (the Swiss service rifle too), "for me" or always on my mind
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:sturmgewehr|dienstwaffe|ordonnanzwaffe|armeewaffe|jagdgewehr|gewehr|pistole|waffe|revolver|knarre|flinte)\b(?: \S+){0,5} (?:daheim|zu hause|zuhause|im schrank|im keller|im estrich|im tresor)\b(?: \S+){0,8} (?:fur mich|denk\w* (?:\S+ )?(?:nur noch|dauernd|standig|immer) (?:daran|dran))\b(?!(?: \S+){0,3} (?:verkaufen|abgeben|abzugeben|zuruckgeben|zuruckzugeben|reinigen|putzen)\b)`,
      ),
    },
    // method: getting onto a roof, "and not for the view" (the innocent reason denied)
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:aufs|auf das|auf s|zum|aufm) (?:\S+ )?dach\b(?: \S+){0,10} (?:nicht wegen|nicht fur|nicht um) (?:der |die |das |den )?(?:aussicht|ausblick|fotos?|sonnenuntergang|view|reparatur\w*|wartung)\b(?!(?: \S+){0,3} sondern\b)`,
      ),
    },
    // method: thinking again and again of a high place; no railing up there (each needs context)
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:dauernd|standig|immer wieder|nur noch|die ganze zeit) (?:\S+ ){0,2}an (?:das|den|die|dem|diese[nsm]?) \w*${HIGH}\b(?: \S+){0,4} denken\b|\b(?:denk|denke) (?:\S+ ){0,2}(?:dauernd|standig|immer wieder|nur noch|die ganze zeit) an (?:das|den|die|diese[nsm]?) \w*${HIGH}\b|\b(?:ist |is |gibts |gibt es |hats |hat es )?(?:kein|keine|keinen) (?:gelander|absperrung|gitter|brustung|zaun|schutzgitter)\b`,
      ),
    },
    // preparation: a pet handed over "and it will be fine there"; two cherished things given away, not needed any more
    {
      category: 'preparation',
      pattern: rx(
        String.raw`^(?!.*\b(?:umzug|umziehen|ziehen um|ziehe um|auswander\w*|allergi\w*|ausland)\b).*\b(?:hund|hundin|katze|kater|katzen|hunde|hasen|kaninchen|meerschweinchen|vogel|papagei|hamster)\b(?: \S+){0,8} (?:neues zuhause|abgegeben|weggegeben|vermittelt|gebracht|gegeben|ubergeben)\b(?: \S+){0,6} (?:(?:er|sie|es) (?:wird|werden) es (?:dort |da )?(?:gut|besser) haben|(?:ist|sind) (?:dort |da )?(?:gut|in guten handen) aufgehoben|(?:geht|gehts) (?:ihm|ihr|ihnen) (?:dort |da )?(?:gut|besser))\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:velo|fahrrad|rad|ebike|uhr|ring|kette|schmuck|gitarre|laptop|handy|konsole|ps5|playstation|rechner|computer|pc|auto|motorrad|roller|kamera|sammlung)\b(?: \S+){0,4} (?:und|sowie) (?:\S+ ){0,3}(?:velo|fahrrad|rad|ebike|uhr|ring|kette|schmuck|gitarre|laptop|handy|konsole|ps5|playstation|rechner|computer|pc|auto|motorrad|roller|kamera|sammlung)\b(?: \S+){0,6} (?:verschenkt|geschenkt|weggegeben|vermacht|abgegeben|uberlassen)\b(?: \S+){0,4} brauch\w* (?:ich |sie |es |das |die |ihn )?(?:ja |eh |sowieso |bald )?(?:nicht|nimmer) mehr\b(?!(?: \S+){0,4} (?:neue?n?|neues|upgrade|ersetzt|gekauft)\b)`,
      ),
    },
    // harm to others: knowing where he lives, then a threat or a weapon taken along
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:ich weiss|(?:find|finde|krieg|kriege) ich (?:\S+ )?raus|ich (?:find|finde|krieg|kriege) (?:\S+ )?raus) (?:jetzt |genau )?wo (?:der|die|er|sie|dieser|diese)\b(?: \S+){0,8} (?:wohnt|wohnen|arbeitet|parkt|sitzt|steckt|hockt)\b(?: \S+){0,12} (?:(?:der|die|er|sie) (?:wird|soll|werden) (?:\S+ )?(?:bluten|bezahlen|bussen|es bereuen)|gnade (?:ihm|ihr|ihnen|dir|euch) gott|(?:nehm|nehme|bring|bringe|pack|packe|hol|hole) (?:ich )?(?:das|ein|mein|meine|die|den|meinen) (?:${W}|hammer|baseballschlager) (?:\S+ )?mit)\b`,
      ),
    },
    // round 6: thinking of not living any more, of killing oneself ("ich denke ständig daran, nicht mehr zu leben")
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:daran|dran),? (?:nicht mehr|nie mehr|nimmer) (?:zu )?leben\b|\b(?:daran|dran),? (?:mich|mir) (?:\S+ )?(?:umzubringen|das leben zu nehmen)\b|^nicht mehr am leben\b|\b(?:will|mochte|wurde|bin) (?:ich )?(?:lieber |gern |einfach )?nicht mehr am leben\b`,
      ),
    },
    // round 6: thinking of taking all of someone else's pills ("alle tabletten von meiner mutter"); "the pills, 20 minutes ago" as an answer (needs context)
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:denk\w*|uberleg\w*|will|wollt|wollte)\b (?:\S+ ){0,2}alle (?:\S+ )?${PILLS}\b (?:von|vom) (?:meiner |meinem |der |dem )?(?:mutter|mama|oma|opa|vater|papa|grossmutter|grossvater|schwester|bruder|freundin|freund)\w*(?: \S+){0,2} (?:zu )?(?:nehmen|schlucken|einwerfen)\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'distress',
      pattern: rx(
        String.raw`^(?:die |meine |alle )?${PILLS}\b(?: \S+){0,2} vor (?:\d+|ein\w*|zehn|zwanzig|dreissig|halben?) (?:min\w*|stund\w*)\b`,
      ),
    },
    // round 6: on the way to him with a weapon, in either order ("fahr morgen mit dem baseballschläger hin")
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`^(?!.*\b(?:training|spiel|verein|schleif\w*|reparatur|grillen|camping|kochen|jagd|angeln|metzger|werkstatt)\b).*?(?:\bich (?:fahr|fahre|geh|gehe|lauf|laufe|komm|komme)\b(?: \S+){0,3} (?:zu (?:ihm|ihr|ihnen|dem|der)|hin|vorbei|ruber|rum)\b(?: \S+){0,3} mit (?:dem|einem|meinem|der|ner|nem) (?:${W}|hammer|eisenstange)\b|\bich (?:fahr|fahre|geh|gehe|lauf|laufe|komm|komme)\b(?: \S+){0,2} mit (?:dem|einem|meinem|der|ner|nem) (?:${W}|hammer|eisenstange)\b(?: \S+){0,2} (?:zu (?:ihm|ihr|ihnen)|hin|vorbei|ruber)\b)`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\bich (?:fahr|fahre|geh|gehe|lauf|laufe) (?:jetzt|gerade|grad|schon) (?:zu (?:ihm|ihr|ihnen)|hin|ruber)\b(?: \S+){0,2} mit (?:dem|einem|meinem|der|ner|nem) (?:${W}|hammer|eisenstange)\b`,
      ),
    },
    // round 6: the person put first, then the killing verb ("den Abzocker bring ich um, wenn ich ihn erwische")
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:den|die|diesen|diese) (?:\S+ ){0,2}${PERSON}\w*(?: \S+){0,4} (?:bring|bringe|mach|mache|leg|lege) ich (?:\S+ )?(?:um|kalt)\b(?! (?:\d|\S+ uhr|zu|den|die|das|halb|viertel)\b)`,
      ),
    },
    // Tuning round 7: the quieter wordings of families above.
    // Would not be so bad if a truck or a straddle carrier overlooked me (the wish first, then the vehicle).
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:ware|war|wars|waers)\b (?:\S+ ){0,3}(?:nicht (?:so |weiter )?schlimm|egal|ok|okay|kein schaden|ka schad\w*|recht|halb so wild)\b(?: \S+){0,2} wenn mich (?:\S+ ){0,6}(?:ubersieht|ubersehen wurde|uberfahrt|uberfahren wurde|umfahrt|erwischt|mitnimmt|uberrollt|umnietet|zerquetscht|plattmacht|trifft)\b`,
      ),
    },
    // "sich entleiben" (also "entleben"): killing oneself in an old word.
    { category: 'active-ideation', pattern: rx(String.raw`\bentlei?b(?:en|t|te|ung)\b`) },
    // Worth more dead than alive.
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\btot (?:bin|ware|war|waer|waere) ich (?:\S+ )?mehr wert\b|\b(?:bin|ware|war) (?:ich )?tot (?:\S+ )?mehr wert\b|\bmehr wert (?:als )?tot(?: als lebendig)?\b|\b(?:als toter|als leiche) (?:\S+ ){0,2}mehr wert\b`,
      ),
    },
    // Can one still get out onto the platform or the roof, or is it glassed in (after a loss).
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\bkann man\b(?: \S+){0,6} (?:raus|rauf|hoch|hinauf|hinaus|nach oben) (?:auf|aufs|zur|zum|an) (?:die |das |den )?(?:aussichts)?(?:plattform|dach|dachterrasse|brustung|gelander|terrasse|galerie|kante)\b|\b\w*(?:turm|brucke|hochhaus|parkhaus|plattform|staudamm|viadukt|klippe)\w*\b(?: \S+){0,8} (?:verglast|abgesperrt|gesichert|zugesperrt|abgeschlossen|eingezaunt|vergittert)\b`,
      ),
    },
    // Gone by the day a reminder, a court date or a bailiff comes (with a debt as context).
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`^(?!.*\b(?:urlaub\w*|reise\w*|verreist|flug|flieger|montage|umzug|umgezogen|ausgewandert|kur|reha)\b).*\bbis (?:dahin|dann|zum \d+\w*|zum (?:ersten|monatsende|stichtag|termin)|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)) bin ich (?:\S+ )?(?:weg|nicht mehr da|nicht mehr am leben|tot|raus)\b(?! (?:aus (?:der|dem)|vom|von)\b)`,
      ),
    },
    // Stopped on a bridge, hazard lights on (not a breakdown).
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`^(?!.*\b(?:panne|pannendienst|adac|oamtc|tcs|abschlepp\w*|reifen|platten|stau|unfall|liegengeblieben|motorschaden|polizei ist da)\b).*\b(?:steh|stehe|halt|halte|parke|bin)\b (?:\S+ ){0,2}(?:auf|an) (?:der|dem) \w*(?:brucke|bruecke)\b(?: \S+){0,4} (?:warnblinker|warnblinkanlage|ausgestiegen|motor aus)\b`,
      ),
    },
    // Letters written "as a farewell" (not to colleagues or for a move).
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`^(?!.*\b(?:kollege\w*|kollegin\w*|team|firma|rente|ruhestand|umzug|job|schule|klasse|verein|hochzeit|urlaub|auslandsjahr|praktikum)\b).*\b(?:brief|briefe|zeilen|nachricht|nachrichten|karte|karten|video|videos)\b(?: \S+){0,8} (?:zum|als) abschied\b`,
      ),
    },
    // Breaking someone's bones, said of a named person (after a loss or a scam).
    {
      category: 'harm-to-others',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:brech|breche|brechen) (?:ich )?(?:ihm|ihr|dem|der|denen|ihnen) (?:\S+ )?(?:alle |die |jeden |beide |samtliche )?(?:knochen|beine|arme|genick|kiefer|rippen|finger)\b|\b(?:ihm|ihr|dem|der|denen) (?:brech|breche) ich (?:\S+ )?(?:alle |die |jeden |beide |samtliche )?(?:knochen|beine|arme|genick|kiefer|rippen|finger)\b`,
      ),
    },
  ],
  distress: [
    // "did something stupid" and seeing no way out (round 6)
    rx(String.raw`\b(?:hab|habe) (?:was|etwas) (?:dummes|blodes|bloedes|schlimmes) (?:gemacht|getan)\b`),
    rx(
      String.raw`\b(?:schlaf|schlafe|schlafen|geschlafen)\b(?: \S+){0,4} (?:nicht mehr|kaum|nicht|nie)\b|\b(?:kann|konnte) nicht (?:mehr )?schlafen\b|\bschlaflos\w*`,
    ),
    rx(
      String.raw`\bich hasse mich\b|\b(?:bin|ich bin) (?:so |ein |eine |total )*(?:versager|versagerin|wertlos|nutzlos|ein nichts|dumm|erbarmlich)\b|\bwertlos\b`,
    ),
    rx(
      String.raw`\bhoffnungslos\w*|\bkeine hoffnung\b|\bkeinen ausweg\b|\bausweglos\w*|\bich bin am ende\b|\bam ende\b|\bkeinen sinn mehr\b|\bsinnlos\b|\bverzweifelt\b`,
    ),
    rx(
      String.raw`\b(?:halt|halte|ertrag|ertrage) (?:das|es) (?:\S+ )?nicht mehr aus\b|\bspiel\w* (?:allen|jedem) (?:\S+ )?was vor\b|\b(?:fuhl|fuhle) mich (?:\S+ ){0,3}(?:leer|allein|einsam|schuldig|tot|nutzlos|wertlos)\b|\bich (?:kann|will|mag) (?:einfach )?nicht mehr\b|\bmacht mich fertig\b|\bpanikattacke\w*|\bdepressi\w*|\bzusammenbruch\b`,
    ),
    rx(
      String.raw`\bich (?:schame|scham) mich\b|\bschame mich\b|\bin die augen (?:schauen|sehen)\b|\blast fur (?:alle|meine familie)\b`,
    ),
  ],
  loss: [
    rx(String.raw`\bliquidiert|\bliquidation|\bmargin call\b|\brekt\b|\bnachschusspflicht\b`),
    // debt collection and bailiffs; being scammed (round 7)
    rx(
      String.raw`\binkasso\w*|\bmahnung\w*|\bgerichtsvollzieher\w*|\bpfandung\w*|\bzwangsvollstreckung\w*|\b(?:privat)?insolvenz\w*|\babgezockt\b|\bgescammt\b|\bbetrogen worden\b`,
    ),
    rx(
      String.raw`\b(?:alles|ersparnisse|erspartes|rucklagen|gehalt|haus|erbe|altersvorsorge) (?:\S+ ){0,2}(?:weg|verloren|verzockt|futsch|verbrannt|gone)\b|\b(?:alles|alle ersparnisse|mein erspartes) verzockt\b|\bverzockt\b`,
    ),
    rx(
      String.raw`\bschulden\b|\bverschuldet\b|\bpleite\b|\bbankrott\b|\bdepot (?:ist )?(?:abgeraucht|vernichtet|leer|weg)\b|\bkonto (?:ist )?(?:gesprengt|leer|weg)\b|\b\d+ ?k (?:weg|verloren|liquidiert|minus)\b`,
    ),
  ],
  reassurance: [
    rx(
      String.raw`\b(?:ich bin|mir gehts|mir geht es|bin|ich fuhl mich|ich fuhle mich) (?:\S+ )?(?:sicher|in sicherheit|besser|gut|ok|okay|ruhiger)\b|\bdanke\b`,
    ),
    rx(
      String.raw`\b(?:angerufen|anrufen|rufe|ruf|geschrieben|gesprochen|melde mich)\b(?: \S+){0,4} (?:telefonseelsorge|seelsorge|112|notruf|arzt|arztin|therapeut\w*|freund\w*|mutter|vater|schwester|bruder|jemand\w*)\b|\b(?:telefonseelsorge|seelsorge|112|notruf|arzt|therapeut\w*)\b(?: \S+){0,3} (?:angerufen|anrufen|rufe ich)\b`,
    ),
    rx(
      String.raw`\bich (?:werde|werd|tu|tue|mach|mache) (?:mir )?(?:nichts|nix) (?:an|antun)\b|\bich (?:tu|tue|mach|mache) es nicht\b`,
    ),
  ],
  riskQuestions: [
    rx(String.raw`\b(?:bist du|sind sie) (?:\S+ )?(?:gerade |jetzt |im moment )?(?:sicher|in sicherheit|in gefahr)\b`),
    rx(
      String.raw`\b(?:denkst du|denken sie|hast du|haben sie) (?:\S+ ){0,3}(?:an suizid|an selbstmord|daran,? dich umzubringen|daran,? sich umzubringen|daran,? (?:dir|sich) das leben zu nehmen|daran,? (?:dir|sich) etwas anzutun|suizidgedanken|selbstmordgedanken)\b`,
    ),
    rx(
      String.raw`\b(?:meinst du|meinen sie)(?: \S+){0,3} (?:dir|sich) (?:das leben (?:zu )?nehmen|etwas antun|etwas anzutun|umbringen|umzubringen|zu sterben|sterben)\b|\b(?:hast du|haben sie) (?:einen plan|schon einen plan|etwas geplant)\b`,
    ),
    rx(
      String.raw`\bwas (?:hast du|haben sie) (?:\S+ )?(?:genommen|geschluckt)\b|\bwie viel\w* (?:hast du|haben sie) (?:\S+ )?(?:genommen|geschluckt)\b|\bwo (?:bist du|sind sie) (?:gerade|jetzt|im moment)\b`,
    ),
    // Follow-ups about a plan or an act: when, where, already taken something, goodbye letters,
    // "the trading or your life?". A short answer to them answers the risk.
    rx(
      String.raw`\b(?:hast du|haben sie) (?:dir |sich )?(?:schon )?(?:uberlegt|gedacht|geplant|entschieden),? (?:wann|wo|wie)$|\b(?:gibt es|gibts|gibt s) (?:schon )?(?:einen ort|einen platz|eine stelle),? (?:an (?:den|die|das)|wo) (?:du|sie) (?:\S+ )?denk\w*|\b(?:hast du|haben sie) (?:schon |bereits )?(?:was|etwas|davon|welche|tabletten) (?:genommen|geschluckt|eingenommen)\b`,
    ),
    rx(
      String.raw`\b(?:sind das|ist das|meinst du|meinen sie) (?:\S+ )?abschieds\w*|\b(?:trading|traden|handel|depot|konto|account|borse|markt)\w* oder (?:\S+ ){0,2}(?:leben|dich selbst|sich selbst)\b|\bum (?:dir|sich) (?:selbst )?(?:zu schaden|etwas anzutun|wehzutun|weh zu tun)\b`,
    ),
  ],
};
