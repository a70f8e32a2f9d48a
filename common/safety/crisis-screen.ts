/**
 * The safety screen every message to Thera passes first (server side, before any model), also
 * usable in the browser. It looks for crisis language: suicide, self-harm, wanting to die,
 * harming others, and the despair this audience voices after losses ("liquidated and want to
 * end it"). Trader idioms ("rekt", "this chart is killing me", "dying to buy the dip",
 * "kill the position") must pass. Measured against the labelled set in crisis-phrases.ts.
 *
 * Patterns prefer recall: a false alarm costs one caring message with hotlines; a miss could
 * cost far more.
 */
export type CrisisCategory = 'suicide' | 'self-harm' | 'harm-to-others';

export interface CrisisScreenResult {
  crisis: boolean;
  category?: CrisisCategory;
  /** Money loss seems to drive it: the reply adds the problem-gambling helpline. */
  moneyLoss: boolean;
}

// "Person" objects for harm-to-others, so "kill the position" or "killing it" never match.
const PEOPLE =
  '(?:him|her|them|someone|somebody|anyone|people|everyone|everybody|my (?:wife|husband|partner|girlfriend|boyfriend|family|kids?|son|daughter|dad|father|mom|mother|brother|sister|boss|neighbou?r|landlord|broker)|the (?:dev|devs|founder|team|guy|people)|that (?:dev|guy|scammer|founder)|those (?:devs|people|scammers))';

