/**
 * chat-with-ai benchmark (run: `npx tsx bench/chat-bench.ts`).
 *
 * 1. The offline companion under load: 50 concurrent chats (closed loop, ~50x faster than
 *    people type) against the production server (`server/main.ts` as a child process, rate
 *    limits off). Target: server time p99 <= 20 ms (Server-Timing); client p99 printed too.
 *    Then autocannon flat out with 50 connections for the throughput ceiling.
 * 2. The overhead our server adds in front of a model: time to first byte through
 *    /functions/v1/chat-with-ai vs straight to the local OpenAI-compatible test provider, side
 *    by side with the same provider delay. Target: <= 20 ms added.
 */
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startServerProcess, type RunningServer } from './server-process';
import { startFakeOpenAiServer } from '../server/test-support/fake-openai-server';
import { THERA_PERSONA_PROMPT } from '../server/functions/chat-with-ai/persona-prompt';

const COMPANION_PORT = 3291;
const PROVIDER_PORT = 3292;
const PROVIDER_DELAY_MS = 40;
const SAMPLES = 200;
const CHATS = 50;
const CHAT_SECONDS = 15;

const conversation = {
  message: "I got liquidated on my long last night and I can't stop thinking about it",
  conversationHistory: [
    { role: 'user', content: 'hi Thera' },
    { role: 'assistant', content: "Hi, I'm Thera. How are you feeling today, really?" },
    { role: 'user', content: 'not great, the market has been rough' },
    { role: 'assistant', content: 'That sounds heavy. What has been hardest?' },
  ],
};

async function signIn(server: RunningServer) {
  const config = (await (await fetch(`${server.url}/app-config.json`)).json()) as { supabaseAnonKey: string };
  const client = createClient(server.url, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp({
    email: `bench-${Date.now()}@example.com`,
    password: 'calm-seas-42',
  });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return {
    'content-type': 'application/json',
    apikey: config.supabaseAnonKey,
    authorization: `Bearer ${data.session.access_token}`,
  };
}

/** A duration from a Server-Timing header in a raw [name, value, name, value...] header list. */
function serverTimingOf(rawHeaders: string[], metric: string): number | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() !== 'server-timing') continue;
    const match = rawHeaders[i + 1]!.match(new RegExp(`${metric};dur=([0-9.]+)`));
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** Milliseconds from sending a POST until the response's first byte (its status line) arrives. */
function timeToFirstByte(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ ms: number; rawHeaders: string[] }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ ms, rawHeaders: res.rawHeaders })
            : reject(new Error(`HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const endpoint = (server: RunningServer) => `${server.url}/functions/v1/chat-with-ai`;

const CHAT_LINES = [
  'hi Thera',
  "I got liquidated on my long last night and I can't stop thinking about it",
  'yeah it hurts',
  'I keep wanting to make it back with another trade',
  "I couldn't sleep, I was checking charts at 3am",
  'I feel so alone with all of this',
  'thanks, that helps a bit',
  'today was a green day and I stuck to my plan',
];

/**
 * 50 concurrent chats, closed loop like people: each sends a message, waits for Thera's
 * reply, pauses 50-150 ms (a person takes seconds; this is ~50x faster) and writes the next
 * line, carrying its conversation as history. Client latency and the Server-Timing duration
 * of every reply are collected.
 */
async function concurrentChats(server: RunningServer, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: CHATS });
  const clientTimes: number[] = [];
  const serverTimes: number[] = [];
  let failures = 0;
  const until = Date.now() + CHAT_SECONDS * 1000;
  const chat = async (index: number) => {
    let history: { role: string; content: string }[] = [];
    for (let turn = 0; Date.now() < until; turn += 1) {
      const message = CHAT_LINES[(index + turn) % CHAT_LINES.length]!;
      try {
        const result = await postJson(
          endpoint(server),
          headers,
          JSON.stringify({ message, conversationHistory: history }),
          agent,
        );
        clientTimes.push(result.ms);
        serverTimes.push(serverTimingOf(result.rawHeaders, 'chat')!);
        history = [
          ...history,
          { role: 'user', content: message },
          { role: 'assistant', content: result.body.response },
        ].slice(-12);
      } catch (error) {
        failures += 1;
        if (failures <= 3)
          console.error(`chat ${index} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + ((index * 37 + turn * 53) % 101)));
    }
  };
  await Promise.all(Array.from({ length: CHATS }, (_, index) => chat(index)));
  agent.destroy();
  return {
    messages: clientTimes.length,
    rps: clientTimes.length / CHAT_SECONDS,
    p50: percentile(clientTimes, 50),
    p99: percentile(clientTimes, 99),
    serverP50: percentile(serverTimes, 50),
    serverP99: percentile(serverTimes, 99),
    failures,
  };
}

