// Preloaded (node --import) into a server process that an e2e test starts itself: its clock,
// and with it PGlite's now(), reads SHIFTED_CLOCK_MS milliseconds ahead of the real time. Tests
// use it to let minutes pass for the server as page.clock does for the browser. Never loaded
// by the product.
const offset = Number(process.env.SHIFTED_CLOCK_MS ?? 0);
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(realNow() + offset);
    else super(...args);
  }
  static now() {
    return realNow() + offset;
  }
}
globalThis.Date = ShiftedDate;
