// What a page's largest paint waited for on a slow link that Chrome itself applies (Lighthouse's
// mobile settings, `throttlingMethod: 'devtools'`): every request of one Lighthouse run, when it
// was asked for and when it ended (ms from the navigation), its priority and bytes, then FCP and LCP.
// On such a link the requests in flight share the bandwidth, so a render-blocking stylesheet ends
// late when fonts and scripts are downloading beside it; over HTTP/1.1 (the shop direct) they also
// queue for six connections, behind an HTTP/2 front (`npm run topology`, BASE_URL=https://…) not.
// Usage: npm run build && node bench/waterfall.mjs [route …]   (default /shop; THROTTLING=simulate
// for Lantern's figures of the same run; BASE_URL=… for a running shop)
import lighthouse from 'lighthouse';
import { launchChrome } from './lib/chrome.mjs';
import { warmUp, withStorefront } from './lib/storefront.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/shop'];
const chrome = await launchChrome();
try {
  await withStorefront(async (base) => {
    for (const route of routes) {
      await warmUp(base + route);
      const { lhr } = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: process.env.THROTTLING ?? 'devtools',
      });
      console.log(`\n${route}`);
      console.table(
        lhr.audits['network-requests'].details.items.map((r) => ({
          asked: Math.round(r.networkRequestTime),
          ended: Math.round(r.networkEndTime),
          priority: r.priority,
          bytes: r.transferSize,
          url: r.url.startsWith('data:') ? 'data: URI' : new URL(r.url).pathname.slice(0, 60),
        })),
      );
      const ms = (id) => Math.round(lhr.audits[id].numericValue);
      console.log(`FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms`);
    }
  });
} finally {
  await chrome.kill();
}
