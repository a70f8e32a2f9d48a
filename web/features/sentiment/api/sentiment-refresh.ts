/** The community score refreshes in place this often while a page shows it. */
export const SENTIMENT_REFRESH_MS = 60_000;
