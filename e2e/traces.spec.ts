import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { startMock, startStorefront } from './support/processes';
import { E2E_MOCK_PORT, E2E_PORT } from '../playwright.config';

/**
 * Traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, an instance exports a span per request and one per
 * back-end call, in the same trace (instrumentation.ts, lib/backend/call.ts). A small OTLP/HTTP
 * receiver stands in for the collector. Ports follow the journeys' own (3311, 8311-8312 with the defaults).
 */
const PORT = E2E_PORT + 211;
const MOCK_PORT = E2E_MOCK_PORT + 211;
const RECEIVER_PORT = E2E_MOCK_PORT + 212;

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

const spans: Span[] = [];
let receiver: Server;
const stops: Array<() => void> = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }>;
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  const mock = await startMock(MOCK_PORT, 'mock-backend/data/e2e-traces');
  stops.push(mock.stop);
  const shop = await startStorefront(PORT, {
    BACKEND_URL: `http://127.0.0.1:${MOCK_PORT}`,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${RECEIVER_PORT}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  stops.push(shop.stop);
});

test.afterAll(() => {
  for (const stop of stops.reverse()) stop();
  receiver?.close();
});

test('a page request is one trace: the request’s span and a span per back-end call under it', async () => {
  const res = await fetch(`http://localhost:${PORT}/shop?search_term=trapano`, {
    headers: { cookie: 'NEXT_LOCALE=en' },
  });
  expect(res.status).toBe(200);
  // A text search is asked of the back-end on every request: its call must be in the same trace.
  await expect
    .poll(() => spans.some((s) => s.name === 'backend mymb_ecommerce.mymb_b2c.solr_search.shop'), { timeout: 20_000 })
    .toBe(true);
  const search = spans.find((s) => s.name === 'backend mymb_ecommerce.mymb_b2c.solr_search.shop')!;
  const trace = spans.filter((s) => s.traceId === search.traceId);
  // The request's own span (SERVER, kind 2) is the trace's root, named after the request.
  const root = trace.find((s) => !s.parentSpanId);
  expect(root).toMatchObject({ kind: 2, name: expect.stringMatching(/^GET\b/) });
  // The back-end call's span is a CLIENT (kind 3) span below the request.
  expect(search.kind).toBe(3);
  expect(search.parentSpanId).toBeTruthy();
});
