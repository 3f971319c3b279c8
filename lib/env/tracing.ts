/**
 * The tracing settings, apart from index.ts: instrumentation.ts reads them when the server starts,
 * outside the app's server layer, where `server-only` would refuse to load.
 */

/**
 * Where traces go (OTLP over HTTP, e.g. http://collector:4318): set, instrumentation.ts starts
 * OpenTelemetry; unset, nothing of it is loaded. The exporter reads the other OTEL_EXPORTER_OTLP_
 * settings itself (headers, a traces-only endpoint).
 */
export function traceEndpoint(): string | undefined {
  return process.env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
}

/** The name the traces carry (OTEL_SERVICE_NAME), so one collector can tell several shops apart. */
export function traceServiceName(): string {
  return process.env.OTEL_SERVICE_NAME || 'bottega-storefront';
}

/** Which runtime Next is loading instrumentation.ts in: tracing is for the Node.js server only. */
export function inNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
