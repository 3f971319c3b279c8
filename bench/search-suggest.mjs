// Search suggestions and filtered listings on a small and a large catalogue of the mock back-end.
//
// Seeds 1 000 and 100 000 products into temporary data folders (reused on later runs; --reseed to
// rebuild), starts the mock on each, and times sequential requests:
//   suggestions  the listing with per_page=6 and a 3–5 letter prefix or word (what the header's
//                search box sends), 200 requests over a fixed list
//   category+filter  the listing with a category, some in stock or on sale only, 100 requests
//   text search  the listing with a one-word search_term and per_page=12, 100 requests
//   text+category(+filter)  a search inside a category, some in stock or on sale only, 100 requests
//   typo         a misspelt Italian word, as the storefront answers it: the search (nothing found),
//                the word's prefix lookups (per_page=48) and the search for its correction, timed
//                together (the storefront runs the lookups in parallel: this is the worst case)
//   translated   an English or Slovak word on its shop, as the storefront answers it: the search
//                as typed (nothing found) and the search for its Italian word, timed together;
//                then the glossary itself in this process (lib/domain/glossary.ts, loaded with
//                tsx): building the English and Slovak maps, and one search put into Italian
// The catalogue's content is Italian, so every other term is an Italian word or prefix.
// and prints median and p95 per size (as seen by the client, and inside the server from its
// Server-Timing header) and the 100k/1k ratios. The sizes are queried alternately, so load from
// other processes affects both alike; absolute figures on a busy machine are not meaningful.
// Goals: suggestions p95 well under 50 ms on 100 000 products and within 2× of 1 000; listings
// 100k/1k ratio < 2. A catalogue older than the mock's sources is seeded again (--reseed forces).
// Usage: node bench/search-suggest.mjs [--sizes 1000,100000] [--reseed] [--ports 8390,8391] [--data <dir>]
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { seedMock, startMock, summary, timedCall } from './lib/mock.mjs';

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? true) : undefined;
};
const SIZES = String(flag('sizes') ?? '1000,100000')
  .split(',')
  .map(Number);
const RESEED = argv.includes('--reseed');
/** One port per size (machines shared by several people give each their own ports). */
const PORTS = flag('ports') ? String(flag('ports')).split(',').map(Number) : SIZES.map((_, i) => 8390 + i);
/** Where the seeded catalogues are kept, per size. */
const DATA_ROOT = String(flag('data') ?? tmpdir());
const LISTING = 'mymb_ecommerce.mymb_b2c.solr_search.shop';

const PREFIXES = [
  'tra',
  'vern',
  'mart',
  'lamp',
  'vaso',
  'pen',
  'sega',
  'scal',
  'sedi',
  'tubo',
  'cacc',
  'pinz',
  'livel',
  'lucch',
  'maniglia',
  'mens',
  'rull',
  'vanga',
  'forb',
  'barb',
];
const FILTERS = [
  { category: 'Utensili' },
  { category: 'Utensili,Elettroutensili' },
  { category: 'Giardino' },
  { category: 'Utensili', is_in_stock: '1' },
  { category: 'Giardino', min_discount_value: '0.01' },
];
const WORDS = ['trapano', 'vernice', 'lampada', 'giardino', 'martello'];
const SCOPED = [
  { search_term: 'trapano', category: 'Utensili' },
  { search_term: 'lampada', category: 'Giardino' },
  { search_term: 'vaso', category: 'Giardino' },
  { search_term: 'sega', category: 'Utensili', is_in_stock: '1' },
  { search_term: 'pennello', min_discount_value: '0.01' },
];
/** Misspelt words, the prefixes the storefront looks them up by, and the correction it finds. */
const TYPOS = [
  ['trapno', ['trap', 'tra'], 'trapano'],
  ['vernce', ['vern', 'ver'], 'vernice'],
  ['martelo', ['marte', 'mar'], 'martello'],
  ['lampadna', ['lampad', 'lam'], 'lampadina'],
  ['cacciavte', ['cacciav', 'cac'], 'cacciaviti'],
];
/** Words of the English and Slovak shops, with the Italian word the glossary puts them into. */
const TRANSLATED = [
  ['drill', 'trapano', 'en'],
  ['vŕtačka', 'trapano', 'sk'],
  ['hammer', 'martello', 'en'],
  ['kladivo', 'martello', 'sk'],
  ['paint', 'pittura', 'en'],
  ['štetec', 'pennello', 'sk'],
  ['watering can', 'annaffiatoio', 'en'],
  ['vrtacka', 'trapano', 'sk'],
];
const translatedCalls = ([typed, italian, lang]) => [
  [{ search_term: typed, per_page: 6 }, lang],
  [{ search_term: italian, per_page: 6 }, lang],
];
const typoCalls = ([typed, prefixes, fixed]) => [
  [{ search_term: typed, per_page: 6 }, 'it'],
  ...prefixes.map((p) => [{ search_term: p, per_page: 48 }, 'it']),
  [{ search_term: fixed, per_page: 6 }, 'it'],
];

/**
 * Requests go to every catalogue in turn (small, large, large, small, …), so that load from other
 * processes on the machine hits both sizes alike and the ratio stays meaningful.
 */
