// Starts Debian's Chromium for a Lighthouse run, headless, with chrome-launcher's default flags but
// one: since chrome-launcher 1.2.1 those flags disable RenderDocument, a feature Chrome ships
// enabled. With it disabled, Chromium 156 here holds the first frames after Lighthouse's
// about:blank → page navigation for one or two whole seconds (viz throttles BeginFrames while the
// page is ready to paint; GoogleChrome/lighthouse#17148), and Lantern turns that held second into
// an LCP one to two seconds later than a shopper's Chrome paints. Measured on `/`: observed FCP
// 1 245–2 270 ms with the default flags, 333–450 ms without RenderDocument disabled.
// LAUNCHER_DEFAULTS=1 keeps chrome-launcher's flags exactly, to compare.
import * as chromeLauncher from 'chrome-launcher';

const OUR_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/** Measured through the front (`npm run topology`, BASE_URL=https://…): its certificate is made at start. */
const FRONT_FLAGS = process.env.BASE_URL?.startsWith('https:') ? ['--ignore-certificate-errors'] : [];

export function launchChrome() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (process.env.LAUNCHER_DEFAULTS)
    return chromeLauncher.launch({ chromePath, chromeFlags: [...OUR_FLAGS, ...FRONT_FLAGS] });
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=')
      ? '--disable-features=' +
        flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((f) => f !== 'RenderDocument')
          .join(',')
      : flag,
  );
  return chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [...defaults, '--disable-setuid-sandbox', ...OUR_FLAGS, ...FRONT_FLAGS],
  });
}

export const launcherNote = () =>
  process.env.LAUNCHER_DEFAULTS
    ? "chrome-launcher's default flags (RenderDocument disabled)"
    : 'RenderDocument enabled as Chrome ships it (see bench/lib/chrome.mjs)';
