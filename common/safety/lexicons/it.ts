import type { Lexicon } from './lexicon';

/**
 * Italian: txt-speak (nn, cmq, xké, ke, sn, tt), apostrophes dropped by normalisation
 * ("l'ammazzo" -> "lammazzo", "d'addio" -> "daddio"), and trader idioms that borrow death and
 * violence: "muoio dal ridere", "long suicida", "mi butto su sto token", "mi sparo una serie",
 * Roman "ammazza che pump", "bagno di sangue". Text arrives normalised: lower case, no accents.
 */

// Medicines and poisons, including the emoji word 💊 -> "pills".
const MEDS =
  '(?:pastiglie|pastiglia|pillole|pillola|compresse|compressa|capsule|gocce|blister|xanax|alprazolam|lexotan|bromazepam|' +
  'tavor|lorazepam|valium|diazepam|rivotril|clonazepam|en|minias|tachipirin[ae]|paracetamolo|oki|aspirin[ae]|antidepressivi|' +
  'sonniferi|tranquillanti|ansiolitici|benzo|farmaci|medicine|psicofarmaci|zolpidem|stilnox|quetiapina|sertralina|' +
  'insulina|tramadolo|pills)';
// High places, rails and traffic (🌉 -> "bridge").
const PLACE =
  '(?:frecciarossa|freccia(?:rossa|argento|bianca)?|italo|regionale|intercity|merci|binario|ponte|bridge|palazzo|edificio|balcone|finestra|tetto|terrazzo|terrazza|cornicione|viadotto|cavalcavia|scogliera|' +
  'dirupo|burrone|torre|grattacielo|piano \\d+|\\d+ piano|(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|ottavo|nono|decimo|ultimo) piano|treno|metro|metropolitana|binari|tram|camion|tir|autostrada)';
const WEEKDAY = '(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)';
/** Means people name when they look into methods. */
const MEANS =
  `(?:${MEDS}|corda|cappio|nodo|cintura|pistola|fucile|arma|proiettile|lametta|coltello|veleno|topicida|pesticid[ai]|diserbant[ei]|` +
  'insetticid[ai]|candeggina|antigelo|carbonella|gas|elio|monossido|ponte|palazzo|edificio|altezza|metri|balcone|finestra|' +
  'scogliera|viadotto|cavalcavia|treno|treni|metro|binari|fiume|diga|garage)';
/** Words that turn a question about means into one about dying. */
const LETHAL =
  '(?:letal[ei]|(?:e|sono|sarebbe|sarebbero|considerat[ao]|dose|caduta) (?:mortal[ei]|fatal[ei])|per morire|per (?:ammazzar|uccider)(?:si|mi)|(?:ammazzare|uccidere) (?:una persona|qualcuno|un adulto|un uomo)|' +
  'non (?:si )?(?:svegli|sveglia|risvegli)\\w* (?:piu|mai piu)|(?:uno|qualcuno|una persona) non si (?:svegli|risvegli)\\w*|non sopravviv\\w*|sopravvive qualcuno|nessuno sopravvive|muore sul colpo|indolor[ei]|' +
  'regge il fegato|il fegato regge|prima che non ci sia piu niente da fare|pericolos[oi] per (?:luomo|l uomo|gli umani|gli esseri umani|le persone|una persona)|(?:prima del|fino al) (?:danno|danni) (?:al fegato|epatico)|per (?:ammazzare|uccidere) (?:\\S+ ){0,6}(?:grande come|del peso di) (?:una persona|un adulto|un uomo))';

const re = (source: string) => new RegExp(source);

