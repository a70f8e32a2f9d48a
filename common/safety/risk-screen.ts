import type { ChatHistoryEntry } from '../chat';
import { LEXICONS } from './lexicons';
import type { Lexicon, Script } from './lexicons/lexicon';
import { LATIN_MARKERS, clearlyNotEnglish, likeliestLatinLanguage, markedLatinLanguages } from './language-markers';
import { normaliseText } from './normalise-text';
import { LiteralGate } from './literal-gate';
import { type RiskCategory, type RiskLevel, type ScreenLanguage } from './taxonomy';
import { createTypoCorrector, type TypoCorrector } from './typo-correction';
import { loadRiskModel, RiskModelReader, type LayerSignals } from './learned/risk-model';
import { RISK_MODEL } from './learned/risk-model-weights';
import { conceptPatterns } from './concepts';
import type { Concept } from './concepts/concept';

/**
 * The risk screen every text message and voice transcript passes before anything reaches a
 * model. Layers: normalise how people type -> per-language lexicons (typo correction, trader
 * idioms cut out, risk rules) -> the recent conversation as context -> one level.
 * docs/safety/risk-screen.md explains the layers; docs/safety/risk-taxonomy.md the categories.
 */
export interface RiskAssessment {
  level: RiskLevel;
  categories: RiskCategory[];
  /** Money loss drives it (here or in a recent turn): the reply adds the gambling helpline. */
  moneyLoss: boolean;
  /** The language the risk was written in, when the screen could tell. */
  language: ScreenLanguage | null;
}

/** A turn of the conversation, as chat-with-ai receives it. */
export type ConversationTurn = Pick<ChatHistoryEntry, 'role' | 'content'>;

/** What one message says on its own. */
interface TurnReading {
  risks: RiskCategory[];
  ifDistress: RiskCategory[];
  ifRisk: RiskCategory[];
  /**
   * For the learned layer: the rules that matched but need context ('needs-distress:method'),
   * from the languages the message is in.
   */
  needs: string[];
  distress: boolean;
  loss: boolean;
  /** The person says they are safe or getting help ("I'm safe now", "I called 988"). */
  reassured: boolean;
  /**
   * The concepts, worked out on first use (conceptsOf): only the learned layer needs them, and
   * it is not asked when the rules already found a risk.
   */
  concepts: Concept[] | null;
  /** The texts of the lexicons the concepts are read from. */
  layerViews: readonly { prepared: PreparedLexicon; text: string }[];
  language: ScreenLanguage | null;
  /** No lexicon matched: `language` is a guess from the script or the marker words. */
  languageGuessed: boolean;
}

const RISK_QUESTIONS = LEXICONS.flatMap((lexicon) => lexicon.riskQuestions ?? []);

/** Whether Thera's last turn asked about suicide, self-harm or safety. */
function askedAboutRisk(history: readonly ConversationTurn[]): boolean {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return false;
  const text = normaliseText(last.content);
  return RISK_QUESTIONS.some((question) => question.test(text));
}

/** How many of the person's own earlier messages count as context (about five exchanges). */
export const CONTEXT_USER_TURNS = 5;
/** How recent a risk must be for a short answer to carry it over. */
const CARRY_OVER_USER_TURNS = 2;

function isShort(message: string): boolean {
  const text = message.trim();
  return text.length <= 60 && text.split(/\s+/).length <= 8;
}

const SCRIPT_TESTS: ReadonlyArray<readonly [Script, RegExp]> = [
  ['latin', /[a-z]/],
  ['cyrillic', /[\u0400-\u04ff]/],
  ['han', /[\u3400-\u9fff]/],
  ['kana', /[\u3040-\u30ff]/],
  ['hangul', /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/],
  ['devanagari', /[\u0900-\u097f]/],
];