const SUICIDE_PATTERNS: RegExp[] = [
  /\bsuicid/,
  /\bunalive\b/,
  /\bkms\b/,
  /\bkill(?:ing)? my ?self\b/,
  /\bend(?:ing)? (?:my|this) (?:own )?life\b/,
  /\btak(?:e|ing) my (?:own )?life\b/,
  /\bend(?:ing)? it all\b/,
  /\bend(?:ing)? everything\b/,
  // "...want to end it", "thinking about ending it", but not "end it here for today".
  /\b(?:want(?:ed)?|wanna|going|gonna|ready|plan(?:ning)?|think(?:ing)? (?:about|of)|thought (?:about|of)|tempted|decided|might|could just|should just|just) (?:to )?end(?:ing)? it\b(?! (?:here|there|for (?:to)?day|today|early|now and|with (?:a|the) (?:stop|trade)))/,
  // Not "going to die": "gonna die on this hill" is trader talk.
  /\b(?:want(?:ed)?|wanna|wish(?:ing)?|ready|deserve|plan(?:ning)?) (?:to )?(?:die|be dead)\b/,
  /\bwish (?:i|that i) (?:was|were|had) (?:dead|never been born|not alive|died)\b/,
  /\bwish i (?:could )?(?:just )?(?:disappear|vanish|stop existing|wasn'?t here|didn'?t exist|didn'?t wake up)\b/,
  /\bbetter off (?:dead|without me|if i (?:was|were)n'?t (?:here|around|alive)|if i (?:was|were) gone)\b/,
  /\b(?:don'?t|do not|no longer) (?:want|wanna|wish) (?:to )?(?:live|be alive|exist|be here|wake up|keep living|go on)\b/,
  /\b(?:no|not any|isn'?t (?:a|any)) (?:point|reason|purpose) (?:in |to )?(?:living|live|being alive|going on|to go on|carrying on|existing|staying alive|life)\b/,
  /\b(?:can'?t|cannot|can not) (?:go on|keep going|keep living|live like this|live with (?:this|myself)|do life)\b/,
  /\b(?:life|living) (?:is(?:n'?t)?|isnt) (?:not )?worth (?:it|living)\b/,
  /\bnot worth living\b/,
  /\b(?:nobody|no one|noone) (?:would|will|'d) (?:even )?(?:miss me|notice (?:if )?i|care (?:if )?i)\b/,
  /\b(?:any|no|a) reason (?:left )?to (?:live|keep living|go on|stay alive)\b/,
  /\b(?:saving|stockpiling|hoarding|collecting) (?:up )?(?:my )?(?:pills|meds|sleeping pills)\b/,
  /\bwant (?:it|the pain|everything) (?:all )?to (?:stop|end) (?:forever|for good|permanently)\b/,
  /\b(?:sleep|go to sleep) and (?:never|not) wake up\b/,
  /\bnever wake up\b/,
  /\b(?:hang|hanging|shoot|shooting|drown|drowning|poison|poisoning) my ?self\b/,
  /\b(?:jump|jumping|throw (?:myself )?off|step (?:off|in front of)) (?:off |from )?(?:a |the |my )?(?:bridge|roof|building|balcony|train|ledge|cliff)\b/,
  /\b(?:take|taking|swallow|swallowing) (?:all (?:of )?)?(?:my|the|these|those) (?:pills|sleeping pills|meds)\b/,
  /\boverdos(?:e|ing)\b/,
  /\b(?:suicide|goodbye) (?:note|letter)\b/,
  /\bwrote (?:a|my) (?:note|letter) (?:to|for) (?:my )?(?:family|kids|wife|husband|parents|everyone)\b/,
  /\bsay(?:ing)? (?:my )?goodbyes?\b.*\b(?:forever|for good|last time)\b/,
  /\b(?:this|tonight) (?:is|will be) (?:my|the) last (?:night|day|time)\b(?! (?:trading|i trade|of trading|on (?:this|the) (?:exchange|app)))/,
  /\bgiv(?:e|ing) up on (?:life|living|everything)\b/,
  /\bdone with (?:life|living|being alive|existing)\b/,
  /\bi(?:'m| am) a burden\b/,
  /\b(?:no|not a) way out\b(?! of (?:this|the|my) (?:trade|position|bag|coin|token))/,
  /\bwant to disappear (?:forever|for good|permanently)\b/,
];

const SELF_HARM_PATTERNS: RegExp[] = [
  /\bself[- ]?harm/,
  /\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|punish|punishing|starve|starving) my ?self\b/,
  /\bcut (?:my )?(?:wrists?|arms?|legs?)\b/,
];

const HARM_TO_OTHERS_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:kill|killing|murder|murdering|hurt|hurting|stab|stabbing|shoot|shooting|strangle|beat up|attack) ${PEOPLE}\\b`),
  /\b(?:bring|get|grab|buy) (?:a |my )?(?:gun|knife|weapon)\b.*\b(?:make|and) (?:them|him|her|someone|everyone) (?:pay|suffer|hurt)\b/,
  /\bmake (?:them|him|her|everyone) (?:pay|suffer) (?:with|in) (?:blood|their lives?)\b/,
  /\b(?:shoot|shooting) up (?:the|an?|their|his|my) (?:office|school|place|building|meetup)\b/,
];

const MONEY_LOSS = [
  /\b(?:lost|losing|lose|blew|blown|wiped|gone)\b.*\b(?:everything|savings|money|portfolio|account|house|life savings|stack|bag|funds|retirement|college fund|rent|all)\b/,
  /\bliquidat/,
  /\brekt\b/,
  /\bmargin call/,
  /\bdebt\b/,
  /\bgambl/,
  /\bbankrupt/,
  /\bbroke\b/,
  /\b(?:leverage|100x|50x|futures|perps?)\b/,
  /\brug(?:ged|pull)?\b/,
  /\b(?:crypto|coin|token|trade|trading|portfolio|market|chart|btc|bitcoin|eth|sol|memecoin)s?\b/,
];

/** Lower case, straight apostrophes, single spaces: what the patterns expect. */
export function normaliseForScreen(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function screenForCrisis(text: string): CrisisScreenResult {
  const normalised = normaliseForScreen(text);
  const category: CrisisCategory | undefined = SUICIDE_PATTERNS.some((p) => p.test(normalised))
    ? 'suicide'
    : SELF_HARM_PATTERNS.some((p) => p.test(normalised))
      ? 'self-harm'
      : HARM_TO_OTHERS_PATTERNS.some((p) => p.test(normalised))
        ? 'harm-to-others'
        : undefined;
  if (!category) return { crisis: false, moneyLoss: false };
  return { crisis: true, category, moneyLoss: MONEY_LOSS.some((p) => p.test(normalised)) };
}
