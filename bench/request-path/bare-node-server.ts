import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The baseline: plain node:http answering a fixed JSON body, in a process of its own like the
 * server under test. What our server keeps of this is the cost of everything we add per request.
 */
const SOURCE = `
const body = Buffer.from(JSON.stringify({ status: 'ok', name: 'bare node:http' }));
require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

export async function startBareNodeServer(port: number): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SOURCE], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare node server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
