export function logLine(level: 'info' | 'warn' | 'error', event: string, fields?: Record<string, unknown>): void;
