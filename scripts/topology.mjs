// `npm run topology`: the production topology on one machine — nginx in front (TLS with a
// certificate made at start, HTTP/2, the build's precompressed files, a request rate per address),
// two storefront instances sharing one Redis, and the mock back-end unless BACKEND_URL names a
// real one. Builds first when there is no build. Ctrl-C stops it all, each part gracefully.
//
// Settings (docs/operations.md): FRONT_PORT (8443), INSTANCE_PORTS (3001,3002), REDIS_URL (unset:
// a redis-server started on REDIS_PORT, 6380), MOCK_PORT (8000), FRONT_RATE / FRONT_BURST (requests
// per second and burst per client address, 20 / 200), RATE_LIMIT_ALLOW (addresses neither nginx
// nor the instances limit), TOPOLOGY_DIR (.topology: config, certificate, logs).
// An instance that exits is started again after a second, as a process manager would: `kill
// <pid>` of one (pids in $TOPOLOGY_DIR/state.json) is a rolling restart.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBackend, loadDotEnv, MOCK_DEFAULTS, run } from './backend.mjs';

const NGINX = '/usr/sbin/nginx';
const REDIS = '/usr/bin/redis-server';
const MODULES = '/usr/lib/nginx/modules';
const HEAP_MIB = 384; // as `npm start` (scripts/start.mjs)

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits for `check` to say yes; gives up at once when `child` (the process being waited for) has exited. */
async function until(what, check, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}): see its log`);
    if (Date.now() > deadline) throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
    await sleep(300);
  }
}

const answers = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

/** A throwaway certificate for localhost, made at every start (browsers will ask to accept it). */
function makeCertificate(dir) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}

/** deploy/nginx/storefront.conf with its {{…}} filled. */
export function nginxConfig({ prefix, frontPort, instancePorts, rate, burst, allow }) {
  const template = readFileSync(new URL('../deploy/nginx/storefront.conf', import.meta.url), 'utf8');
  const values = {
    MODULES,
    PREFIX: prefix,
    FRONT_PORT: String(frontPort),
    RATE: String(rate),
    BURST: String(burst),
    RATE_ALLOW: allow.map((a) => `    ${a} 1;`).join('\n'),
    // Each instance twice: first as a primary that a failure sets aside for 5 s, then as a backup
    // that is never set aside. Without the backups, an instance that came back within those 5 s
    // while the other one stops (a rolling restart) leaves "no live upstreams": a 502 for every
    // request until the 5 s are over, though one instance is answering.
    UPSTREAMS: [
      ...instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`),
      ...instancePorts.map((p) => `    server 127.0.0.1:${p} backup max_fails=0;`),
    ].join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`storefront.conf: no value for {{${key}}}`);
    return values[key];
  });
}

/**
 * Starts the topology; resolves once nginx answers through to an instance. `instanceEnv(i)` adds
 * settings to instance i (the journeys give each its own back-end address).
 */
