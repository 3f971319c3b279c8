import type { ChildProcess } from 'node:child_process';

export interface TopologyInstance {
  port: number;
  index: number;
  /** The running process (replaced when the topology starts the instance again). */
  child: ChildProcess | null;
  log: string;
}

export interface Topology {
  front: string;
  dir: string;
  instances: TopologyInstance[];
  nginx: ChildProcess;
  redisUrl: string;
  /** One step of a rolling restart: SIGTERM to instance `index`, then its successor ready. Its exit code. */
  restart(index: number): Promise<number | null>;
  stop(): Promise<void>;
}

export function startTopology(options?: {
  frontPort?: number;
  instancePorts?: number[];
  redisPort?: number;
  mockPort?: number;
  mockDataDir?: string;
  dir?: string;
  rate?: number;
  burst?: number;
  allow?: string[];
  instanceEnv?: (index: number) => Record<string, string>;
  quiet?: boolean;
}): Promise<Topology>;

export function nginxConfig(options: {
  prefix: string;
  frontPort: number;
  instancePorts: number[];
  rate: number;
  burst: number;
  allow: string[];
}): string;