interface PreparedLexicon {
  lexicon: Lexicon;
  corrector: TypoCorrector;
  /** Its own idioms, cut again after its expansions and typo corrections. */
  idioms: readonly RegExp[];
  idiomGate: LiteralGate;
  /** Each rule and, for a 'pair' rule, a global twin that counts how many of its signals the message holds. */
  rules: ReadonlyArray<{ rule: Lexicon['rules'][number]; every: RegExp | null }>;
  /** Which rules could match a text (literal-gate.ts). */
  ruleGate: LiteralGate;
  /** Its distress, loss and reassurance patterns, gated the same way. */
  context: { patterns: readonly RegExp[]; gate: LiteralGate; loss: number; reassurance: number };
  /** Its concepts for the learned layer (concepts/concept.ts), gated the same way. */
  concepts: { list: ReadonlyArray<readonly [Concept, RegExp]>; gate: LiteralGate };
}

const PREPARED: readonly PreparedLexicon[] = LEXICONS.map((lexicon) => {
  const neighbours = LEXICONS.filter(
    (other) => other !== lexicon && other.scripts.some((script) => lexicon.scripts.includes(script)),
  );
  return {
    lexicon,
    // Another language's key words are real words, not typos: Portuguese must not "correct"
    // English "suicidal" into "suicidar".
    corrector: createTypoCorrector(lexicon.anchors ?? [], [
      ...(lexicon.keep ?? []),
      ...neighbours.flatMap((other) => [...(other.anchors ?? []), ...(other.keep ?? [])]),
    ]),
    idioms: lexicon.idioms,
    idiomGate: new LiteralGate(lexicon.idioms),
    rules: lexicon.rules.map((rule) => ({
      rule,
      every: rule.needs === 'pair' ? new RegExp(rule.pattern.source, `${rule.pattern.flags}g`) : null,
    })),
    ruleGate: new LiteralGate(lexicon.rules.map((rule) => rule.pattern)),
    context: contextOf(lexicon),
    concepts: conceptPatternsOf(lexicon),
  };
});

/** One string of each width V8 compiles a pattern for: one byte a character, and two. */
const WARM_UP_SUBJECTS = ['', '', '\u4e00', '\u4e00'];

/**
 * Runs every pattern the screen holds on empty strings of both widths, twice (V8 compiles a
 * pattern to bytecode on its first run and to machine code on the next, separately for each
 * width), a slice at a time, awaiting `pause` between slices so other work goes on. Otherwise each
 * pattern pays that compiling on the first message whose words open its gate, while a person
 * waits: it was a third of the screen's p99 (bench/RESULTS.md, "Warming the patterns"). The
 * server calls it once when it starts. Resolves to how many patterns it ran.
 */
export async function warmUpRiskScreen(pause: () => Promise<void>, sliceSize = 250): Promise<number> {
  const patterns = PREPARED.flatMap(({ idioms, rules, context, concepts }) => [
    ...idioms,
    ...rules.flatMap(({ rule, every }) => (every ? [rule.pattern, every] : [rule.pattern])),
    ...context.patterns,
    ...concepts.list.map(([, pattern]) => pattern),
  ]);
  for (let start = 0; start < patterns.length; start += sliceSize) {
    for (const pattern of patterns.slice(start, start + sliceSize)) {
      for (const subject of WARM_UP_SUBJECTS) pattern.test(subject);
      pattern.lastIndex = 0;
    }
    await pause();
  }
  return patterns.length;
}

function conceptPatternsOf(lexicon: Lexicon): PreparedLexicon['concepts'] {
  const list = conceptPatterns(lexicon.lang);
  return { list, gate: new LiteralGate(list.map(([, pattern]) => pattern)) };
}

/** The concepts a turn names, read once. */
function conceptsOf(reading: TurnReading): Concept[] {
  if (!reading.concepts) {
    const found = new Set<Concept>();
    for (const { prepared, text } of reading.layerViews) addConcepts(prepared, text, found);
    reading.concepts = [...found];
  }
  return reading.concepts;
}

