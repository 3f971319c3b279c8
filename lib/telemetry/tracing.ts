import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { traceServiceName } from '@/lib/env/tracing';

/**
 * Registers the process's tracer: Next.js then records a span per request (and its rendering),
 * lib/backend/call.ts one per back-end call, and the batches go to OTEL_EXPORTER_OTLP_ENDPOINT as
 * OTLP/HTTP JSON (the exporter reads the endpoint and its headers itself). Loaded only when that
 * variable is set (instrumentation.ts).
 */
export function startTracing(): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': traceServiceName() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
}
