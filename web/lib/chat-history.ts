/**
 * Thera's conversation lives only in the browser (the server keeps no chat). The chat screen
 * leaves its latest messages here so "Download my data" can put them in the same file; nothing
 * is written to storage, so closing the tab forgets them as before.
 */
let latest: readonly unknown[] = [];

export function rememberChatHistory(messages: readonly unknown[]) {
  latest = messages;
}

export function currentChatHistory(): readonly unknown[] {
  return latest;
}
