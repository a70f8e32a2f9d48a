import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests and benchmarks: the outside
 * service (the LLM provider) is the one thing we fake. It answers POST /v1/chat/completions,
 * streaming or not as the request asks, and records every request so tests can check what a
 * model would have seen.
 */
export type FakeBehaviour =
  /** `tokenIntervalMs`: a streamed reply sends one word every so often, like a model writing. */
  | { kind: 'reply'; text: string; delayMs?: number; tokenIntervalMs?: number }
  | { kind: 'status'; status: number; delayMs?: number }
  /** Never answers: for timeouts. */
  | { kind: 'hang' };

/** How the fake answers classification requests (structured output: the safety second opinion). */
export type FakeOpinion =
  | { kind: 'opinion'; level: string; categories: string[]; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    [key: string]: unknown;
  };
  /** The raw body text, for "never contains X" checks. */
  raw: string;
  /** performance.now() when the request was complete. */
  receivedAt: number;
}

export interface FakeOpenAiServer {
  /** Base URL to configure as THERA_LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  /** Requests for a reply. */
  requests: RecordedRequest[];
  /** Requests for structured output (they carry `response_format`): the safety second opinion. */
  classifications: RecordedRequest[];
  /** Streams the client hung up on before the last word (e.g. a stop button upstream). */
  readonly abortedStreams: number;
  /** When each streamed word was written (performance.now()), per stream in order. */
  streamWrites: number[][];
  setBehaviour(behaviour: FakeBehaviour): void;
  setOpinion(opinion: FakeOpinion): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(
  initial: FakeBehaviour = { kind: 'reply', text: 'Hello from the fake model.' },
  port = 0,
): Promise<FakeOpenAiServer> {
  let behaviour = initial;
  let opinion: FakeOpinion = { kind: 'opinion', level: 'none', categories: [] };
  const requests: RecordedRequest[] = [];
  const classifications: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const streamWrites: number[][] = [];
  let abortedStreams = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(raw) as RecordedRequest['body'];
      } catch {
        // Recorded as {}; the test that sent it will see why.
      }
      const recorded = { path: req.url ?? '', headers: req.headers, body, raw, receivedAt: performance.now() };
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        requests.push(recorded);
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      if (body.response_format) {
        classifications.push(recorded);
        answerClassification(res, body.model ?? 'fake', opinion, hanging);
        return;
      }
      requests.push(recorded);
      const current = behaviour;
      if (current.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      const respond = () => {
        if (current.kind === 'status') {
          res
            .writeHead(current.status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'fake provider failure', type: 'server_error' } }));
          return;
        }
        if (body.stream) {
          const writes: number[] = [];
          streamWrites.push(writes);
          sendStream(
            res,
            body.model ?? 'fake',
            current.text,
            current.tokenIntervalMs ?? 0,
            writes,
            () => abortedStreams++,
          );
        } else sendCompletion(res, body.model ?? 'fake', current.text);
      };
      if ('delayMs' in current && current.delayMs) setTimeout(respond, current.delayMs);
      else respond();
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${listening}/v1`,
    requests,
    classifications,
    get abortedStreams() {
      return abortedStreams;
    },
    streamWrites,
    setBehaviour(next) {
      behaviour = next;
    },
    setOpinion(next) {
      opinion = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answerClassification(res: ServerResponse, model: string, opinion: FakeOpinion, hanging: Set<ServerResponse>) {
  if (opinion.kind === 'hang') {
    hanging.add(res);
    res.on('close', () => hanging.delete(res));
    return;
  }
  if (opinion.kind === 'status') {
    res
      .writeHead(opinion.status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'fake failure' } }));
    return;
  }
  const text = JSON.stringify({ level: opinion.level, categories: opinion.categories });
  if (opinion.delayMs) setTimeout(() => sendCompletion(res, model, text), opinion.delayMs);
  else sendCompletion(res, model, text);
}

function sendCompletion(res: ServerResponse, model: string, text: string) {
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: 10,
        completion_tokens: text.split(/\s+/).length,
        total_tokens: 10 + text.split(/\s+/).length,
      },
    }),
  );
}

function sendStream(
  res: ServerResponse,
  model: string,
  text: string,
  intervalMs: number,
  writes: number[],
  onAborted: () => void,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  const pieces = text.match(/\S+\s*/g) ?? [];
  res.write(
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`,
  );
  const writePiece = (piece: string) => {
    writes.push(performance.now());
    res.write(
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
    );
  };
  const finish = () => {
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  };
  if (intervalMs <= 0) {
    pieces.forEach(writePiece);
    finish();
    return;
  }
  let next = 0;
  const timer = setInterval(() => {
    const piece = pieces[next++];
    if (piece === undefined) {
      clearInterval(timer);
      finish();
    } else {
      writePiece(piece);
    }
  }, intervalMs);
  res.on('close', () => {
    if (next <= pieces.length) onAborted();
    clearInterval(timer);
  });
}