/** POSTs JSON and resolves with the whole reply, its latency and its raw headers. */
function postJson(url: string, headers: Record<string, string>, body: string, agent: Agent) {
  return new Promise<{ ms: number; rawHeaders: string[]; body: { response: string } }>((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
          resolve({
            ms,
            rawHeaders: res.rawHeaders,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { response: string },
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function companionUnderLoad() {
  const server = await startServerProcess(COMPANION_PORT);
  try {
    const headers = await signIn(server);
    // Warm-up: JIT and the first JWT verifications.
    await autocannon({
      url: endpoint(server),
      method: 'POST',
      headers,
      body: JSON.stringify(conversation),
      connections: 50,
      duration: 3,
    });
    const chats = await concurrentChats(server, headers);
    // Then flat out, for the throughput ceiling (latency there is mostly queueing: 50 / rps).
    const flatOut = await autocannon({
      url: endpoint(server),
      method: 'POST',
      headers,
      body: JSON.stringify(conversation),
      connections: 50,
      duration: 10,
    });
    return {
      paced: chats,
      flatOut: {
        p50: flatOut.latency.p50,
        p99: flatOut.latency.p99,
        rps: flatOut.requests.average,
        non2xx: flatOut.non2xx,
        errors: flatOut.errors,
      },
    };
  } finally {
    await server.stop();
  }
}

async function providerOverhead() {
  const fake = await startFakeOpenAiServer({
    kind: 'reply',
    text: 'That sounds heavy. What happened next?',
    delayMs: PROVIDER_DELAY_MS,
  });
  const server = await startServerProcess(PROVIDER_PORT, {
    THERA_LLM_BASE_URL: fake.baseUrl,
    THERA_LLM_MODEL: 'bench-model',
  });
  try {
    const headers = await signIn(server);
    const ourBody = JSON.stringify(conversation);
    // What our provider sends the model for this conversation, so both paths carry the same work.
    const directBody = JSON.stringify({
      model: 'bench-model',
      messages: [
        { role: 'system', content: THERA_PERSONA_PROMPT },
        ...conversation.conversationHistory,
        { role: 'user', content: conversation.message },
      ],
    });
    const direct: number[] = [];
    const through: number[] = [];
    const serverOverhead: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      await timeToFirstByte(`${fake.baseUrl}/chat/completions`, { 'content-type': 'application/json' }, directBody);
      await timeToFirstByte(`${server.url}/functions/v1/chat-with-ai`, headers, ourBody);
    }
    // Side by side: alternate the two paths so drift on the machine hits both alike.
    for (let i = 0; i < SAMPLES; i += 1) {
      direct.push(
        (await timeToFirstByte(`${fake.baseUrl}/chat/completions`, { 'content-type': 'application/json' }, directBody))
          .ms,
      );
      const viaServer = await timeToFirstByte(`${server.url}/functions/v1/chat-with-ai`, headers, ourBody);
      through.push(viaServer.ms);
      serverOverhead.push(
        serverTimingOf(viaServer.rawHeaders, 'chat')! - serverTimingOf(viaServer.rawHeaders, 'model')!,
      );
    }
    return {
      directP50: percentile(direct, 50),
      directP99: percentile(direct, 99),
      throughP50: percentile(through, 50),
      throughP99: percentile(through, 99),
      overheadP50: percentile(serverOverhead, 50),
      overheadP99: percentile(serverOverhead, 99),
    };
  } finally {
    await server.stop();
    await fake.close();
  }
}

// The figures depend on what else the machine runs; print that alongside them.
console.log(
  `machine: ${cpus().length} CPUs, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1/5/15 min)`,
);
const { paced, flatOut } = await companionUnderLoad();
console.log(
  `offline companion, ${CHATS} concurrent chats, ${CHAT_SECONDS} s, ${paced.messages} messages (${Math.round(paced.rps)}/s): ` +
    `client p50 ${paced.p50.toFixed(2)} ms, p99 ${paced.p99.toFixed(2)} ms, failures ${paced.failures}; ` +
    `server time (Server-Timing) p50 ${paced.serverP50.toFixed(2)} ms, p99 ${paced.serverP99.toFixed(2)} ms (target p99 <= 20 ms)`,
);
console.log(
  `offline companion, 50 connections flat out, 10 s: p50 ${flatOut.p50} ms, p99 ${flatOut.p99} ms, ` +
    `${Math.round(flatOut.rps)} req/s, non-2xx ${flatOut.non2xx}, errors ${flatOut.errors} (ceiling, informational)`,
);
const companion = paced;
const overhead = await providerOverhead();
const added50 = overhead.throughP50 - overhead.directP50;
const added99 = overhead.throughP99 - overhead.directP99;
console.log(
  `time to first byte with a ${PROVIDER_DELAY_MS} ms provider, ${SAMPLES} sequential samples each: ` +
    `direct p50 ${overhead.directP50.toFixed(1)} / p99 ${overhead.directP99.toFixed(1)} ms, ` +
    `through chat-with-ai p50 ${overhead.throughP50.toFixed(1)} / p99 ${overhead.throughP99.toFixed(1)} ms, ` +
    `added p50 ${added50.toFixed(1)} / p99 ${added99.toFixed(1)} ms; ` +
    `server's own time around the model (Server-Timing chat - model) p50 ${overhead.overheadP50.toFixed(2)} / p99 ${overhead.overheadP99.toFixed(2)} ms (target <= 20 ms)`,
);
// Targets are judged on the server's own time; client-side p99 is printed too, but on a shared
// 2-core machine it mostly measures the load tool and neighbours competing for the CPU.
const ok = companion.serverP99 <= 20 && companion.failures === 0 && added50 <= 20 && overhead.overheadP99 <= 20;
if (!ok) process.exitCode = 1;