/** Adds to `found` the concepts `text` (as this lexicon sees it) names. */
function addConcepts(prepared: PreparedLexicon, text: string, found: Set<Concept>): void {
  const { list, gate } = prepared.concepts;
  if (gatesOn) gate.check(text);
  list.forEach(([concept, pattern], index) => {
    if (!found.has(concept) && (!gatesOn || gate.may(index)) && pattern.test(text)) found.add(concept);
  });
}

function contextOf(lexicon: Lexicon): PreparedLexicon['context'] {
  const patterns = [...lexicon.distress, ...lexicon.loss, ...(lexicon.reassurance ?? [])];
  return {
    patterns,
    gate: new LiteralGate(patterns),
    loss: lexicon.distress.length,
    reassurance: lexicon.distress.length + lexicon.loss.length,
  };
}

/**
 * Cuts `idioms` out of `text`, in order. With gates on, an idiom runs only when the text holds
 * the strings it needs; after a cut the text is read again, since a cut can join new neighbours.
 */
function cutIdioms(text: string, idioms: readonly RegExp[], gate: LiteralGate): string {
  if (!gatesOn) {
    for (const idiom of idioms) text = text.replace(idiom, ' ');
    return text;
  }
  gate.check(text);
  for (let i = 0; i < idioms.length; i += 1) {
    if (!gate.may(i)) continue;
    const cut = text.replace(idioms[i]!, ' ');
    if (cut === text) continue;
    text = cut;
    gate.check(text);
  }
  return text;
}

/**
 * Every language's idioms, by script, cut once from the normalised text before any lexicon
 * reads it: people mix languages, and "un long suicida x100" must not alarm the English rules.
 */
const IDIOMS_BY_SCRIPT = new Map<Script, RegExp[]>();
for (const lexicon of LEXICONS) {
  for (const script of lexicon.scripts)
    IDIOMS_BY_SCRIPT.set(script, [...(IDIOMS_BY_SCRIPT.get(script) ?? []), ...lexicon.idioms]);
}
/** The idioms of each combination of scripts met so far, with their gate. */
const IDIOMS_BY_SCRIPTS = new Map<string, { idioms: RegExp[]; gate: LiteralGate }>();

function withoutIdioms(normalised: string, scripts: Set<Script>): string {
  const key = [...scripts].join(' ');
  let cut = IDIOMS_BY_SCRIPTS.get(key);
  if (!cut) {
    const idioms = [...new Set([...scripts].flatMap((script) => IDIOMS_BY_SCRIPT.get(script) ?? []))];
    cut = { idioms, gate: new LiteralGate(idioms) };
    IDIOMS_BY_SCRIPTS.set(key, cut);
  }
  return cutIdioms(normalised, cut.idioms, cut.gate).replace(/ {2,}/g, ' ').trim();
}

/** Off only in the test that proves the gates never change a verdict. */
let gatesOn = true;
export function setRuleGates(on: boolean): void {
  gatesOn = on;
  readings.clear();
}

/**
 * What each lexicon makes of one token: its expansion ("wanna" -> "want to"), then typo
 * corrections ("myslef" -> "myself"); null when every lexicon leaves it as it is (most tokens).
 * Remembered, since people use the same words again and again.
 */
const tokenViews = new Map<string, (string | undefined)[] | null>();
const MAX_TOKEN_VIEWS = 20_000;

function viewsOf(token: string): (string | undefined)[] | null {
  const known = tokenViews.get(token);
  if (known !== undefined) return known;
  let views: (string | undefined)[] | null = null;
  PREPARED.forEach((prepared, index) => {
    const { expansions } = prepared.lexicon;
    const expanded = expansions && Object.hasOwn(expansions, token) ? expansions[token]! : token;
    const view = prepared.corrector.correct(expanded);
    if (view !== token) (views ??= [])[index] = view;
  });
  if (tokenViews.size >= MAX_TOKEN_VIEWS) tokenViews.delete(tokenViews.keys().next().value!);
  tokenViews.set(token, views);
  return views;
}

