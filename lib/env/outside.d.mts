export interface OutsideEnv {
  production: boolean;
  distDir: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  cacheTtlSeconds: number;
}
export function outsideEnv(source?: Record<string, string | undefined>): OutsideEnv;
export interface LogSettings {
  level: 'info' | 'warn' | 'error';
  stream: 'split' | 'stderr';
}
export function logSettings(source?: Record<string, string | undefined>): LogSettings;