export async function startTopology({
  frontPort = Number(process.env.FRONT_PORT ?? 8443),
  instancePorts = (process.env.INSTANCE_PORTS ?? '3001,3002').split(',').map(Number),
  redisPort = Number(process.env.REDIS_PORT ?? 6380),
  mockPort = Number(process.env.MOCK_PORT ?? 8000),
  mockDataDir = process.env.MOCK_DATA_DIR,
  dir: givenDir = process.env.TOPOLOGY_DIR ?? '.topology',
  rate = Number(process.env.FRONT_RATE ?? 20),
  burst = Number(process.env.FRONT_BURST ?? 200),
  allow = (process.env.RATE_LIMIT_ALLOW ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
  instanceEnv = () => ({}),
  quiet = false,
} = {}) {
  for (const [path, what] of [
    [NGINX, 'nginx'],
    [`${MODULES}/ngx_http_brotli_static_module.so`, 'libnginx-mod-http-brotli-static'],
  ])
    if (!existsSync(path))
      throw new Error(
        `${what} is missing: apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`,
      );
  const dir = resolve(givenDir);
  const distDir = resolve(process.env.NEXT_DIST_DIR || '.next');
  if (!existsSync(`${distDir}/BUILD_ID`)) {
    const built = await run(process.execPath, ['scripts/build.mjs']);
    if (built !== 0) throw new Error('the build failed');
  }
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['logs', 'tmp', 'html', 'www']) mkdirSync(`${dir}/${sub}`, { recursive: true });
  const say = (line) => quiet || console.log(line);
  const stops = [];
  let stopping = false;

  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop();
  };
  try {
    // Redis: the one given, or one of our own, bounded as docs/operations.md says.
    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      if (!existsSync(REDIS))
        throw new Error('redis-server is missing: apt-get install redis-server, or set REDIS_URL');
      const redis = spawn(
        REDIS,
        [
          '--port',
          String(redisPort),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--maxmemory',
          '256mb',
          '--maxmemory-policy',
          'allkeys-lru',
        ],
        { stdio: 'ignore' },
      );
      stops.push(async () => redis.kill('SIGTERM'));
      redisUrl = `redis://127.0.0.1:${redisPort}`;
      const net = await import('node:net');
      await until(
        'redis-server',
        () =>
          new Promise((ok) =>
            net
              .connect(redisPort, '127.0.0.1', function () {
                this.end();
                ok(true);
              })
              .on('error', () => ok(false)),
          ),
      );
    }

    const backend = await ensureBackend({ port: mockPort, quiet: true, dataDir: mockDataDir });
    stops.push(async () => backend.stop());

    const nodeOptions = process.env.NODE_OPTIONS ?? '';
    const common = {
      ...process.env,
      ...MOCK_DEFAULTS,
      ...backend.env,
      REDIS_URL: redisUrl,
      // nginx appends the shopper's address, the instance nginx's: one trusted hop.
      TRUSTED_PROXY_HOPS: '1',
      SITE_URL: process.env.SITE_URL ?? `https://localhost:${frontPort}`,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: nodeOptions.includes('--max-old-space-size')
        ? nodeOptions
        : `${nodeOptions} --max-old-space-size=${HEAP_MIB}`.trim(),
    };
    if (allow.length) common.RATE_LIMIT_ALLOW = allow.join(',');

    const instances = instancePorts.map((port, index) => ({
      port,
      index,
      child: null,
      log: `${dir}/logs/instance-${index + 1}.log`,
    }));
    const launch = (instance) => {
      const out = openSync(instance.log, 'a');
      const child = spawn(process.execPath, ['scripts/serve.mjs'], {
        env: { ...common, PORT: String(instance.port), ...instanceEnv(instance.index) },
        stdio: ['ignore', out, out],
      });
      instance.child = child;
      child.on('exit', (code, signal) => {
        if (stopping) return;
        say(`instance ${instance.index + 1} (:${instance.port}) exited (${signal ?? code}); starting it again`);
        setTimeout(() => !stopping && launch(instance), 1000);
      });
      writeState();
    };
    const writeState = () =>
      writeFileSync(
        `${dir}/state.json`,
        JSON.stringify(
          {
            front: `https://localhost:${frontPort}`,
            redisUrl,
            instances: instances.map((i) => ({ port: i.port, pid: i.child?.pid, log: i.log })),
          },
          null,
          2,
        ),
      );
    for (const instance of instances) launch(instance);
    stops.push(async () => {
      await Promise.all(
        instances.map(
          (i) =>
            new Promise((done) => {
              if (!i.child || i.child.exitCode !== null) return done();
              i.child.on('exit', done);
              i.child.kill('SIGTERM');
            }),
        ),
      );
    });
    await Promise.all(
      instances.map((i) => until(`instance on :${i.port}`, answers(`http://127.0.0.1:${i.port}/api/ready`))),
    );

    // nginx: its config, certificate, error page and the build's static files under the prefix.
    makeCertificate(dir);
    copyFileSync(new URL('../deploy/nginx/front-error.html', import.meta.url), `${dir}/html/front-error.html`);
    symlinkSync(distDir, `${dir}/www/_next`);
    writeFileSync(`${dir}/nginx.conf`, nginxConfig({ prefix: dir, frontPort, instancePorts, rate, burst, allow }));
    const nginx = spawn(
      NGINX,
      ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/logs/error.log`, '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    // SIGQUIT: nginx finishes the requests it is answering, then exits.
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      const gone = new Promise((done) => nginx.on('exit', done));
      nginx.kill('SIGQUIT');
      await gone;
    });
    const { Agent } = await import('node:https');
    const insecure = new Agent({ rejectUnauthorized: false });
    const https = await import('node:https');
    await until(
      'nginx',
      () =>
        new Promise((ok) =>
          https
            .get(`https://127.0.0.1:${frontPort}/api/health`, { agent: insecure }, (res) => {
              res.resume();
              ok(res.statusCode === 200);
            })
            .on('error', () => ok(false)),
        ),
      nginx,
    );
    say(
      `shop on https://localhost:${frontPort} (self-signed certificate) → instances on ${instancePorts.join(', ')}; logs in ${dir}/logs`,
    );
    /** One step of a rolling restart: SIGTERM to instance `index`, then its successor ready. Its exit code. */
    const restart = async (index) => {
      const { child, port } = instances[index];
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      await until(`instance on :${port}`, answers(`http://127.0.0.1:${port}/api/ready`));
      return code;
    };
    return { front: `https://localhost:${frontPort}`, dir, instances, nginx, redisUrl, restart, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadDotEnv();
  const topology = await startTopology();
  const stop = async () => {
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