export const IT: Lexicon = {
  lang: 'it',
  scripts: ['latin'],
  expansions: {
    nn: 'non',
    cmq: 'comunque',
    xke: 'perche',
    xche: 'perche',
    pke: 'perche',
    pk: 'perche',
    xk: 'perche',
    x: 'per',
    ke: 'che',
    k: 'che',
    sn: 'sono',
    tt: 'tutto',
    tvb: 'ti voglio bene',
    qlc: 'qualche',
    qlcs: 'qualcosa',
    qlcn: 'qualcuno',
    nnt: 'niente',
    dmn: 'domani',
    dom: 'domani',
    stasera: 'stasera',
    vojo: 'voglio',
    moro: 'muoio',
    cn: 'con',
    sl: 'solo',
    m: 'mi',
    t: 'ti',
    c: 'ci',
  },
  anchors: [
    'ammazzarmi',
    'uccidermi',
    'suicidarmi',
    'suicidio',
    'impiccarmi',
    'togliermi',
    'pastiglie',
    'pillole',
    'overdose',
    'svegliarmi',
    'tagliarmi',
    'autolesionismo',
    'buttarmi',
    'avvelenarmi',
    'ammazzo',
  ],
  keep: [
    'ammazzarti',
    'ammazzarlo',
    'ammazzarla',
    'ammazzarci',
    'ammazzarsi',
    'ucciderti',
    'ucciderlo',
    'ucciderla',
    'uccidersi',
    'toglierti',
    'toglierlo',
    'toglierla',
    'togliersi',
    'tagliarti',
    'tagliarlo',
    'tagliarla',
    'tagliarsi',
    'buttarti',
    'buttarlo',
    'buttarla',
    'buttarsi',
    'svegliarti',
    'svegliarsi',
    'svegliarci',
    'ammazza',
    'ammazzi',
    'ucciderei',
    'uccidere',
    'ucciderai',
    'ammazzerei',
    'ammazzerai',
    'ammazzeri',
    'ammazzare',
    'pastiglia',
    'pillola',
    'suicidi',
    'suicida',
    'audio',
    'svegliassi',
    'svegliasse',
    'svegliate',
    'tagliarle',
    'tagliarli',
  ],
  idioms: [
    // "suicidio financiero": ruining oneself with money, not a death.
    /\b(?:me |se )?suicid\w* (?:financier\w*|financeir\w*|finanziari\w*|economic\w*|comercial\w*|commercial\w*)\b/g,
    // Negated: "no me voy a matar", "nunca pensé en suicidarme" (also the Portuguese and Italian forms,
    // since "suicidio" reads the same in all three).
    /\b(?:no|nao|non|nunca|jamas|jamais|mai)(?: (?:he|ho|havia|tinha|habia|mai|lo|eu|me|mi|lo))? (?:pense|pensei|pensato|pensado|pensando|pensaria|considerato|considerado|intentado|tentei|tentato) (?:\S+ )?(?:en |em |a |al |ao |di |nel |no |el |o |il |la |de )?(?:me |se |mi )?(?:suicid\w*|matarme|me matar|ammazzarmi|uccidermi|quitarme la vida|farla finita)\b/g,
    /\b(?:non|mai) (?:mi )?(?:voglio |vorrei |penso di |ho intenzione di )?(?:ammazzo|ammazzarmi|uccido|uccidermi|suicido|suicidarmi|morire|ammazzare|uccidere)\b(?! (?:ma|pero|senza|ancora|se|finche))/g,
    // "long suicida", "trade suicida": a reckless position.
    /\b(?:long|short|trade|entrata|operazione|posizione|leva|scommessa|x\d+) suicid[ae]\b/g,
    /\bsuicid[ae] (?:long|short|trade|x\d+)\b/g,
    // "muoio dal ridere", "morto di sonno", "mi fa morire dal ridere".
    /\b(?:muoio|muori|muore|morendo|morire|morto|morta|morti|sono morto|sto morendo|mi fa morire|da morire) (?:dal|dalle|dalla|di|dai) (?:ridere|risate|risata|fame|sonno|sete|caldo|freddo|noia|invidia|vergogna|curiosita|paura|stanchezza|voglia|fatica)\b/g,
    // "mi ammazzo di lavoro", "ammazzarsi di fatica".
    /\b(?:mi )?ammazz(?:o|armi|ando|arsi) (?:di|dal|dalla|dalle|dai) (?:lavoro|fatica|studio|palestra|risate|ridere)\b/g,
    // Roman "ammazza!" = wow; "ammazza il bot / il processo" = stop it.
    /\bammazza (?:che|oh|o|raga|ragazzi|zio|fra|quanto|come|quanti|quante|se|vero|aho|ao)\b/g,
    /\b(?:ammazz|uccid|kill)\w* (?:il|lo|la|i|gli|le|sto|sta|quel|quella|quello) (?:bot|processo|trade|ordine|posizione|short|long|stop|server|script|task|tempo)\b/g,
    // "mi sparo una serie / una pizza / tutto il film": to binge.
    /\b(?:mi )?spar(?:o|are|armi|ato|ata|iamo) (?:tutt[aoie] |un |una |un altra |un altro |il |la |le |i |gli |due |tre |qualche |l )?(?:\S+ )?(?:serie|film|puntat\w*|episod\w*|pizz\w*|birr\w*|maratona|partit\w*|canzon\w*|album|video|caffe|spritz|stagion\w*|dormita|giro)\b/g,
    // "mi sono sparato sui piedi": shooting oneself in the foot.
    /\bspara(?:to|ta|rsi|rmi)? (?:sui|sul|nei|nel|ai|al|in un) (?:propri )?pied[ei]\b/g,
    // "mi butto su questo token", "mi butto dentro", "buttarsi a capofitto": jumping in.
    /\b(?:mi )?butt(?:o|arsi|armi|ato|ata) (?:su|sul|sulla|sullo|sugli|sulle|dentro|nel mercato|nella mischia|a capofitto|in questa|in questo|nell|all in)\b/g,
    // A cross-chain bridge.
    /\b(?:ponte|bridge)s? (?:su |verso |per |tra |a |da |di |con |sulla |sul )?(?:arbitrum|base|solana|sol|polygon|matic|ethereum|eth|bsc|bnb|optimism|avalanche|avax|catene?|chains?|l2|layer|reti?|altra rete|token|usdc|usdt|stargate|wormhole|cross ?chain)\b/g,
    // "tagliare le perdite", "mi taglio i capelli".
    /\btagli(?:are|o|ato|amo) (?:le perdite|la perdita|la posizione|i capelli|la barba|le unghie)\b/g,
    // "sono morto ahah" on a liquidation: a laugh.
    /\bsono mort[oa]\b(?= (?:ahah|haha|ahaha|lol|xd|raga|fra|zio)| ?$)/g,
    // Tuning round 5: a farewell card for a colleague; a day out to a named bridge with friends.
    /\bbiglietto d ?addio per (?:una |un |la |il |mia |mio |nostra |nostro )?(?:collega|amica|amico|capo|capa|prof\w*|maestra|maestro|vicina|vicino)\b/g,
    /\bvado al ponte (?:di |del |della )?\S+ con (?:le amiche|gli amici|la famiglia|mia madre|i bambini|mio marito|mia moglie|i colleghi)\b/g,
  ],
  rules: [
    // --- concepts that generalise beyond one phrasing ------------------------------------------
    // A means and a word about dying close together: "quante gocce di Lexotan servono perché uno non si
    // svegli più", "da che piano non si sopravvive", "il pesticida più pericoloso per l'uomo".
    {
      category: 'method',
      pattern: re(`\\b${MEANS}\\b(?: \\S+){0,8} ${LETHAL}|\\b${LETHAL}(?: \\S+){0,8} ${MEANS}\\b`),
    },
    // A rope and a body's weight; a rope hung from a beam; a bridge and its nets or railings.
    {
      category: 'method',
      pattern:
        /\b(?:corda|corde|cintura|cinghia|lenzuolo|cavo|nodo|rope)\b(?: \S+){0,8} (?:regg|sosten|sopport|tien)\w* (?:\S+ ){0,4}(?:peso|kg|chili|\d+ ?kg|una persona|un adulto|un corpo)\b|\b(?:quanti (?:kg|chili)|quanto peso) (?:\S+ ){0,2}(?:regge|reggono|sostiene|sopporta|tiene) (?:\S+ ){0,2}(?:corda|corde|cintura|cinghia|trave|gancio)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:corda|cintura|cinghia|rope) (?:\S+ ){0,3}appes[oa] (?:a|al|alla|ad) (?:una |un |la |il )?(?:trave|soffitto|lampadario|gancio|ramo)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:${PLACE}|diga)(?: \\S+){0,8} (?:reti|rete di protezione|grate|ringhiere?|barriere?|recinzioni?|protezioni|telecamere|sorveglianza)\\b(?: \\S+){0,6} (?:tolte|tolto|ancora|senza|ci sono|hanno messo|messe)\\b|\\b(?:${PLACE}|diga)(?: \\S+){0,4} (?:senza|non ha|non hanno) (?:le |la |i |delle )?(?:reti|grate|ringhiere?|barriere?|protezioni)\\b|\\b(?:${PLACE}|diga)(?: \\S+){0,8} (?:ancora|ha ancora|hanno ancora|ci sono|hanno tolto|non ha piu) (?:\\S+ ){0,2}(?:reti|rete di protezione|grate|ringhiere?|barriere?|protezioni)\\b`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:treni?|merci|frecce|freccia|frecciarossa|intercity|metro)\b(?: \S+){0,10} (?:non si ferma|non si fermano|non fa fermata|senza fermarsi|passa dritto|passano dritti|piu veloci)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:a che ora|quando|orari\w*|ogni quanto) (?:\S+ ){0,3}(?:passa|passano)\b(?: \S+){0,10} (?:non si ferma|non si fermano|senza fermarsi|dritto|dritti)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:chiedo per un amico|per un romanzo|per un racconto|e per un libro|per una storia che sto scrivendo|ipoteticamente|per pura curiosita|domanda random)\b/,
      needs: 'distress',
    },
    // Wanting to be gone in other words: not being around, closing the eyes for good, swapping with the dying.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:vorrei|voglio|volevo|preferirei|magari|spero di|sogno di) (?:\S+ ){0,6}(?:non esserci piu|non esserci mai piu|non esistere piu|chiudere gli occhi e non (?:riaprirli|svegliarmi|esserci)|andarmene (?:per sempre|da questo mondo|e basta)|spegnermi|riposare per sempre|addormentarmi per sempre)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:spero|sperando|magari|prego) (?:che )?(?:\S+ ){0,3}mi (?:venga|prenda|colpisca|venisse|prendesse|investa|investisse) (?:un infarto|un tumore|un ictus|un incidente|una malattia|qualcosa|un fulmine|una macchina|un camion|un treno)\b|\b(?:morire|morissi|andarmene) (?:nel sonno|mentre dormo|dormendo)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:scambierei|scambiare|fare cambio|farei cambio) (?:\S+ ){0,3}con (?:un|una|qualcuno) (?:\S+ ){0,3}(?:malato terminale|paziente terminale|terminale|che sta morendo|col cancro)\b|\buscita (?:definitiva|di scena definitiva)\b|\bnon mi (?:dispiacerebbe|importerebbe)\b(?: \S+){0,4} (?:morire|non svegliarmi|essere investit[oa]|sparire)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:loro|quelli|gli altri) (?:\S+ )?vogliono vivere e io no\b|\b(?:farei cambio|scambierei|fare cambio|cambierei posto)(?: \S+){0,6} (?:terminal[ei]|malati|col cancro|oncologia)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bse (?:\S+ ){0,5}non mi (?:svegliassi|risvegliassi|sveglio) piu\b(?: \S+){0,5} (?:andrebbe bene|va bene|meglio|pazienza|tanto meglio)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bnessuno (?:ci perderebbe|ne sentirebbe la mancanza|se ne accorgerebbe|mi rimpiangerebbe)\b|\ba nessuno mancherei\b/,
      needs: 'pair',
    },
    {
      category: 'active-ideation',
      pattern:
        /\btogliere il disturbo (?:per sempre|definitivamente|una volta per tutte)\b|\buscire di scena per sempre\b|\bandarmene per non tornare\b/,
    },
    // The decision as a signal that pairs with another ("non cerco consigli"); decision and no way back are one.
    {
      category: 'intent',
      pattern:
        /\b(?:ho deciso|ho gia scelto|(?:e|ormai e) deciso|la decisione e presa)\b(?:(?: \S+){0,12} non (?:si torna|torno) indietro\b)?|\bnon (?:si torna|torno) indietro\b(?:(?: \S+){0,12} (?:ho deciso|ho gia scelto|(?:e|ormai e) deciso|la decisione e presa)\b)?/,
      needs: 'pair',
    },
    // Intent in other words: the decision, clear-headed, no advice wanted, only the day left to pick.
    {
      category: 'intent',
      pattern:
        /\bnon (?:e|e stato) (?:uno sfogo|un impulso|colpa di nessuno)\b|\ba mente lucida\b|\bvolevo solo che qualcuno (?:lo )?sapesse\b|\bperche qualcuno lo sappia\b|\bnon (?:cerco|chiedo|voglio) (?:consigli|aiuto|che mi convinc\w*)\b|\bnon (?:provare|provate|cercare|cercate) (?:a|di) (?:convincermi|farmi cambiare idea|fermarmi)\b|\bdevo solo scegliere (?:il giorno|la data|quando)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern: /\b(?:ci penso|ci sto pensando) da (?:settimane|mesi|giorni|tanto|tempo)\b|\bnon ne voglio parlare\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:stasera|stanotte|domani|oggi|presto) (?:smetto|la smetto) di (?:pensarci|soffrire|stare male|esserci)\b/,
      needs: 'distress',
    },
    // Plans tying a day or an event to a place: "se domani va sotto i 40 vado al viadotto", "a Capodanno".
    {
      category: 'plan',
      pattern: re(
        `\\b(?:stanotte|stasera|oggi|domani|domattina|${WEEKDAY}|nel weekend|a capodanno|a natale|al mio compleanno|quando (?:chiude|scende|mi liquidano)|se (?:domani )?(?:mi liquidano|scende|va sotto|crolla))\\b(?: \\S+){0,10} (?:vado (?:al|alla|sul|sulla|in|nel|nella|fino al|fino alla)|prendo la macchina e vado (?:al|alla|sul|sulla)|salgo (?:sul|sulla|in cima al)|mi butto (?:dal|dalla|sotto)) (?:\\S+ )?(?:${PLACE}|fiume|mare|lago|bosco|albergo|hotel|stanza dalbergo|garage|molo|diga)\\b`,
      ),
    },
    {
      category: 'intent',
      pattern:
        /\ba seconda di (?:come|quanto) (?:\S+ ){0,3}(?:chiude|va|finisce|scende) (?:\S+ ){0,2}(?:decido|lo faccio|vedo)\b/,
      needs: 'risk',
    },
    {
      category: 'plan',
      pattern: /\b(?:quando sono tutti distratti|mentre (?:dormono|sono via) tutti)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern: /\b(?:nessuno (?:se ne accorgera|si accorgera)(?: di niente| di nulla)?)\b/,
      needs: 'pair',
    },
    // Preparations: giving away belongings and pets, keys to family, debts settled, farewell letters,
    // scheduled messages, someone asked to look in in a few days, farewells in other words.
    {
      category: 'preparation',
      pattern:
        /\b(?:ho regalato|regalo|sto regalando|ho dato via|ho venduto|sto dando via|ho lasciato) (?:\S+ ){0,3}(?:la moto|la macchina|la chitarra|il portatile|il computer|il pc|la play|la playstation|la console|il telefono|liphone|i miei vestiti|le mie cose|la mia collezione|i miei libri|lorologio|il cane|il gatto|il mio cane|il mio gatto)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:il cane|il gatto|la gatta|la cagnolina|il cagnolino|i gatti|i cani) (?:\S+ ){0,1}(?:l ho|lho|li ho|la ho|lo ho) (?:lasciat[oaie]|dat[oaie]|affidat[oaie]|regalat[oaie]) (?:a|ad|al|alla|allo|ai|alle)\b|\ble ho detto che parto\b|\bnon parto\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|frase seed|frase segreta|frase di recupero|parole di recupero|\d+ parole|password|chiavi? privat[ae]|pin)\b(?: \S+){0,10} (?:(?:a|per) (?:mia|mio) (?:madre|mamma|padre|papa|sorella|fratello|moglie|marito|figli[oa])|cosi almeno|nel caso|le resta|gli resta)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:ho scritto|ho lasciato|sto scrivendo|scrivo) (?:\S+ ){0,2}(?:una lettera|delle lettere|le lettere|un biglietto|un messaggio) (?:\S+ ){0,1}(?:a|per) (?:mia|mio|miei|mie|la mia|il mio) (?:madre|mamma|padre|papa|sorella|fratello|moglie|marito|figli[oa]?|famiglia|genitori)\b|\b(?:due|poche|quattro|qualche) righe (?:per|a|alla|al|ai) (?:mia|mio|miei|mie|la mia|il mio) (?:madre|mamma|padre|papa|sorella|fratello|moglie|marito|figli[oa]?|famiglia|genitori)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:ho sistemato|sto sistemando|ho messo in ordine) (?:tutto|le mie cose|i miei conti|le carte)\b|\b(?:ho pagato|ho restituito|ho saldato) (?:\S+ ){0,3}(?:tutti i debiti|i miei debiti|a tutti|tutto quello che dovevo)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bprogrammat\w*(?: \S+){0,6} (?:per|a) (?:mia|mio|miei|mie|la mia|il mio|tutta la mia) (?:madre|mamma|padre|papa|sorella|fratello|fratelli|figli[oa]?|famiglia|moglie|marito|ragazz[oa]|amic[oi]|genitori)\b|\b(?:mail|email|messaggi?)(?: \S+){0,3} (?:per|a) (?:mia|mio|miei|mie) (?:madre|mamma|padre|papa|sorella|fratello|fratelli|figli[oa]?|famiglia|moglie|marito|ragazz[oa]|amic[oi]|genitori)(?: \S+){0,6} programmat\w*/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:passa|passare|passi|passate|vai|dai un occhio|controlla|dare da mangiare)(?: \S+){0,4} (?:il mio |la mia |al mio |alla mia |il |la |al |alla )?(?:gatt[oa]|cane|gatti|cani|piante) (?:\S+ ){0,3}(?:tra qualche giorno|fra qualche giorno|tra un paio di giorni|la settimana prossima|tra \w+ giorni)\b(?!(?: \S+){0,8} (?:vacanza|viaggio|parto per|sono via|lavoro|ferie))/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\be stato bello finche e durato\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern: /\b(?:scusate|scusa|perdonate) (?:per )?il casino che (?:lascio|vi lascio|sto per lasciare)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bgrazie di tutto\b(?! (?:e a |ci vediamo|a domani|a presto))|\bgrazie per tutto\b(?! (?:e a |ci vediamo|a domani|a presto))/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:gli|le) spieg(?:a|o|hera)\b(?: \S+){0,2} (?:tutto|dove (?:trovare|sono|e) (?:tutto|le cose)|i conti|le password)\b/,
      needs: 'pair',
    },
    // Self-harm: shut in with a blade, starting again.
    {
      category: 'self-harm',
      pattern:
        /\b(?:chius[oa]|chiusa a chiave|chiuso a chiave) (?:in bagno|in camera|in macchina) con (?:la|una|il|un|le) (?:lametta|lamette|lama|coltello|rasoio|taglierino|pillole|pastiglie|corda)\b|\b(?:ho ricominciato|ricomincio|sono ricaduto|sono ricaduta) (?:a )?(?:tagliarmi|bruciarmi|farmi del male)\b/,
    },
    // Under way: legs over the edge, blood, on the roof.
    {
      category: 'in-progress',
      pattern:
        /\b(?:gambe|piedi) (?:\S+ )?(?:fuori|oltre|a penzoloni|penzoloni) (?:dal|dalla|oltre il|oltre la|sul|dalle) (?:muretto|ringhiera|parapetto|balcone|cornicione|bordo|ponte|davanzale|finestra)\b/,
    },
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:sono|sto|mi trovo|salito|salita) (?:\\S+ ){0,2}(?:sul|sulla|in cima al|in cima alla) (?:tetto|terrazzo|terrazza|ponte|viadotto|cavalcavia|cornicione|binari|scogliera|parapetto)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern: /\b(?:c e|ce|e|sto perdendo) (?:tanto|troppo|molto) (?:rosso|sangue)\b/,
      needs: 'risk',
    },
    // Harm to others: knowing where and when, waiting outside, a weapon in the pocket, "con lui dentro".
    { category: 'harm-to-others', pattern: /\bcon (?:lui|lei|loro) dentro\b|\b(?:gli|le) (?:do|dò|daro|dar) fuoco\b/ },
    {
      category: 'harm-to-others',
      pattern:
        /\bso (?:a che ora|quando|dove) (?:esce|abita|lavora|vive|passa|sta)\b|\bho (?:trovato |scoperto )?(?:lindirizzo|l indirizzo|dove (?:abita|vive|sta|lavora))\b|\b(?:me la|gliela|ce la) (?:paga|paghera|pagheranno|faro pagare|faccio pagare)\b|\b(?:la|le) (?:paga|paghera|pagheranno)(?: cara| per tutto|$)/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:lo|la|li) aspetto (?:fuori|sotto casa|alluscita|all uscita|sotto lufficio|sotto l ufficio)\b|\bsono sotto casa (?:sua|di)\b|\bsto salendo (?:da (?:lui|lei)|a casa sua|su da (?:lui|lei))\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:col|con il|con la|con un|con una|ho il|ho la|ho un|ho una|porto il|porto la|ho comprato (?:la|una|il|un)|mi sono procurat[oa] (?:la|una|il|un)) (?:cacciavite|coltello|pistola|mazza|spranga|machete|accetta|ascia|mannaia|roncola|resolza|leppa|serramanico|fucile|martello|cutter|lama|tirapugni|bastone)\b|\b(?:la pistola|il coltello|il fucile|larma) (?:ce )?lho (?:gia|presa|preso|comprata|comprato)\b/,
      needs: 'pair',
    },
    // passive wish: to be dead, not wake up, vanish, never have been born
    {
      category: 'passive-wish',
      pattern:
        /\b(?:voglio|vorrei|volevo|desidero|preferirei|magari potessi|spero di|ho voglia di) (?:\S+ )?(?:morire|mori|crepare|essere mort[oa]|non esistere|smettere di esistere|non svegliarmi|non risvegliarmi|sparire per sempre|sparire dal mondo|non essere mai nat[oa]|non esser mai nat[oa])\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:non|nn) (?:voglio|ho (?:piu )?voglia di|riesco piu a|ce la faccio piu a) (?:piu )?(?:vivere|esistere|essere viv[oa]|svegliarmi|andare avanti cosi)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:stanc[oa]|stufo|stufa) di vivere\b|\bvoglia di morire\b|\bnon (?:trovo|vedo|ha) (?:piu )?(?:nessun )?senso (?:nel |a |il )?(?:vivere|vita)\b|\bla vita non ha (?:piu )?senso\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:addormentarmi|dormire) e non (?:svegliarmi|risvegliarmi)\b|\bnon (?:svegliarmi|risvegliarmi) (?:piu|mai piu)\b/,
    },
    { category: 'passive-wish', pattern: /\bsparire (?:per sempre|dal mondo|dalla faccia della terra)\b/ },
    { category: 'passive-wish', pattern: /\b(?:vorrei|voglio) sparire\b/, needs: 'distress' },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:tutti|la mia famiglia|i miei|i miei figli|loro|voi|il mondo) (?:\S+ ){0,2}(?:starebbero|starebbe|vivrebbero|sarebbero|sarebbe) meglio senza di me\b|\bmeglio senza di me\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bmagari (?:morissi|crepassi|mi (?:investisse|investe|venisse un infarto|prendesse un))\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:a che serve|che senso ha|perche dovrei) (?:restare|essere|rimanere|continuare a (?:essere|vivere)|vivere)(?: viv[oa])?\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:meglio (?:mort[oa]|morire|crepare)|non sarei mai dovut[oa] nascere)\b/ },

    // active ideation: killing oneself, suicide, ending it all
    { category: 'active-ideation', pattern: /\bsuicid(?:io|armi|arsi|arti|ando|ero|erei|o|ato)\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:pensieri|idee|ideazione|impulsi|tendenze|tentativ[oi]) (?:di suicidio|suicid[ai])\b|\b(?:sono|mi sento) suicida\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:ammazzarmi|uccidermi|avvelenarmi)\b|\bmi (?:voglio|vorrei|devo) (?:ammazza|uccide|suicida)\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:togliermi|levarmi|mi tolgo|mi levo) di mezzo\b/, needs: 'distress' },
    {
      category: 'active-ideation',
      pattern:
        /\bmi (?:voglio |vorrei |devo |sto per )?(?:ammazzo|ammazzero|ammazzerei|ammazzare|uccido|uccidero|ucciderei|uccidere|suicido|avveleno)\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:togliermi|mi tolgo|mi togliero|togliersi|mi voglio togliere) la vita\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:farla|la faccio|la farei|farlo|falla|finirla) finita\b(?! (?:con|di) (?:il|lo|la|i|gli|le|sto|sta|questo|questa|quel|quella|sti|ste)\b)|\bfinirla (?:qui|una volta per tutte)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:mi sparo|spararmi|mi sparerei|mi voglio sparare|piantarmi una pallottola|farmi saltare le cervella)\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:impiccarmi|mi impicco|mi impicchero|impiccarsi)\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:pensando|penso|pensare) (?:di |a )?(?:morire|ammazzarmi|uccidermi|farla finita|togliermi la vita)\b/,
    },

    // method: jumping, hanging, overdose, research questions
    {
      category: 'method',
      pattern: re(
        `\\b(?:buttarmi|mi butto|mi butterei|mi voglio buttare|lanciarmi|mi lancio|gettarmi|mi getto|saltare|salto|mi sdraio) (?:\\S+ ){0,2}(?:da|dal|dalla|dallo|dai|dalle|giu da|giu dal|giu dalla|sotto|sotto al|sotto il|sotto la|sotto un|sotto una|davanti al|davanti a|sui|sul|nel|nella) (?:\\S+ )?${PLACE}\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(`\\b${PLACE}(?: \\S+){0,6} (?:mi butto|mi voglio buttare|voglio saltare|salto|mi lancio)\\b`),
    },
    { category: 'method', pattern: /\bmi voglio (?:buttare|lanciare)\b/ },
    { category: 'method', pattern: /\b(?:dose|quantita) (?:letale|mortale|per morire)\b|\boverdose\b/ },
    {
      category: 'method',
      pattern: re(
        `\\b(?:prendo|prendere|ingoio|ingoiare|mando giu|mandare giu|prendermi) (?:\\S+ ){0,2}(?:tutt[ei]|tutta la|tutto il|\\d{2,}) (?:\\S+ ){0,3}${MEDS}`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:quant[ie]|che quantita di) (?:\\S+ ){0,3}${MEDS} (?:\\S+ ){0,5}per (?:morire|non svegliarsi|non svegliarmi|non risvegliarsi|ammazzarsi|ammazzarmi|uccidersi|farla finita|andarsene|un overdose)\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b${MEDS} (?:\\S+ ){0,3}(?:sono|e|sarebbero|bastano|servono) (?:letali|letale|mortali|mortale|per morire)\\b`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:da )?(?:che|quale|quanti) (?:piano|altezza|metri|piani) (?:\S+ ){0,6}(?:morire|non sopravvivere|mortale|sul colpo|ammazzarsi)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:che|quale) (?:tipo di )?(?:corda|nodo|cintura) (?:\S+ ){0,6}(?:impicc|regge il peso|peso di una persona)/,
    },
    { category: 'method', pattern: /\bcarbone (?:\S+ ){0,5}(?:chius[oa]|stanza|macchina|auto|bagno)\b/ },
    {
      category: 'method',
      pattern:
        /\b(?:come|modi per|modo per|metodi per|metodo per|il modo migliore per) (?:suicid|ammazzarsi|uccidersi|morire senza dolore|morire in fretta|impiccarsi|togliersi la vita)/,
    },
    {
      category: 'method',
      pattern:
        /\bmorire senza (?:soffrire|dolore)\b|\btagliarsi le vene\b|\b(?:modo|maniera|metodo) piu (?:veloce|rapido|facile|indolore|sicuro|efficace) (?:per|di) (?:morire|ammazzarsi|uccidersi|suicidarsi)\b/,
    },
    // Only worrying next to distress or loss.
    { category: 'method', pattern: re(`\\b(?:${PLACE}|posto|punto) piu alt[oa]\\b`), needs: 'distress' },
    {
      category: 'method',
      pattern:
        /\b(?:a che ora|quando|orari del?) (?:passa|passano) (?:il|i|l) (?:ultimo )?(?:treno|metro|treni|intercity|regionale|freccia)/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        `\\bquant[ie] (?:\\S+ ){0,2}${MEDS} (?:\\S+ ){0,3}(?:sono|e|sarebbero) (?:troppe|troppi|troppo|tante|pericolos[ei]|un overdose)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:dove|come) (?:\S+ ){0,2}(?:compro|comprare|si compra|trovo|trovare|procurarmi|procuro) (?:\S+ ){0,2}(?:pistola|arma|revolver|cianuro|veleno|corda|carbonella|gun|rope)\b/,
      needs: 'distress',
    },

    // intent: decided, no way back (after a risk signal)
    // The decision and no way back are one signal (one match): "ho deciso, non torno indietro" is also said of a job.
    {
      category: 'intent',
      pattern:
        /\b(?:ho deciso|ho gia scelto|(?:e|ormai e) deciso|la decisione e presa)\b(?:(?: \S+){0,12} non (?:si torna|torno) indietro\b)?|\bnon (?:si torna|torno) indietro\b(?:(?: \S+){0,12} (?:ho deciso|ho gia scelto|(?:e|ormai e) deciso|la decisione e presa)\b)?|\bstavolta lo faccio\b|\blo faccio davvero\b|\be (?:arrivata l ora|arrivato il momento|ora)\b|\bcome ho detto\b/,
      needs: 'risk',
    },
    { category: 'intent', pattern: /\bstavolta (?:mi (?:ammazzo|uccido|sparo|butto|impicco)|la faccio finita)\b/ },

    // plan: a time, a price level, a place (after a risk signal)
    // A bare time in a short message ("stanotte."), answering an earlier risk.
    {
      category: 'plan',
      pattern: re(
        `^(?:\\S+ ){0,5}(?:stanotte|stasera|oggi|domani|domattina|dopodomani|nel (?:weekend|fine settimana)|questo (?:weekend|fine settimana)|${WEEKDAY}|tra (?:poco|qualche ora|\\d+ ore)|alle \\d+|quando (?:chiude|apre|scende))(?: \\S+){0,5}$`,
      ),
      needs: 'risk',
    },
    { category: 'plan', pattern: re(`\\bho (?:gia )?scelto (?:il|la|lo|l) (?:${PLACE}|posto|giorno|data|ora)\\b`) },
    { category: 'plan', pattern: /\b(?:so gia|ho gia deciso) (?:come|quando|dove)\b/, needs: 'distress' },
    {
      category: 'plan',
      pattern: /\b(?:stanotte|stasera|domani|oggi) lo faccio\b|\blo faccio (?:stanotte|stasera|domani|oggi)\b/,
      needs: 'distress',
    },

    // preparation: farewell letters, seed phrases and passwords, pets, giving things away
    {
      category: 'preparation',
      pattern: /\b(?:letter[ae]|bigliett[oi]|messaggi?o?|video) (?:d addio|daddio|di addio|di suicidio|d addii)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:per )?quando non ci saro (?:piu|mai piu)\b|\bquando non ci saro\b(?! (?:in|a|al|alla|allo|ai|per|da|domani|stasera|oggi|questa|questo|la prossima|li|qui|casa)\b)|\bnel caso (?:non ci fossi piu|mi succedesse qualcosa|morissi)\b|\bse non ci saro piu\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|seed phrase|frase seed|frase segreta|frase di recupero|parole di recupero|password|chiavi? privat[ae]|wallet|portafoglio) (?:\S+ ){0,8}(?:nel caso|se muoio|quando muoio|quando non ci saro|se non ci fossi)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:ho dato|ho mandato|ho lasciato|ho passato|ho inviato|ho consegnato|ho scritto) (?:\S+ ){0,4}(?:seed|seed phrase|frase seed|frase segreta|frase di recupero|parole di recupero|\d+ parole|password|chiavi? privat[ae])\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\bche si (?:tenga|tengano) tutto\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern:
        /\bprendete(?:vi)? cura (?:del|della|dei|delle) (?:mio|mia|miei|mie) (?:gatt[oaie]|can[ei]|cagnolin[oa]|figli[oe]?|famiglia|mamma|madre)\b(?!(?: \S+){0,8} (?:viaggio|parto|vacanza|ferie|mentre|qualche giorno|weekend|fine settimana))|\bbadate (?:al|alla|ai) (?:mio|mia|miei) (?:gatto|cane|figli)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bregal(?:ando|ato|o) (?:tutte )?le mie cose\b(?: \S+){0,5} (?:non )?mi serv(?:iranno|ira|ono) piu\b/,
    },
    { category: 'preparation', pattern: /\bregal(?:ando|ato) (?:tutte )?le mie cose\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern: /\baddio per sempre\b|\bho salutato tutti\b|\bvi saluto per sempre\b|\bquesto e il mio addio\b/,
    },
    {
      category: 'preparation',
      pattern: /\bgrazie di tutto(?: \S+){0,3} addio\b|\baddio a tutti\b|\bperdonatemi (?:per tutto)?\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /^(?!.*\b(?:notai\w*|avvocat[oa]|eredita)\b)(?:.* )?(?:testamento|ultime volonta)\b/,
      needs: 'distress',
    },

    // self-harm: cutting, burning, hitting oneself
    { category: 'self-harm', pattern: /\bautolesion\w*|\bcutting\b/ },
    {
      category: 'self-harm',
      pattern:
        /\bmi (?:\S+ )?(?:fino a sanguinare|finche sanguino|a sangue)\b|\bmi (?:graffio|gratto|graffiavo) (?:\S+ ){0,2}(?:pelle|braccia|braccio|gambe|polsi)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bmi (?:sono (?:appena |gia |di nuovo )?tagliat[oa]|taglio|tagliavo|sto tagliando) (?:di nuovo|ancora|le braccia|il braccio|i polsi|il polso|le vene|le gambe|la gamba|le cosce|per|quando|perche|con (?:la|una|il|un) (?:lametta|lama|coltello|rasoio|taglierino|knife))\b|\bmi taglio$/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:voglia di|voglio|devo|ricominciato a|ricomincio a) tagliarmi\b|\btagliarmi (?:di nuovo|ancora|le braccia|i polsi)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bmi (?:brucio|sono bruciat[oa]|bruciavo) (?:\S+ ){0,2}con (?:la |una |l |un )?(?:sigaretta|sigarette|accendino|ferro|fiammifer\w*|fuoco)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bmi (?:faccio|sono fatt[oa]|facevo) (?:del )?male (?:apposta|da sol[oa] apposta|fisicamente|quando|per)\b|\b(?:voglio|voglia di|devo) farmi (?:del )?male\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:sbatto|sbattere|sbattendo|batto) la testa (?:contro|al|sul) (?:il )?muro\b|\bmi (?:prendo|prendevo|sono pres[oa]) a (?:pugni|schiaffi|testate)\b|\bmi (?:do|davo|sono dat[oa]|sto dando|tiro|tiravo) (?:dei |tanti |forti |due )?(?:pugni|schiaffi|testate|colpi) (?:in testa|sulla testa|in faccia|sulla faccia|sulle gambe|da sol[oa]|fino a|finche)\b/,
    },

    // in progress: the act taken or under way, imminent danger
    {
      category: 'in-progress',
      pattern: re(
        `\\bho (?:appena |gia )?(?:preso|ingoiato|mandato giu|bevuto) (?:\\S+ ){0,2}(?:tutt[ie] |tutta la |tutto il |(?:le |i )?\\d{2,} |venti |trenta |quaranta |cinquanta |una scatola |un flacone |un blister |un sacco di |una manciata di )(?:\\S+ ){0,3}${MEDS}`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\bho (?:preso|ingoiato|bevuto) (?:\S+ ){0,2}(?:scatola|flacone|blister|boccetta) (?:intera|intero|tutt[oa])\b|\bho (?:bevuto|preso) (?:veleno|candeggina|topicida|antigelo)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\bmi gira tutto\b|\bsta (?:facendo|cominciando a fare) effetto\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern:
        /\bnon (?:smette|smettere) di sanguinare\b|\bmi sto dissanguando\b|\bsto sanguinando (?:tanto|troppo|molto)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\bsono (?:sul|sulla|sullo|in cima al|in cima alla|sul bordo del|sul bordo della) (?:tetto|ponte|cornicione|terrazzo|terrazza|balcone|binari|bordo|viadotto|cavalcavia|scogliera|bridge)\b(?: \S+){0,6} (?:sto per (?:saltare|buttarmi|lanciarmi)|pronto a saltare|pronta a saltare|sul bordo|salto|mi butto)\b/,
    },
    { category: 'in-progress', pattern: /\bsto per (?:saltare|buttarmi|lanciarmi|farla finita|spararmi|impiccarmi)\b/ },
    {
      category: 'in-progress',
      pattern:
        /\b(?:corda|rope) (?:\S+ ){0,4}(?:trave|ventilatore|soffitto|albero|porta|collo|lampadario)\b(?: \S+){0,6} (?:sedia|sgabello|pronto|pronta)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\bho (?:la|una) (?:pistola|arma|gun) (?:in mano|puntata|alla tempia|in bocca|carica)\b/,
    },

    // harm to others: threats to a scammer, the dev, an ex, the boss, family
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:ammazzo|uccido|ammazzero|uccidero|accoltello|sparo a|voglio ammazzare|voglio uccidere|vado ad ammazzare|voglia di ammazzare|voglia di uccidere|penso di uccidere|penso di ammazzare) (?:quel|quella|quello|quei|il|la|lo|i|gli|le|mio|mia|miei|mie|sto|sta|tutti|chi)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:lo|la|li|le|l) (?:ammazzo|uccido|ammazzero|uccidero|accoltello|sgozzo|strangolo)\b|\b(?:lammazzo|lucciderò|lucido)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:gli|le|li) (?:sparo|sparero|pianto una pallottola|tiro una coltellata)\b|\bsparargli\b|\bammazzarlo\b|\bammazzarla\b|\bucciderlo\b|\bucciderla\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:gli|le) (?:spacco|rompo|sfondo) (?:la faccia|la testa|il cranio|le ossa)\b|\b(?:lo|la|li) (?:massacro|pesto|riempio) (?:di botte|di mazzate|di pugni|di calci)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:ammazzare|uccidere) (?:\S+ ){0,1}(?:il dev|il truffatore|lo scammer|il mio capo|la mia ex|il mio ex|mia moglie|mio marito|la mia famiglia|mio padre|mia madre|mio fratello|il mio socio)\b/,
    },
    // round three: families from the third batch
    {
      category: 'passive-wish',
      pattern:
        /\bse (?:un|il|qualche|una|la) (?:tir|camion|auto|macchina|treno|pullman|furgone|moto) (?:\S+ ){0,4}(?:mi venisse addosso|mi investisse|mi prendesse|mi travolgesse|mi centrasse|mi arrivasse addosso)\b(?: \S+){0,8} (?:non (?:sterzerei|frenerei|mi sposterei|mi scanserei)|sarebbe (?:quasi )?un sollievo|nemmeno (?:sterzerei|frenerei|mi sposterei))\b/,
    },
    {
      category: 'method',
      pattern: re(
        `\\bquanto (?:e |sono )?(?:alt[oa]|profond[oa]) (?:\\S+ ){0,2}(?:${PLACE}|ponte|diga|scogliera)\\b|\\b(?:acqua|fiume) (?:\\S+ ){0,4}(?:e )?profond[ao]\\b(?: \\S+){0,2} (?:o )?(?:si tocca|tocchi)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\bchiedo per un amico\b|\bper un (?:racconto|romanzo|libro|personaggio) che sto scrivendo\b|\bipoteticamente\b|\bper pura curiosita\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /^(?!.*\b(?:compleanno|natale|festa|laurea|anniversario|matrimonio|trasloco)\b).*\b(?:ho regalato|ho dato|ho lasciato|regalo|sto regalando|ho venduto)\b(?: \S+){0,2} (?:la |il |le |i |lo |mia |mio )?(?:ps5|ps4|playstation|play|console|chitarra|portatile|pc|computer|telefono|bici|moto|orologio|scarpe|vestiti|collezione)\b(?: \S+){0,8} (?:a mio|a mia|al mio|alla mia|al|alla|ai|a) (?:\S+ )?(?:cugin[oa]|coinquilin[oa]|fratello|sorella|amic[oa]|madre|padre|vicin[oa])\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:ho scritto|ho lasciato|ho dato|ho passato|ho mandato|scritto)\b(?: \S+){0,3} (?:il |la |le |i )?(?:pin|password|codic[ei]|seed|chiav[ei] privat[ae]|credenziali)\b(?: \S+){0,8} (?:per|a) (?:mia|mio) (?:madre|padre|mamma|papa|sorella|fratello|moglie|figli[oa])\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bmi sento (?:piu )?(?:leggero|leggera|in pace|sollevat[oa])\b(?: \S+){0,4} (?:ciao|addio)\b|\b(?:ciao|addio) (?:thera|a tutti)\b$|\bti volevo (?:solo )?salutare\b|\bvolevo (?:solo )?salutarti\b|\b(?:e|sono) passat[oa] (?:solo )?(?:a|per) salutar\w*\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\b(?:non e|non (?:e stata|era)) colpa (?:loro|sua|vostra|tua|di nessuno)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:stasera|stanotte|oggi|domani|questa) (?:e|sara) (?:la sera|la notte|il giorno|il momento) giust[oa]\b|\b(?:e|sara) (?:la sera|la notte|il giorno|il momento) giust[oa]\b/,
      needs: 'pair',
    },
    {
      category: 'in-progress',
      pattern:
        /\bsono (?:sul|sulla|sui|ai|vicino al|vicino ai|accanto ai|lungo i) (?:binari?o?|binari|rotaie|ferrovia|massicciata)\b(?: \S+){0,12} (?:non si ferma|non ferma|passa (?:dritto|senza fermarsi)|salutar\w*|addio|ciao)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:il prossimo|l ultimo|il) (?:treno|merci|regionale|intercity|frecciarossa|italo|freccia)\b(?: \S+){0,3} (?:qui )?(?:non si ferma|non ferma|passa (?:dritto|senza fermarsi))\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern: re(
        `\\b(?:sotto casa|davanti a casa|fuori casa|sotto l ufficio|davanti all ufficio) (?:sua|di lui|di lei|\\S+)\\b(?: \\S+){0,6} (?:con|ho) (?:la |il |un |una |mia |mio )?(?:pistola|fucile|coltello|coltellaccio|mannaia|ascia|mazza|martello|arma|revolver|doppietta|lama)\\b|\\b(?:con|ho) (?:la |il |un |una |mia |mio )?(?:pistola|fucile|coltello|coltellaccio|mannaia|ascia|mazza|martello|arma|revolver|doppietta|lama)\\b(?: \\S+){0,8} (?:sotto casa|davanti a casa|fuori casa) (?:sua|di lui|di lei)\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:da che|da quale|a che|quant[oa]|quanti|quante|a partire da|oltre (?:che|quale))\\b(?: \\S+){0,3} (?:${MEANS}|piano|piani)\\b(?: \\S+){0,8} (?:(?:e |sia )?(?:sicuramente |di sicuro )?senza ritorno|non si torna (?:piu )?indietro|irreversibile|sicur[oa] al cento per cento|(?:per )?non sbagliare|(?:per )?andare sul sicuro|(?:per )?non fallire)\\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\bho (?:gia )?scavalcato (?:il |la )?(?:parapetto|ringhiera|balaustra|recinzione|muretto)\b|\bsono (?:dall altra parte|oltre|fuori) (?:del |della |dalla |dal )?(?:parapetto|ringhiera|balaustra)\b|\bsono in piedi sul (?:cornicione|bordo|parapetto)\b|\b(?:ho aperto|ho lasciato aperto|aperto) (?:il )?gas\b(?: \S+){0,6} (?:chiuso|sigillato) (?:le |tutte le )?(?:finestre|porte)\b|\b(?:macchina|motore) acces[oa] (?:in|nel|dentro il) garage\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bgliela (?:faccio|faro|facciamo|faremo) pagare\b|\bnon con le parole\b|\be non per parlare\b|\bnon (?:vado|andro|ci vado) (?:certo |mica )?(?:a|per) parlare\b|\bgli (?:faccio|faro|faremo) (?:una )?visit(?:a|ina)\b|\bho (?:trovato|scoperto|avuto) (?:l ?)?indirizzo\b|\bsta (?:salendo|arrivando|bussando|sotto casa|alla porta|qui sotto)\b|\b(?:giuro che )?(?:lo|la|li) (?:apro|sventro|sgozzo|scanno|accoltello|sfregio|faccio fuori)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:questa volta|stavolta) (?:lo faccio (?:davvero|sul serio)|faccio sul serio|e (?:la volta buona|quella buona|sul serio)|non mi tiro (?:piu )?indietro|non sbaglio)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /(?:^|\b(?:ci siamo|ecco|allora|bene|ok|basta|e tutto|questo e tutto) )addio(?: (?:a tutti|per sempre|davvero))?$/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:di|dite|dille|digli|dica) (?:a )?(?:mia|mio|miei|mie) (?:\S+ ){0,2}che (?:mi dispiace|(?:le|gli|li) voglio bene|(?:le|gli) chiedo scusa)\b|\bgrazie (?:di|per) (?:avermi ascoltat[oa]|la compagnia|esserci stat[oa]|tutto)\b(?: \S+){0,3} (?:in |per )?(?:questi|queste|tutto questo|tutti questi) (?:mesi|settimane|anni|tempo|giorni)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bho (?:pagato|restituito|ridato|saldato) (?:\S+ ){0,2}(?:a tutti|tutti quelli|tutti i (?:miei )?debiti)\b|\b(?:andarmene|morire|me ne sono andat[oa]|me ne vado|andarsene) (?:\S+ ){0,1}(?:con i|coi|lasciando|pieno di) debiti\b/,
      needs: 'pair',
    },
    // Tuning round 5 (new writers): families of wordings the rules missed.
    {
      // "quante pastiglie ... servono? chiedo per me", "da un sesto piano si muore sicuro? per me eh".
      category: 'method',
      pattern:
        /\b(?:quant[eio]|quale|quali|che|da (?:un|che) \S+ piano|da che piano|quanto)\b(?: \S+){0,10} (?:servono|ci vogliono|bastano|basta|si muore|muore|morire|paralizzat\w*|dissanguat\w*)\b(?: \S+){0,10} (?:chiedo per me|per me eh|e per me|lo chiedo per me|domando per me)(?= non\b|$)/,
    },
    {
      // "che farmaco da banco ferma il cuore".
      category: 'method',
      pattern:
        /\b(?:farmac[oi]|medicin\w*|pastiglie|pillol\w*|compress\w*|medicament\w*)\b(?: \S+){0,5} (?:che )?(?:ferma|fermi|blocca|arresta) il cuore\b/,
    },
    {
      // "ho preso le pastiglie. scusi il disturbo".
      category: 'in-progress',
      pattern:
        /\bho preso (?:le|tutte le|tutta la scatola di|la scatola di|tutto il flacone di) (?:pastiglie|pillole|compresse|gocce)\b(?: \S+){0,6} (?:(?:scusi|scusa|scusate) il disturbo|ho (?:tanto |molto )?sonno|addio|perdonatemi)\b|\bho preso (?:tutta la scatola|tutto il flacone|tutta la confezione)\b/,
    },
    {
      // Going to someone's place with a weapon: "sto andando da lui col coltello nello zaino".
      category: 'in-progress',
      pattern:
        /\b(?:sto andando|vado|sto venendo|sto arrivando) (?:da (?:lui|lei|quello|quella|quel)|(?:a|sotto) casa (?:sua|di quel\w*|del mio ex|della mia ex))\b(?: \S+){0,4} (?:col|con il|con un|con la|con una|coi) (?:coltello|coltelli|pistola|fucile|machete|lama)\b/,
    },
    {
      // "lo faccio. nn mandarmi numeri di telefono".
      category: 'intent',
      pattern:
        /\blo faccio\b(?: \S+){0,2} non (?:mandarmi|mi mandare|darmi|mi dare|mi mandate) (?:\S+ )?(?:numeri|numero|telefoni|linee)(?: di telefono| verdi| di emergenza| utili)?(?: pls| per favore| grazie)?$/,
    },
    {
      // "sto weekend lo faccio. non ti sto chiedendo consigli".
      category: 'intent',
      pattern:
        /\b(?:sto|questo|sta|questa) (?:weekend|week end|fine settimana|sabato|domenica|sera|notte)\b(?: \S+){0,2} lo faccio\b(?: \S+){0,3} non (?:ti )?(?:sto chiedendo|chiedo) (?:consigli|consiglio|pareri|parere|il permesso)$/,
    },
    {
      // "non provare a convincermi, vado fino in fondo", "non e un grido d'aiuto. ho deciso".
      category: 'intent',
      pattern:
        /\bnon (?:provare|provate|cercare|cercate) (?:a|di) convincermi\b(?: \S+){0,3} (?:vado fino in fondo|ho deciso|e deciso|ho gia deciso)$|\bnon e un (?:grido|richiesta|urlo) d ?aiuto\b(?: \S+){0,3} (?:ho deciso|e deciso|ho gia deciso)(?: sono lucid[oa])?$/,
    },
    {
      category: 'active-ideation',
      pattern: /\bdisiscriver(?:mi|si) dalla vita\b|\bcancellarmi dalla vita\b/,
    },
    {
      // "il prezzo di liquidazione e 2.850. quando lo tocca me ne vado anche io, stessa notte".
      category: 'plan',
      pattern:
        /\bliquidazione\b(?: \S+){0,6} quando (?:lo |la )?(?:tocca|tocco|arriva|ci arriva)\b(?: \S+){0,2} me ne vado\b(?: \S+){0,3} (?:anche io|stessa notte|stessa sera|per sempre|con lui)\b/,
    },
    {
      // "sabato mia moglie porta i bambini dai nonni. quel giorno lo faccio".
      category: 'plan',
      pattern:
        /\b(?:mia moglie|mio marito|la mia compagna|il mio compagno|la mia ragazza)\b(?: \S+){0,3} (?:porta|portano|va|se ne va|si porta)(?: via)? (?:con )?(?:i bambini|i ragazzi|i figli|le bambine|i piccoli)\b(?: \S+){0,6} (?:quel giorno|quella sera|quella notte|allora) lo faccio$/,
    },
    {
      // "il pomeriggio stesso vado alla diga"; paying the debt "e la sera vado al ponte".
      category: 'plan',
      pattern:
        /\b(?:il pomeriggio stesso|la sera stessa|quella stessa sera|stessa notte|quella notte stessa|il giorno stesso)\b(?: \S+){0,2} vado (?:al|alla|sul|sulla|ai) (?:diga|ponte|scogliera|binari|viadotto|tetto|dirupo)\b(?! (?:a vedere|per vedere|a guardare|con|a fare|a pescare|a correre|a cena))|\bpago (?:il debito|i debiti|quello che devo|tutti)\b(?: \S+){0,6} (?:la sera|quella sera|poi|e poi) vado (?:al|alla|sul|ai) (?:ponte|diga|binari|viadotto|scogliera)$/,
    },
    {
      // "se domani arriva la margin call prendo il fucile da caccia di mio padre".
      category: 'plan',
      pattern:
        /\bse (?:\S+ ){0,6}(?:margin call|liquid\w*|perdo tutto|va a zero|chiude sotto)\b(?: \S+){0,4} prendo (?:il|la) (?:fucile|pistola|corda)\b/,
    },
    {
      // "le pastiglie gia contate per sabato sera".
      category: 'plan',
      pattern: /\b(?:pastiglie|pillole|compresse) (?:gia )?contate per\b/,
    },
    {
      // Going to see where to jump from.
      category: 'plan',
      pattern: /\bvedere da dove (?:buttarmi|saltare|lanciarmi|gettarmi)\b/,
    },
    {
      // "ho fatto una lista di chi prende cosa", "ho scritto chi si tiene il gatto".
      category: 'preparation',
      pattern:
        /\blista di chi (?:si tiene|si prende|prende|eredita) cosa$|\b(?:scritto|segnato|annotato|deciso|lasciato scritto) chi si (?:tiene|prende) (?:il gatto|il cane|la gatta|i gatti|la cagnolina)\b(?: \S+){0,2} (?:non si sa mai|per sicurezza|casomai|nel caso)\b/,
    },
    {
      // "ho lasciato il cane a mia zia per sempre", "ho trovato casa al gatto. la vicina lo tiene lei".
      category: 'preparation',
      pattern:
        /\b(?:lasciato|dato|affidato|regalato) (?:il |la |mio |mia |i miei )?(?:cane|gatto|gatta|cagnolino|cagnolina|gattino|gatti|cani)\b(?: \S+){0,3} per sempre\b|\bho trovato casa (?:al|alla|per il|per la|ai) (?:gatto|gatta|cane|cagnolina|cagnolino|gatti)\b(?: \S+){0,4} (?:lo|la|li) (?:tiene|terra|prende)\b(?!(?: \S+){0,3} (?:mentre|finche|durante|per (?:le|la|il|una|un|qualche|due|tre)|quando sono via|in agosto))/,
    },
    {
      // "ho regalato la play, le cuffie ... tanto nn mi servono piu": with another signal only.
      category: 'preparation',
      pattern:
        /\b(?:regalato|dato via|venduto)\b(?: \S+){0,12} tanto non mi (?:servono|serve|serviranno|servira) piu\b/,
      needs: 'pair',
    },
    {
      // "ho lasciato il testamento sul tavolo della cucina".
      category: 'preparation',
      pattern: /\blasciato il testamento (?:sul|sulla|in|nel|nella)\b/,
    },
    {
      // "ho regalato la play ... tanto nn mi servono piu", "ho disdetto il telefono ... non mi serviranno piu".
      category: 'preparation',
      pattern:
        /\b(?:disdetto|disdetta|cancellato|chiuso)\b(?: \S+){0,4} (?:telefono|cellulare|sim|linea|numero)\b(?: \S+){0,6} non mi (?:servono|serve|serviranno|servira) piu\b/,
    },
    {
      // "ho restituito tutti i soldi ... voglio andarmene pulita".
      category: 'preparation',
      pattern:
        /\b(?:restituito|ridato|pagato|saldato)\b(?: \S+){0,12} (?:voglio andarmene pulit[oa]|andarmene senza debiti|andarmene in pace|voglio andarmene in regola)\b/,
    },
    {
      // "sei l'unico che mi ha ascoltata. addio".
      category: 'preparation',
      pattern:
        /\bsei (?:lunico|l unico|lunica|l unica|stato lunico|stata lunica) che mi (?:ha|hai) (?:ascoltat[oa]|capit[oa])\b(?: \S+){0,4} (?:addio|ciao per sempre)\b(?!(?: \S+){0,4} (?:ci vediamo|a domani|a presto|alla prossima))/,
    },
    {
      // "ho comprato la corda oggi" after a loss.
      category: 'preparation',
      pattern: /\bho comprato (?:la|una) corda\b(?!(?: \S+){0,2} per )/,
      needs: 'distress',
    },
    {
      // "fatto" after writing goodbye letters.
      category: 'preparation',
      pattern: /^(?:fatto|fatte|fatta|finito|finite|ecco fatto|ho finito|scritte|fatto tutto)$/,
      needs: 'risk',
    },
    {
      // Burning or biting oneself; punching the wall until it bleeds.
      category: 'self-harm',
      pattern:
        /\bmi sono (?:bruciat[oa]|tagliat[oa]|mors[oa]) (?:il |la |le |i )?(?:braccio|braccia|polso|polsi|gamba|gambe|mano|mani|pelle|coscia)\b(?: \S+){0,3} (?:con laccendino|con l accendino|con la sigaretta|con una sigaretta|a sangue)\b(?! (?:accendendo|mentre|per sbaglio))|\b(?:preso a pugni|pugni)\b(?: \S+){0,4} (?:fino a|finche) (?:sanguinare|farmi sanguinare|sangu\w*)\b/,
    },
    {
      // "so in che palestra va. ne esce in barella".
      category: 'harm-to-others',
      pattern:
        /\bso (?:in|dove|a che ora|quando)\b(?: \S+){0,8} (?:esce in barella|uscira in barella|finisce in ospedale|finisce all ospedale|finira in ospedale)$/,
    },
    {
      // Neapolitan "l'accido" (I kill him).
      category: 'harm-to-others',
      pattern: /\b(?:laccido|taccido|li accido|t accido|l accido)\b/,
    },
    {
      // Praying to be taken: "ogni sera chiedo al Signore di portarmi via".
      category: 'passive-wish',
      pattern:
        /\b(?:chiedo|prego)\b(?: \S+){0,1} (?:al signore|a dio|il signore|dio|la madonna|alla madonna|gesu)\b(?: \S+){0,2} (?:di portarmi via|che mi porti via|di prendermi|di chiamarmi a se)\b(?! da (?:questo|quel|qui|questa|sto|sta|casa|quest))/,
    },
    {
      // "se mi investisse un camion ... sarebbe quasi un sollievo", "se domani nn mi sveglio amen".
      category: 'passive-wish',
      pattern:
        /\bse (?:mi|me) (?:investisse|mettesse sotto|prendesse sotto|travolgesse|investe)\b(?: \S+){0,10} (?:sollievo|(?:manco|non|nemmeno) (?:mi|me) dispiacerebbe|amen)$|\bse (?:domani )?non mi sveglio\b(?! (?:in tempo|presto|prima|alle|per))(?: \S+){0,2} (?:amen|tanto meglio|chi se ne frega|nessuno se ne accorge|nessuno ci fa caso)\b/,
    },
    {
      // "vorrei solo sparire" after a loss; "vorrei addormentarmi e basta, per sempre".
      category: 'passive-wish',
      pattern:
        /\bvorrei (?:solo |soltanto |solamente )?sparire\b(?! (?:per (?:un|una|qualche)|un po|qualche|sotto|dalla circolazione|dai social|in vacanza))/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern: /\baddormentarmi\b(?: \S+){0,3} per sempre\b/,
    },
    {
      // Joining a late husband, with distress: "vorrei raggiungere mio marito ... non ce la faccio piu".
      category: 'passive-wish',
      pattern:
        /\b(?:vorrei|voglio|vorrei solo) raggiungere (?:mio marito|mia moglie|mia madre|mio padre|mio figlio|mia figlia|la mamma|il papa|i miei)\b(?! (?:in|a|al|alla|nel|nella|per|da|dal|dalla|negli|all) )/,
      needs: 'distress',
    },
    // Tuning round 6 (a new writer): families the rules missed.
    {
      // Saying goodbye to one's family, after distress: "oggi ho salutato mia mamma".
      category: 'preparation',
      pattern:
        /\b(?:ho salutato|sono andat[oa] a salutare|mi sono congedat[oa] da|sto salutando|saluto) (?:per l ultima volta )?(?:mia |mio |i miei |le mie |tutti |tutta la |la mia |il mio )(?:mamma|madre|papa|padre|figli[oa]?|figlie|sorell[ae]|fratell[oi]|famiglia|nonn[aoi]|amic[ihe]|amici|moglie|marito|gente|ragazz[oa])?\b(?!(?: \S+){0,4} (?:all aeroporto|in stazione|alla stazione|prima di partire|prima del viaggio|che parte|che partono|perche (?:parto|parte|partono)|a domani|alla prossima))/,
      needs: 'distress',
    },
    {
      // "non ci saro ancora per molto", "non restero qui a lungo": context for what follows.
      category: 'passive-wish',
      pattern:
        /\bnon (?:ci saro|saro qui|restero|rimarro|ci restero)(?: qui)? (?:ancora )?(?:per molto|a lungo|molto)(?: tempo)?$/,
      needs: 'distress',
    },
    {
      // "non voglio piu stare qui" ends a message: here or alive, context for what follows.
      category: 'passive-wish',
      pattern: /\bnon (?:voglio|ce la faccio a) (?:piu )?stare qui$/,
      needs: 'distress',
    },
    {
      // "this time for real": "lo faccio, stavolta sul serio".
      category: 'intent',
      pattern:
        /\b(?:lo faccio|lo faro|la faccio finita|vado fino in fondo)\b(?: \S+){0,2} (?:stavolta|questa volta|sta volta|adesso) (?:sul serio|davvero|per davvero|per sempre)$/,
    },
    {
      // A price that triggers the end: "se btc chiude la settimana sotto 80k mi butto".
      category: 'plan',
      pattern:
        /\bse (?:\S+ ){0,2}(?:chiude|chiudesse|scende|scendesse|rompe|rompesse|va|andasse|perde|buca|sfonda)\b(?: \S+){0,4} (?:sotto|sotto i|sotto ai|sotto quota) \d+\S*\b(?: \S+){0,2} (?:mi butto|mi ammazzo|la faccio finita|mi sparo|salto|mi lancio)\b(?! (?:su|dentro|long|short|all in|in|nel|nella|a comprare|a comprarlo|e compro|comprando))/,
    },
    {
      // Not waking up would be better: "magari domani non mi sveglio, sarebbe meglio", "se non mi svegliassi piu sarebbe tutto piu semplice".
      category: 'passive-wish',
      pattern:
        /\b(?:magari|se|spero che|vorrei)(?: domani| un giorno| stanotte)? (?:non mi (?:sveglio|svegliassi|svegliero|risvegliassi)|non mi risveglio)\b(?! (?:presto|in tempo|prima|alle|tardi|per))(?: \S+){0,3} (?:sarebbe|sarebbe tutto|sarebbe anche|era) (?:meglio|piu semplice|piu facile|un sollievo|una liberazione)\b(?! (?:dormire|cosi|se|di))/,
    },
    {
      // A tram or a truck that took one: "se il tram mi prendesse in pieno stasera boh, non mi dispiacerebbe".
      category: 'passive-wish',
      pattern:
        /\bse (?:\S+ ){0,3}mi (?:prendesse|investisse|travolgesse|schiacciasse|portasse via|centrasse|mettesse sotto)\b(?: \S+){0,8} (?:non mi dispiacerebbe|manco mi dispiacerebbe|sarebbe un sollievo|sarebbe meglio|non sarebbe (?:poi )?(?:cosi )?male|tanto meglio|amen)\b/,
    },
    {
      // "forse la soluzione e non esserci piu".
      category: 'passive-wish',
      pattern:
        /\b(?:la )?soluzione (?:\S+ ){0,2}(?:e|sarebbe|sia) (?:non esserci piu|sparire|morire|andarmene per sempre|farla finita|togliermi di mezzo)\b/,
    },
    {
      // Knowing where someone lives, with a threat to kill: "so dove abiti, ti ammazzo".
      category: 'harm-to-others',
      pattern:
        /\bso (?:dove|dov) (?:abiti|vivi|lavori|abita|vive|lavora|stai|sta)\b(?: \S+){0,8} (?:ti ammazzo|ti uccido|ti sparo|ti accoltello|ti faccio fuori|ti apro|ti spacco|lo ammazzo|la ammazzo|lammazzo|lo uccido|la uccido|te la faccio pagare)\b/,
    },
    {
      // A high place one cannot stop thinking about, then its railings: "continuo a pensare al parcheggio multipiano" ... "in cima non c e la ringhiera".
      category: 'method',
      pattern: re(
        `\\b(?:continuo a|non smetto di|non riesco a smettere di|penso sempre|sto sempre a) pens(?:are|ando)? (?:a|al|alla|allo|ai|alle) (?:${PLACE}|parcheggio multipiano|multipiano|scogliera|diga|fiume)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:non (?:ce|ci sono|ha|hanno)|senza|hanno tolto|ha|hanno|ci sono) (?:la |il |le |i |delle |dei )?(?:ringhiera|ringhiere|parapetto|transenne|transenna|recinzione|recinzioni|reti|rete di protezione|barriere|grate)\b/,
      needs: 'distress',
    },
    {
      // On a roof or a bridge, said as where one is now: "sono sul tetto del palazzo adesso", "sono sul ponte. fa freddo".
      category: 'in-progress',
      pattern: re(
        `\\b(?:sono|sto|mi trovo|sono gia) (?:sul|sulla|sullo|in cima al|in cima alla|sul bordo del|sul bordo della|sul cornicione del) (?:${PLACE}|cornicione|bordo|parapetto|scogliera)\\b(?: \\S+){0,3} (?:adesso|ora|in questo momento|fa freddo|fa un freddo\\w*|e guardo giu|guardo giu)$`,
      ),
    },
    {
      // Going up to look down and think of oneself: "ci salgo a guardare giu e penso a me".
      category: 'method',
      pattern:
        /\b(?:salgo|vado|sto|resto|rimango) (?:\S+ ){0,2}a guardare (?:giu|di sotto|il vuoto)\b(?: \S+){0,4} (?:penso a me|pensando a me|penso di|penso a quanto|penso che)\b/,
    },
    {
      // A rope bought and put away: "ho comprato la corda, e nell armadio".
      category: 'preparation',
      pattern:
        /\bho (?:comprato|preso|procurato) (?:la|una) corda\b(?! (?:per|da) (?:arrampic|stend|la barca|il trasloco|lalpin|il cane|saltare))(?: \S+){0,3} (?:e |l ho messa |lho messa |sta )?(?:nell armadio|nel cassetto|in macchina|in garage|in cantina|sotto il letto|nascosta)\b/,
    },
    {
      // Letters to the family left where they will be found, or with an apology for everything.
      category: 'preparation',
      pattern:
        /\bho scritto (?:una lettera|delle lettere|le lettere|un biglietto|dei biglietti) (?:a|ai|alle|per) (?:mia|mio|miei|mie|la mia|il mio|i miei|le mie)\b(?! (?:per (?:natale|il compleanno|gli auguri)))(?: \S+){0,4} (?:e|sono|sta|stanno) (?:nel|nella|sul|sulla|sotto il|sotto la|dentro il|dentro la) (?:cassetto|comodino|borsa|scrivania|tavolo|cuscino|armadio|busta|negozio)\b|\bho (?:chiesto|chiedo) scusa (?:a tutti )?per tutto\b/,
    },
    {
      // Things given away with the reason: "ho regalato le mie borse ... tanto non mi servono piu".
      category: 'preparation',
      pattern:
        /\bho (?:regalato|dato via|dato|lasciato|distribuito)\b(?: \S+){1,10} (?:tanto|ormai|perche|che) non (?:mi )?(?:servono|serve|serviranno|serviva|servivano|mi servira) piu\b(?! (?:con|per|da quando|adesso che|ora che|dopo|nel|nella|al|alla))/,
    },
    {
      // Jewels, furs and the house handed to the family, then "I'm ready" / "all in order".
      category: 'preparation',
      pattern:
        /\bho (?:regalato|dato|lasciato|intestato)\b(?: \S+){0,4} (?:gioielli|pelliccia|anello|orologio|collana|casa|macchina|risparmi|quadri|borse|vestiti)\b(?: \S+){0,4} (?:a|al|alla|ai|alle) (?:mia|mio|miei|mie) (?:nipot[ei]|figli[oa]?|figlie|sorell[ae]|fratell[oi]|madre|padre|colleghe|amic[hi]e?)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\b(?:sono pront[oa]|e tutto in ordine(?: adesso| ora| ormai)?|ho sistemato tutto)$/,
      needs: 'pair',
    },
    {
      // Wanting to be there for one last thing, then no more: "dopo il trigesimo ... voglio esserci per quello, poi basta".
      category: 'plan',
      pattern:
        /\bvoglio esserci (?:per|a|al|alla|fino a|fino al)\b(?: \S+){0,3} poi (?:basta|chiudo|la faccio finita|me ne vado|tolgo il disturbo)$/,
    },
    // Tuning round 7: oblique wishes, worth more dead, pills and cartridges asked for, a date and a place, a pet handed on.
    // Falling, being run over or dying would be all right with me: "se cado nel burrone ... mi andrebbe bene".
    {
      category: 'passive-wish',
      pattern:
        /\bse (?:\S+ ){0,3}(?:cado|cadessi|casco|cascassi|muoio|morissi|crepo|crepassi|mi investe|mi investisse|mi investono|mi schiaccia|mi schiacciasse|mi travolge|mi travolgesse|non torno|non tornassi)\b(?: \S+){0,12} (?:mi (?:andrebbe|starebbe|va|sta) bene|non mi dispiacerebbe|(?:sarebbe|e) (?:meglio|un sollievo|una liberazione)|tanto meglio|pazienza)\b/,
    },
    // Praying or hoping not to see the morning, not to wake up.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:prego|pregavo|spero|speravo|chiedo(?: a dio)?|supplico)\b(?: \S+){0,3} di non (?:vedere (?:piu )?(?:il |l |la )?(?:mattino|mattina|domani|alba|giorno dopo|luce del giorno)|arrivare (?:a |al |alla |fino a |fino al )?(?:domani|mattino|mattina|alba)|(?:svegliarmi|risvegliarmi)(?! (?:tardi|presto|alle|in ritardo|con|di))|riaprire (?:piu )?gli occhi)\b/,
    },
    // Worth more dead than alive; the policy or the mortgage paid off if I die (with distress or a loss).
    {
      category: 'active-ideation',
      pattern:
        /\b(?:valgo|varrei|valevo|vale) (?:di )?piu (?:da )?mort[oa]\b|\bpiu (?:utile|prezioso|preziosa|conveniente) (?:da )?mort[oa]\b|\bda mort[oa] (?:valgo|varrei|rendo|servo|frutto) (?:di )?piu\b/,
    },
    {
      category: 'active-ideation',
      needs: 'distress',
      pattern:
        /\bse (?:muoio|morissi|non ci fossi piu|non ci sono piu)\b(?: \S+){0,6} (?:prende|prendono|incassa|incassano|riceve|ricevono|prenderebbe|incasserebbe|avrebbe|avrebbero|e estinto|si estingue|sarebbe estinto)\b|\b(?:polizza|assicurazione sulla vita|assicurazione vita)\b(?: \S+){0,8} se (?:muoio|morissi|non ci fossi piu)\b/,
    },
    // Pills without a prescription (with distress), and needing many of them (pairs).
    {
      category: 'method',
      needs: 'distress',
      pattern: re(
        `\\b${MEDS}\\b(?: \\S+){0,4} senza (?:ricetta|prescrizione)\\b|\\bsenza (?:ricetta|prescrizione)\\b(?: \\S+){0,4} ${MEDS}\\b`,
      ),
    },
    {
      category: 'method',
      needs: 'pair',
      pattern:
        /\b(?:me ne|ne) serv(?:ono|irebbero|e|irebbe) (?:tant[ei]|molt[ei]|parecchi[ei]|un sacco|tutt[ei]|una scatola(?: intera)?|almeno \d+)\b/,
    },
    // Cartridges for a gun, or a relative's gun, asked about after a loss.
    {
      category: 'method',
      needs: 'distress',
      pattern:
        /\b(?:cartucce|munizioni|proiettili|pallottole|pallini)\b(?: \S+){0,5} (?:si trovano|si comprano|trovo|trovare|comprare|compro|prendere|vendono|servono)\b|\b(?:si trovano|dove (?:trovo|compro)|comprare) (?:\S+ ){0,2}(?:cartucce|munizioni|proiettili|pallottole)\b|\b(?:fucile|pistola|doppietta|carabina|arma|revolver)\b (?:\S+ )?(?:di|del|dello) (?:mio|mia) (?:zio|padre|papa|babbo|nonno|fratello|suocero|cugino)\b/,
    },
    // A moment, then up or out to a place, "and it ends there".
    {
      category: 'plan',
      pattern: re(
        `\\b(?:quella sera|quella notte|quel giorno|quella mattina|stasera|stanotte|domani|dopodomani|a fine mese|${WEEKDAY})\\b(?: \\S+){0,3} (?:salgo|vado|torno|mi porto|cammino|guido|prendo la macchina)\\b(?: \\S+){0,4} e (?:finisce|tutto finisce|finisce tutto)(?: li| qui| la| tutto| cosi)?\\b`,
      ),
    },
    // A date set, and "pay the debts and then enough": each pairs with another signal.
    {
      category: 'plan',
      needs: 'pair',
      pattern:
        /\bho (?:gia )?(?:messo|fissato|segnato|deciso|cerchiato) (?:la data|il giorno)\b|\b(?:la data|il giorno) (?:e )?(?:fissat[oa]|decis[oa]|segnat[oa])\b|\b(?:pago|saldo|sistemo|chiudo|restituisco)\b(?: \S+){0,3} (?:i )?debiti\b(?: \S+){0,3} e poi (?:basta|finito|fine|addio|me ne vado|tolgo il disturbo)\b/,
    },
    // "keep it, you" for a pet handed over: pairs with the pet given away.
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:tienilo|tienila|tienili|tienile|tenetelo|tenetela|tenerlo|tenerla) (?:tu|voi|per sempre|con te)\b|\b(?:abbine|abbiatene|prenditene) cura (?:tu|voi|per sempre|al posto mio)\b/,
    },
  ],
  distress: [
    /\b(?:stanc[oa]|mi sono stancat[oa]) di fingere\b/,
    /\b(?:non|nn) ce la faccio piu\b|\bnon reggo piu\b/,
    /\b(?:non vedo|senza) (?:una )?vi[ae] d(?:i )? ?uscita\b|\bnon c e via d uscita\b|\bsenza uscita\b/,
    /\bmi odio\b|\bmi faccio schifo\b/,
    /\bsono (?:un |una )?(?:fallit[oa]|fallimento|inutile|perdente|peso|disastro|merda|nullita)\b/,
    /\bnon valgo (?:niente|nulla)\b|\bdi non valere (?:niente|nulla)\b|\bnon servo a (?:niente|nulla)\b/,
    /\b(?:sto|sono) (?:a pezzi|malissimo|di merda|uno schifo|distrutt[oa]|depress[oa]|disperat[oa]|a terra|al limite)\b/,
    /\bnon riesco (?:piu )?a dormire\b|\bsenza dormire\b|\binsonnia\b|\bnon dormo\b/,
    /\bnon ho voglia di (?:niente|nulla)\b|\bniente ha (?:piu )?senso\b|\bmi e indifferente tutto\b|\bnon vedo (?:un )?futuro\b/,
    /\bmi sento (?:cosi |molto |tanto )?(?:sol[oa]|vuot[oa]|pers[oa]|inutile|un peso|in trappola)\b/,
    /\bnessuno mi (?:capisce|vuole|ama)\b/,
    /\b(?:ansia|depressione|attacchi? di panico)\b/,
    /\bcorda al collo\b|\bfino al collo\b/,
  ],
  loss: [
    /\bliquidat[oaie]\b|\bliquidazione\b|\bmi hanno liquidato\b/,
    /\bho perso (?:tutto|tutti i|i risparmi|i soldi|la casa|la pensione|\d)/,
    /\bmargin call\b|\bmargine\b/,
    /\b(?:debit[oi]|indebitat[oa]|prestit[oi]|finanziaria)\b/,
    /\b(?:bruciato il conto|conto (?:bruciato|azzerato|a zero)|azzerato|bancarotta|sono fallito)\b/,
    /\b(?:rug(?: pull)?|truffa|truffato|truffata|mi hanno truffato)\b/,
    /\bbagno di sangue\b|\bin rosso\b|\bperdite\b/,
  ],
  riskQuestions: [
    // "stai pensando di prenderle per farti del male?", "sono lettere d addio?".
    /\b(?:pensando|pensi) (?:di|a) (?:\S+ ){1,3}per (?:farti del male|ucciderti|ammazzarti|toglierti la vita|morire)\b|\b(?:lettere?|biglietti?|messaggi?) d ?addio\b/,
    /\b(?:sei|ti senti) (?:al sicuro|in pericolo|sicur[oa]) (?:adesso|ora|in questo momento|proprio ora)?\b|\bsei sol[oa] (?:adesso|ora|in questo momento)\b/,
    /\b(?:pensando|pensi|pensieri di|idee di|voglia di) (?:a |al |di )?(?:suicid\w*|toglierti la vita|ucciderti|ammazzarti|farti del male|farla finita|non esserci piu)\b/,
    /\b(?:intendi|vuoi dire|parli di|ti riferisci a) (?:\S+ ){0,2}(?:toglierti la vita|ucciderti|ammazzarti|suicid\w*|farla finita|farti del male|morire)\b|\bhai (?:un piano|pensato a come)\b/,
    /\bcosa (?:hai preso|hai ingerito|hai preso)\b|\bquant[ei] (?:ne )?hai (?:prese|preso|ingerit[ei])\b|\bti sei (?:fatt[oa] male|tagliat[oa])\b|\bdove sei (?:adesso|ora|in questo momento)\b/,
  ],
  reassurance: [
    /\b(?:sono|sto|mi sento) (?:al sicuro|bene|meglio|tranquill[oa]|piu tranquill[oa]|piu calm[oa])\b|\bgrazie\b(?! di tutto| per tutto)/,
    /\b(?:ho chiamato|sto chiamando|chiamero|chiamo|ho parlato con|sto parlando con|ho scritto a)\b(?: \S+){0,4} (?:112|118|telefono amico|samaritans|psicolog[oa]|terapeuta|medic[oa]|amic[oa]|mamma|madre|papa|padre|fratello|sorella|qualcuno)\b/,
    /\bnon (?:faro|lo faro|ho intenzione di fare) (?:niente|nulla|del male)\b|\bti prometto che non\b/,
  ],
};