async function scenario(servers, count, make) {
  const sizes = Object.keys(servers);
  // `make` gives one call's arguments, or a list of calls timed together (`[[params, lang], …]`).
  const run = async (base, made) => {
    const calls = Array.isArray(made[0]) ? made : [made];
    const out = { ms: 0, server: 0, total: 0 };
    for (const args of calls) {
      const r = await timedCall(base, LISTING, ...args);
      out.ms += r.ms;
      out.server += r.server;
      out.total = r.body.message.totalCount;
    }
    return out;
  };
  for (let i = 0; i < 50; i++) for (const size of sizes) await run(servers[size], make(i)); // warm-up
  const samples = Object.fromEntries(sizes.map((s) => [s, []]));
  const server = Object.fromEntries(sizes.map((s) => [s, []]));
  const totals = Object.fromEntries(sizes.map((s) => [s, 0]));
  for (let i = 0; i < count; i++) {
    const order = i % 2 ? [...sizes].reverse() : sizes;
    for (const size of order) {
      const r = await run(servers[size], make(i));
      samples[size].push(r.ms);
      server[size].push(r.server);
      totals[size] += r.total;
    }
  }
  return Object.fromEntries(
    sizes.map((s) => {
      const srv = summary(server[s]);
      return [
        s,
        {
          ...summary(samples[s]),
          serverMedian: srv.median,
          serverP95: srv.p95,
          avgTotal: Math.round(totals[s] / count),
        },
      ];
    }),
  );
}

const servers = {};
const mocks = [];
const results = {};
try {
  for (const [i, size] of SIZES.entries()) {
    const dataDir = join(DATA_ROOT, `mock-bench-${size}`);
    mkdirSync(dataDir, { recursive: true });
    const seeded = await seedMock({ products: size, dataDir, reseed: RESEED });
    if (seeded) console.log(`seeded ${size} products in ${seeded.toFixed(1)} s (${dataDir})`);
    const mock = await startMock({ products: size, dataDir, port: PORTS[i] });
    mocks.push(mock);
    servers[size] = mock.base;
    results[size] = {};
  }
  const scenarios = {
    suggestions: [200, (k) => [{ search_term: PREFIXES[k % PREFIXES.length], per_page: 6 }, 'it']],
    'category+filter': [100, (k) => [{ ...FILTERS[k % FILTERS.length], per_page: 12 }]],
    'text search': [100, (k) => [{ search_term: WORDS[k % WORDS.length], per_page: 12 }, 'it']],
    'text+category(+filter)': [100, (k) => [{ ...SCOPED[k % SCOPED.length], per_page: 12 }, 'it']],
    typo: [100, (k) => typoCalls(TYPOS[k % TYPOS.length])],
    translated: [100, (k) => translatedCalls(TRANSLATED[k % TRANSLATED.length])],
  };
  for (const [name, [count, make]] of Object.entries(scenarios)) {
    const r = await scenario(servers, count, make);
    for (const size of SIZES) results[size][name] = r[size];
  }
} finally {
  for (const m of mocks) await m.stop();
}

const fmt = (x) => x.toFixed(2);
for (const name of ['suggestions', 'category+filter', 'text search', 'text+category(+filter)', 'typo', 'translated']) {
  console.log(`\n${name}`);
  console.table(
    Object.fromEntries(
      SIZES.map((size) => {
        const r = results[size][name];
        return [
          size,
          {
            'median ms': fmt(r.median),
            'p95 ms': fmt(r.p95),
            'server median': fmt(r.serverMedian),
            'server p95': fmt(r.serverP95),
            requests: r.n,
            'avg totalCount': r.avgTotal,
          },
        ];
      }),
    ),
  );
  if (SIZES.length >= 2) {
    const [small, large] = [SIZES[0], SIZES[SIZES.length - 1]];
    const a = results[small][name];
    const b = results[large][name];
    console.log(
      `${large}/${small} ratio: median ${fmt(b.median / a.median)}×, p95 ${fmt(b.p95 / a.p95)}× (server side: median ${fmt(b.serverMedian / a.serverMedian)}×, p95 ${fmt(b.serverP95 / a.serverP95)}×)`,
    );
  }
}
const glossary = await glossaryTimes();
console.log('\nglossary (in the storefront, independent of the catalogue size)');
console.table(glossary);

/** Building the shipped glossaries' maps, and putting searches (exact, unaccented, misspelt) into Italian. */
async function glossaryTimes() {
  const { buildGlossary, translateSearch } = await tsImport('../lib/domain/glossary.ts', import.meta.url);
  const entries = (lang) =>
    Object.entries(JSON.parse(readFileSync(`lib/search/glossary/${lang}.json`, 'utf8'))).map(([words, catalogue]) => ({
      words,
      catalogue,
    }));
  const builds = [];
  let maps;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    maps = { en: buildGlossary(entries('en')), sk: buildGlossary(entries('sk')) };
    builds.push(performance.now() - t0);
  }
  const terms = [
    ['en', 'drill'],
    ['en', 'dril'],
    ['en', 'cordless drill 18v'],
    ['en', 'watering can'],
    ['sk', 'vŕtačka'],
    ['sk', 'vrtacka'],
    ['sk', 'vŕtačkka'],
    ['sk', 'gril na drevené uhlie'],
  ];
  const lookups = [];
  for (let i = 0; i < 20_000; i++) {
    const [lang, term] = terms[i % terms.length];
    const t0 = performance.now();
    translateSearch(maps[lang], term);
    lookups.push((performance.now() - t0) * 1000);
  }
  const b = summary(builds);
  const l = summary(lookups);
  return {
    'build en+sk (ms)': { median: fmt(b.median), p95: fmt(b.p95), runs: b.n },
    'one search (µs)': { median: fmt(l.median), p95: fmt(l.p95), runs: l.n },
  };
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/search-suggest.json',
  JSON.stringify({ date: new Date().toISOString(), sizes: SIZES, results, glossary }, null, 2),
);
