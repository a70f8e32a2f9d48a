/**
 * A Devanagari pattern source as people type it: the screen's text is NFKC-normalised, which
 * splits nukta letters ("ज़" -> "ज" + "़"), and people type the nukta or not and mix chandrabindu
 * and anusvara. So the nukta is optional after every consonant, and chandrabindu and anusvara are
 * optional and interchangeable. Used by the Hindi rules (hi.ts) and concepts (concepts/hi.ts).
 */
export function devanagari(source: string): string {
  return source
    .normalize('NFKC')
    .replace(/\u093c/g, '')
    .replace(/([\u0915-\u0939])/g, '$1\u093c?')
    .replace(/[\u0901\u0902]/g, '[\u0901\u0902]?');
}
