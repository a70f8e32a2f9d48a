import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** One way to send a file: its bytes and every header, computed when the file is first read. */
interface AssetVariant {
  body: Uint8Array;
  headers: Record<string, string>;
}

interface Asset {
  br?: AssetVariant;
  gzip?: AssetVariant;
  identity: AssetVariant;
}

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
// Flat, hashed file names as Vite writes them; anything else (sub-folders, odd bytes) is left to static-site.ts.
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

async function readVariant(
  path: string,
  contentType: string,
  everyResponseHeaders: Record<string, string>,
  encoding?: 'br' | 'gzip',
): Promise<AssetVariant | undefined> {
  try {
    const [body, info] = await Promise.all([readFile(path), stat(path)]);
    const headers: Record<string, string> = {
      ...everyResponseHeaders,
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      'Last-Modified': info.mtime.toUTCString(),
      'Cache-Control': ONE_YEAR_IMMUTABLE,
    };
    if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
    return { body, headers };
  } catch {
    return undefined;
  }
}

async function loadAsset(
  assetsDir: string,
  name: string,
  everyResponseHeaders: Record<string, string>,
): Promise<Asset | undefined> {
  const path = join(assetsDir, name);
  const contentType = getMimeType(name) ?? 'application/octet-stream';
  const identity = await readVariant(path, contentType, everyResponseHeaders);
  if (!identity) return undefined;
  const [br, gzip] = await Promise.all([
    readVariant(`${path}.br`, contentType, everyResponseHeaders, 'br'),
    readVariant(`${path}.gz`, contentType, everyResponseHeaders, 'gzip'),
  ]);
  return { identity, br, gzip };
}

/** The variant a request's Accept-Encoding asks for: brotli, else gzip, else the plain file. */
function variantFor(asset: Asset, acceptEncoding: string | undefined): AssetVariant {
  if (acceptEncoding) {
    const accepted = new Set(acceptEncoding.split(',').map((encoding) => encoding.trim()));
    if (accepted.has('br') && asset.br) return asset.br;
    if (accepted.has('gzip') && asset.gzip) return asset.gzip;
  }
  return asset.identity;
}

/**
 * GET /assets/<hashed name> from memory. The build names each asset by its content hash, so
 * a file read once never changes: the first request reads it (and its .br and .gz twins from
 * build/precompress-assets.ts) and every later one is answered from a buffer with headers made
 * then, instead of a stat, a read stream and header building per request. Only names that
 * exist on disk are kept, so memory is bounded by the build. Anything this does not answer
 * (a missing file, a Range request, a folder) goes on to static-site.ts unchanged.
 *
 * `route` is the Hono route that reads a file the first time; `fromMemory` answers a file read
 * before, synchronously and in front of every middleware (server/http/ready-answers.ts). So
 * each variant's headers, made once, already hold `everyResponseHeaders` (the security headers)
 * that the middleware would add; on the route's path it sets the same values again.
 */
export function createHashedAssets(distDir: string, everyResponseHeaders: ReadonlyArray<[string, string]> = []) {
  const assetsDir = join(distDir, 'assets');
  const headersOfEveryResponse = Object.fromEntries(everyResponseHeaders);
  const loading = new Map<string, Promise<Asset | undefined>>();
  /** The same assets as `loading`, once read: a promise cannot be read synchronously. */
  const loaded = new Map<string, Asset>();

  const route = new Hono().get('/assets/:name', async (c, next) => {
    const name = c.req.param('name');
    if (!ASSET_NAME.test(name) || c.req.header('range') !== undefined) return next();
    let pending = loading.get(name);
    if (!pending) {
      pending = loadAsset(assetsDir, name, headersOfEveryResponse).then((asset) => {
        if (asset) loaded.set(name, asset);
        return asset;
      });
      loading.set(name, pending);
    }
    const asset = await pending;
    if (!asset) {
      // Not there (yet): a later build may add it, so forget the miss.
      loading.delete(name);
      return next();
    }
    const variant = variantFor(asset, c.req.header('accept-encoding'));
    // Files read by Node are never shared memory; Node's types alone (no DOM) cannot tell.
    return c.body(variant.body as Uint8Array<ArrayBuffer>, 200, variant.headers);
  });

  /** The answer for `/assets/<name>` if that file was read before, else undefined (then `route` runs). */
  function fromMemory(name: string, header: (name: string) => string | undefined): Response | undefined {
    const asset = loaded.get(name);
    if (!asset || header('range') !== undefined) return undefined;
    const variant = variantFor(asset, header('accept-encoding'));
    return new Response(variant.body as Uint8Array<ArrayBuffer>, { status: 200, headers: variant.headers });
  }

  return { route, fromMemory };
}