/** The text as lexicon `index` reads it (the same string when no token changes). */
function lexiconView(
  text: string,
  tokens: readonly string[],
  views: readonly ((string | undefined)[] | null)[],
  index: number,
): string {
  let changed = false;
  for (const view of views) if (view?.[index] !== undefined) changed = true;
  if (!changed) return text;
  return tokens.map((token, k) => views[k]?.[index] ?? token).join(' ');
}

function scriptsIn(text: string): Set<Script> {
  return new Set(SCRIPT_TESTS.filter(([, test]) => test.test(text)).map(([script]) => script));
}

const UKRAINIAN_LETTERS = /[іїєґ]/;

/** A message no lexicon's patterns matched: its language by its script, else by its marker words. */
function guessLanguage(text: string, scripts: Set<Script>): ScreenLanguage | null {
  if (scripts.has('hangul')) return 'ko';
  if (scripts.has('kana')) return 'ja';
  if (scripts.has('han')) return 'zh';
  if (scripts.has('devanagari')) return 'hi';
  if (scripts.has('cyrillic')) return UKRAINIAN_LETTERS.test(text) ? 'uk' : 'ru';
  return scripts.has('latin') ? likeliestLatinLanguage(text) : null;
}

/** Up to this many tokens, every lexicon of the message's scripts reads it: too short to tell the language. */
const ALWAYS_READ_TOKENS = 4;

/**
 * Whether the message is in a lexicon's language, so that its rules read it (its distress, loss
 * and reassurance patterns always do, as context for the other languages' rules): English always, another Latin-script lexicon
 * when the message is short or shows a word of its language (`marked`, from
 * language-markers.ts; null when the message is too short to tell), any other when the message
 * holds its script.
 */
function inLanguageOf(lexicon: Lexicon, scripts: Set<Script>, marked: Set<ScreenLanguage> | null): boolean {
  // English words (and its rules for txt-speak and Taglish) turn up in every language.
  if (marked === null || lexicon.lang === 'en' || !(lexicon.lang in LATIN_MARKERS)) return true;
  return lexicon.scripts.some((script) => script !== 'latin' && scripts.has(script)) || marked.has(lexicon.lang);
}

/** The message as one lexicon sees it, and whether its rules (and, for the learned layer, its concepts) read it. */
interface LexiconView {
  prepared: PreparedLexicon;
  text: string;
  withRules: boolean;
  forLayer: boolean;
}

/**
 * The message as each lexicon that can read it sees it: normalised, every script's idioms cut,
 * then the lexicon's own expansions, typo corrections and idioms.
 */
function lexiconTexts(raw: string): {
  normalised: string;
  scripts: Set<Script>;
  views: LexiconView[];
} {
  const plain = normaliseText(raw);
  const scripts = scriptsIn(plain);
  const normalised = withoutIdioms(plain, scripts);
  const tokens = normalised.split(' ');
  const marked = tokens.length <= ALWAYS_READ_TOKENS ? null : markedLatinLanguages(normalised);
  const tokenChanges = tokens.map(viewsOf);
  const views: LexiconView[] = [];
  PREPARED.forEach((prepared, index) => {
    if (!prepared.lexicon.scripts.some((script) => scripts.has(script))) return;
    const text = cutIdioms(lexiconView(normalised, tokens, tokenChanges, index), prepared.idioms, prepared.idiomGate);
    const inLanguage = inLanguageOf(prepared.lexicon, scripts, marked);
    // Without gates every lexicon's rules read it (to show that the gates change no verdict); the
    // learned layer reads only what the gated screen reads, so its input is the same either way.
    views.push({ prepared, text, withRules: inLanguage || !gatesOn, forLayer: inLanguage });
  });
  return { normalised, scripts, views };
}

