// The journey mix the load benches send: the listing, two filtered listings, products, search
// suggestions and a cart price check (what the cart page and checkout post after an add to cart),
// built from the shop's own links, and each address checked to answer 2xx first (a 404 in the mix
// would be measured as the server's error rate).

/** autocannon `requests` for the shop at `base`, asked with `headers`. */
export async function shopMix(base, headers) {
  const listing = await (await fetch(`${base}/shop`, { headers })).text();
  const products = [...new Set([...listing.matchAll(/\/product\/[\w-]+\/[\w-]+\/[\w-]+/g)].map((m) => m[0]))].slice(
    0,
    8,
  );
  // Two categories of the menu, as the listing's own links write them (a made-up one is a 404).
  const [tools, garden] = [...new Set([...listing.matchAll(/href="\/shop\/category=([^"/]+)"/g)].map((m) => m[1]))];
  const words = ['dri', 'paint', 'hammer', 'tap', 'screw', 'lamp', 'hose', 'brush'];
  const skus = [...new Set([...listing.matchAll(/\\"sku\\":\\"([A-Z]{2,}-[\w.-]+)\\"/g)].map((m) => m[1]))].slice(0, 4);
  const quote = JSON.stringify({
    lines: skus.map((sku, i) => ({ sku, qty: i + 1, priceCents: 100 })),
    country: 'IT',
    shippingRule: null,
    coupon: null,
    locale: 'en',
  });
  const requests = [
    { method: 'GET', path: '/shop' },
    { method: 'GET', path: `/shop/category=${tools}/order_by=price-asc` },
    { method: 'GET', path: `/shop/category=${garden}/page=2` },
    ...products.map((path) => ({ method: 'GET', path })),
    ...words.map((w) => ({ method: 'GET', path: `/api/search?q=${w}&locale=en` })),
    ...(skus.length
      ? [
          {
            method: 'POST',
            path: '/api/checkout/quote',
            headers: { ...headers, 'content-type': 'application/json', origin: base },
            body: quote,
          },
        ]
      : []),
  ];
  for (const { method, path, headers: own, body } of requests) {
    const answer = await fetch(base + path, { method, headers: own ?? headers, body });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status} before the run`);
  }
  return requests;
}

/** One row of figures from an autocannon run of the mix. */
export const loadFigures = (result, connections, duration) => ({
  connections,
  'duration s': duration,
  requests: result.requests.total,
  'req/s': Math.round(result.requests.average),
  'p99 ms': result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  'non-2xx': result.non2xx,
});
