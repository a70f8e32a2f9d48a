import { getSupabase } from '@web/lib/supabase';
import { currentChatHistory } from '@web/lib/chat-history';

/**
 * The server's export (docs/accounts.md) with this browser's chat history added under
 * `chat_history`, as one JSON text ready to download.
 */
export async function exportMyData(): Promise<{ fileName: string; json: string }> {
  const { data, error } = await getSupabase().functions.invoke('export-my-data');
  if (error) throw error;
  const document = { ...(data as Record<string, unknown>), chat_history: currentChatHistory() };
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `theraagent-export-${day}.json`, json: JSON.stringify(document, null, 2) };
}

/** Hands `json` to the browser as a file download. */
export function downloadJson(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