/** For tuning (scripts/safety-explain.ts): what each lexicon saw, and which of its rules fired. */
export function explainMessage(
  raw: string,
): { lang: ScreenLanguage; text: string; fired: Lexicon['rules'][number][] }[] {
  return lexiconTexts(raw).views.map(({ prepared, text }) => ({
    lang: prepared.lexicon.lang,
    text,
    fired: prepared.lexicon.rules.filter((rule) => rule.pattern.test(text)),
  }));
}

function readTurnUncached(raw: string): TurnReading {
  const { normalised, scripts, views } = lexiconTexts(raw);
  const reading: TurnReading = {
    risks: [],
    ifDistress: [],
    ifRisk: [],
    needs: [],
    distress: false,
    loss: false,
    reassured: false,
    concepts: null,
    layerViews: views.filter((view) => view.forLayer),
    language: null,
    languageGuessed: false,
  };
  let bestScore = 0;
  const needs = new Set<string>();
  for (const { prepared, text, withRules, forLayer } of views) {
    const { lexicon } = prepared;
    const rules = withRules ? prepared.rules : [];
    if (withRules && gatesOn) prepared.ruleGate.check(text);
    let score = 0;
    let contextual = 0;
    const paired: RiskCategory[] = [];
    for (let index = 0; index < rules.length; index += 1) {
      const { rule, every } = rules[index]!;
      if (gatesOn && !prepared.ruleGate.may(index)) continue;
      if (!rule.pattern.test(text)) continue;
      score += 2;
      // "it was fun while it lasted ... love this discord": two signals of one 'pair' rule are two.
      // The same words twice are one ("reset my password, then a new password"). A fragment that
      // only means something after a risk ("tonight", "I've decided") is no signal of its own, so
      // it never pairs.
      if (rule.needs === 'distress' || rule.needs === 'pair')
        contextual += every ? Math.max(1, new Set(text.match(every)).size) : 1;
      const bucket =
        rule.needs === 'distress'
          ? reading.ifDistress
          : rule.needs === 'risk'
            ? reading.ifRisk
            : rule.needs === 'pair'
              ? paired
              : reading.risks;
      if (!bucket.includes(rule.category)) bucket.push(rule.category);
      if (forLayer && rule.needs) needs.add(`needs-${rule.needs}:${rule.category}`);
    }
    // Two signals that each need context are context for each other: "gave my dog away" and
    // "won't need my things after Friday" in one message say what neither says alone.
    if (contextual >= 2) {
      for (const category of [...reading.ifDistress, ...paired]) {
        if (!reading.risks.includes(category)) reading.risks.push(category);
      }
    }
    const { patterns, gate, loss, reassurance } = prepared.context;
    if (gatesOn) gate.check(text);
    const found = (from: number, to: number) => {
      for (let i = from; i < to; i += 1) if ((!gatesOn || gate.may(i)) && patterns[i]!.test(text)) return true;
      return false;
    };
    if (found(0, loss)) {
      reading.distress = true;
      score += 1;
    }
    if (found(reassurance, patterns.length)) reading.reassured = true;
    if (found(loss, reassurance)) {
      reading.loss = true;
      score += 1;
    }
    if (score > bestScore) {
      bestScore = score;
      reading.language = lexicon.lang;
    }
  }
  // English rules also read the loanwords every language uses ("suicide", "overdose", "kms",
  // "self harm"), so when they matched best, the words around them may tell the language better:
  // "je pense à me suicider" is French (docs/decisions/0028, "Later").
  if (reading.language === 'en' && scripts.has('latin')) reading.language = clearlyNotEnglish(normalised) ?? 'en';
  // Letters only one of two languages writes decide between them, whichever lexicon matched best:
  // kana is Japanese, not Chinese; і, ї, є and ґ are Ukrainian, not Russian.
  if (reading.language === 'zh' && scripts.has('kana')) reading.language = 'ja';
  if (reading.language === 'ru' && UKRAINIAN_LETTERS.test(normalised)) reading.language = 'uk';
  if (reading.language === null) {
    reading.language = guessLanguage(normalised, scripts);
    reading.languageGuessed = true;
  }
  reading.needs = [...needs];
  return reading;
}

