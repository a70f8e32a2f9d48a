/**
 * How every browser run here starts Debian's Chromium (never a downloaded browser). Without the
 * background-networking flags Chromium keeps dialling Google's hosts, which this closed network
 * refuses, many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
