/**
 * One normal form for every message before the risk screen reads it, so patterns are written
 * once and still match how people type: any case, accents or none, full-width characters,
 * leetspeak ("k1ll"), spaced-out or starred words ("k m s", "s*icide"), stretched letters
 * ("diiiie"), emoji that stand for a method, and no punctuation at all.
 *
 * The result holds letters and digits of any script, single spaces, no apostrophes
 * ("don't" -> "dont", "j'ai" -> "jai"), lower case, and Latin letters without accents
 * ("sí" -> "si", "muốn chết" -> "muon chet", "ölmek" -> "olmek").
 */

// Emoji people use for a method or for death; the skull (💀) is left out: "I'm dead 💀" is a laugh.
const EMOJI_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u{1F52B}/gu, ' gun '],
  [/\u{1F48A}/gu, ' pills '],
  [/\u{1F52A}|\u{1F5E1}/gu, ' knife '],
  [/\u{1FAA2}/gu, ' rope '],
  [/\u{1F309}/gu, ' bridge '],
  [/\u{1FA78}/gu, ' blood '],
  [/\u26B0/gu, ' coffin '],
  [/\u{1FAA6}/gu, ' grave '],
];

// Latin letters that do not decompose into a base letter and an accent.
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  đ: 'd',
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  ð: 'd',
  þ: 'th',
};

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

function stripLatinAccents(text: string): string {
  return text.replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (ch) => {
    const special = LATIN_SPECIALS[ch];
    if (special) return special;
    return ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  });
}

/** "k1ll" -> "kill", "su1c1d3" -> "suicide"; numbers with a unit ("50k", "100x", "4h") stay. */
function undoLeetspeak(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$]/.test(token)) return token;
  if (/^\$?\d[\d.,]*[a-z]{0,3}$/.test(token) || /^[a-z]{1,2}\d+$/.test(token)) return token;
  return token.replace(/[0134579@$]/g, (ch) => LEET[ch] ?? ch);
}

/** Letters repeated three or more times are stretched words: "diiiie" -> "diie", "nooo" -> "noo". */
function shortenStretches(text: string): string {
  return text.replace(/(\p{L})\1{2,}/gu, '$1$1');
}

export function normaliseText(raw: string): string {
  let text = raw.normalize('NFKC').toLowerCase();
  for (const [emoji, word] of EMOJI_WORDS) text = text.replace(emoji, word);
  text = text
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4']/g, '')
    .replace(/ё/g, 'е');
  // Accents on Latin letters go, composed or combining ("İ" lower-cases to "i" plus a dot).
  text = stripLatinAccents(text).replace(/(?<=[a-z])[\u0300-\u036f]+/g, '');
  // "su!c!dal", "k|ll": punctuation standing in for a letter inside a word.
  text = text.replace(/(?<=[a-z])!(?=[a-z])/g, 'i').replace(/(?<=[a-z])\|(?=[a-z])/g, 'l');
  // Starred or dotted-out letters inside a word ("s*icide", "k.i.l.l") are dropped.
  text = text.replace(/(?<=[a-z])[*.#_-]+(?=[a-z])/g, '');
  text = text
    .replace(/[^\p{L}\p{M}\p{N}@$\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const tokens = text.split(' ').map(undoLeetspeak);
  text = joinSpacedLetters(tokens).join(' ');
  return shortenStretches(text);
}

/**
 * "k m s" -> "kms", "s u i c i d e" -> "suicide": four or more single letters in a row, or three
 * without the one-letter words "i", "a" and "u" ("i m a burden" stays as it is).
 */
function joinSpacedLetters(tokens: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 4 || (run.length === 3 && !run.some((letter) => /[iau]/.test(letter)))) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if (/^[a-z]$/.test(token)) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out;
}

/** A word with every run of one letter cut to one: "kiill" and "kil" both become "kil". */
export function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}
