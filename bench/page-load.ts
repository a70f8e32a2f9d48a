/**
 * Page-load benchmark for the landing page (issue: skeleton and public screens).
 * Builds the SPA, serves it with the real server, then in Debian's Chromium measures:
 *   - gzipped JavaScript shipped on the first load of `/` (target: <= 150 KB),
 *   - cumulative layout shift during load (target: no shift from late images, CLS ~ 0),
 *   - the Lighthouse mobile performance score (target: >= 90).
 * Run: npx tsx bench/page-load.ts
 */
import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS as FLAGS, CHROMIUM_PATH as CHROMIUM } from '../tests/chromium';
import { startServerProcess } from './server-process';


execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const server = await startServerProcess(3900);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts: { url: string; encoded: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: new URL(request.url()).pathname, encoded: sizes.responseBodySize });
  });
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.getByText('Stay grounded. Stay rewarded.').waitFor();
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await browser.close();

  // Chromium takes brotli where offered; the target is stated in gzip, so report both: the
  // bytes on the wire and the build's gzip twins of the same files.
  const gzipSizes = await Promise.all(scripts.map(async (s) => (await stat(`dist/web${s.url}.gz`)).size));
  const totalKb = scripts.reduce((sum, s) => sum + s.encoded, 0) / 1024;
  const gzipKb = gzipSizes.reduce((sum, size) => sum + size, 0) / 1024;
  console.log('JavaScript on first load of / (as transferred | gzip):');
  scripts.forEach((s, i) => console.log(`  ${s.url}  ${(s.encoded / 1024).toFixed(1)} KB | ${(gzipSizes[i]! / 1024).toFixed(1)} KB`));
  console.log(`  total ${totalKb.toFixed(1)} KB as transferred; ${gzipKb.toFixed(1)} KB gzipped (target <= 150 KB gzipped)`);
  console.log(`Cumulative layout shift: ${cls.toFixed(4)} (target ~0)`);

  const report = execFileSync(
    'npx',
    [
      'lighthouse',
      server.url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-flags=${FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const lighthouse = JSON.parse(report) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string }>;
  };
  const score = Math.round(lighthouse.categories.performance.score * 100);
  console.log(`Lighthouse mobile performance: ${score} (target >= 90)`);
  for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${audit}: ${lighthouse.audits[audit]?.displayValue ?? 'n/a'}`);
  }
} finally {
  await server.stop();
}
