import { NOT_A_GOODBYE_LETTER } from './families';
import type { Lexicon } from './lexicon';

/**
 * English, as people type it to a companion at 3 a.m.: txt-speak, typos, filter-dodging
 * euphemisms ("unalive", "sewer slide", "ctb"), and trader idioms that borrow the words of
 * death ("suicidal long", "the position died") and must stay ordinary.
 *
 * Fragments below are pieces of patterns; the text they run on is normalised
 * (normalise-text.ts): lower case, no apostrophes ("dont", "im"), no punctuation.
 */
const re = (source: string) => new RegExp(source);

/** A few words of anything, bounded so patterns stay fast and local. */
const GAP = String.raw`(?: \S+){0,4}`;
const SHORT_GAP = String.raw`(?: \S+){0,2}`;
/** Other people a threat can be aimed at (never a position, a coin or a chart). */
const PERSON = String.raw`(?:him|her|them|all of them|every one of them|everyone there|someone|somebody|anyone|everyone|everybody|people|that (?:dev|guy|scammer|founder|bitch|bastard|asshole|idiot|man|woman|kid|cunt)|the (?:dev|devs|founder|founders|ceo|team|scammer|scammers|guy|people|broker|landlord)|(?:that|this|the) (?:mod|admin|otc guy|scamer|person|dude|prick|fucker|moderator|influencer|shiller|whale)|those (?:devs|people|scammers|guys)|my (?:wife|husband|partner|girlfriend|boyfriend|gf|bf|ex|family|kids?|son|daughter|dad|father|mom|mother|brother|sister|boss|neighbou?r|landlord|broker|manager|coworkers?|roommate|friend|business partner|partner|cofounder|co founder)|his (?:wife|family|kids)|the whole (?:office|team|family))`;
const PILLS = String.raw`(?:pills?|pils?|tablets?|meds|medication|sleeping pills|zopiclone|insulin pens?|painkillers?|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|xanax|benzos?|oxy\w*|fentanyl|insulin|zolpidem|ambien|antidepressants?|lithium|opioids?|sertraline|prozac|seroquel|melatonin|amitriptyline|amitryptiline|diazepam|clonazepam|lorazepam|oxycodone|codeine|tramadol|morphine|heroin|propranolol|quetiapine|heart pills|blood pressure pills|sleeping ones|alprazolam)`;
const HIGH_PLACE = String.raw`(?:bridge|roof|rooftop|building|balcony|ledge|cliff|tower|parking (?:garage|deck|structure)|floor|window|overpass|flyover|viaduct|dam|quarry|skyscraper|high place|somewhere high)`;
const DIE = String.raw`(?:die|be dead|not exist|stop existing|not be alive|not be here|disappear|vanish|cease to exist|not wake up|never wake up)`;
const TIME = String.raw`(?:\d{1,2} ?(?:am|pm)|midnight|tonight|tomorrow|today|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at midnight|after work|this evening|in the morning|new years|my (?:birthday|bday))`;
const MARKET = String.raw`(?:btc|bitcoin|eth|ether|sol|it|price|the price|this|my (?:long|short|position|account|bag)|the (?:market|chart|candle|position|long|short)|cpi|fomc|the unlock|the halving|the exchange)`;

/** Means people name when they look into methods. */
/** "I want to end this session / the chat": ending a conversation with Thera, not a life. */
const NOT_A_SESSION = String.raw`(?! (?:session|chat|conversation|convo|call|exercise|meditation|lesson|meeting|subscription|streak|trade|position)\b)`;
const MEANS = String.raw`(?:${PILLS}|rope|noose|belt|gun|pistol|shotgun|rifle|knife|blade|razor|gas oven|gas stove|helium|charcoal|bleach|poison|antifreeze|bridge|roof|rooftop|building|floors?|storeys?|stories|balcony|train|trains|tracks|cliff|river|lake|sea|ocean|water|car|garage|exhaust|traffic|highway|overpass|tower|window|bathtub|bath|a fall|the fall|fall from)`;
/** Words that turn a question about means into one about dying. */
const LETHAL = String.raw`(?:lethal|fatal|deadly|survive|survivable|to die|die from|die of|die if|kill (?:someone|a person|a man|a human)|painless\w*|painful|instant(?:ly)?|not wake|never wake|bleed out|suffocate|enough to (?:die|kill|end|not)|guarantee\w*|be sure|make sure|for sure|certain|no chance of surviving|zero chance of surviving|pass out|stops? (?:your|my|the|his) heart|liver (?:damage|failure))`;
/** Acts of harm with a person as their object, said in the first person. */
const HARM_VERB = String.raw`(?:kill|murder|stab|shoot|strangle|slit|poison|torture|bomb|run over|choke|burn|beat|hurt|attack|gut|cut)`;
/** Things traders "kill", "beat" or "shoot" that are not people. */
const NOT_A_PERSON = String.raw`(?:the |this |that |my |our |these |those |a )?(?:market|markets|trade|trades|position|chart|shot|odds|rally|pump|short|shorts|long|longs|candle|coin|token|alts?|game|competition|record|deadline|bears|bulls|index|benchmark|it|spread|fees|gas|bot|order|stop|vibe|mood|time|boredom|fomo|fud|narrative|dip|top|bottom|resistance|support|level|breakout|momentum|liquidity|leverage|exposure|risk|inflation|sp500|nasdaq)\b`;

