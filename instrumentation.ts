import { inNodeRuntime, traceEndpoint } from '@/lib/env/tracing';

/**
 * Next.js calls this once when a server starts (its documented instrumentation hook). Tracing
 * starts only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise the SDK is never imported and
 * every span the shop opens is the API's no-op.
 */
export async function register() {
  if (!inNodeRuntime() || !traceEndpoint()) return;
  const { startTracing } = await import('@/lib/telemetry/tracing');
  startTracing();
}
