/** The landing page's market-sentiment teaser (visitor and signed-in variants). */
export function SentimentTeaser() {
  return null;
}
