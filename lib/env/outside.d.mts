export interface OutsideEnv {
  production: boolean;
  distDir: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  cacheTtlSeconds: number;
}
export function outsideEnv(source?: Record<string, string | undefined>): OutsideEnv;