export const EN: Lexicon = {
  lang: 'en',
  scripts: ['latin'],
  expansions: {
    wanna: 'want to',
    gonna: 'going to',
    gotta: 'got to',
    ima: 'i am going to',
    imma: 'i am going to',
    u: 'you',
    ur: 'your',
    r: 'are',
    y: 'why',
    w: 'with',
    '2nite': 'tonight',
    '2night': 'tonight',
    tonite: 'tonight',
    tonigt: 'tonight',
    tonigth: 'tonight',
    '2moro': 'tomorrow',
    '2morrow': 'tomorrow',
    tmrw: 'tomorrow',
    tmr: 'tomorrow',
    tmrow: 'tomorrow',
    im: 'i am',
    ive: 'i have',
    id: 'i would',
    ill: 'i will',
    iam: 'i am',
    imm: 'i am',
    idk: 'i dont know',
    idc: 'i dont care',
    idgaf: 'i dont care',
    rn: 'right now',
    ppl: 'people',
    abt: 'about',
    bout: 'about',
    bc: 'because',
    cuz: 'because',
    coz: 'because',
    cos: 'because',
    shud: 'should',
    shoud: 'should',
    wud: 'would',
    woudl: 'would',
    cud: 'could',
    coudl: 'could',
    dnt: 'dont',
    cnt: 'cant',
    wat: 'what',
    wut: 'what',
    b4: 'before',
    thru: 'through',
    some1: 'someone',
    sum1: 'someone',
    no1: 'no one',
    noone: 'no one',
    every1: 'everyone',
    evry1: 'everyone',
    any1: 'anyone',
    myslf: 'myself',
    meself: 'myself',
    mself: 'myself',
    myslef: 'myself',
    mysef: 'myself',
    pls: 'please',
    plz: 'please',
    wnat: 'want',
    wan: 'want',
    wana: 'want to',
    wont: 'will not',
    cant: 'cannot',
    didnt: 'did not',
    dont: 'do not',
    doesnt: 'does not',
    isnt: 'is not',
    wasnt: 'was not',
    werent: 'were not',
    wouldnt: 'would not',
    couldnt: 'could not',
    shouldnt: 'should not',
    aint: 'am not',
    havent: 'have not',
    hadnt: 'had not',
    thinkin: 'thinking',
    thinkign: 'thinking',
    thinkng: 'thinking',
    endin: 'ending',
    goin: 'going',
    doin: 'doing',
    feelin: 'feeling',
    lookin: 'looking',
    tryin: 'trying',
    somethin: 'something',
    nothin: 'nothing',
    stickin: 'sticking',
    kil: 'kill',
    kys: 'kill yourself',
    od: 'overdose',
    oding: 'overdosing',
    sh: 'self harm',
    ctb: 'catch the bus',
    shd: 'self harmed',
    befor: 'before',
    untill: 'until',
    til: 'until',
    msg: 'message',
    finaly: 'finally',
    ngl: '',
    tbh: '',
    fr: '',
    frfr: '',
    lol: '',
    lmao: '',
    lowkey: '',
    highkey: '',
    honestly: '',
    tho: '',
  },
  anchors: [
    'suicide',
    'suicidal',
    'myself',
    'kill',
    'killing',
    'overdose',
    'overdoses',
    'overdosing',
    'unalive',
    'unaliving',
    'tonight',
    'tomorrow',
    'anymore',
    'pills',
    'bridge',
    'goodbye',
    'goodbyes',
    'jump',
    'jumping',
    'hang',
    'hanging',
    'die',
    'died',
    'dying',
    'dead',
    'death',
    'alive',
    'live',
    'living',
    'want',
    'going',
    'life',
    'wrists',
    'cutting',
    'knife',
    'worthless',
    'hopeless',
    'existing',
    'exist',
    'everyone',
    'everything',
    'nobody',
    'burden',
    'better',
    'without',
    'disappear',
    'permanently',
    'forever',
    'lethal',
    'fatal',
    'painless',
    'dangerous',
    'paracetamol',
    'ibuprofen',
    'tylenol',
    'xanax',
    'insulin',
    'antidepressants',
    'overdosed',
    'sleeping',
    'monoxide',
    'exhaust',
    'helium',
    'charcoal',
    'balcony',
    'building',
    'decided',
    'decision',
    'thinking',
    'thoughts',
    'wake',
    'asleep',
    'survive',
    'train',
    'tracks',
    'rope',
    'noose',
    'letter',
    'letters',
    'funeral',
    'insurance',
    'relief',
    'peaceful',
    'anymore',
    'liquidated',
    'liquidation',
    'razor',
    'blade',
    'bleeding',
    'swallowed',
    'minutes',
    'position',
    'chances',
    'existence',
    'punish',
    'murder',
    'already',
    'stomach',
    'blood',
    'high',
    'cliff',
    'cliffs',
    'xanax',
    'finally',
    'exhaust',
    'trains',
    'highest',
    'usually',
    'barrier',
    'railing',
    'goodbye',
    'farewell',
    'transferred',
    'everyone',
    'scratch',
  ],
  keep: [
    'permanent',
    'bride',
    'skill',
    'still',
    'will',
    'bill',
    'hill',
    'mill',
    'fill',
    'till',
    'pill',
    'lives',
    'liver',
    'diet',
    'lie',
    'wander',
    'giving',
    'going',
    'wait',
    'wake',
    'make',
    'take',
    'late',
    'lake',
    'deal',
    'dear',
    'dean',
    'read',
    'lead',
    'head',
    'want',
    'went',
    'wants',
    'living',
    'lying',
    'diving',
    'driving',
    'letting',
    'setting',
    'better',
    'bitter',
    'butter',
    'letter',
    'sleeping',
    'helping',
    'thinking',
    'thanks',
    'blinking',
    'drinking',
    'ringing',
    'trading',
    'loading',
    'leading',
    'holding',
    'building',
    'position',
    'positions',
    'decide',
    'decides',
    'rain',
    'trail',
    'trains',
    'tracks',
    'track',
    'truck',
    'trucks',
    'hope',
    'rope',
    'ropes',
    'dope',
    'cope',
    'nope',
    'pope',
    'alive',
    'alike',
    'olive',
    'exit',
    'exits',
    'forever',
    'whatever',
    'however',
    'dying',
    'drying',
    'dyeing',
    'tying',
    'vying',
    'hanging',
    'banging',
    'changing',
    'ranging',
    'hang',
    'bang',
    'hung',
    'gang',
    'jumped',
    'jumps',
    'bump',
    'pump',
    'dump',
    'lump',
    'letters',
    'better',
    'bette',
    'anymore',
    'minute',
    'minutes',
    'already',
    'lethargic',
    'liquidity',
    'fast',
    'fatale',
    'fatally',
    'monday',
    'money',
    'honey',
  ],
  idioms: [
    // A goodbye that names the next time: "goodbye Thera, see you next week".
    /\b(?:good ?bye|bye)(?: for now)?(?: thera)?(?: \S+){0,2} (?:see you|see ya|cya|talk|speak|catch you|chat)(?: to you)?(?: \S+)? (?:tomorrow|later|soon|next week|next time|tonight|in the morning|after work|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/g,
    // Errands: a note for the cleaner or on the fridge, a letter to the landlord or the bank.
    /\b(?:left|leaving|wrote|writing|write|put) (?:a|the) (?:note|letter) (?:for|to|on) (?:the |my |our )?(?:cleaner|neighbou?rs?|landlord|delivery guy|courier|postman|nanny|babysitter|plumber|fridge|door|windscreen|bank|boss|manager|council|school|teacher|editor)\b/g,
    // Tuning round 6: a letter home that says what it is for ("saying we're coming to visit at christmas", "to thank
    // her for the birthday money"), and a pet rehomed because the new place does not allow it.
    /\b(?:wrote|writing|write|sent|sending|posted) (?:a |the )?(?:letter|note|card) (?:to|for) (?:my |our )?(?:mum|mom|mother|dad|father|parents|nan|nana|gran|granny|grandma|grandad|grandpa|aunt|auntie|uncle|family|sister|brother)\b(?: \S+){0,2} (?:saying|to say|telling (?:her|him|them)) (?:we|i|were|well|im)(?: are| am| will| re| ll)? (?:coming|visiting|moving|getting married|having a baby|engaged|pregnant|back|home)\b|\b(?:wrote|writing|write|sent|sending|posted) (?:a |the )?(?:letter|note|card) (?:to|for) (?:my |our )?(?:mum|mom|mother|dad|father|parents|nan|nana|gran|granny|grandma|grandad|grandpa|aunt|auntie|uncle)\b(?: \S+){0,2} (?:to (?:thank|invite)|for (?:her|his|their) (?:birthday|anniversary|retirement))\b/g,
    /\b(?:gave|giving|given|rehomed|rehoming)\b(?: \S+){0,6} (?:since|because|as|cause|cos) (?:the |my |our )?new (?:place|flat|apartment|house|landlord|building|lease)\b/g,
    // Everyday spot checks (2026-11-27): things given away because the person is moving house, and
    // a habit, an urge or boredom "killed".
    /\b(?:gave|giving|given|sold|selling|gifted)\b(?: \S+){0,6} (?:since|because|as|cause|cos|bc|cuz) (?:i am|im|we are|were|i m|we re) (?:moving|relocating)\b/g,
    /\bkill(?:ing)? (?:this|that|the|my|a) (?:bad |stupid |old )?(?:habit|urge|boredom|craving|addiction|time|hour|afternoon|evening)s?\b/g,
    // Tuning round 5 false alarms: trader talk and hobbies that borrow the words of death.
    // "got unalived on that 100x short", "the coin unalived itself", "shorts on suicide watch", "doge on a suicide run".
    /\bunalived? (?:on|by) (?:that|this|my|the) (?:\d+x )?(?:shorts?|longs?|trades?|positions?|entry|leverage)\b|\b(?:coin|token|chart|project|price|memecoin|it)s? unalived (?:itself|themselves)\b/g,
    /\b(?:shorts|longs|bears|bulls|bagholders|holders|alts) (?:are )?on suicide watch\b|\bsuicide run (?:to|into|towards) (?:new )?(?:highs|ath|the moon|\d+)\b/g,
    /\b(?:hopium|copium) overdose\b|\b(?:coins?|tokens?|alts?|survivors|projects?|memecoins?|bags) (?:are|is) bleeding out\b/g,
    // "disappear from the group chat for a week": a break from people, not from life.
    /\bdisappear from (?:the )?(?:group ?chat|gc|chat|twitter|x|socials|discord|telegram|ct) for (?:a|the) (?:week|bit|while|day|few days|weekend)\b/g,
    // Bridge the card game, a photographer shooting a wedding, hanging a swing.
    /\bbridge (?:club|game|night|tournament|partners?|evening)\b|\bshoot(?:ing)? (?:the )?(?:groom|bride|wedding|couple|portraits?|photos?|headshots|footage|engagement)\b|\bhang (?:a |the )?(?:tyre |tire |rope )?(?:swing|hammock|picture|shelf|painting|mirror|fairy lights)\b/g,
    // "the market is bleeding out, time to buy": prices, not a person (tuning round 3).
    /\b(?:the )?(?:market|chart|alts?|btc|eth|portfolio|candles?|crypto)s? (?:is |are )?bleeding(?: out)?\b/g,
    // "opening a 100x long here would be suicide" in any Latin-script language: leverage, not a death (tuning round 3).
    /\b(?:x\d+|\d+x)\b(?: \S+){0,5} (?:suicide|suicidal|suicidio|suicidal|selbstmord|intihar|bunuh diri|tu sat|khudkushi)\b/g,
    // A rooftop bar or terrace is a place to meet friends.
    /\b(?:roof ?top|roof) (?:terrace|bar|garden|party|pool|restaurant|cafe)\b/g,
    // "I'd rather die than sell at a loss", "bleeding out on this short": trade talk (tuning round 3).
    /\b(?:id|i would|i d) rather (?:die|be dead) (?:than|then) (?:sell|selling|cut|cutting|panic|paper|capitulate|realize|realise|take a loss|taking a loss|fomo|short|close)\w*(?: \S+){0,4}/g,
    /\bbleeding (?:out )?(?:slowly )?on (?:this|my|the|that) (?:short|long|position|trade|bag)s?\b/g,
    // "a suicidal long", "suicide short", "suicide mission" entries: leverage, not a person.
    /\bsuicid\w* (?:(?:x\d+|\d+x|\d+ x|max|full|degen|high) (?:leverage )?)?(?:longs?|shorts?|entry|entries|trades?|positions?|leverage|plays?|bets?|ape|buys?|sells?|calls?|puts?|mission|squeeze|scalp|leverage)\b/g,
    /\b(?:longs?|shorts?|leverage|entry|trade|position|this|candle|move|play|idea|\d+x) (?:is|was|looks|felt|seems|would be) (?:pure |literally |kinda |financial )?suicid\w*/g,
    /\bkill(?:ing|ed|s)? (?:it|the (?:position|trade|order|bot|chart|game|vibe|mood|momentum|rally|pump|bulls|bears|shorts|longs)|my (?:position|trade|order|bot|stop|vibe|mood|portfolio|bags?|pnl|gains|returns|account)s?)\b/g,
    /\bnot (?:feeling |being |actually )?suicidal\b/g,
    /\b(?:chart|candle|market|price|this dump|the dump) (?:is|looks|looking) (?:\w+ )?suicidal\b/g,
    /\bbleeding out(?: \S+){0,2} on (?:these|my|the|our) (?:alts|bags|positions?|longs|shorts|coins|trades)\b/g,
    /\b(?:market|shorting|short\w*|long\w*|leverage|trade|trading|strangle|that|this|it) (?:is|s|would be|was) (?:basically |literally |pure |financial |just )?(?:suicide|suicidal)\b|\bfinancial (?:self ?harm|suicide)\b|\b(?:is|was) (?:that|this|it) (?:\w+ )?(?:suicide|suicidal)\b/g,
    /\boverdos\w* (?:on|of) (?:copium|hopium|caffeine|coffee|memes|charts|news|energy drinks|sugar)\b|\b(?:bot|account|portfolio|position|pnl|bags?)(?: \S+){0,2} bled out\b/g,
    /\bnoose around (?:its|the) neck\b|\bfarewell (?:card|party|gift|lunch|drinks|tour)\b|\b(?:funny|nice|cute) last message\b/g,
    /\bend it\b(?: \S+){0,3} (?:before it|auto renews?|subscription|renews)\b/g,
    /\b(?:fees|gas|chart|market|candle|this|these|bot|dump)\b(?: \S+){0,3} makes? me wish\b(?: \S+){0,4}/g,
    /\b(?:btc|eth|sol|price|chart|it|market|this)\b(?: \S+){0,3} (?:jump|jumps|jumping|falls?|fell) off a cliff\b|\bbleed out slowly on (?:this|that|my|the) (?:position|trade|long|short)\b|\bput a bullet in (?:that|this|the|my) (?:trade|position|idea|thesis)\b|\bfarewell post to\b/g,
    /\bbled out on (?:fees|funding|gas|slippage)\b|\b(?:done|out) for good(?: \S+){0,6} (?:deleting the apps|old job|index funds?|spot only)\b/g,
    /\btook a bullet\b|\bshoot (?:my|your|our) shot\b|\bbeat (?:the market|the index|inflation|the odds)\b/g,
    /\bkiller (?:setup|trade|entry|app|feature|move|chart|deal|play|call|project)\b/g,
    /\bdying to (?:buy|get|see|try|know|hear|ape|long|short|enter)\b/g,
    /\bdie (?:laughing|of (?:laughter|embarrassment|cringe|boredom)|on (?:this|that) hill|a little inside)\b/g,
    /\bdead (?:cat bounce|coin|project|chain|market|volume|money|zone|wrong)\b/g,
    /\bdeath (?:cross|spiral of (?:alts|the coin))\b/g,
    /\b(?:cut|cutting|cuts) (?:my |our |the |some )?(?:losses|loss|position|size|leverage|exposure|rates?)\b/g,
    /\b(?:pull|pulled|pulling|finger on) the trigger\b/g,
    /\bshoot(?:ing)? (?:for )?the moon\b/g,
    /\bjump(?:ed|ing)? (?:in|on|into|ship|the gun|back in)\b/g,
    /\b(?:catch|catching|caught) (?:a |the )?(?:falling )?knife\b/g,
    /\bfalling knife\b/g,
    /\boverdos\w* on (?:copium|hopium|caffeine|coffee|memes|charts|news|energy drinks)\b/g,
    /\b(?:hanging|hang|hold|holding|hodl|hodling) on to (?:my |the |these |those |our )?bags?\b/g,
    /\b(?:bridge|bridging|bridged) (?:to|from|over|exploit|hack|fees|funds|usdc|usdt|eth|sol|my|the)\b/g,
    /\b(?:cross ?chain|bridge) (?:exploit|hack|attack)\b/g,
    /\bexit liquidity\b/g,
    /\bslit(?:ting)? (?:throat|throats) (?:competition|market|game|industry|business|trenches)\b|\bcut ?throat\b/g,
    /\bsuicid\w* (?:for|to) (?:anyone|anybody|shorts|longs|bears|bulls|your (?:portfolio|account|bags))\b/g,
    /\bend(?:ing)? things with (?:my |the |these |those )?(?:shitcoins?|alts?|altcoins?|memecoins?|\w*coins?|tokens?|leverage|futures|trading|exchange|bags?)\b/g,
    /\bcatch the bus before it leaves\b/g,
    /\bend(?:ing)? (?:it|things|the (?:day|session|week)|trading) (?:here|there|for (?:to)?day|early|with a|on a)\b/g,
    /\bblood(?:bath)? (?:in the streets|on the streets)\b/g,
    /\bbleeding (?:portfolio|bags?|chart|red|out of my (?:portfolio|account))\b/g,
  ],
  rules: [
    // --- round eight: tuning round 6 (families from a new writer: tradies, shift workers, Pidgin, Singlish) ---
    // Fixing on a means: "got the rifle in the truck, been looking at it more than i should", "the gun's on the
    // table. I keep looking at it then at him". A new knife admired "all day" stays ordinary.
    {
      category: 'method',
      pattern:
        /\b(?:gun|guns|rifle|shotgun|pistol|revolver|glock|handgun|\d{2,3} (?:cal|calibre|caliber)|30 06|308|12 gauge|9mm|knife|blade|rope|noose|pills|tablets|bottle|ledge|bridge|tracks)\b(?: \S+){0,10} (?:keep|kept|been|cannot stop|can not stop|cant stop) (?:looking|staring|glancing) at (?:it|them)\b(?: \S+){0,2} (?:more than i (?:should|want to|used to)|too (?:much|often|long)|then at|and thinking|differently)\b/,
    },
    // Engine fumes in a shut space, asked about or under way: "how long does it take with the exhaust in a closed
    // garage", "car's running in the shed, door's shut". Safety advice ("never run the engine in a closed garage") stays.
    {
      category: 'method',
      pattern:
        /(?<!\b(?:never|not|dont|do not|no) (?:\S+ ){0,3})\b(?:exhaust|engine running|car running|motor running|hose(?:pipe)? (?:from|on) the (?:exhaust|tailpipe))\b(?: \S+){0,5} (?:in|inside) (?:a|the|my) (?:closed|shut|sealed|locked) (?:garage|shed|car|room|barn)\b|\bhow long\b(?: \S+){0,5} (?:exhaust|car fumes|engine fumes|carbon monoxide from (?:a|the|my) (?:car|engine))\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:car|cars|engine|engines|ute|utes|truck|trucks|van|vans|motor)(?: is| s)? (?:running|on|idling)\b(?: \S+){0,3} (?:in|inside) the (?:shed|garage|barn|lockup|lock up)\b(?: \S+){0,4} (?:door|doors|garage door|roller door|roller doors)(?: is| are| s)? (?:shut|closed|locked|down)\b/,
    },
    // Where the barrier can be climbed: "which bit of the bridge walk you can get over", "the side of the car park you
    // can climb over".
    {
      category: 'method',
      pattern:
        /\b(?:which|what|the) (?:bit|part|section|spot|point|side|end|corner)s? of (?:the )?(?:\S+ ){0,2}(?:bridge|car ?park|multistorey|roof|rooftop|cliff|cliffs|overpass|flyover|balcony|tower|walk|track)\b(?: \S+){0,3} (?:you|i|one|someone|a person) (?:can|could) (?:get|climb|jump|step) over\b/,
    },
    // How high or deep is enough, after a loss or distress: "how deep does the water need to be under a bridge", "how
    // high is the top floor of the hdb block, like enough or not", "where's the tallest car park in town". A
    // sightseeing "how tall is the bridge" stays ordinary: it has no "enough" and no "need to be".
    {
      category: 'method',
      needs: 'distress',
      pattern:
        /\bhow (?:high|tall|deep|far down)\b(?: \S+){0,8} (?:need|needs) to be\b(?: \S+){0,4} (?:bridge|building|block|roof|cliff|balcony|window|fall|drop|jump|floor)\b|\bhow (?:high|tall|deep)\b(?: \S+){0,10} (?:bridge|block|hdb|building|tower|roof|balcony|floor|cliff|car ?park)\b(?: \S+){0,4} (?:enough|to die|to not survive)\b|\b(?:tallest|highest) (?:\S+ )?(?:car ?park|car ?parks|multistorey|parking (?:garage|deck|structure))\b/,
    },
    // Looking for an unwatched crossing, fast trains, fences in the way ("which motorway bridge has the least traffic
    // around 3am", "the ones with high fences now", "do the fast ones go through there"): each needs a second signal.
    {
      category: 'method',
      needs: 'pair',
      pattern:
        /\b(?:which|what|where)\b(?: \S+){0,4} (?:bridge|bridges|overpass|flyover|cliff|cliffs|tracks|crossing|roof|rooftop|car ?park)\b(?: \S+){0,6} (?:least|fewest|less|no) (?:traffic|people|cameras|cctv|security|staff)\b|\b(?:high|new|tall|anti (?:jump|climb)|suicide) (?:fences|barriers|nets|railings)\b|\b(?:fast|express|high speed) (?:ones|trains?)\b(?: \S+){0,3} (?:go|goes|come|comes|pass|passes) through\b|\bhypothetically if (?:a|an|someone|somebody|one|i|you)(?: \S+){0,2} wanted to\b/,
    },
    // The express that does not stop: "it doesn't stop here. that's the point".
    {
      category: 'in-progress',
      pattern:
        /\b(?:it|the (?:express|train|fast one)|that one) (?:does not|doesnt|will not|wont) (?:stop|slow down) here\b(?: \S+){0,2} (?:that is|thats) (?:the (?:whole )?point|why)\b/,
    },
    // Standing on the wrong side of the rail: "standing on the outside of the bridge rail typing this".
    {
      category: 'in-progress',
      pattern:
        /\b(?:standing|sitting|stood|sat|climbed|hanging|holding on) (?:on |onto |over )?(?:the )?(?:outside|wrong side) of (?:the )?(?:\S+ )?(?:rail|railing|railings|fence|barrier|guard ?rail|balustrade)\b|\b(?:standing|sitting|stood|sat|climbed|hanging|holding on) (?:on |onto |over )?(?:the )?(?:other side|far side) of (?:the )?(?:bridge |balcony |roof |cliff )?(?:rail|railing|railings|guard ?rail|balustrade)\b/,
    },
    // Jumping from a height said in the first person: "i am going to jump from the terrace after she sleeps", "if sol
    // closes below 120 i jump from the block". Jumping off a bridge "into the river" with friends is a summer day.
    {
      category: 'intent',
      pattern:
        /\bi (?:am going to |will |would |want to |plan to |might |just |am just going to )?(?:jump|leap) (?:off|from|down from) (?:the |a |my |our |this |that )?(?:\S+ )?(?:terrace|roof|rooftop|building|bridge|balcony|block|hdb|tower|cliff|window|ledge|car ?park|multistorey|overpass|flyover)\b(?! (?:into|in to) (?:the )?(?:water|river|lake|sea|pool|quarry))/,
    },
    // Paying off the last debt or sending the last remittance, then the end: "pay off the ute, then the cliffs at the
    // gap", "after i send the last padala to mama this payday, that's it na for me".
    {
      category: 'plan',
      pattern:
        /\b(?:pay|paid|paying|clear|cleared|settle|settled|send|sent)\b(?: \S+){0,5} (?:off|back|up|padala|remittance|the last)\b(?: \S+){0,5} then (?:i go to |off to |to |straight to )?the (?:cliffs?|bridge|tracks|river|roof|gap|edge|quarry|sea)\b(?! (?:club|game|walk|tour|climb|for (?:a|the) (?:walk|swim|view|photos?)))|\b(?:payday|pay day|after i (?:pay|send|clear|settle))\b(?: \S+){0,10} (?:thats|that is) it (?:na |then )?for me\b/,
    },
    // Going down with the account: "when my liquidation price hits i go too", "if it goes to zero i go with it".
    {
      category: 'plan',
      pattern:
        /\b(?:when|if|once)\b(?: \S+){0,4} (?:liquidation|liq|liquidated|margin call|stop|account|portfolio|price|it) (?:\S+ ){0,3}(?:hits|goes|dies|triggers|gets hit|zeroes|closes|breaks)\b(?: \S+){0,3} i (?:go too|go as well|go with it|am gone too|die too|die with it|am going too|go also)\b/,
    },
    // Not staying: "i've decided i'm not going to stick around", "won't be around much longer"; a party or a job
    // left early ("not going to stick around for the speeches") stays ordinary.
    {
      category: 'passive-wish',
      needs: 'pair',
      pattern:
        /\bnot (?:going to|planning to|gonna) (?:stick|hang|be) around\b(?! (?:for|at|to|after|until|till|in|here for|and|with|long enough|while|once|when|if))|\b(?:will not|wont|am not going to) be (?:around|here) (?:much longer|for much longer|for long|anymore|any more|after (?:this|that|the weekend|sunday|friday)|for (?:finals|graduation|christmas|xmas|thanksgiving|the holidays|my birthday|(?:his|her|their|my \w+s?) birthday|the (?:next|new) (?:year|semester|term|season)|next (?:week|month|year|semester|term)))\b(?! (?:at|in|on|because|since|so|tonight|today|this|heading|going|got to|need to)\b)/,
    },
    // Knowing when it will be: "thursday expiry is the last one i will see", "the last weekend i book out".
    {
      category: 'plan',
      needs: 'pair',
      pattern:
        /\b(?:is|will be) the last (?:\S+ )?(?:one|time|day|weekend|expiry|close|payday|christmas|birthday)\b(?: \S+){0,1} i (?:will|am going to|ever|will ever) (?:see|trade|book out|get|make)\b(?! (?:this|for|in|at|before|live|until|till|with))|\bthis is the last (?:weekend|week|time|day) i (?:book out|see|go)\b/,
    },
    // The people who would stop it, away: "when the kids go back to their mum on sunday", "after she sleeps",
    // "wait till my roommate leaves for christmas break then do it".
    {
      category: 'plan',
      needs: 'risk',
      pattern:
        /\b(?:when|once|after|as soon as) (?:the kids|my (?:kids|wife|husband|partner|roommate|flatmate|housemate|mum|mom|dad|parents|family)|everyone|everybody|she|he|they)\b(?: \S+){0,3} (?:go|goes|leave|leaves|sleeps|sleep|fall asleep|falls asleep|are asleep|is asleep|is gone|are gone|is out|are out)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:wait|waiting) (?:till|until|for) (?:the kids|my (?:kids|wife|husband|partner|roommate|flatmate|housemate|mum|mom|dad|parents|family)|everyone|everybody|she|he|they)\b(?: \S+){0,3} (?:leave|leaves|is gone|are gone|goes away|go away|is away|are away|is asleep|are asleep|falls asleep)\b(?: \S+){0,5} (?:then|and) (?:i will |i am going to |i )?(?:do it|end it)\b(?= *$| (?:on |at |by )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|\d|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|for (?:good|real)))/,
    },
    // Secluded heights and times when no one is there: "the car park on level 6 is always empty", "tonight after my
    // shift", "tomorrow morning before anyone wakes up. the garage.": each needs a second signal.
    {
      category: 'plan',
      needs: 'pair',
      pattern:
        /\b(?:car ?park|multistorey|stairwell|roof|rooftop|top (?:floor|level|deck)|level \d+)\b(?: \S+){0,5} (?:is |are )?(?:always |usually |totally |completely |pretty much )?(?:empty|deserted)\b|\b(?:tonight|tomorrow|tomorrow morning|tomorrow night) after (?:my shift|work|the kids|everyone|everybody)\b|\bbefore (?:anyone|everyone|everybody|the kids|the house|they|she|he) (?:wakes?|gets?) up\b|^(?:\S+ ){0,10}(?:the|in the) (?:garage|shed|bridge|tracks|cliffs?|quarry|woods)$/,
    },
    // Letters left where family will find them, or read after: "wrote my girls a letter each, it's in the glovebox.
    // they'll find it", "help me write a short msg to my parents... they will read it after". A note for a flatmate who
    // "will find it when she gets home" stays ordinary.
    {
      category: 'preparation',
      pattern:
        /\b(?:letters?|notes?|message|messages|msg|card|cards)\b(?: \S+){0,10} (?:they|she|he|the kids|the girls|the boys|my (?:\w+ )?(?:kids|girls|boys|wife|husband|parents|mum|mom|dad|family))(?: will|ll|would) (?:find (?:it|them)(?: (?:after|afterwards|when i am gone|when im gone))?|(?:read|open) (?:it|them) (?:after|afterwards|when i am gone|when im gone))$/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:letter|note|card) each\b(?: \S+){0,6} (?:glovebox|drawer|envelope|safe|under|in the car|find it)\b/,
    },
    // Care handed over "if anything happens": "told him look after the dog if anything happens" (a sitter asked to
    // "call me if anything happens" is not it), with giving the tools away or leaving a wallet to someone.
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:look after|take care of|feed|walk|keep|have|raise) (?:my |the |our )?(?:dog|dogs|cat|cats|pets?|kids|girls|boys|bird|horse|tools|ute|truck|car|bike|guitar)\b(?: \S+){0,2} if (?:anything|something) (?:happens|were to happen|ever happens)(?: to me)?\b(?! (?:with|at|on|while|during|to (?:the|it|them)))|\b(?:gave|giving|given|left|leaving) (?:all )?my (?:tools|gear|kit|guitar|guitars|car|ute|truck|bike|watch|watches|records|fishing gear|rods)\b(?: \S+){0,2} to (?:my |the )?(?:apprentice|mate|brother|sister|nephew|niece|son|daughter|neighbou?r|cousin|best mate)\b|\bi want my (?:\S+ ){0,2}(?:wallet|ledger|car|ute|truck|guitar|house|stuff|things|savings|coins|crypto|watch|bike|tools|dog|cat) to go to\b/,
    },
    // Easier for them after: "the will, the dog, the passwords. so it's easy for them after".
    {
      category: 'preparation',
      pattern:
        /\b(?:easy|easier|simple|simpler) for (?:them|her|him|everyone|everybody|my (?:family|kids|wife|husband|partner|parents|mum|mom))(?: \S+){0,2} (?:after|afterwards|when i am gone|when im gone)$/,
    },
    // Telling them not to cry: "make dem no cry for me" (Pidgin), "tell my mum not to cry for me", "she should take the
    // money and not cry too long".
    {
      category: 'preparation',
      pattern:
        /\b(?:make (?:dem|them|am|her|him)|tell (?:them|dem|her|him|my \w+|everyone)|let (?:them|dem|her|him)) (?:no|not to|not|dont|do not|never) (?:cry|weep|mourn|grieve) for me\b|\b(?:she|he|they|mum|mom|dad|my (?:wife|husband|sister|brother|kids|parents))\b(?: \S+){0,6} (?:not|no|never) (?:cry|mourn|grieve) (?:over me|for me)\b/,
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:she|he|they|mum|mom|dad|my (?:wife|husband|sister|brother|kids|parents))\b(?: \S+){0,6} (?:not|no|never) (?:cry|mourn|grieve) (?:too long|for long|too much)\b/,
    },
    // Burning or pressing hot things into the skin, hidden under sleeves: "pressing the lighter into my forearm".
    {
      category: 'self-harm',
      pattern:
        /\b(?:lighter|cigarette|cig|ciggie|smoke|hot (?:spoon|knife|iron|metal)|iron|lit match)\b(?: \S+){0,3} (?:into|onto|on|against|to) my (?:forearm|forearms|arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|hand|hands|stomach|chest)\b|\b(?:burn|burned|burnt|burning) (?:my )?(?:forearm|forearms)\b|\bunder (?:the |my )?(?:sleeves?|long sleeves)\b(?: \S+){0,3} so (?:no one|nobody|the \w+|they|people|he|she)(?: can| will| do| does)? (?:not |never )?(?:see|notice|sees|notices)\b/,
    },
    // Harm put in future first person: "i'm going to put him in the hospital", "I go waste am" (Pidgin).
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:i will|i am going to|going to|i swear i will|i swear ill|i could|i want to|i am gonna) put (?:him|her|them|that \w+|the \w+|my \w+) in (?:the |a )?(?:hospital|wheelchair|coma|ground|grave|body bag|morgue|icu)\b(?! (?:bag|list|car|bed|for|overnight|tomorrow|today|wing|shop|cafe|parking|queue|system|app|group|chat|plan|insurance))|\bi (?:go|will|wan|want|must) (?:waste|kill|finish|stab|shoot|wound|cut) (?:am|im|dem)\b/,
    },
    // Fantasising about running someone over or killing them; timing their movements.
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:fantasi[sz]e|fantasi[sz]ing|daydream|daydreaming|dream|dreaming|think|thinking) about (?:running (?:him|her|them) over|running over (?:him|her|them|my \w+)|killing (?:him|her|them|my \w+)|stabbing|strangling|shooting (?:him|her|them|my \w+)|choking (?:him|her|them))\b/,
    },
    // Knowing the address, the shift pattern, where they park; a weapon at hand; "he's home in 10". Each needs a second
    // signal ("got his address and a bat in the truck", "I know her shift pattern and where she parks. she'll stop
    // laughing soon").
    {
      category: 'harm-to-others',
      needs: 'pair',
      pattern:
        /\bi know (?:his|her|their) (?:shift (?:pattern|times|rota)|schedule|routine|movements|route|address)\b|\bwhere (?:he|she|they) (?:parks|park|lives|sleeps|drinks|trains)\b|\b(?:started |been |am )?timing when (?:he|she|they) (?:leaves|leave|arrives|gets in|goes)\b|\b(?:she|he|they)(?: will|ll) stop (?:laughing|smiling|talking)\b|\b(?:i have|ive|i) got (?:the|a|my) (?:big |sharp |biggest )?(?:knife|bat|hammer|machete|crowbar|axe|gun|cutlass)\b(?!.*\b(?:roast|turkey|cake|dinner|bread|meat|chicken|cook|cooking|carve|carving|chop|chopping|veg|game|practice)\b)|\b(?:he|she|they)(?: is| s| are|s)? (?:home|back) in \d+\b(?!.*\b(?:roast|turkey|dinner|cook|cooking|carve|carving|chop|chopping)\b)|\b(?:found|got|have|know|collect|collected|get|don collect|don get) (?:his|her|their|him|im|the \w+s|that \w+s) (?:home )?(?:address|house)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:got|have|has|keep|kept|with) (?:a|the|my) (?:bat|baseball bat|rod|hammer|machete|crowbar|gun|pistol|knife|axe) (?:in|under) (?:the |my )?(?:truck|ute|van|boot|trunk|car|back seat|glovebox)\b(?! for (?:the |my |our )?(?:kids|game|games|practice|training|baseball|softball|cricket|match|league|season|team))/,
    },
    // After a risk: coming back to it ("its back. the thing i told you about last month. louder") or taking it back
    // ("forget I said anything. it's fine").
    {
      category: 'active-ideation',
      needs: 'risk',
      pattern:
        /\b(?:its|it is|they are|theyre|the thoughts are|the voice is|the urge is) back\b(?: \S+){0,10} (?:louder|worse|stronger|again)\b|\bthe thing i told you about\b|\bforget (?:i said|what i said|i mentioned|i told you) (?:anything|that|it|earlier)\b|\bignore what i said (?:before|earlier)\b/,
    },
    // Fixing on one place: "keep thinking about the tracks behind the house", "can't stop thinking about the
    // parking garage on 5th".
    {
      category: 'active-ideation',
      pattern:
        /\b(?:keep|kept|keeps|cannot stop|can not stop|cant stop|been) thinking about the (?:tracks|train tracks|railway line|pills|rope|gun|ledge|drop|parking garage|car ?park|multistorey|overpass|quarry|edge)\b(?! (?:fees?|prices?|charges?|ticket|exploit|project|renovation|repairs?))/,
    },
    // The same with a sightseeing place ("the bridge we saw in prague"): only after distress or a loss.
    {
      category: 'active-ideation',
      needs: 'distress',
      pattern:
        /\b(?:keep|kept|keeps|cannot stop|can not stop|cant stop) thinking about the (?:bridge|cliff|cliffs|river|roof|rooftop|balcony|sea|lake)\b(?! (?:exploit|hack|club|game|trip|holiday|view|renovation|repairs?))/,
    },
    // Voice notes that hear "end" as "and": "i might just and it all tonight", "and it for real this time".
    {
      category: 'active-ideation',
      pattern: /\b(?:might|will|going to|want to|just|to) and (?:it all|it for real|it tonight|my life)\b/,
    },
    // Being hit on the way, and that being fine: "if i got hit by a car on the way to work tomorrow that would be like
    // honestly fine"; "if the scaffold went from under me... no one would be too cut up. be easier for everyone".
    {
      category: 'passive-wish',
      pattern:
        /\bif i (?:got|get|was|were) (?:hit|run over|knocked down) by (?:a |the )?(?:car|bus|truck|lorry|train|tram|ute)\b(?: \S*){0,10} (?:would|d|will)(?: \S*){0,2} be(?: \S*){0,4} (?:fine|ok|okay|alright|a relief|a blessing|for the best)\b/,
    },
    {
      category: 'passive-wish',
      needs: 'pair',
      pattern:
        /\b(?:no one|nobody) would be (?:too |that |very |even |really )?(?:cut up|upset|sad|heartbroken|sorry|gutted)\b|\b(?:be|would be|itd be|it would be) (?:\S+ )?easier for (?:everyone|everybody|all of them|my family|them all)\b(?! (?:to|if we|if you|when|since|because|who|involved|else))|\bif (?:the |a |that )?\S+(?: \S+){0,2} (?:went|gave way|gave out|gave in|broke|cracked|collapsed|fell|came down) (?:from )?(?:under|on|on top of) me\b|\b(?:would not|wouldnt|will not|not going to) fight it\b(?: (?:much|too hard|very hard|at all))?/,
    },
    // A decision said as a settled mind ("i have made up my mind", "not gonna talk myself out of it this time"); the
    // first needs a second signal such as a date ("thursday expiry is the last one i will see").
    {
      category: 'intent',
      needs: 'pair',
      pattern: /\b(?:made up my mind|made my mind up|my mind is made up)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:not|never|will not|wont) (?:going to |gonna |let myself )?talk(?:ing)? myself out of it\b(?: \S+){0,2} (?:this time|again|anymore|any more)\b/,
    },
    // Thanks as a farewell, with a second signal: "thx for everything. you were nice to me". Thanks that name a
    // time or a return ("thank you for everything this week", "back tmrw", "see you monday") are ordinary.
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /(?<!\b(?:back (?:tomorrow|tmrw|tmr|later|soon|on|next|in)|see you|see ya|talk (?:soon|later|tomorrow)|tomorrow|next (?:week|time|session)|this (?:week|year|month|morning|evening)|today|tonight|helped|helping|doing (?:well|better|good)|good luck|new (?:job|role|team|place)|congrat\w*|(?:keep|stay) in touch)\b.*)\b(?:(?:thanks|thank you|thx|ty|cheers) for everything|you (?:were|have been|was) (?:always |really |so )?(?:nice|kind|good|lovely|sweet|the best) to me)\b(?!.*\b(?:back (?:tomorrow|tmrw|tmr|later|soon|on|next|in)|see you|see ya|talk (?:soon|later|tomorrow)|tomorrow|next (?:week|time|session)|this (?:week|year|month|morning|evening)|today|tonight|helped|helping|doing (?:well|better|good)|good luck|new (?:job|role|team|place)|congrat\w*|(?:keep|stay) in touch)\b)/,
    },
    // Something taken and the body slowing, after distress: "took a lot of something. everything's slow".
    {
      category: 'in-progress',
      needs: 'distress',
      pattern:
        /\btook (?:a lot of|lots of|loads of|too much of|way too much of|a bunch of|a handful of|all of) (?:something|them|my (?:pills|meds|tablets))\b|\btook (?:\S+ ){0,3}something\b(?: \S+){0,8} (?:everything(?: is|s)? (?:so )?(?:slow|heavy|spinning|blurry|fading)|cannot feel|cant feel|going numb)\b/,
    },
    // A threat with a time: "found his flat. tomorrow he bleeds", "tonight he pays in blood".
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:tomorrow|tonight|soon|this weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)) (?:he|she|they|that \w+|the \w+) (?:bleeds|bleed|will bleed|pays in blood|gets what is coming)\b/,
    },
    // Fine not to do another day of anything: "it'd be fine if i just didn't have to do another season of anything".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:fine|nice|ok|okay|better|a relief|easier) if i (?:just )?(?:did not|didnt|never) (?:have to|had to) (?:do|face|live|get through|wake up to) (?:another|one more|any more)\b(?: \S+){0,2} of (?:anything|everything|life|living|being alive|existing)\b/,
    },
    // A last weekend tied to a close: "if spy closes red friday thats my last weekend".
    {
      category: 'plan',
      needs: 'pair',
      pattern:
        /\b(?:thats|that is|that will be|will be|this is) my last (?:weekend|day|week|night|christmas|birthday|month|payday)\b(?! (?:before|of|at|in|off|as|with|here|working|on|for|at|shift|free))|\bif (?:\S+ ){1,2}(?:closes|close|dumps|drops|breaks|finishes|ends) (?:red|below|under)\b/,
    },
    // A last wish before it, after a risk: "after the kids final game on saturday. want to see them win one first".
    {
      category: 'plan',
      needs: 'risk',
      pattern: /\b(?:want|wanted|need|got) to see (?:them|him|her|my \w+|the \w+)(?: \S+){0,3} first\b/,
    },
    // Already done, with the means: "yeah I already did it. the pills. all of them".
    {
      category: 'in-progress',
      pattern:
        /\b(?:already|just) (?:did it|done it|took them|took it|swallowed them)\b(?: \S+){0,4} (?:all of them|the lot|the whole (?:bottle|box|pack|strip))\b/,
    },
    // Taglish: a dose question ("ilang sleeping pills ang sobra na"), a bridge tonight, "tapos na lahat".
    {
      category: 'method',
      pattern:
        /\bilang (?:\S+ ){0,2}(?:pills|tablets|tableta|gamot)\b(?: \S+){0,4} (?:sobra|overdose|nakakamatay|para mamatay|para di na magising)\b/,
    },
    {
      category: 'plan',
      needs: 'pair',
      pattern:
        /\b(?:mamaya|bukas|ngayong gabi|mamayang gabi)\b(?: \S+){0,8} (?:tulay|bangin|riles|ilog)\b|\btapos na (?:ang )?(?:lahat|ako)\b/,
    },
    // --- round seven: tuning round 5 (families, each catching several wordings) -----------------
    // Intent said as a decision: "not a cry for help", "going through with it" (not a move or a sale).
    {
      category: 'intent',
      pattern:
        /\b(?:not|is not|isnt) a cry for help\b|\bgoing through with it\b(?: this time)?(?: (?:sorry|do not|dont|no more|nobody|please|tonight|now|goodbye|bye)\b|$)/,
    },
    // "after I pay Sam back, I'm done. Dead", "pay everyone back and then I'm gone", "clear the card, then I go to the bridge".
    {
      category: 'intent',
      pattern:
        /\b(?:pay|paid|clear|cleared)\w*(?: \S+){0,4} (?:back|the card|everyone|everybody)\b(?: \S+){0,6} (?:i am (?:gone|done dead)|i go end am|then i go to the (?:bridge|cliffs?|tracks|river|roof)\b(?! club))/,
    },
    // The permanent exit, sleep or way out; finishing oneself.
    {
      category: 'active-ideation',
      pattern:
        /\b(?:exit|sleep|way out|solution|rest|option)\b(?: \S+){0,8} (?:the )?permanent one\b|\bfinish(?:ing)? (?:myself|my self|my life)\b/,
    },
    // Going out to water or a height and not coming back: "go down to the quarry and not come back up",
    // "drive out to the lake after work and just not come back", "drive to the cliffs ... and that will be that".
    {
      category: 'plan',
      pattern:
        /\b(?:go|going|walk|walking|drive|driving|swim|swimming)(?: \S+){0,2} (?:to|out to|down to|into) the (?:quarry|lake|river|sea|ocean|cliffs?|woods|forest|coast|bridge|tracks)\b(?: \S+){0,6} (?:(?:and )?(?:\S+ ){0,2}not come back|that will be that|that is that)\b/,
    },
    // Taglish wishes: "gusto ko na mawala", "sana di na lang ako magising", "ayoko na mabuhay".
    {
      category: 'passive-wish',
      pattern:
        /\bgusto ko na (?:mawala|mamatay)\b|\bsana (?:di|hindi) na (?:lang )?ako (?:magising|gumising)\b|\bayoko na (?:mabuhay|gumising)\b/,
    },
    // Being taken or erased: "let the almighty take me", "hope the universe just deletes me", "log out of life", "evaporate".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:universe|god|almighty|lord|allah|bhagwan)(?: \S+){0,3} (?:delete|deletes|erase|erases|take|takes|remove|removes|call|calls) me\b(?! (?:to|with|home from|out|back|through|there)\b)|\blog (?:out|off) (?:of|from) (?:life|existence|this life|being alive)\b|\b(?:could|wish i could|want to) (?:just )?(?:evaporate|dissolve|fade away|fade out)\b/,
    },
    // Not minding never waking up, being hit by a truck, not living: "wouldnt even be mad if i didnt wake up", "if i got hit by a truck i'd be relieved".
    {
      category: 'passive-wish',
      pattern:
        /\b(?:mad|upset|sad|mind|care|bothered)\b if i (?:did not|do not|never|would not) wake up\b|\b(?:hit by|langgar|run over by|ran over) (?:a |the )?(?:truck|bus|car|train|jeep|lorry|me)\b(?: \S+){0,8} (?:relieved|relief|also ok|be ok|be okay|be fine|not mind)\b|\bnot (?:wishing|wanting|willing) to live\b|\b(?:tired|sick|exhausted)\b(?: \S+){0,5} of being alive\b|\b(?:care|caring) (?:whether|if) i am (?:still )?(?:around|here|alive)\b|\bsleep (?:make|and) i (?:no|never|not) wake\b/,
    },
    // Threats with a weapon at a person's place: "going round there with a hammer", "waiting in their lobby with a knife",
    // "got a bat in the car", "on my way to his flat with my dads gun".
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:there|lobby|gate|office|flat|house|place|door|doorstep|address|home)(?: \S+){0,3} with(?: \S+){0,2} (?:hammer|bat|baseball bat|knife|machete|cutlass|crowbar|axe|gun|pistol)\b|\b(?:got|have|has|keep|kept) (?:a|the|my) (?:bat|rod|hammer|machete|crowbar|gun|pistol) in the car\b/,
    },
    // Knowing where someone is, then hurt: "i know which gym he goes to. hes getting hurt"; finishing a named person.
    {
      category: 'harm-to-others',
      pattern:
        /\bi know (?:which|where|his|her|their)\b(?: \S+){0,8} (?:getting hurt|get hurt|going to pay)\b|\bfinish (?:that|this|the) (?:so ?called )?(?:rm|relationship manager|guy|man|broker|agent|scammer|manager|dev|bastard|idiot)\b|\b(?:break|snap|smash|crack|cave in) (?:his|her|their|your) (?:neck|skull|head|face|jaw)\b|\bpoison (?:in|into)(?: \S+){1,3} (?:coffee|tea|drink|food|meal)\b/,
    },
    // Acts under way: pills kicking in, having swallowed the lot, water going red in the tub, stepping closer to the trains,
    // something drunk burning the chest.
    {
      category: 'in-progress',
      pattern:
        /\b(?:pills|tablets|meds|sleeping pills|painkillers)\b(?: \S+){0,2} (?:starting to |begin\w* to )?kick(?:ing)? in\b|\b(?:swallowed|downed|necked) (?:the lot|the whole (?:lot|box|bottle|pack|strip)|all of them|them all)\b|\b(?:tub|bath|bathtub)\b(?: \S+){0,5} (?:going|turning|turned|gone) red\b|\b(?:trains?|tracks|edge|platform|ledge)\b(?: \S+){0,8} (?:stepping|edging|inching|moving) closer\b|\b(?:drank|drink|swallowed)\b(?: \S+){0,3} (?:burn|burning|dey burn) my (?:chest|throat|stomach)\b|\b(?:\d+ ?(?:mph|kmh|km h)|full speed|flat out)\b(?: \S+){0,3} no seat ?belt\b|\bno seat ?belt\b(?: \S+){0,3} (?:we will see|lets see|see what happens)\b/,
    },
    // Means questions "for me" or "for a friend": "how many of my co-codamol would it take, asking for a friend",
    // "how much paracetamol before its too late for the hospital", "which rooftop ... its for me".
    {
      category: 'method',
      pattern:
        /\b(?:how (?:many|much|high|tall)|which|what)\b(?: \S+){0,6} (?:pills|tablets|cocodamol|co codamol|carpark|car park|rooftop|roof|bridge|building)\b(?: \S+){0,8} (?:asking for (?:a friend|a mate|me|myself)|(?:its|it is) for me|for me yes)\b|\basking for a (?:friend|mate)\b(?: \S+){0,4} would \d+\b(?: \S+){0,5} enough\b|\btoo late for (?:the )?(?:hospital|doctors?|a and e|er|ambulance) to (?:fix|save|help)\b/,
    },
    // Stockpiles and doses: "60 of my sleeping tablets saved up. is that enough", "maximum safe dose of zopiclone ... fatal".
    {
      category: 'method',
      pattern:
        /\b\d+ (?:of (?:my|the) )?(?:\S+ )?(?:pills|tablets|ones|co codamol|codamol)\b(?: \S+){0,8} (?:is that|would that be|will that be|would be|be) enough\b|\b(?:maximum|max) (?:safe )?dose\b(?: \S+){0,12} (?:fatal|lethal|deadly)\b|\bover the counter (?:stuff|pills|meds|drugs?)\b(?: \S+){0,5} (?:stops?|kills?)\b/,
    },
    // Heights without barriers, ligature points, a gun "for myself", standing on the track.
    {
      category: 'method',
      pattern:
        /\b(?:car ?park|multistorey|multi storey|parking (?:garage|deck)|rooftop|roof|bridge)\b(?: \S+){0,8} (?:no|without|not have|does not have) (?:barriers?|railings?|fences?|nets?)\b|\b(?:belt|rope|cord|scarf|cable)\b(?: \S+){0,3} (?:door ?handle|door ?knob|door frame|banister|bannister)\b|\b(?:shotgun|gun|rifle|pistol)\b(?: \S+){0,20} (?:how (?:do you|do i|to) load|need it (?:on|for) myself)\b|\bstand (?:for|on|in front of) (?:the )?(?:track|tracks|rail)\b|\bhow (?:much|many)(?: \S+){0,2} would do it\b/,
    },
    // Plans tied to a day or a price: "the day they deny the payout is the day i end it", "im not seeing the 15th",
    // "when it prints im going off the multistorey", "that's my exit. from everything".
    {
      category: 'plan',
      pattern:
        /\bis the day i (?:end it|go|die|do it|jump|check out|leave for good)\b|\bnot (?:seeing|going to see|making it to|going to make it to) (?:the \d+(?:st|nd|rd|th)?|my (?:birthday|bday))\b|\b(?:going|walking|stepping|jumping|driving) off (?:the |a )?(?:multistorey|multi storey|roof|rooftop|bridge|car ?park|building|balcony|ledge|cliff|top deck)\b|\bmy exit\b(?: \S+){0,2} from (?:everything|life|it all)\b|\b(?:thats|that is) my date\b/,
    },
    // Pills counted or laid out for a night.
    {
      category: 'preparation',
      pattern: /\b(?:pills|tablets|meds)\b(?: \S+){0,2} (?:counted out|lined up|laid out|set out)\b/,
    },
    // Pets rehomed "for good", "just in case", "he'll be alright without me".
    {
      category: 'preparation',
      pattern:
        /\b(?:rehomed|found a (?:new )?home for|sorted who gets|who gets|gave away|giving away) (?:my |the )?(?:dog|cat|pets?|puppy|kitten|rabbit|bird)\b(?: \S+){0,8} (?:for good|without me|just in case|after i am gone)\b/,
    },
    // Handing over keys, wallets, pins and papers to family; each needs a second signal.
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:gave|sent|sending|emptied|transferred|transferring|moved|left|put|if anything happens to me)\b(?!(?: \S+){0,3} (?:old|spare|new)\b)(?: \S+){0,8} (?:ledger|hardware wallet|cold wallet|seed phrase|pin|usdt|login details|passwords?|deeds)\b|\bleft (?:the|my) will\b/,
    },
    // Giving away named things ("gave away the guitar, the PS5", "gave my gaming pc and my watches away").
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:gave|giving|given|gifted) away (?:the|my|all my)\b(?: \S+){0,5} (?:guitar|ps5|bike|pc|watches|console|car|things|stuff|clothes)\b|\bgave my\b(?: \S+){0,6} away\b/,
    },
    // The cover story and the quiet farewell: "she thinks im just being nice", "said i was decluttering",
    // "he won't understand why until later", "she'll know", "you will manage", "told him jaga mummy".
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:think|thinks|thought|said|told \S+|asking why)\b(?: \S+){0,3} (?:travelling|traveling|decluttering|just being nice|being (?:so )?generous|just tired)\b|\b(?:will not|wont) understand (?:why )?until later\b|\b(?:she|he|they) ?(?:ll|will) (?:understand later|know$)|\byou (?:will|ll) manage\b|\b(?:jaga|take care of|look after) (?:mummy|mum|mom|mama|mother|my mum|my mom)\b|\bthanked (?:her|him|them|everyone|everybody) for everything\b|\bnagpaalam na ako\b|\b(?:lord|god|heaven) knows i (?:tried|did my best)\b/,
    },
    // Once I am dead; charcoal with the windows taped.
    {
      category: 'preparation',
      pattern:
        /\b(?:once|after|when) i am dead\b|\bcharcoal\b(?: \S+){0,4} (?:taped|sealed|taping|sealing) (?:up )?(?:the |all the )?(?:windows|doors?|vents?)\b/,
    },
    // Cancelling things one "won't need": "cancelled netflix, the gym ... i won't need it".
    {
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\bcancel+(?:ed|ing)? (?:netflix|spotify|the gym|the paper|my phone|the phone)\b|\bi will not need (?:it|them)\b/,
    },
    // Self-harm in the trading day: hitting one's head or hand, the mirror on purpose, old cuts reopened, words carved
    // into the arm, hair pulled out, a palm over the stove, cutting again after years.
    {
      category: 'self-harm',
      pattern:
        /\b(?:hit|hitting|bang|banging|beat|beating|slam|slamming|smash\w*) my (?:head|hand|fist)\b(?: \S+){0,2} (?:on|against|into|in|for) (?:the )?(?:wall|desk|drawer|door|table|mirror)\b|\bpunch(?:ed|ing)? (?:the )?(?:mirror|wall)\b(?: \S+){0,3} (?:on purpose|hands?|knuckles)\b|\b(?:opened|reopened|re opened) (?:the |my )?(?:old )?(?:cuts|scars|wounds)\b|\b(?:etched|carved|scratched)(?: \S+){0,4} (?:into|on|in) my (?:forearm|arm|arms|wrist|wrists|thigh|thighs|skin|leg|legs)\b|\bcat scratch\w*\b(?: \S+){0,3} (?:again|arms?|wrists?|thighs?)\b|\b(?:yank|pull|yanking|pulling|rip|ripping)\w* (?:my )?hair out\b|\b(?:held|hold|holding|put|pressed) my (?:palm|hand|arm|fingers?)\b(?: \S+){0,3} (?:over|on|against) (?:the )?(?:stove|hob|flame|lighter|iron|kettle)\b|\bcut\b(?: \S+){0,2} (?:for the first time in|again after) \d+ (?:years?|months?)\b/,
    },
    // Cutting as what "works" or "helps". Only the Spanish, Portuguese and Italian loanword rules
    // caught it, when a word they share with English ("me", "to", "i") let them read the message.
    {
      category: 'self-harm',
      pattern:
        /\b(?:cutting|cuttin)(?: myself| again)? (?:is|was|has been|s) (?:the only thing|all) (?:that )?(?:works|helps|help|keeps me)\b/,
    },
    // --- round six: the fifth English batch -------------------------------------------------------
    {
      category: 'passive-wish',
      pattern:
        /\bbetter off if i (?:just )?(?:disappeared|vanished|was gone|were gone|left for good|was not around|were not around|did not exist)\b|\bnot exist for a while\b.*\bpermanently\b|\b(?:told me|diagnosed)(?: \S+){0,3} cancer\b.*\b(?:happy|relieved|relief|glad)\b/,
    },
    { category: 'passive-wish', pattern: /\bhoping (?:my|the) (?:flight|plane)(?: \S+){0,2} (?:goes|go|went) down\b/ },
    {
      category: 'method',
      pattern:
        /\b(?:least|less) painful way\b|\b(?:does|do|would|will|is) (?:tylenol|paracetamol|a belt|belts?|hanging|drowning)(?: \S+){0,4} (?:actually )?(?:work|works|a myth)\b|\b(?:down the road|down the arm|along the arm) (?:actually )?(?:worse|better)\b|\bwhich one is (?:the one )?(?:that is |thats )?fatal\b/,
    },
    {
      category: 'method',
      pattern:
        /\btrains?\b(?: \S+){0,4} (?:manage to stop|stop in time|too late at that speed)\b|\bhow cold (?:does|is) the water\b(?: \S+){0,6} (?:quick|fast|go)\b|\b(?:most dangerous|deadliest) when combined\b|\bbe enough for someone my size\b|\b\d+ of my (?:\w+ )?(?:sleeping )?(?:tablets|pills)\b(?: \S+){0,3} enough\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:i am|im) doing it\b|\bwhen i close this chat\b|\bgoing to (?:go )?do it\b|\bgoing to make it (?:over|stop|end)\b|\bthe last time (?:i will|ill) open this app\b|\bcalm now that (?:i have|ive|i) decided\b|\bonce you stop fighting it\b/,
    },
    { category: 'intent', pattern: /\b(?:do not|dont) bother\b|\byou were alright\b/, needs: 'pair' },
    {
      category: 'in-progress',
      pattern:
        /\bturned the gas on\b|\bgas on in the (?:kitchen|flat|house)\b|\b(?:loaded|gun)\b(?: \S+){0,4} in my lap\b|\btook too much of my \w+\b.*\b(?:shaking|throwing up|vomiting|dizzy)\b|\bletting go of the wheel\b|\beverything is slow\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:driving|going|heading) (?:there|over) (?:tonight|now|today)\b(?: \S+){0,3} (?:with|and)\b(?: \S+){0,3} (?:gun|knife|bat|ar|rifle|shotgun)\b|\bshow up (?:tomorrow |there )?with the (?:ar|gun|rifle|shotgun)\b|\bhe is about to find out\b|\bhands around (?:my |her |his )?(?:\w+s )?throat\b|\b(?:will not|wont) let go\b.*\bthroat\b|\bgonna lose his teeth\b|\bgot the bat\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bput in (?:a |my |his |her )?(?:\w+s? )?(?:coffee|drink|food|tea)\b(?: \S+){0,4} (?:sick|die|ill)\b|\bnot to network\b|\btaking the kids with me\b|\bshooting whoever\b|\bso easy to push\b|\bstanding over (?:him|her|them)\b|\bi just hit my (?:girlfriend|wife|partner|boyfriend|husband)\b|\bi am going\b$|\bwhat i will do next\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\benvelope with my (?:\w+ )?name on it\b|\bnothing else matters now\b|\bneed it done tonight\b|\bthey think (?:i am|im) drunk\b|\bgoing away for a long time\b|\bjust wanted you to know before\b|\bgive my regards to whoever\b|\bloose ends tied\b|\bfound by someone who (?:is not|isnt) my kid\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:there is|theres) a bridge on my (?:drive|way|walk)\b|\b(?:i will|ill) be at the (?:cliffs|bridge|tracks|roof|river) by\b|\bbeen saving (?:the |my )?pills\b|\bdo not disturb sign\b|\bthen (?:that is|thats) it\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bpunch(?:ed|ing)? (?:the |a )?(?:\S+ ){0,2}(?:wall|mirror|door|locker) (?:till|until) my (?:knuckles|hands?|fists?)\b|\bknuckles split\b/,
    },
    // --- round five: the English tail ---------------------------------------------------------------
    {
      category: 'intent',
      pattern:
        /^decided\b|\b(?:it is|its) decided\b|\b(?:ok|okay|fine|at peace) with that(?: now)?\b|\b(?:not going to be|no longer|stop being|not be) a burden\b|\b(?:do not|dont) know (?:exactly )?when yet\b|\byou were (?:nicer|kinder|better|the only one)\b|\btake care ok$|\b(?:do not|dont|no need to|stop|please do not) (?:send|sending|give|giving) me (?:the |a |any |your |that )?(?:hotline|helpline|crisis line|crisis number|numbers?|988|lifeline|samaritans)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:once|when|after|if) (?:the |my |this )?(?:\w+ )?(?:sell order|order|trade|position|launch|unlock|liquidation|margin call|results|exam results)s? (?:fills|hits|dumps|rugs|comes|closes|lands|come out|fail)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:it is|its) going to be (?:the|at the|in the) (?:woods|river|bridge|garage|tracks|cliffs?|sea|lake|forest|roof)\b/,
    },
    // --- round four: families from the fourth batch ----------------------------------------------
    // First person and a death word, once the idioms ("I'm dead lol", "die on this hill") are cut.
    {
      category: 'active-ideation',
      pattern:
        /\b(?:i will|ill|i would|id|i am going to|im going to|going to|gonna|so i|and i|i can|i could|until i|once i am|before i|i want to|i just want to) (?:\S+ ){0,2}(?:be dead|die|dying)\b(?! (?:laughing|of (?:laughter|embarrassment|cringe|boredom)|for (?:a|one|this|that|some|\d)|on (?:this|that) hill|inside|a little))/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:i am|im|i will be|ill be|i would be|id be) dead (?:by|before|till|until|within|in|next|soon|anyway)\b|\b(?:notice|find out|know) (?:that )?(?:i am|im) dead\b|\b(?:jump|jumping|turning the wheel|drive|driving) and (?:be dead|die|dying)\b|\bdying on my birthday\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:for|of|about) killing yourself\b|\bkill yourself (?:with|using|by)\b|\b(?:so|and) (?:you|one|someone|a person) (?:definitely |actually |surely |really )?(?:die|dies)\b|\bhigh enough to (?:die|kill|be sure|not survive)\b/,
    },
    {
      category: 'method',
      pattern:
        /\bhow long (?:till|until|before|does)\b(?: \S+){0,5} (?:dead|die|dying)\b|\bbecomes? permanent\b|\bexit bags?\b|\b(?:pentobarbital|nembutal)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:does not|doesnt|do not|dont) have (?:the |any )?(?:barriers|nets|fences|grilles?|railings)\b|\bno (?:grilles?|barriers) (?:at|on) the top\b/,
    },
    { category: 'method', pattern: /\bhow (?:do|to) (?:you |i )?load (?:a|one|the|it)\b/, needs: 'pair' },
    {
      category: 'method',
      pattern: /\babove the water\b|\bfootpath\b|\bonly need it for one thing\b|\bsame day pickup\b/,
      needs: 'pair',
    },
    { category: 'method', pattern: /\b(?:take|taking|swallow|swallowing) everything in the (?:medicine )?cabinet\b/ },
    {
      category: 'intent',
      pattern:
        /\bnot a cry for help\b|\b(?:its|it is) happening\b|\bmade my peace\b|\bthe answer is yes\b|\bstopped arguing with myself\b|\bnot estate planning\b|\b(?:timing|it) (?:is not|isnt) a coincidence\b|\bnot trading\b|\bexcept me\b|\bnot the \w+ kind\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:life|living) done\b|\b(?:make sure|so that) i (?:never|do not|dont|will not|wont) wake\b|\bby this i mean me\b|\bctrl ?z my (?:whole )?existence\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:see|join|be with) my (?:late )?(?:grandad|grandpa|grandma|gran|nan|mum|mom|dad|father|mother|brother|sister|wife|husband|son|daughter) (?:soon|again)\b.*\b(?:passed|died|gone)\b/,
    },
    {
      category: 'plan',
      pattern: /\bwhen i do it\b|\bfound the spot\b|\bpicked the spot\b|\bone way (?:train|ticket|flight|trip)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\bis the time\b|\bstairwell(?:s)? (?:is )?empty\b|\bafter (?:everyone|everybody)(?:s| is)? asleep\b|\bdone with (?:all of it|everything)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bdead men (?:do not|dont) need\b|\bfuture (?:i am|im) not (?:turning up|going to be|showing up|going to see)\b|\bso (?:nobody|no one) has to break (?:it|the door) down\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:she|he|they) (?:will|ll) understand (?:later|one day|someday|when)\b|\bif anything happens to me\b|\blast gm\b|\blook after my (?:mum|mom|dad|mother|father|sister|brother|kids)\b|\bchanged the subject\b|\btakes? over for good\b|\bprepaid\b|\bwhere (?:i am|im) going\b/,
      needs: 'pair',
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:scratched|scratching|cut|picked|clawed) (?:my )?(?:arms?|skin|legs?|wrists?) raw\b|\b(?:not eating|starving myself|skipping meals) as (?:a )?punishment\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:bang|banging|hit|hitting) my head against\b|\bhalf dead\b|\bactual dent\b/,
      needs: 'pair',
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:fine|ok|okay|at peace) with not (?:existing|being here|being alive)\b|\bhope (?:the )?(?:cancer|illness|tumou?r|disease) (?:comes back|returns|spreads)\b|\b(?:i was|im|i am) dying\b.*\brelief\b|\bnever (?:been )?born\b|\b(?:shark|wave|avalanche)\b(?: \S+){0,3} (?:took|take|takes) me\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:drank|drunk|downed) the whole bottle\b|\bblood all over the\b|\binjected (?:the whole|all|an entire|every|the entire)\b|\bno stopping it now\b/,
    },
    { category: 'in-progress', pattern: /\b(?:i am|im) in the (?:water|river|sea|lake)\b/, needs: 'distress' },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:want|wish|need) ${PERSON} dead\b|\b(?:going to|gonna) hit (?:her|him|my \w+)\b|\b(?:putting|put|slip|slipping) (?:rat )?poison in (?:his|her|their|my \w+s?) (?:coffee|food|drink|tea)\b|\bpouring petrol\b|\blet (?:him|her|them) burn\b|\bsomething in my bag for (?:him|her|them)\b|\bshaking (?:him|her|the baby)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bi know when (?:he|she|they)\b|\bnothing left to lose\b|\b(?:he|she)(?:s| is) dead\b|\b(?:do not|dont) trust myself\b|\bthen at (?:him|her|them)\b|\bfollowing (?:him|her|the guy|the \w+)\b|\b(?:crowbar|axe|blade|knife|hammer) (?:in|and) (?:my|his)\b|\bpostcode\b/,
      needs: 'pair',
    },
    // --- round three: families from the third batch ----------------------------------------------
    {
      category: 'passive-wish',
      pattern:
        /\b(?:bus|car|truck|lorry|train)s? (?:does not|doesnt|wont|will not|would not) (?:brake|stop|see me|swerve)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:god|lord|universe|jesus|allah)(?: \S+){0,2} (?:carry|take|call|collect|end) me\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:jealous of|envy|envious of|lucky) (?:people |those |anyone )?(?:who|with|that) (?:get |got |have )?(?:a )?(?:terminal|cancer|a terminal)\b|\bterminal diagnos\w*\b.*\b(?:exit|over|lucky|jealous|envy)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:better|easier) off if i\b(?: \S+){0,4} (?:never|not|wasnt|werent|gone|dead|died)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:fall asleep|sleep|go to sleep) and (?:skip|miss|not see|never see|not face) (?:the rest|tomorrow|everything|it all)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bwhy (?:is )?(?:god|he|life) (?:is )?keeping me alive\b|\bwhy am i (?:still )?alive\b|\bwhat is the (?:purpose|point) of (?:me|my life|living|being alive)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bhoping the (?:biopsy|scan|test|results?|tests) (?:comes?|come) back bad\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:hit by|run over by) (?:a |the )?(?:car|bus|truck|train|lorry)\b.*\b(?:would not|wouldnt) (?:be upset|mind|care)\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:nobody|no one) would (?:ever )?know it (?:was not|wasnt) (?:an )?accident\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:make|making) (?:it|this|everything|the pain|all of it) stop (?:permanently|for good|forever)\b/,
    },
    { category: 'active-ideation', pattern: /\btired? for this life\b|\bwan end am\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:thought|idea) of not (?:existing|being here|being alive)\b|\b(?:how|where|when) i (?:would|will|d) do it\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\blooking at the (?:balcony|bridge|window|tracks|train tracks|rope|pills|knife|gun|river|roof)(?: \S+){0,3} differently\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:harder|hard) to say no to (?:it|them|the thoughts|the voice)\b|\bsame solution\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:want|wanna|i want) (?:off|out of) (?:this|the) ride\b|\bnot the (?:market|trade|position|app|account|trading)\b|\bthe whole thing\b/,
      needs: 'pair',
    },
    {
      category: 'method',
      pattern: /\bheights?\b(?: \S+){0,6} (?:fatal|lethal|guaranteed|certain|survive|instant)\b|\bld ?50\b/,
    },
    {
      category: 'method',
      pattern: /\btrain driver\b.*\b(?:see you|stop in time|time to stop|time for them to stop)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:gun|handgun|pistol|rifle|shotgun)\b.*\bwithout (?:the )?(?:wait|waiting period|background check|licen[cs]e|questions)\b/,
    },
    {
      category: 'method',
      pattern:
        /\bnot for (?:hunting|protection|camping|a holiday|fun|the talk)\b|\b(?:nobody|no one) around\b|\b(?:few minutes|some time|minutes) alone with it\b|\bfastest\b/,
      needs: 'pair',
    },
    {
      category: 'method',
      pattern:
        /\b(?:along|down) the (?:arm|wrist|forearm) (?:instead of|not) across\b|\bharder (?:for them )?to stop the bleeding\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:door handle|door|beam|ceiling fan|fan|hook|pipe|rail|bannister)\b(?: \S+){0,4} (?:hold|holds|take|support)(?: \S+){0,2} (?:a grown man|a person|my weight|body ?weight|someone)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:rat poison|poison|antifreeze|bleach|pesticide|weed killer)\b.*\b(?:how long|how much|in a person|a human|lethal|kill)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:pills|meds|tablets)(?: \S+){0,4} (?:plus|and|with) (?:the |a bottle of )?(?:whiskey|whisky|vodka|alcohol|wine|booze|rum)\b/,
    },
    {
      category: 'preparation',
      pattern: /\bif i (?:will not|wont|am not|do not|dont) (?:be )?(?:around|here|there|alive)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:it is|its) not just in case\b|\b(?:exclusion period|suicide clause)\b|\bwhoever (?:comes|finds|walks) (?:in|me)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\bi know why i did it\b|\btidying up\b|\bloose ends\b|\bbeneficiary\b|\bclean slate\b|\breturning everything\b|\bjust not me\b|\bit was a good run\b|\bfed the (?:fish|cat|dog) extra\b|\bcan have the (?:car|dog|cat|bike|guitar|ps5)\b|\b(?:was|is) never (?:his|her|their|your) fault\b|\bsending my (?:remaining )?(?:bags|coins|stuff|things)\b|\bletter (?:for|to) (?:mum|mom|dad|my \w+)\b|\bcalm about it\b|\bjust in case\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bcancel+(?:ed|ing)? (?:the|my|all)(?: \S+){0,2} (?:gym|phone|contract|subscriptions?|lease|membership|plans)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:will|accounts|letters|note|notes)(?: \S+){0,2} (?:is|are) (?:done|closed|stamped|written|sorted|signed|finished)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: /\b(?:thinks|think) (?:i am|im) (?:moving|going away|travelling|traveling)\b.*\b(?:i am|im) not\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:will not|wont) be (?:there|around|here) to (?:explain|tell|see|watch|help|raise)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\bno version of this where (?:i am|im) (?:still )?(?:here|alive|around)\b|\b(?:chosen|found|picked) my way out\b|\bonly thing left is (?:doing|to do) it\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:hotline|number)\b.*\b(?:does not|doesnt) change anything\b|\bminds? made up\b|\b(?:i have|ive) had enough\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern: /\b(?:i am|im) going to jump\b(?! (?:in|on|into|back|ship|the gun|at|to|right))/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern: /\b(?:express|train)\b.*\b(?:does not|doesnt) stop at my station\b|\bcover the (?:noise|sound)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:top floor|balcony|postcode|satnav|(?:everyone|everybody)(?:s| is)? asleep|far enough from the bedrooms|promised myself)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern: /\b(?:i will|ill|going to|gonna) do it (?:the day|when|after|once|on|tonight|tomorrow|this)\b/,
    },
    { category: 'plan', pattern: /\bgoing off the (?:\w+ )?(?:terrace|roof|balcony|bridge|cliff|ledge)\b/ },
    {
      category: 'plan',
      pattern: /\b(?:i would|id|i will|ill) go$|\bbecause i (?:will not|wont) be here\b/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:will not|wont) be (?:here|around)\b(?! (?:this|next|for|till|until|on|over|much this|tonight|tomorrow))/,
      needs: 'distress',
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:needs?|need|get) stitches\b|\bdeep this time\b|\bbetter than what i (?:actually |really )?want to do\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:until|till|untill) (?:they|it|i) (?:bruise|bruises|blister|blisters|burn|burns)\b/,
    },
    { category: 'in-progress', pattern: /\bgarage\b.*\bengines? (?:is )?on\b|\bengines? (?:is )?on\b.*\bgarage\b/ },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:popped|took|swallowed|downed)(?: \S+){0,2} (?:\d+|two|three|four|five) (?:strips|sheets|blister packs|packs|boxes)\b|\b(?:alprazolam|xanax|benzos)\b.*\b(?:drowsy|sleepy|floaty|dizzy)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bbringing something\b|\bmake (?:him|her|them) stop (?:laughing|talking|smiling)\b|\bwaiting for (?:him|her|them) to (?:get|come) home\b|\bpetrol\b|\b(?:i am|im) not calm\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:he|she|they) (?:will not|wont) (?:walk|talk|see) again\b|\b(?:take|taking) my (?:wife|kids|family|children|son|daughter)(?: and (?:kids|children|son|daughter))? with me\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bfantasi[sz]e about (?:caving|killing|hurting|stabbing|beating|strangling|shooting)\b|\bcaving (?:his|her|their) (?:skull|head)\b|\bburn down the (?:exchange|office|house|building|place)\b/,
    },
    {
      category: 'harm-to-others',
      pattern: /\bshoot up (?:that|this|the|a) (?:\w+ )?(?:conference|office|school|meetup|event|party|building)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bi (?:hit|punched|slapped|choked|pushed|shoved) my (?:girlfriend|wife|partner|kid|son|daughter|boyfriend|husband|mum|mom)\b|\b(?:scared|afraid|frightened) of what (?:i will|ill|i might) do\b|\b(?:frightened|scared|afraid) of myself\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bbetter off not (?:growing up|being born|alive)\b|\b(?:shoved|pushed|hit|stabbed|shot|strangled)\b.*\b(?:not moving|not breathing|bleeding)\b/,
    },
    // --- round two: families from the second batch --------------------------------------------
    {
      category: 'passive-wish',
      pattern:
        /\b(?:did not|didnt|do not|dont|never|not) wake up\b.*\b(?:fine|ok|okay|alright|good|better|relief|relieved)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:truck|bus|car|train|lorry)\b(?: \S+){0,6} (?:cleaned me up|clean me up|take me out|took me out|hit me|hits me|run me over|ran me over|flatten\w* me)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:hope|hoping|wish|wishing) (?:some |an |a )?(?:accident|illness|disease|something) (?:happens|happened|would happen|hits|hit) (?:to )?me\b|\bif (?:some |an |a )?(?:accident|illness|disease) (?:happens|happened) to me\b(?! (?:my|the) (?:wife|family|kids))/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bhoping (?:that is|thats|this is) it\b|\blights out (?:permanently|for good|forever)\b|\bgo dark (?:permanently|for good|forever)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bswap (?:places )?with (?:anyone|someone|somebody)\b.*\b(?:terminal|dying|diagnosis|cancer)\b/,
    },
    { category: 'passive-wish', pattern: /\bwelcome (?:death|dying|the end)\b|\bwould welcome (?:it|death)\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:do not|dont) care if (?:something|a car|a truck|a bus|anything|someone) hits me\b|\bstopped looking both ways\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bsleep (?:and|n) (?:no|not|never) wake\b|\bsleep and stay (?:there|asleep|that way|forever)\b|\bno wake up again\b|\bnot wake up again\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bwish (?:it|that) (?:had been|was|were|would have been) me\b/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern: /\bat least (?:it|this|everything) (?:would|will|d) be over\b/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern: /\bhindi na (?:lang )?(?:ako )?magising\b|\bgusto ko (?:na )?(?:talagang )?mamatay\b|\bmagpakamatay\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:top|topping|topped) myself\b|\bshort my own life\b|\b(?:done|finished) with being alive\b|\bdone with (?:life|living|existing|this life)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\bpermanent (?:exit|solution|log ?off|checkout|vacation)\b|\b(?:exit|log off|logging off|checking out|check out|leave|leaving) (?:permanently|for good|from life|from this world|this world)\b|\bother kind of expir\w*/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:i do not|i dont|and i do not|and i dont|not that i) mean (?:on |with |in )?(?:the |my )?(?:trade|position|chart|market|app|trading|account)\b|\bnot (?:the|my) (?:trade|position|app|account)\b.*\b(?:life|me)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:without|no|do not have|dont have|fewer|less|not many) (?:the )?(?:nets|net|cameras|patrols|barriers|fences|railings)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:bridges?|gap|cliffs?|roof|building|golden gate|side|quarry)\b(?: \S+){0,12} (?:nets|cameras|patrols|barriers?|fenced off|fence[sd]?)\b/,
    },
    {
      category: 'method',
      pattern:
        /\btrains?\b(?: \S+){0,6} (?:that|which|the ones that) (?:do not|dont) stop\b|\bdo not stop at the (?:small|little) stations\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:most|more) (?:dangerous|toxic|lethal|deadly|poisonous) (?:for|to) (?:humans|people|a person|a human)\b|\bdeadliest (?:for|to) (?:humans|people)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:knot|rope|cord|belt)s?\b(?: \S+){0,6} (?:body weight|bodyweight|hold a person|hold my weight|holds a person|a grown man|my weight)\b/,
    },
    { category: 'method', pattern: /\b(?:doing it|do it) to (?:yourself|myself)\b|\bwhich is more reliable\b/ },
    {
      category: 'method',
      pattern: /\b(?:get|go|climb|walk) (?:out )?to the edge\b|\bwrong side of the (?:fence|railing|barrier|rail)\b/,
    },
    { category: 'method', pattern: /\b(?:nitrogen|helium|argon) (?:tanks?|cylinders?|canisters?|bottles?)\b/ },
    { category: 'method', pattern: /\bvertical or horizontal\b|\bhorizontal or vertical\b/ },
    {
      category: 'method',
      pattern: re(
        String.raw`\bhow (?:many|much)(?: \S+){0,6} ${PILLS}(?: \S+){0,3} (?:would it take|does it take|to take|would do it|would be enough)\b`,
      ),
    },
    { category: 'method', pattern: /\bhow (?:many|much) would it take\b/, needs: 'distress' },
    {
      category: 'method',
      pattern:
        /\bpainless way\b(?! to (?:remove|get|pull|wax|quit|stop|lose|learn))|\b(?:is there|whats|what is) (?:a |the )?(?:painless|quick|quickest|easy|easiest) way\b(?! to (?:remove|get|pull|wax|quit|stop|lose|learn|make|trade|earn))/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:asking for a friend|for a story|hypothetically|purely hypothetical|just curious|for research|for a novel|asking for no reason|does not matter why|doesnt matter why|no lecture|please just answer|not planning anything|just want to know my limit|not for camping)\b/,
      needs: 'pair',
    },
    { category: 'method', pattern: /\broof access\b|\bafter hours\b/, needs: 'pair' },
    {
      category: 'method',
      pattern:
        /\busing the (?:pills|meds|tablets|rope|gun)\b(?: \S+){0,3} (?:i have|ive) been (?:saving|keeping|hiding)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:just )?wanted (?:someone|somebody|you|one person) to know\b|\bnot asking for (?:advice|help|permission)\b|\b(?:stop|do not|dont) (?:trying to )?talk me out of it\b|\bno (?:going|turning) back\b|\bwala nang atrasan\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:i have|ive|i|i don|i do|have) (?:made (?:my|the|a) (?:decision|decison|choice)|decided|desided|decide)\b|\bmy mind(?:s| is)? made up\b|\bmind is made up\b|\bdesidido na\b|\bsigurado na ako\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:i am|im) (?:going to|gonna) do it\b|\bchecking out\b|\bthis one (?:is |na )?final\b|\b(?:do not|dont|no) (?:come )?look for me\b|\bmake (?:una|anybody) no come look for me\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:calm|peace|lighter|relief) (?:that comes )?after (?:you|i) (?:decide|decided)\b|\b(?:going to|gonna) do it\b(?: \S+){0,3} (?:picking|pick|choosing|choose|set) the (?:day|date|time)\b/,
    },
    {
      category: 'intent',
      pattern: /\bnot surviving this\b|\b(?:i am|im) not (?:going to )?surviv\w* this\b/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern: re(
        String.raw`\b${TIME}\b(?: \S+){0,10} (?:that is|thats) when\b|\b(?:that is|thats) when\b(?: \S+){0,6} ${TIME}\b`,
      ),
    },
    {
      category: 'plan',
      pattern: /\b(?:will not|wont|not going to) be (?:around|here|alive) to (?:answer|see|read|deal|pick up|open)\b/,
    },
    { category: 'plan', pattern: /\b(?:nobody|no one) (?:finds|will find|would find|is going to find) me\b/ },
    {
      category: 'plan',
      pattern: /\b(?:beachy head|the gap|golden gate|govetts leap|third mainland bridge|aokigahara|the heads)\b/,
      needs: 'distress',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:beachy head|the gap|golden gate|govetts leap|third mainland bridge)\b.*\b(?:tonight|tomorrow|saturday|sunday|friday|single|one way|booked|you know what i mean|edge|fence)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:single|one way) (?:ticket|journey|trip)\b|\bsingle$|\bticket(?:s)? booked\b|\b(?:not|never) (?:be )?(?:bring|bringing) (?:it|her|the boat|the car|myself) back\b|\b(?:not|never) (?:be )?(?:coming|come|rowing|sailing|swimming|walking|driving) back\b|\bfeels right\b|\bmy deadline\b|\b(?:thats|that is) (?:the|my) line\b|\bline in the sand\b|\bout out\b|\b(?:btc|eth|sol|bitcoin|ether|it|price|\w+usd|usd\w+) (?:at|hits|below|under) \$?\d+\w*(?: \S+){0,1} (?:me out|me gone|im out|i am out|im gone|i am gone)\b|\b(?:go|going|goes|jump|jumping|step|stepping|slip|slipping|climb|climbing) (?:off|over) (?:the )?(?:stern|side of the (?:boat|ship|ferry)|rail of the (?:boat|ship|ferry)|ships rail|bow)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern:
        /\b(?:walking|going|driving|heading|getting the train|taking the train|take the \w+ out|walk) (?:down |out |over )?(?:to|into|out to|out past|past) (?:the )?(?:river|bridge|sea|ocean|lake|woods|forest|cliffs?|terrace|roof|rooftop|tracks|heads|gap|garage|tulay)\b/,
      needs: 'pair',
    },
    {
      category: 'plan',
      pattern: /\b(?:then|and then|tapos) (?:the )?(?:garage|river|woods|sea|bridge|tracks|roof|tulay)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:who wants|anyone want|does anyone want) my (?:ledger|wallet|stuff|things|gpu|car|laptop|guitar|cat|dog)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bdeserves? someone (?:who will|wholl|who|that will|that)(?: \S+){0,2} be (?:around|arround|here|there)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\byou were the only one\b|\bthank you for trying\b|\bsaying bye to you\b|\bit was fun while it lasted\b|\blove (?:this|you) (?:discord|group|server|guys|all)\b|\btake care of each other\b|\bcheck on your (?:mates|friends)\b|\blast post\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bpaid (?:back )?every(?:one| last)\b|\bpaid back everyone\b|\b(?:nobody|no one) (?:can|will|go|would) (?:talk about|chase|blame|bother|come after) (?:me|my family)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:passwords?|seed|seed phrase|keys|pins?|login|multisig keys)\b(?: \S+){0,6} (?:shared|sent|in a doc|in the note|in the letter|in the envelope|in the drawer|with (?:my )?(?:sister|brother|wife|mum|mom|dad|dave|\w+))\b|\b(?:she|he|they) (?:will|ll|d) know what to do\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:do not|dont|will not|wont) need (?:it|them|those|that|any of it) (?:anymore|any more|where i am going)\b|\bdi ko na kailangan\b|\bwont be needing\b|\bwill not be needing\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:gave|given|giving|binigay)\b(?: \S+){0,6} (?:laptop|phone|guitar|ps5|bike|watch|ledger|gpu|car|dog|cat)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bclosed (?:the|my|all)(?: \S+){0,2} accounts\b|\bcancel+ed (?:the|my|all)(?: \S+){0,2} subscriptions\b|\b(?:wrote|written|finished|done) (?:the|my) (?:note|letter|letters)\b|\bsorted (?:everything|it all|out everything)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:check on|feed|look after|take care of) my (?:cat|dog|pets?|fish|plants)\b|\bspare key\b|\b(?:cat|dog)s? (?:is )?going to (?:my )?(?:neighbour|neighbor|mum|mom|sister|brother|friend)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:scheduled|schedule|delayed) (?:an |a )?(?:email|message|post|text)\b|\bhear it from me\b|\bwriting to my (?:mum|mom|dad|parents|kids|wife)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:reads|read|finds|find) this later\b|\bthe mess (?:i am|im) leaving\b|\bwhen i am not here\b|\bafter i am not\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\btell (?:my )?(?:\w+ )?(?:am|her|him|them|mum|mom|dad|sister|brother|kids|wife|mama) (?:say )?(?:i am|im|i) (?:sorry|love (?:her|him|them|you))\b|\btell my \w+ i love (?:her|him|them)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:weirdly|strangely|oddly|surprisingly) (?:proud|calm|relieved|light|organised|organized)\b|\bfeels good to be finished\b|\beverything (?:is )?(?:clean|sorted|settled|in order)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      // A note left for the cleaner or on the fridge is an errand.
      pattern: re(
        String.raw`\bkeys and a note\b|\bleft (?:a|the) note\b(?! (?:for|to|on|at) (?:the |my )?(?:cleaner|neighbou?rs?|landlord|delivery guy|courier|postman|nanny|babysitter|plumber|fridge|door|desk|windscreen|car)\b)|\bwrite letter give my\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern:
        /\brelaps\w*\b.*\b(?:clean|months|days|weeks)\b|\b\d+ (?:months|days|weeks) clean\b.*\b(?:undid|gone|ruined|broke)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bbought (?:new |some |more )?(?:blades|razors)\b|\bsomething sharper\b|\bknowing (?:they are|theyre) there\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:till|until) i saw stars\b|\bdeserved (?:it|this)\b|\bpunishment\b|\b(?:do not|dont) let myself (?:eat|sleep)\b/,
      needs: 'pair',
    },
    { category: 'self-harm', pattern: /\b(?:hit|banged|smashed|slammed) my head\b/, needs: 'pair' },
    {
      category: 'self-harm',
      pattern:
        /\b(?:sleeves|long sleeves)\b(?: \S+){0,5} (?:nobody|no one) (?:sees|can see|notices|will see)\b|\bsinasaktan ko (?:na naman )?(?:ang )?sarili ko\b/,
    },
    { category: 'in-progress', pattern: /\bgas is on\b|\bwindows (?:are )?(?:shut|closed|sealed)\b.*\bgas\b/ },
    {
      category: 'in-progress',
      pattern:
        /\bstarting to work\b(?: \S+){0,6} (?:heavy|sleepy|dizzy|numb|floaty|weird|tired)\b|\bfeeling (?:floaty|heavy|woozy|drowsy)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:cars?|engines?) (?:is )?running in the garage\b|\bgarage door(?:s)? (?:is )?down\b.*\b(?:running|engine|car)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:end|edge) of the platform\b|\btrain(?:s)? (?:is )?coming\b.*\bplatform\b/,
    },
    {
      category: 'in-progress',
      pattern: /\bropes? (?:is )?up\b|\bchairs? (?:is )?ready\b|\b(?:already )?consumed (?:the|all|my)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\bwalking into the (?:sea|ocean|river|lake|water)\b|\bwater(?:s)? up to my (?:waist|chest|neck)\b/,
    },
    { category: 'in-progress', pattern: /\bnainom ko na lahat\b|\bdrink (?:the )?sniper\b|\bdrank (?:the )?sniper\b/ },
    {
      category: 'in-progress',
      pattern: /\b(?:all of it|the whole thing|the lot|all of them)\b(?: \S+){0,4} (?:ago|already)\b/,
      needs: 'risk',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:is|are) going to pay\b|\b(?:will not|wont) see it coming\b|\bnot walking out of (?:here|there)\b|\b(?:will not|wont) spare (?:him|her|them)\b|\bpaying (?:him|her|them|our \w+|the \w+) a visit\b|\bmaking (?:him|her|them) feel what\b|\bnot for the talk\b|\bnot leaving this room\b|\bregret it\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:i have|ive|have|got|brought|bringing|carrying|buying|bought) (?:got )?(?:the|a|my) (?:big )?(?:knife|gun|hammer|bat|machete|cutlass|pistol|shotgun)\b|\bi brought something\b|\b(?:doxxed|doxed) (?:the|him|her)\b|\b\d+ min(?:s|utes)? from me\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:at|by|outside|in) (?:his|her|their|him|the \w+s?) (?:gate|door|house|place|office|kitchen|flat)\b(?: \S+){0,8} (?:cutlass|knife|gun|bat|hammer|machete)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bdriving into a crowd\b|\bshut (?:her|him|them) up (?:permanently|for good|forever)\b|\bglass (?:that|him|her|the) \w+\b|\bpapatayin ko\b|\blosing everything so (?:is|will) (?:she|he|they)\b/,
    },
    // --- concepts that generalise beyond any one phrasing --------------------------------------
    // A means and a word about dying close together: "would 40 of my sleeping pills be enough
    // to not wake up", "is the 9th floor survivable", "does hanging hurt".
    {
      category: 'method',
      pattern: re(String.raw`\b${MEANS}\b(?: \S+){0,8} ${LETHAL}\b|\b${LETHAL}\b(?: \S+){0,8} ${MEANS}\b`),
    },
    {
      category: 'method',
      pattern:
        /\b(?:does|do|would|will|is|how much does) (?:it |drowning |hanging |jumping |an overdose |bleeding out |a gunshot |the fall )?(?:hurt|painful|painless)\b.*\b(?:hang\w*|drown\w*|jump\w*|overdos\w*|bleed\w*|gunshot|the fall|pills|cut\w*|rope|noose)\b|\b(?:hang\w*|drown\w*|jump\w*|overdos\w*|bleed\w*|gunshot|the fall)\b.*\b(?:hurt|painful|painless)\b/,
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:bought|buying|buy|ordered|ordering|picked up|got|getting|get) (?:a |some |the |enough )?(?:rope|noose|helium|charcoal|razor blades|blades|gun|pistol|shotgun|bullets|ammo|${PILLS})\b`,
      ),
      needs: 'distress',
    },
    // First person + an act of harm on someone (not a market, a trade or a chart).
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:i will|ill|i am going to|i am gonna|going to|gonna|want to|wanna|i would|id|i should|i could|swear i will|swear ill|about to|ready to|planning to|plan to) (?:\S+ )?${HARM_VERB} (?!${NOT_A_PERSON})(?:him|her|them|that|this|the|his|my|every|each|all|some|those|you)\b`,
      ),
    },
    // Wishing death on oneself in other words: "hope i die", "wish something would kill me". Not
    // an absence with an end: "the kids will be fine with me gone for the weekend".
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:hope|hoping|hopeing|wish|wishing|pray|praying|would not mind|wouldnt mind|fine with|ok with|okay with|at peace with)${GAP} (?:i|me|myself)${SHORT_GAP} (?:die|dying|died|dead|death|killed|hit|crash|(?:disappear|gone)(?! (?:for|on|over|till|until|during) (?:(?:a|an|the|this|next|my|our|two|three|few|couple|of|whole|long) )*(?:weekend|week|weeks|day|days|night|nights|month|months|trip|holiday|holidays|vacation|shift|while|bit|summer|break|tour|course|conference))|cease|stop breathing|never wake|not wake)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(String.raw`\b(?:hope|hoping|wish|wishing|pray|praying)${GAP} (?:kills?|takes?|ends?|finishes) me\b`),
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:would not|wouldnt|do not|dont) mind (?:dying|being dead|not waking up|if i died|if i did not wake up|never waking up)\b/,
    },
    // Farewells that only mean one thing.
    {
      category: 'preparation',
      pattern: /\b(?:by the time|when|if) (?:you|anyone|someone) (?:read|reads|see|sees|find|finds) this\b/,
    },
    { category: 'preparation', pattern: /\bit was (?:nice|good|great) knowing (?:you|everyone|all of you|yall)\b/ },
    {
      category: 'preparation',
      pattern:
        /\b(?:do not|dont) blame (?:yourselves|yourself|anyone)\b|\b(?:its|it is) not (?:your|anyones) fault\b|\b(?:i will|ill) miss (?:you all|you guys|everyone)\b|\bi love you all\b|\btake care of yourselves\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:i |ive |i have )?left (?:a |my |the )?(?:note|letter|instructions|everything)(?: \S+){0,3} (?:for|on|in|to)\b/,
      needs: 'distress',
    },
    // Intent: the decision, and no way back.
    {
      category: 'intent',
      pattern:
        /\bno going back\b|\b(?:its|it is|everything is) (?:settled|decided|final|arranged)\b|\b(?:the )?decision is made\b|\bmade my choice\b|\bmind is made up\b/,
      needs: 'risk',
    },
    {
      category: 'intent',
      pattern: re(
        String.raw`\b(?:i will|ill|i am going to|going to|gonna|about to|planning to|plan to|ready to|tonight i) (?:kill|end|hang|shoot|overdose|drown|poison|slit|gas) (?:myself|me|my (?:life|wrists|throat))\b`,
      ),
    },
    // Self-harm in the words of people who live with it.
    {
      category: 'self-harm',
      pattern:
        /\b(?:urge|urges|craving|itch) to (?:cut|hurt myself|self harm|burn myself|bleed)\b|\bfresh (?:cuts|scars|wounds|marks)\b|\bhide (?:the|my) (?:cuts|scars|marks|wounds)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:clean|free) (?:for|since) \d+ (?:days|weeks|months|years)\b|\b(?:broke|lost|ruined) my (?:clean )?streak\b/,
      needs: 'distress',
    },
    // Under way: an act in the past or present tense and a means.
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:just|already|now|currently|right now)\b(?: \S+){0,4} (?:took|swallowed|drank|downed|cut|slit|tied|hung|lit|turned on|started|jumped|climbed|standing|sitting|holding)\b(?: \S+){0,5} ${MEANS}\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:took|swallowed|drank|downed|cut|slit|tied|lit|turned on)\b(?: \S+){0,5} ${MEANS}\b(?: \S+){0,6} (?:ago|already|just now|kicking in|starting to work|working|cannot feel|cant feel|feel (?:weird|numb|dizzy|sleepy|cold))\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:starting to work|kicking in|cannot feel my|cant feel my|getting (?:sleepy|dizzy|cold)|everything is (?:spinning|going dark|getting dark)|vision is (?:blurry|going))\b/,
      needs: 'risk',
    },
    // --- active ideation: thinking about, wanting to kill oneself -----------------------------
    { category: 'active-ideation', pattern: /\bsuicid/ },
    { category: 'active-ideation', pattern: /\bs\w?icide|\bsuicdal\b|\bsuicidle\b/ },
    { category: 'active-ideation', pattern: /\bunaliv\w*|\bself delet\w*|\bdelete myself\b|\bsewer ?slide\b/ },
    { category: 'active-ideation', pattern: /\bkms\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:kill|killing|killed|off|offing|end|ending|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|yeet|yeeting|rope|roping) ?my ?self\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:end|ending|take|taking|took) (?:my|this) (?:own )?(?:life|lfie|lif)\b(?! savings| insurance| in my hands)/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:end|ending) (?:it all|everything|everyting|things|my existence|this existence)\b/,
    },
    { category: 'active-ideation', pattern: /\btak(?:e|ing) myself out\b/ },
    {
      category: 'active-ideation',
      pattern: re(
        String.raw`\b(?:want|wanting|wanted|wish|ready|about|plan|planning|think|thinking|thought|tempted|decided|might|should|could|going|just|will|to) (?:to )?(?:just )?end (?:it|things|this|everything)\b${NOT_A_SESSION}`,
      ),
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:want|wanna|wanted|wanting|ready|deserve|going|plan|planning|choose|choosing) (?:to )?(?:just )?(?:die|be dead)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:thoughts?|thinking|think|thought|dreaming|fantasi[sz]ing) (?:of|about) (?:dying|death|ending (?:it|things|my life)|killing myself|not being (?:here|alive)|my (?:own )?(?:death|funeral))\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\bpicturing my (?:own )?funeral\b|\bmy (?:own )?funeral (?:and it )?feels? like (?:a )?relief\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:catch|catching) the bus\b/, needs: 'distress' },
    {
      category: 'active-ideation',
      pattern: /\bcatch the bus (?:and be done|tonight|thoughts)|\bcatch the bus\b.*\b(?:done|over|for good)\b/,
    },
    { category: 'active-ideation', pattern: /\bfinal exit\b/, needs: 'distress' },
    { category: 'active-ideation', pattern: /\b(?:considering|doing|planning) the final exit\b/ },
    { category: 'active-ideation', pattern: /\bwaste of (?:oxygen|space|air)\b/, needs: 'distress' },
    { category: 'active-ideation', pattern: /\b(?:i|you) (?:should|could) (?:fix|solve) that\b/, needs: 'risk' },
    {
      category: 'active-ideation',
      pattern: re(
        String.raw`\b(?:kill|killing) yourself\b${GAP} (?:after|because|over) (?:loosing|losing|a loss|losses|money)`,
      ),
    },
    { category: 'active-ideation', pattern: /\bdeserve to die\b/ },
    { category: 'active-ideation', pattern: /\b(?:am|is|are) ending (?:it|things|everything|my life)\b/ },
    {
      category: 'active-ideation',
      pattern: /\bwaste of (?:oxygen|space|air)\b.*\b(?:fix|end|solve|change) (?:that|it)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:family|wife|kids|husband|they|parents) (?:would )?(?:get|gets|got) more (?:from|out of) (?:the|my) (?:life )?insurance\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:thinking|think|thought|thoughts) (?:about|of) (?:catch the bus|catching the bus|the bus|the final exit)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:do not|dont|cannot|cant) see (?:any|the) point (?:anymore|in anything|in any of this|of anything)?\b/,
      needs: 'distress',
    },
    { category: 'passive-wish', pattern: /\b(?:i am|im|i will be|ill be) gone for good\b/, needs: 'distress' },

    // --- passive wish: wanting to be dead, not to wake up ----------------------------------------
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:hope|hoping|hopeing|wish|wishing|pray|praying)${SHORT_GAP} (?:i|to) (?:do not|never|will not|did not|would not|dont|wont|didnt) (?:wake|make it|survive|see)`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:wish|wishing|hope|hoping|want|wanting) (?:i|to|that i) (?:could )?(?:just )?(?:${DIE}|stop(?! (?:trading|gambling|betting|drinking|smoking|checking|looking|scrolling|watching|revenge|overtrading|spending|chasing|for a (?:bit|while|week|month|few))\b)|go to sleep forever|fall asleep forever|sleep forever)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:wish|wished|wishing) (?:i|that i) (?:was|were|had been|had|would) (?:dead|never born|not born|gone|not alive|not around|the one who died|die|died)\b/,
    },
    { category: 'passive-wish', pattern: /\bwish (?:i|that i) (?:was|were|had) not (?:alive|around|here|born)\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:do not|dont|no longer|never) (?:want|wanna|wish|care) (?:to )?(?:live|be alive|exist|be here|wake up|keep living|go on|stay alive|be around|be on this earth)\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:do not|dont) care (?:if|whether) i (?:live|die|wake up|make it)\b/ },
    { category: 'passive-wish', pattern: /\bbetter off (?:dead|without me|if i (?:was|were|am) (?:not|gone|dead))\b/ },
    { category: 'passive-wish', pattern: /\b(?:never|not|do not|dont) wake up\b/, needs: 'distress' },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:go|going|fall|falling) (?:to )?(?:sleep|asleep) (?:and )?(?:never|not|forever|for good|and not)\b|\b(?:sleep|asleep) forever\b|\beternal sleep\b|\bgo dark for good\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:died|die|dying) in my sleep\b/ },
    {
      category: 'passive-wish',
      pattern: /\bwould not (?:mind|care) if (?:i|something|someone|a (?:truck|bus|car|train|plane))\b/,
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:hope|hoping|hopeing|wish|wishing|pray|praying|kinda hoping|would be (?:relieved|grateful|greatful|glad|happy))${GAP} (?:a |the |my )?(?:truck|bus|car|train|plane|flight|illness|disease|heart attack|stroke|accident|something) (?:would |will )?(?:hit|hits|take|takes|kill|kills|crash|crashes|goes down|went down|happen|happens|fall)`,
      ),
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:if|when) (?:a |the |my )?(?:truck|bus|car|train|plane|flight)\w* (?:hit|hits|went down|goes down|crashed|crashes)\b.*\b(?:relieved|grateful|greatful|glad|happy|fine|thankful)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:tired|sick|exhausted) of (?:being alive|living|life|existing|existence)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:no|not any|is not (?:a|any)|nothing|what is the) (?:point|reason|purpose) (?:in |to |of )?(?:living|live|being alive|going on|go on|carrying on|existing|staying alive|stay alive|life|waking up|sticking around|keep going|being here)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:any|no|a) reason (?:left )?to (?:live|keep living|go on|stay alive|wake up|stick around)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:cannot|can not|cant) (?:go on|keep going|keep living|live like this|live with (?:this|myself)|do life|stay alive|bear to live)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:life|living) (?:is|is not|isnt) (?:not )?worth (?:it|living)\b|\bnot worth living\b|\blife is not worth\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:nobody|no one|noone) (?:would|will|is going to) (?:even )?(?:miss me|notice (?:if )?i|care (?:if )?i|cry)\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:nobody|no one) (?:has|needs) to (?:worry|worrry) about me\b/ },
    {
      category: 'passive-wish',
      pattern: /\bi am a burden\b|\bburden (?:to|on) (?:everyone|my family|my wife|my kids|them|everybody)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:disappear|dissapear|vanish|be gone)\w* (?:forever|for good|permanently|permanantly|from this world|from existence)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:death|dying|being dead|not existing|not being alive) (?:sounds|seems|feels|looks|would be|is) (?:so )?(?:nice|good|better|easier|eaiser|peaceful|peacefull|like (?:a )?relief|like the only way|like an escape|like freedom)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bwould rather (?:be dead|die|not exist|not be alive|not be here)\b|\brather (?:be )?dead than\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:easier|eaiser|better|simpler|nicer) (?:for everyone )?if i (?:just )?(?:died|was dead|were dead|was gone|were gone|was not here|did not wake|disappeared|was not around|did not exist)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:easier|eaiser|better|nice|nicer) (?:it would be |to )?(?:to )?not be (?:here|alive|around)\b|\bnot (?:to )?be here anymore\b|\bnot be (?:here|alive|around) anymore\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:do not|dont) (?:want|wanna) to be here anymore\b|\b(?:do not|dont) want to be alive\b/,
    },
    { category: 'passive-wish', pattern: /\bstop exist\w*|\bstop exsist\w*|\bnot exist anymore\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:god|universe|world|life) (?:just |please )?(?:take me|end me|kill me)\b|\btake me already\b|\bjust take me\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bso it (?:would|could) all be over\b|\bfor it all to be over\b|\bwant (?:it|this|everything|the pain) (?:all )?to (?:stop|end|be over) (?:forever|for good|permanently)\b/,
    },
    { category: 'passive-wish', pattern: /\bfinally (?:rest|be at peace|be free)\b/, needs: 'distress' },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:life )?insurance (?:payout|money|would|will)\b|\b(?:family|wife|kids) (?:would |will )?(?:get|gets) (?:the )?(?:life )?insurance\b/,
      needs: 'distress',
    },
    { category: 'passive-wish', pattern: /\b(?:look|seem) like an accident\b/ },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:hope|hoping|hopeing|wish|wishing|pray|praying)${GAP} (?:get|gets|getting|got) (?:hit|run over|killed|shot)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:hope|hoping|hopeing|wish|wishing|pray|praying)${GAP} (?:something|somthing|smth) (?:bad )?(?:happens|happen|would happen) to me\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:flight|plane|car|bus|train)${GAP} (?:went|goes|go|going) down\b.*\b(?:relieved|grateful|greatful|glad|happy|fine|thankful|wouldnt mind|would not mind)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: /\bwish (?:i|that i) (?:never|had not|hadnt|did not|didnt) (?:woke|wake|would|woken|wakes)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bif i (?:do not|dont|never|did not) wake up (?:that is|thats|it is|its|then that is|that would be|it would be) (?:fine|ok|okay|good|better|alright)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bso i can (?:finally )?(?:rest|be at peace|be free|stop)\b/,
      needs: 'distress',
    },
    { category: 'passive-wish', pattern: /\b(?:do not|dont) care what happens to me\b/, needs: 'distress' },

    // --- method: means, and questions about them ----------------------------------------------------
    { category: 'method', pattern: /\boverdos\w*|\boverdoes\b|\boverdose\b|\bod on\b/ },
    {
      category: 'method',
      pattern:
        /\b(?:lethal|leathal|fatal|fatel|deadly|toxic) (?:dose|amount|amout|quantity|level)\b|\bhow much \w+ (?:is|would be) (?:lethal|fatal|deadly)\b/,
    },
    { category: 'method', pattern: re(String.raw`\bhow (?:many|much)${GAP} ${PILLS}`), needs: 'distress' },
    {
      category: 'method',
      pattern: re(
        String.raw`\bhow (?:many|much)${GAP} (?:would|will|to|till|until|before|does|do|is)${GAP} (?:kill|die|not wake|do not wake|never wake|stop (?:my|your|the) heart|make sure|be fatal|be lethal|end it)`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\bhow (?:many|much) of (?:these|them|those|my meds|my pills)\b|\bcounted them\b|\bquietest way\b|\bmake sure\b/,
      needs: 'risk',
    },
    { category: 'method', pattern: /\b(?:max|maximum|highest) (?:safe )?dose\b/, needs: 'distress' },
    {
      category: 'method',
      pattern: re(
        String.raw`\b${PILLS}${GAP} (?:to|till|until|and) (?:not|never) wake\b|\b${PILLS}${GAP} (?:is|are|would be) too (?:many|much)\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:most|least|more|very) (?:dangerous|dangerus|deadly|lethal|toxic)\b${GAP} (?:${PILLS}|if you take)`,
      ),
    },
    {
      category: 'method',
      pattern: re(String.raw`\b(?:which|what) (?:of my )?${PILLS}${GAP} (?:would|could|will) (?:kill|stop|end)`),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\bmix(?:ing)?${GAP} ${PILLS}|\b${PILLS} (?:and|with) (?:alcohol|vodka|whiskey|booze|wine)\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:painless|painles|quickest|easiest|fastest|surest|best|reliable|most reliable|quick|peaceful) (?:way|method|ways|methods) (?:to )?(?:die|go|end it|end things|kill|unalive|not wake)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:painless|painles|quickest|easiest|fastest|surest|most reliable) (?:way|method)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\bhow long (?:does it|would it|will it|till|until) (?:take )?(?:to )?(?:die|bleed out|suffocate|drown|pass out|lose consciousness)\b/,
    },
    { category: 'method', pattern: /\b(?:bleed|bled|bleeding) out\b|\bslit(?:ting)? (?:my )?(?:wrists?|throat)\b/ },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:tallest|highest|hihg|high|biggest)${SHORT_GAP} ${HIGH_PLACE}\b|\b${HIGH_PLACE}${SHORT_GAP} (?:high enough|tall enough|roof access|to jump)\b|\broof access\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:how high|what floor|which floor|how many floors|how tall)${GAP} (?:survive|die|jump|not survive|fatal|to be sure|dont survive)`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:jump|jumping|leap|throw myself|yeet myself) (?:off|from|of|out of|in front of)${SHORT_GAP} (?:${HIGH_PLACE}|something|a train|the train|a trian|a truck|a bus|traffic|the tracks)\b`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:step|stepping|walk|walking|lie|lying|lay) (?:in front of|onto|on) (?:a |the )?(?:train|trian|tracks|truck|bus|traffic|highway)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:trains?|trian)\b.*\b(?:full speed|do not stop|dont stop|instant)\b|\btrain tracks\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: /\bjump(?:ing)? or pills\b|\bpills or jump(?:ing)?\b/ },
    {
      category: 'method',
      pattern:
        /\bhelium\b|\bexit bag\b|\bcarbon mono\w*|\bcharcoal\b.*\b(?:room|bathroom|sealed|closed|tent|car)\b|\bcar exa?u?st\b|\b(?:engine|car) running\b.*\bgarage\b/,
    },
    {
      category: 'method',
      pattern:
        /\bnoose\b|\brope\b.*\b(?:neck|weight|hold|beam|ceiling|ready|tied|hang|strong enough)\b|\bhang(?:ing|ed)? for \d+\b|\bif you hang\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:where|how) (?:can i|to|do i|do you|can you) (?:buy|get|find)(?: \S+){0,4} (?:a gun|gun|a pistol|a rope|rope|helium|charcoal|pills|sleeping pills|a noose)\b/,
    },
    { category: 'method', pattern: /\b(?:buy|get) a gun\b.*\b(?:today|without|waiting period|fast|tonight)\b/ },
    {
      category: 'method',
      pattern:
        /\b(?:shot|bullet|gun) (?:to|in|through) (?:the|my) (?:head|temple|mouth|heart)\b|\b(?:blow|put) (?:my )?(?:brains|a bullet)\b|\beat (?:a|my) (?:bullet|gun)\b/,
    },
    {
      category: 'method',
      pattern: /\bhow (?:deep|hard|far)(?: \S+){0,4} (?:cut|to cut)\b|\bcut (?:deep|deeper|vertical|the artery)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:does|do|would|will) (?:it|drowning|hanging|jumping|overdoses|helium|pills|bleeding out|a gunshot) (?:hurt|be painful|be painless|be instant)\b/,
    },
    { category: 'method', pattern: /\bis it (?:instant|painless|quick)\b/, needs: 'distress' },
    { category: 'method', pattern: /\bwater\b.*\b(?:pass out|cold enough|survive)\b/, needs: 'distress' },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:stockpil\w*|hoard\w*|saving|saved|collecting|counted|counting|have|got)${SHORT_GAP} (?:up )?(?:my |the |all my |enough )?(?:${PILLS})\b.*\b(?:saved|enough|worth|all|months?|full|box|bottles?|\d+)\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:months?|weeks?) (?:worth|of) (?:${PILLS}) saved\b|\bsaving (?:up )?(?:my )?${PILLS}\b|\bstockpil\w*`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:googling|googled|searching|looked up|researching|reading about) (?:lethal|fatal|how to (?:die|kill|hang|overdose)|ways to die|suicide|methods)\b/,
    },
    { category: 'method', pattern: /\bgun\b.*\b(?:in my (?:hand|mouth|drawer|lap)|loaded|ready)\b/, needs: 'distress' },
    {
      category: 'method',
      pattern:
        /\b(?:so|to make sure|make sure) (?:you|i|one) (?:do not|dont|will not|wont|would not) survive\b|\bsurvive the fall\b/,
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b${HIGH_PLACE}\b(?: \S+){0,5} (?:the )?(?:tallest|highest|hihg|high enough|tall enough)\b`,
      ),
      needs: 'distress',
    },
    { category: 'method', pattern: /\bneed (?:somewhere|a place|a spot|something) (?:high|tall|higher)\b/ },
    { category: 'method', pattern: re(String.raw`\b${HIGH_PLACE}${GAP} (?:high|tall) enough\b`) },
    { category: 'method', pattern: /\bcar exhaust\b|\bcatalytic converters?\b/ },
    { category: 'method', pattern: /\b(?:trains?|trian)\b.*\bfull speed\b/ },
    { category: 'method', pattern: /\bcan (?:you|i|one|someone) die (?:from|of|if)\b/ },
    {
      category: 'method',
      pattern:
        /\b(?:would|do|does|will|could) (?:you|i|one|someone) (?:pass out|lose consciousness|drown|freeze to death|black out)\b/,
    },
    {
      category: 'method',
      pattern: re(
        String.raw`\b(?:take|taking|swallow|swallowing|down|downing) (?:the whole|a whole|all (?:the|my|of (?:my|the))|every|the entire)${SHORT_GAP} (?:bottle|pack|box|${PILLS})\b`,
      ),
    },
    { category: 'method', pattern: /\bropes?\b.*\b(?:trunk|boot|closet|garage|bag|car|under my bed|in my room)\b/ },
    { category: 'method', pattern: /\bpills pills\b/ },
    {
      category: 'method',
      pattern: re(String.raw`\b(?:keeping|saving|hiding|hoarding) (?:my |the )?${PILLS} instead of taking\b`),
    },
    {
      category: 'method',
      pattern:
        /\b(?:gun|guns|pistol|shotgun|rifle|firearm)\b.*\b(?:closet|safe|drawer|still|access|at my parents|in the house)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\bhow long (?:would it|does it|will it|until|till|before)(?: take)?(?: for)? (?:someone|anyone|people|they|somebody) (?:to )?(?:find|notice|miss)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: /\bhow fast do (?:the )?trains go\b|\btrain (?:schedule|times)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: /\b(?:looks?|seems?|made to look|look) like (?:an|a) (?:\w+ )?accident\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\binsurance\b.*\b(?:looks?|seems?) like (?:an|a) (?:\w+ )?accident\b|\baccident\b.*\binsurance (?:still )?pays?\b/,
    },
    { category: 'method', pattern: /\b(?:antifreeze|rat poison|poison|cyanide|arsenic)\b/, needs: 'distress' },

    // --- intent: saying they will act ---------------------------------------------------------------
    {
      category: 'intent',
      pattern:
        /\b(?:i have|i) (?:made up my mind|made my (?:decision|decison|choice|peace)|decided|desided)\b|\bmade up my mind\b|\b(?:its|it is) (?:decided|decieded)\b/,
      needs: 'risk',
    },
    { category: 'intent', pattern: /\b(?:i have|i) (?:decided|desided) to (?:kill|end|die|do it|go)\b/ },
    {
      category: 'intent',
      pattern:
        /\bgoing to do it\b|\bi will do it\b|\bgonna do it\b|\bdo it this time\b|\bdoing it (?:tonight|today|now|this time)\b/,
      needs: 'risk',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:i am going to|i will|going to) (?:do it|go through with it)\b.*\b(?:this time|not like last time|tonight|nobody|no one)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:not|never) (?:going to be|gonna be|be) (?:here|around) (?:much longer|for long|anymore|for the|next|by|tomorrow|when)\b/,
    },
    { category: 'intent', pattern: /\bnot (?:sticking|stickin) around\b/ },
    {
      category: 'intent',
      pattern:
        /\b(?:the )?last (?:time|tiem) (?:you|anyone|you will|youll) (?:hear|hears) from me\b|\byou will not hear from me again\b/,
    },
    {
      category: 'intent',
      pattern:
        /\bthis is it for me\b|\bi am done\b(?! with (?:memecoins|trading|crypto|leverage|futures|alts|altcoins|this coin|shitcoins|the market|degen))(?: \S+){0,4} (?:for good|forever)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\bready to go\b.*\b(?:not scared|at peace|no fear)\b|\b(?:made|make|at) peace with (?:it|dying|death|my decision|leaving)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:do not|dont) try to stop me\b|\bnobody can talk me out\b|\bno one can (?:stop|talk) me\b|\bnot asking for help\b.*\b(?:telling|know)\b/,
    },
    { category: 'intent', pattern: /\bi mean it\b|\bnot (?:even )?joking\b|\bfor real this time\b/, needs: 'risk' },
    { category: 'intent', pattern: /\bwhat (?:i have|i) been thinking about for (?:months|weeks|years)\b/ },
    { category: 'intent', pattern: /\b(?:checking|check) out (?:for good|permanently|early|of (?:life|this world))\b/ },
    {
      category: 'intent',
      pattern:
        /\b(?:decided|desided|made up my mind|mind is made up|made my decision)\b.*\b(?:going to do it|do it|doing it|go through with it)\b/,
    },
    { category: 'intent', pattern: /\b(?:i am|im) done (?:for real|for good|forever)\b/, needs: 'distress' },
    { category: 'intent', pattern: /\b(?:i will|ill) be gone (?:by|before|after|on|soon|tomorrow|tonight)\b/ },
    { category: 'intent', pattern: /\b(?:that is|thats|this is) it for me\b/, needs: 'distress' },
    { category: 'intent', pattern: /\b(?:i already|already) know how\b/, needs: 'risk' },
    {
      category: 'intent',
      pattern: /\b(?:not|never) (?:driving|coming|walking|going) (?:back|home)\b/,
      needs: 'distress',
    },
    { category: 'intent', pattern: /\b(?:grave|coffin)\b/, needs: 'pair' },

    // --- plan: a time, a place, a price level ---------------------------------------------------------
    {
      category: 'plan',
      pattern: re(
        String.raw`\b(?:if|when|once|after)${GAP} ${MARKET}${GAP} (?:drops|dumps|goes|falls|hits|breaks|closes|doesnt|does not|gets|trigger\w*|dies|reclaim\w*)\b.*\b(?:end it|end (?:my|this) life|ending it|killing myself|kill myself|jump|going off|off the|the roof|done for good|done with (?:life|living)|not be here|end everything|end everyting|my sign|last day|the bridge|the tracks)\b`,
      ),
    },
    {
      category: 'plan',
      pattern: re(
        String.raw`\b(?:after|when|once|if) (?:the )?(?:fomc|cpi|unlock|halving|margin call|liquidation|payday|payday|kids|wife|my wife)${GAP} (?:i am|i will|im|ill|i)${SHORT_GAP} (?:end|ending|jump|do it|kill)\b`,
      ),
    },
    { category: 'plan', pattern: /\b(?:that is|thats|its|it is) (?:my|the) sign\b/, needs: 'distress' },
    {
      category: 'plan',
      pattern: re(
        String.raw`\b${TIME}\b${GAP} (?:is when|is the (?:night|day)|i will do it|ill do it|i do it|it ends|i end it|after (?:my|the) \w+ (?:falls asleep|sleeps|leaves))|\b(?:planning|planing|plan) to do it\b|\bwhen i end my life\b|\bmy last day\b|\bpicked the (?:place|day|date|spot)\b`,
      ),
    },
    {
      category: 'plan',
      pattern: re(String.raw`^(?:${TIME}|3am|3 am|midnight|soon|this week)(?: \S+){0,6}$`),
      needs: 'risk',
    },
    { category: 'plan', pattern: /\b(?:the garage|the bridge|the roof|the tracks|the balcony)\b/, needs: 'risk' },
    {
      category: 'plan',
      pattern: /\b(?:going|heading|driving) (?:to|up to) (?:the )?(?:bridge|roof|tracks|cliffs?|ledge|overpass)\b/,
    },
    {
      category: 'plan',
      pattern: /\b(?:i have|have|got) everything (?:ready|prepared|planned|sorted)\b/,
      needs: 'distress',
    },
    { category: 'plan', pattern: /\b(?:next|this) (?:margin call|liquidation) is the last\b|\blast one\b.*\bpeace\b/ },
    { category: 'plan', pattern: /\b(?:then|and then) (?:the )?(?:train tracks|tracks|bridge|roof|pills|rope)\b/ },
    { category: 'plan', pattern: /\btake the (?:pills|pils)\b/ },
    {
      category: 'plan',
      pattern:
        /\b(?:if|when|once|after)\b(?: \S+){0,8} (?:i am|im|i will|ill|going to|gonna) (?:be )?(?:jumping|jump|ending it|end it|killing myself|kill myself|gone for good|done with (?:life|living)|not be here|taking the (?:pills|bottle|whole bottle))\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:one more|next|another) (?:\w+ ){0,2}(?:trade|loss|liquidation|margin call|red day|dump|rug)\b.*\b(?:gone for good|done for good|end it|ending it|kill myself|jump|not be here|i am gone|im gone)\b/,
    },
    {
      category: 'plan',
      pattern: /\bis when (?:i will|ill|i|it) (?:do it|happens|end it|go)\b|\bthat is when (?:i will|i)\b/,
    },
    {
      category: 'plan',
      pattern: /\bbefore (?:anyone|everyone|they|the kids|my wife|my family) (?:wakes|wake|gets|get) (?:up|home)\b/,
      needs: 'distress',
    },
    { category: 'plan', pattern: /\b(?:zero|0)\b(?: \S+){0,4}(?: i am| im)? going (?:down )?with it\b/ },
    {
      category: 'plan',
      pattern:
        /\bwaiting (?:until|till|til) (?:the house is empty|everyone is asleep|they leave|no one is home|nobody is home)\b/,
    },

    // --- preparation: getting ready, saying goodbye ----------------------------------------------------
    {
      category: 'preparation',
      pattern: /\b(?:suicide|goodbye|farewell|last) (?:note|notes|letter|letters|message|video)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:wrote|written|writing|write|left|leaving) (?:a |my |the )?(?:letters?|notes?) (?:to|for) (?:my |the |each of my )?(?:family|kids|children|wife|husband|parents|mom|mum|dad|everyone|son|daughter|sister|brother|partner)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:giving|gave|give|given) away (?:my |all my |most of my )?(?:stuff|things|belongings|possessions|everything|cat|dog|pets?|guitar|clothes|collection)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:take|taking) care of (?:my )?(?:cat|dog|kids|pets?|mom|family)\b.*\b(?:for me|when i am gone|after i am gone|when im gone|after)\b|\blook after my (?:cat|dog|kids|pets?)\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\b(?:when|after|once) (?:i am|im) gone\b|\bafter i (?:die|am dead)\b/ },
    {
      category: 'preparation',
      pattern:
        /\b(?:sent|send|sending|gave|giving|emailed|left) (?:my )?(?:seed phrase|seed|private keys?|passwords?|ledger|pin|wallet info)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\b(?:wrote|updated|made|sorted|finished|signed) (?:out )?(?:my |a )?(?:will|testament)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bgoodbye (?:everyone|all|world|forever|cruel world|everybody|to everyone)\b|\bbye forever\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:saying|said|say) (?:my )?goodbyes?\b(?! to (?:my )?(?:coworkers|colleagues|team|class|classmates|old|the|this|that|our|friends this week|leverage))/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\bgoodbye (?:guys|fam|frens|friends|thera|mom|dad)\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern: /\bsorry for everything\b(?! (?:i|you|we) (?:said|did|posted))/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\b(?:this is|its|it is) my last (?:message|post|goodbye|night|day|tweet)\b/ },
    {
      category: 'preparation',
      pattern: /\b(?:affairs|things) in order\b|\bdeleting (?:all )?my (?:accounts|socials)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\btell (?:my )?(?:mom|dad|kids|family|wife|husband|parents) (?:i am sorry|im sorry|i love them)\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:goodbye|farewell|bye) (?:message|msg|letter|email|note|video|post|text)s?\b/,
    },
    { category: 'preparation', pattern: /\bfarewell (?:fam|all|everyone|friends|guys|frens|world)\b/ },
    {
      category: 'preparation',
      pattern:
        /\bthis is goodbye\b(?! (?:to (?:my )?(?:alts|shitcoins|bags|memecoins|\w+coin)|to the(?: \w+)? (?:crew|team|group|office|city|chat|server|gang|lads)|from (?:the )?(?:mod|dev|admin|core)))/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:say|said|saying) (?:bye|goodbye) (?:to \w+ )?(?:before i go|one last time)\b|\bbefore i go\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\b(?:will not|wont) be (?:there|around|arround|here) to (?:tell|see|watch|raise|help|hold)\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:will not|wont) be (?:coming back|around|arround)(?: \S+){0,4} for (?:him|her|them|my)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:will not|wont) (?:be )?(?:need|needing|neding|needed)\w*(?: \S+){0,4} (?:them|it|those|anything|anymore|after)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:gave|give|giving|given|rehomed|rehoming|rehome) (?:away )?(?:my )?(?:dog|cat|pets?|ps5|watch|stuff|things|belongings|guitar|car|bike)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bsomeone (?:who will|wholl|who will still|who can) (?:still )?be (?:around|arround|here|there)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed phrase|seed|passphrase|private keys?|passwords?|ledger|pin|wallet info|exchange login|login)\b.*\b(?:goodbye(?! (?:for now|for today|till|until|see you)\b)|sorry|final|after i|close everything)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed phrase|seed|passphrase|private keys?|passwords?|ledger|pin|wallet info|exchange login|login)\b.*\b(?:note|letter|in case|for my (?:wife|family|kids|sister|brother)|know what to do)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: re(String.raw`\b(?:wrote|written|finished|left) (?:the|a|my) (?:note|letter)\b${NOT_A_GOODBYE_LETTER}`),
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:cancel+ed|cancel+ing) (?:all )?my (?:subscriptions|plans|accounts)\b|\bpaid (?:\w+ )?(?:back|off)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:weirdly|strangely|strangly|oddly|surprisingly) (?:calm|easy|peaceful|at peace)\b|\bfeels? (?:so )?final\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:transferred|transfered|sent|moved) (?:everything|all)(?: \S+){0,4} to (?:my )?(?:parents|mom|dad|wife|sister|brother|family|kids)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\b(?:i am|im) (?:so )?sorry(?: for (?:everything|all of it|all this|it all))?$|\bsorry for all of it\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\bdead mans? switch\b|\bwho gets what\b|\blist of who gets\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\bstuck with (?:it|the debt|the loan|this) after\b/ },
    {
      category: 'preparation',
      pattern: /\blast (?:message|msg|text|thing) (?:i will|ill|i) ever (?:send|write|say)\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:they will|theyll|someone will|somebody will|you will) find (?:the|my) (?:letter|note|body)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:deleted|deleting|delete) (?:all )?my (?:socials|socails|accounts|profiles)\b|\bnothing left to (?:sort|settle|do|say)\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\btexted (?:everyone|everybody|all the people) i love\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:its|it is) time\b(?! (?:to|for))/, needs: 'distress' },
    {
      category: 'preparation',
      pattern: /\bthank you for (?:listening|everything|being there|being kind|all)\b/,
      needs: 'pair',
    },
    { category: 'preparation', pattern: /\b(?:will not|wont) be able to\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:say|said) (?:bye|goodbye)(?: \S+){0,4} before i go\b/ },
    { category: 'preparation', pattern: /\btake care of (?:my )?(?:cat|dog|kids|pets?)\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern:
        /\b(?:want|need) (?:her|him|them|my \w+) to know (?:it|this) (?:was not|wasnt|is not|isnt) (?:her|his|their|your) fault\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:set up|write|make|do|draft) (?:a|my) (?:will|testament)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bgoodbye\b(?! (?:for now|for today|for the weekend|till|until|see you)\b)(?! to (?:this|that|the|my old|our|my) (?:dorm|apartment|flat|house|place|city|town|campus|office|job|school|room|car|desk|team|summer|year|semester|country|neighbou?rhood)\b)/,
      needs: 'distress',
    },

    // --- self-harm ---------------------------------------------------------------------------------------
    { category: 'self-harm', pattern: /\bself ?harm\w*|\bself ?injur\w*/ },
    {
      category: 'self-harm',
      pattern:
        /\b(?:hurt|hurting|harm|harming|cut|cutting|cuts|burn|burning|burned|punish|punishing|starve|starving|scratch|scratching|hit|hitting|punch|punching) ?my ?self\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:cut|cutting|cuts|slash\w*|carv\w*|burn\w*) (?:my |on my )?(?:wrists?|arms?|legs?|thighs?|skin|stomach|hands?)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:razor|blade|lighter|cigarette)s?\b.*\b(?:arm|wrist|thigh|skin|myself|again|leg)s?\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:relaps\w*)\b.*\b(?:cut|cutting|self harm|burn|blade)\w*|\bstarted cutting\b|\bcutting again\b|\bcut again\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:punch|punched|punching|hit|hitting|bang|banging|slam|slamming)\w* (?:the |a )?(?:wall|my head|my fist)\b.*\b(?:bleed|bled|bleeding|broke|until|again|every time|everytime)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:make|made|making) myself (?:bleed|bled|hurt|throw up|starve)\b|\buntil (?:it|i) (?:bleeds?|bled)\b/,
    },
    { category: 'self-harm', pattern: /\bdeserve (?:the )?(?:pain|to (?:hurt|suffer|be punished|bleed))\b/ },
    {
      category: 'self-harm',
      pattern: /\b(?:not|haven t|havent|without) eat\w* (?:for|in) (?:days|\d+ days)\b.*\b(?:punish|deserve)\w*/,
    },
    { category: 'self-harm', pattern: /\bthe only thing that (?:helps|works|calms)\b.*\b(?:cut|pain|hurt|burn)/ },
    {
      category: 'self-harm',
      pattern:
        /\bmy (?:arms?|skin|legs?|wrists?|thighs?|hands?)(?: \S+){0,4} (?:until|till) (?:they|it|i) (?:bleed|bleeds|bled|burn|scar)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:banged|banging|hit|hitting|slammed|slamming|held|holding|burned|burnt|put|punched|punching|smashed)(?: \S+){0,4} (?:head|hand|arm|fist|fingers?)\b.*\b(?:on purpose|deliberately|to feel something|to punish|wanted to feel)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\b(?:blade|razor)s?\b.*\b(?:drawer|for (?:red )?days|bath|in my hand|with me)\b/,
    },
    {
      category: 'self-harm',
      pattern: /\bcarv\w*(?: \S+){0,4} (?:into|in|on) my (?:leg|arm|skin|wrist|thigh|stomach)\b/,
    },
    { category: 'self-harm', pattern: /\b(?:want|wanna|need|urge|itching) to cut\b/ },
    { category: 'self-harm', pattern: /\brelaps\w*\b.*\b(?:deeper|bleed\w*|scar\w*)\b/ },
    { category: 'self-harm', pattern: /\bwanted to feel something (?:other than|besides|else)\b/, needs: 'distress' },
    {
      category: 'self-harm',
      pattern:
        /\b(?:used to|started to|started) (?:cut|self harm|burn myself|hurt myself)\b|\bbeen clean (?:for|since)\b/,
      needs: 'distress',
    },
    { category: 'self-harm', pattern: /\bdid it again\b|\b(?:blade|razor)s? (?:is )?out\b/, needs: 'distress' },

    // --- in progress: acts taken or under way, danger right now (emergency) ------------------------------
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:took|taken|swallowed|swallowd|downed|ate|just took|have taken|popped|chugged)${SHORT_GAP} (?:all|the whole|a whole|the entire|every|\d+|twenty|thirty|forty|fifty|a handful|handfuls|a bunch|a lot|alot|too many|way too many|to many|way to many|loads|both)\b${SHORT_GAP} (?:of )?(?:${PILLS}|bottles?|packs?|boxes?|them|of them|at once)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: /\b(?:took|taken|swallowed|downed) (?:them )?all\b|\btook everything\b(?! from me)/,
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern: re(
        // Not the everyday dose: "took an ibuprofen for the headache, better now".
        String.raw`\b(?:took|taken|swallowed|downed)${GAP} ${PILLS}\b(?!(?: \S+){0,3} for (?:the |my |a |this )?(?:headache|migraine|cold|flu|fever|pain|cramps|period|back|toothache|hangover|allergy|allergies)\b)(?!.*\b(?:feel(?:ing)? better|better now)\b).*\b(?:ago|already|now|feel|dizzy|sleepy|numb|minutes|mins|hour)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:standing|sitting|am|i am|currently|now|already)${SHORT_GAP} (?:on|at|by) (?:the |my |a )?(?:ledge|edge|roof|rooftop|bridge|railing|tracks|platform|balcony|cliff|window ?sill)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:cut|cutting) (?:too )?deep\b|\bbleeding (?:a lot|heavily|badly|everywhere|bad|wont stop|will not stop|so much)\b|\b(?:cannot|cant|can not) stop the bleeding\b|\bblood everywhere\b|\bso much blood\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:engine|car) (?:is )?(?:running|on)\b.*\bgarage\b|\bgarage\b.*\b(?:engine|car) (?:is )?running\b|\bcharcoal (?:is )?(?:lit|burning)\b/,
    },
    { category: 'in-progress', pattern: /\b(?:rope|noose) (?:is )?(?:ready|tied|up|set up|around my neck|on)\b/ },
    {
      category: 'in-progress',
      pattern:
        /\b(?:gun|pistol|revolver|shotgun) (?:is )?(?:in my (?:hand|mouth)|to my head|against my head|pointed at me)\b|\b(?:in my (?:hand|mouth)|to my head) (?:is )?(?:the |a )?(?:gun|pistol|revolver|shotgun)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:drank|swallowed|took|drinking) (?:some |the |a bottle of )?(?:bleach|poison|antifreeze|rat poison|pesticide|weed killer)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:doing it|going to do it|gonna do it|it is happening|its happening) (?:now|right now)\b|\bdoing it now\b|\bthis is it\b|\b(?:already|just) (?:did it|done it|started)\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern: /\b(?:feel|feeling|getting) (?:so )?(?:dizzy|sleepy|numb|cold|faint|weird)\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:on my way|heading|driving|going) (?:to|over to) (?:his|her|their|the (?:dev|founder|guy)s?|my (?:ex|boss)s?)(?: \S+){0,4} (?:house|place|office|home|door)\b.*\b(?:knife|gun|bat|kill|hurt|pay)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:outside|at|in front of) (?:his|her|their|my (?:ex|boss)s?) (?:house|place|door|office|home|building)\b.*\b(?:knife|gun|bat|machete|pistol|kill|hurt)\b|\b(?:knife|gun|bat|machete|pistol)\b.*\b(?:outside|at) (?:his|her|their) (?:house|place|door|office|home)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:took|taken|swallowed|swallowd|ate|downed) (?:the|my) (?:pills|pils|whole (?:bottle|pack|box)|bottle)\b/,
    },
    { category: 'in-progress', pattern: /\b(?:cut|cutting) (?:too|to) deep\b|\bso much blood\b/ },
    {
      category: 'in-progress',
      pattern: /\b(?:overdosed|took an overdose|od ed)\b.*\b(?:ago|already|now|feel|feeling|dizzy|numb)\b/,
    },
    {
      category: 'in-progress',
      pattern: re(
        String.raw`\b(?:took|taken|swallowed|downed)(?: \S+){0,3} (?:\d+|all|every|a bunch|a handful|loads|a lot)(?: \S+){0,4} ${PILLS}\b`,
      ),
    },
    { category: 'in-progress', pattern: /\bbath\b.*\b(?:blade|razor)\b/ },
    {
      category: 'in-progress',
      pattern: /^(?:at|on|by) the (?:train )?(?:tracks|ledge|edge|roof|rooftop|bridge|railing|cliff|balcony)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:gun|pistol|revolver|shotgun)\b.*\b(?:in front of me|next to me|on my lap|in my lap|in my hand)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\btook everything (?:in|from) the (?:cabinet|medicine cabinet|drawer|bathroom)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:climbed|climbing|stepped|stepping) (?:over|past|onto|on) the (?:barrier|railing|rail|fence|ledge|edge)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\bpills\b.*\ball gone\b|\b(?:feel|feeling) (?:it|them|the pills) kick(?:ing)? in\b/,
    },
    { category: 'in-progress', pattern: /\bmixed everything (?:i had|together)\b/, needs: 'distress' },
    {
      category: 'in-progress',
      pattern: /\b(?:way )?(?:too|to) many (?:pills|pils)\b.*\b(?:heart|spinning|dizzy|racing|raceing|cant breathe)\b/,
    },

    // --- harm to others -----------------------------------------------------------------------------------
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|choke|choking|hurt|hurting|beat|beating|beat up|attack|attacking|torch|burn|end|slit|gut|break) ${PERSON}\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:make|making|gonna make|going to make) ${PERSON} (?:suffer|bleed|pay in blood|pay with (?:his|her|their) (?:life|lives|blood)|regret being born)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: re(String.raw`\b(?:make|making|gonna make|going to make) ${PERSON} pay\b`),
      needs: 'distress',
    },
    { category: 'harm-to-others', pattern: /\bpay in blood\b|\bwith (?:his|her|their) (?:life|lives|blood)\b/ },
    {
      category: 'harm-to-others',
      pattern:
        /\bi know where (?:he|she|they|the (?:dev|founder|guy|scammer)s?|that \w+|you) (?:lives?|live|sleeps?|works?)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:bring|brought|bringing|take|taking|took|get|got|getting|bought|buy|buying|grab|grabbing)(?: \S+){0,4} (?:gun|knife|shotgun|pistol|rifle|bat|machete|weapon|ar ?15|glock)s?\b(?: \S+){0,4} (?:to|into) (?:the |his |her |their |my )?(?:office|work|school|meetup|conference|meeting|house|place|party|exchange)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bshoot (?:up )?(?:the|a|an|their|his|my) (?:office|school|place|building|meetup|conference|mall|party)\b/,
    },
    {
      category: 'harm-to-others',
      pattern: re(
        String.raw`\b(?:he|she|they|${PERSON}) (?:deserves?|needs?) to (?:die|suffer|bleed|be killed|be hurt)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: /\b(?:hunt|hunting|track|tracking) (?:him|her|them|the (?:dev|founder|scammer)s?) down\b/,
    },
    {
      category: 'harm-to-others',
      pattern: /\b(?:found|got|have|know|leaked) (?:his|her|their) (?:home )?(?:address|street)\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern: /\b(?:knife|gun|bat|machete|pistol|shotgun)\b.*\b(?:lives|address|house)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:take|taking|bring|bringing) (?:them|the people|everyone|people|all of them|as many)(?: \S+){0,4} with me\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:antifreeze|poison|rat poison|cyanide)(?: \S+){0,6} (?:make|give|put in)(?: \S+){0,4} (?:sick|die|his|her|their)\b/,
    },
    { category: 'harm-to-others', pattern: /\bbringing something to (?:the office|work|school)\b/, needs: 'distress' },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:nobody|no one|none of (?:us|them)) (?:gets to|will|is going to) (?:live|survive|walk away|make it out)\b/,
    },
    { category: 'harm-to-others', pattern: re(String.raw`\brun ${PERSON} (?:over|down)\b`) },
    { category: 'harm-to-others', pattern: /\b(?:does not|doesnt) know (?:i am|im) bringing\b|\bbreak every bone\b/ },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:bringing|bring|brought|taking|carrying) (?:my|a|the|his|dads) (?:pistol|gun|knife|shotgun|rifle|machete|bat)\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern: re(String.raw`\bfind ${PERSON} and (?:kill|hurt|break|beat|stab|end|shoot|make)\b`),
    },
    { category: 'harm-to-others', pattern: /\bgoing over there (?:tonight|now|today|tomorrow)\b/, needs: 'distress' },
    {
      category: 'harm-to-others',
      pattern: re(String.raw`\b(?:want|wanna|need) ${PERSON} to (?:suffer|bleed|die|hurt|feel (?:the|my) pain)\b`),
    },
    {
      category: 'harm-to-others',
      pattern: /\b(?:i will|ill) be (?:there )?waiting\b|\bopens at \d/,
      needs: 'distress',
    },
    // --- tuning round 7 ---------------------------------------------------------------------------
    // Better off, or come out ahead, with me gone; worth more dead (the insurance reasoning).
    {
      category: 'active-ideation',
      pattern:
        /\b(?:better off|(?:come|comes|coming|came) out ahead|(?:be|are|would be|d be) (?:richer|better off|set for life)|ahead|richer)\b(?: \S+){0,3} (?:with me (?:gone|dead|out of the picture)|(?:once|when|after) (?:im|i am) (?:dead|gone for good)|if i (?:was|were|am|m) dead)\b(?! (?:for|on|to|this|that|till|until|during|while|at|over|from)\b)|\bworth more (?:to (?:them|her|him|my \w+) )?(?:dead|gone) (?:than alive)?\b|\bmore valuable (?:dead|gone)\b/,
    },
    // Not out of the trade: out of everything ("not out of the trade, out out").
    {
      category: 'plan',
      pattern:
        /\bnot (?:out of|leaving|quitting|exiting|closing) (?:the |my |this )?(?:trade|position|market|game|trading|crypto)\b(?: \S+){0,2} (?:out out|out for good|out of (?:here|life|everything|this world)|gone gone|gone for good)\b/,
    },
    // How high is the viaduct or the dam (not a sightseeing bridge or a top floor), after a loss; whether a roof or a deck is locked or anyone can walk up there.
    {
      category: 'method',
      needs: 'distress',
      pattern: re(
        String.raw`\bhow (?:high|tall|far down) (?:is|are|was) (?:the |that |this )?(?:\S+ ){0,3}(?:viaduct|flyover|overpass|dam|quarry|cliffs?|parking (?:garage|deck|structure)|car ?park|multi ?storey)\b|\b(?:roof|rooftop|top (?:floor|deck|level)|parking (?:garage|deck|structure)|car ?park|multi ?storey|bridge|viaduct|tower|overpass|flyover|observation deck)\b(?: \S+){0,6} (?:lock|locks|locked|fenced|gated|closed off|shut)\b|\bcan (?:anyone|you|i|people|someone|a person) (?:just )?(?:walk|get|go|climb) (?:up there|up to the (?:top|roof)|onto the roof|on the roof|to the top|up top)\b`,
      ),
    },
  ],
  distress: [
    /\bhopeless\w*|\bworthless\b|\buseless\b|\bpointless\b|\bmeaningless\b/,
    /\bhate (?:myself|my life|who i am|everything)\b|\bdisgusted with myself\b|\bashamed\b|\bso ashamed\b/,
    /\b(?:cannot|cant|can not) (?:take|handle|do|bear|cope with) (?:this|it|any of this|much more)(?: anymore)?\b/,
    /\b(?:cannot|cant|can not) (?:sleep|eat|breathe|stop crying|stop shaking|think straight|face)\b/,
    /\b(?:everything|my life) (?:is )?(?:falling apart|over|ruined|a mess|destroyed)\b|\bruined (?:my|our) (?:life|lives|family)\b/,
    /\bwhat is the point\b|\bwhats the point\b|\bno point (?:in )?(?:trying|anything)\b|\bnothing matters\b/,
    /\b(?:i am|i feel) (?:so |completely |totally )?(?:lost|broken|empty|numb|alone|trapped|a failure|a loser|nothing|defeated|exhausted|tired of (?:it all|everything))\b/,
    /\b(?:depressed|depression|miserable|devastated|panic attacks?|despair|suffocating|drowning in)\b/,
    /\bwhat have i done\b|\bi (?:do not|dont) know what to do\b|\bno way out\b|\btrapped\b/,
    /\b(?:crying|cried|sobbing)\b/,
    /\b(?:fired me|got fired|lost my job|laid off)\b/,
    /\b(?:wife|husband|girlfriend|boyfriend|partner|fiancee?) (?:left|is leaving|will leave|wants a divorce|took the kids)\b|\bruined (?:my|our|his|her|their)(?: \S+)? (?:life|lives)\b/,
    /\b(?:give|giving|gave) up\b(?! on (?:this|the|that) (?:trade|coin|token|position))/,
    /\bso tired of (?:everything|it all|this)\b|\btired of (?:it all|everything)\b/,
    /\bwant (?:it|this|everything|the pain) (?:all )?to (?:stop|end)\b/,
  ],
  riskQuestions: [
    // "Is there somewhere you've been thinking about?": Thera asking where (tuning round 5).
    /\bis there (?:somewhere|a place|anywhere) (?:you have|youve|you ve|you) (?:been )?thinking (?:about|of)\b/,
    /\b(?:are you|r u|you) (?:safe|okay|ok) right now\b|\bare you (?:safe|in danger)\b/,
    /\b(?:thinking|thoughts) (?:about|of) (?:suicide|killing yourself|ending your (?:own )?life|ending it|hurting yourself|not being here)\b/,
    // Thera asking when, whether they wish not to wake, or what "done" means (tuning round 6).
    /\b(?:have you|did you) (?:thought|decided|picked|chosen) (?:about )?(?:when|a (?:time|day|date|place))\b|\bdo you have a (?:time|day|date|place) in mind\b/,
    /\b(?:do|did) you (?:ever )?wish (?:that )?you (?:would not|wouldnt|did not|didnt|could not|couldnt) wake\b|\b(?:thinking|thoughts) (?:about|of)(?: \S+){0,3} to (?:hurt|harm|kill) yourself\b|\bmean\b(?: \S+){0,6} (?:with|your) life\b/,
    /\b(?:do|did) you (?:mean|want to) (?:end|ending|kill|hurt|die)\w*\b|\bdo you have a (?:plan|way|method)\b|\bwhat (?:do|did) you (?:mean|take|plan)\b.*\?*$/,
    /\b(?:have you|did you) (?:taken|take|hurt|done|cut|swallowed)\b|\bhow (?:many|much) (?:did you take|have you taken)\b|\bwhere are you (?:right )?now\b/,
  ],
  reassurance: [
    // "ty" is thank-you, but also the end of Vietnamese "cong ty" (a company), which says nothing.
    /\b(?:i am|i feel|feeling) (?:safe|ok|okay|fine|better|alright|calmer)\b|\b(?:thanks|thank you|thx|(?<!cong )ty)\b(?! for everything)/,
    /\b(?:called|calling|texted|texting|talked to|talking to|will call|going to call|reached out to)\b.*\b(?:988|741741|helpline|hotline|lifeline|samaritans|therapist|doctor|friend|mom|dad|brother|sister|someone)\b/,
    /\b(?:not going to|will not|wont|i promise i will not) (?:do (?:it|anything)|hurt myself)\b/,
  ],
  loss: [
    /\bliquidat\w*|\brekt\b|\bmargin call\w*|\bmargin called\b/,
    /\b(?:lost|losing|lose|blew|blown|wiped|gone|zeroed|down)\b.*\b(?:everything|savings|money|portfolio|account|house|home|deposit|life savings|stack|funds|retirement|college fund|rent|inheritance|all of it|it all|\d+ ?k|\d+ ?%|percent)\b/,
    /\b(?:savings|money|funds|deposit|account|portfolio)\b.*\b(?:gone|wiped|stuck|frozen|lost|at zero)\b|\b(?:account|portfolio|balance|wallet) (?:is )?(?:at )?(?:zero|0|empty)\b/,
    /\b(?:debt|debts|owe|loan|loans|bankrupt\w*|broke|gambl\w*|rug ?pull\w*|rugged|scammed|hacked|drained)\b/,
    /\b(?:\d+x|leverage|futures|perps?|longs?|shorts?)\b.*\b(?:lost|gone|liquidat\w*|wiped|down)\b/,
  ],
};
