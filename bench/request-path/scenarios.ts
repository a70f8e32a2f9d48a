import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { EXERCISES } from '../../common/exercises';
import type { LoadOptions } from './load';

export interface Scenario {
  name: string;
  request: Omit<LoadOptions, 'connections' | 'seconds'>;
}

/** The smallest hashed asset of the built SPA: the cost measured is the request path, not bytes. */
export function smallestAsset(webDistDir: string): { path: string; bytes: number } {
  const assetsDir = join(webDistDir, 'assets');
  const files = readdirSync(assetsDir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(join(assetsDir, name)).size }))
    .sort((a, b) => a.bytes - b.bytes);
  if (!files[0]) throw new Error(`no built assets in ${assetsDir}: run the web build first`);
  return files[0];
}

/**
 * The cheap routes the issue names and the authenticated single-row RLS read, against a running
 * server: signs up one user and stores one completion to read back.
 */
export async function requestPathScenarios(base: string, asset: { path: string; bytes: number }): Promise<Scenario[]> {
  const config = (await (await fetch(`${base}/app-config.json`)).json()) as { supabaseAnonKey: string };
  const apikey = config.supabaseAnonKey;
  const client = createClient(base, apikey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signUp = await client.auth.signUp({
    email: `path-${randomUUID().slice(0, 8)}@example.com`,
    password: 'calm-seas-42',
  });
  if (signUp.error || !signUp.data.session) throw new Error(`sign-up failed: ${signUp.error?.message ?? 'no session'}`);
  const inserted = await client
    .from('user_exercise_completions')
    .insert({ exercise_id: EXERCISES[0]!.id, rating: 4, notes: 'bench' })
    .select('id')
    .single();
  if (inserted.error) throw new Error(`insert failed: ${inserted.error.message}`);
  const recordId = (inserted.data as { id: string }).id;
  const readUrl = `${base}/rest/v1/user_exercise_completions?select=*&id=eq.${recordId}`;
  const readHeaders = {
    apikey,
    authorization: `Bearer ${signUp.data.session.access_token}`,
    accept: 'application/json',
  };
  const check = await fetch(readUrl, { headers: readHeaders });
  const rows = (await check.json()) as { id: string }[];
  if (check.status !== 200 || rows[0]?.id !== recordId)
    throw new Error(`the read does not return the row (${check.status})`);
  return [
    { name: 'GET /app-config.json', request: { url: `${base}/app-config.json` } },
    { name: `GET static asset (${asset.bytes} B)`, request: { url: `${base}${asset.path}` } },
    { name: 'GET /auth/v1/health (apikey)', request: { url: `${base}/auth/v1/health`, headers: { apikey } } },
    { name: 'GET /auth/v1/settings (apikey)', request: { url: `${base}/auth/v1/settings`, headers: { apikey } } },
    { name: 'GET /rest/v1 single-row RLS read', request: { url: readUrl, headers: readHeaders } },
  ];
}