// The same history is screened again on every request of a conversation: keep recent readings,
// least recently used out first, so a conversation in progress keeps its turns.
const readings = new Map<string, TurnReading>();
const MAX_READINGS = 5_000;

function readTurn(raw: string): TurnReading {
  const cached = readings.get(raw);
  if (cached) {
    readings.delete(raw);
    readings.set(raw, cached);
    return cached;
  }
  const reading = readTurnUncached(raw);
  if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value!);
  readings.set(raw, reading);
  return reading;
}

/**
 * What the rules saw short of a risk, as words the learned layer reads beside the message's
 * n-grams (docs/decisions/0025-learned-risk-layer.md, "Signals"): signals that needed context
 * and did not get it, and the context there was. They are the same in every language, so what
 * the layer learns from them in one language holds in the others.
 */
function ruleSignals(current: TurnReading, earlier: readonly TurnReading[], context: readonly string[]): string[] {
  const signals = [...current.needs, ...context];
  if (earlier.some((turn) => turn.risks.length > 0)) signals.push('earlier:risk');
  if (earlier.some((turn) => turn.needs.length > 0)) signals.push('earlier:needs-context');
  return signals;
}

/** What surrounds the message: a loss or distress, in it or in the person's recent turns, and Thera's question about safety. */
function contextSignals(current: TurnReading, earlier: readonly TurnReading[], askedRisk: boolean): string[] {
  const signals: string[] = [];
  if (current.distress) signals.push('distress');
  if (current.loss) signals.push('loss');
  if (earlier.some((turn) => turn.distress)) signals.push('earlier:distress');
  if (earlier.some((turn) => turn.loss)) signals.push('earlier:loss');
  if (askedRisk) signals.push('asked-about-risk');
  return signals;
}

/**
 * The concepts of the message, each pair of them, and those of the person's recent turns, each
 * with each of the message's: "pills" with "enough" in one message, or "tonight" after "goodbye".
 */
function conceptSignals(current: TurnReading, earlier: readonly TurnReading[]): string[] {
  const now = conceptsOf(current);
  const before = [...new Set(earlier.flatMap(conceptsOf))];
  const signals = now.map((concept) => `concept:${concept}`);
  now.forEach((first, i) => now.slice(i + 1).forEach((second) => signals.push(`concepts:${first}+${second}`)));
  for (const concept of before) {
    signals.push(`earlier-concept:${concept}`);
    for (const current of now) signals.push(`earlier-concept:${concept}+${current}`);
  }
  return signals;
}

function earlierUserTurns(history: readonly ConversationTurn[]): ConversationTurn[] {
  return history.filter((turn) => turn.role === 'user').slice(-CONTEXT_USER_TURNS);
}

/** The signals for the learned layer, each kind only when `reads` asks for it (the rest are not worked out). */
function layerSignals(
  current: TurnReading,
  earlier: readonly TurnReading[],
  history: readonly ConversationTurn[],
  reads = { rules: true, concepts: true },
): LayerSignals {
  const context = reads.rules || reads.concepts ? contextSignals(current, earlier, askedAboutRisk(history)) : [];
  return {
    rules: reads.rules ? ruleSignals(current, earlier, context) : [],
    concepts: reads.concepts
      ? [...conceptSignals(current, earlier), ...contextWithConcepts(context, conceptsOf(current))]
      : [],
  };
}

/**
 * Each context signal with each of the message's concepts: a logistic model adds its inputs up, so
 * "a big loss, then how high is the bridge" needs the pair itself as an input to weigh more than
 * a loss and a bridge apart. Read with the concepts, whether or not the rule signals are.
 */
function contextWithConcepts(context: readonly string[], concepts: readonly Concept[]): string[] {
  return context.flatMap((signal) => concepts.map((concept) => `with:${signal}+${concept}`));
}

