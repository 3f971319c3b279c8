/** What a stubbed `fetch` answers our own `/api`, and which of its reads were the listing's. */
export const respond = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 502, json: () => Promise.resolve(body) } as Response);

/** The listing reads a test answers, without the cards' texts read beside them. */
export const listingReads = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/listing'));