/** Every signal the learned layer can read for `message` (scripts/train-risk-model.ts trains on them). */
export function learnedLayerSignals(message: string, history: readonly ConversationTurn[] = []): LayerSignals {
  const earlier = earlierUserTurns(history).map((turn) => readTurn(turn.content));
  return layerSignals(readTurn(message), earlier, history);
}

const learnedReader = new RiskModelReader(loadRiskModel(RISK_MODEL));
/** Off only to measure the rules alone (scripts/train-risk-model.ts, and the test that it never lowers a level). */
let learnedOn = true;
export function setLearnedLayer(on: boolean): void {
  learnedOn = on;
}
/** Whether the person says they are safe or getting help: the learned layer is not asked then. */
export function saysItIsSafe(message: string): boolean {
  return readTurn(message).reassured;
}

/**
 * The level for `message`, read with the person's recent messages. Thera's own replies are
 * never read for risk (the crisis reply itself names suicide); only her last turn is checked
 * for a question about risk that a short answer may be answering.
 */
export function screenConversation(message: string, history: readonly ConversationTurn[] = []): RiskAssessment {
  const current = readTurn(message);
  const earlierTurns = earlierUserTurns(history);
  const earlier = earlierTurns.map((turn) => readTurn(turn.content));
  const riskBefore = earlier.some((turn) => turn.risks.length > 0);
  const riskNow = current.risks.length > 0;
  // Context for signals that need it: distress or loss, a risk, or an earlier signal that itself
  // needed context (an old habit of cutting, a gun at the parents' place).
  const distressAround =
    riskNow ||
    riskBefore ||
    current.distress ||
    current.loss ||
    earlier.some((turn) => turn.distress || turn.loss || turn.ifDistress.length > 0 || turn.ifRisk.length > 0);

  const categories = new Set<RiskCategory>(current.risks);
  if (distressAround) for (const category of current.ifDistress) categories.add(category);
  if (riskNow || riskBefore) for (const category of current.ifRisk) categories.add(category);

  // Right after a risk, a short answer ("yeah", "not really", "sunday", "ok. it's done") answers
  // it: the risk carries over unless the person says they are safe or getting help. So does a
  // short answer to Thera asking about risk ("are you safe right now?" "not really").
  if (categories.size === 0 && !current.reassured && isShort(message)) {
    for (const turn of earlier.slice(-CARRY_OVER_USER_TURNS))
      for (const category of turn.risks) categories.add(category);
    if (categories.size === 0 && askedAboutRisk(history)) categories.add('active-ideation');
  }

  const moneyLoss = current.loss || earlier.some((turn) => turn.loss);
  // A short message no lexicon read ("так", "ja", "sunday") says less about its language than
  // the conversation it answers, whose language a lexicon named.
  const conversationLanguage = earlier.findLast((turn) => turn.language && !turn.languageGuessed)?.language;
  const language =
    (current.languageGuessed && isShort(message) ? conversationLanguage : undefined) ??
    current.language ??
    earlier.findLast((turn) => turn.language)?.language ??
    null;
  if (categories.size > 0) {
    const level: RiskLevel = categories.has('in-progress') ? 'emergency' : 'crisis';
    return { level, categories: [...categories], moneyLoss, language };
  }
  // The learned layer (docs/decisions/0025-learned-risk-layer.md) reads only what the rules let
  // pass, so it can raise a level and never lower one; its hit is crisis, never emergency. Like
  // the carry-over above, it stays quiet when the person says they are safe or getting help.
  const learnedCategory =
    learnedOn && !current.reassured
      ? learnedReader.read(
          message,
          earlierTurns.map((turn) => turn.content),
          layerSignals(current, earlier, history, {
            rules: learnedReader.readsSignals,
            concepts: learnedReader.readsConcepts,
          }),
        )
      : null;
  if (learnedCategory) return { level: 'crisis', categories: [learnedCategory], moneyLoss, language };
  if (current.distress || riskBefore) return { level: 'concern', categories: ['distress'], moneyLoss, language };
  return { level: 'none', categories: [], moneyLoss, language };
}
