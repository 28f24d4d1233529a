// The container files say what the tested topology does. No container runs here, so the
// Dockerfile and compose.yaml are read and compared with what the tests run from real processes
// (tests/server/helpers/topology.ts, deploy/nginx.conf.template) and with `npm run serve`: the
// command, the port, every server variable, the proxy's paths and variables. Any drift fails.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mainNumber, NGINX_TEMPLATE, templateVariables } from './helpers/nginx';
import { PROCESSES, SERVER_ENTRY, serverEnvironment } from './helpers/topology';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(`${ROOT}/${path}`, 'utf8');

interface Instruction {
  readonly stage: number;
  readonly keyword: string;
  readonly args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped, each with its stage. */
function dockerfile(text: string): Instruction[] {
  let stage = -1;
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      if (keyword.toUpperCase() === 'FROM') stage++;
      return { stage, keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** `ENV A=1 B=2` instructions as one record. */
const envOf = (instructions: readonly Instruction[]): Record<string, string> =>
  Object.fromEntries(instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => i.args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));

const execForm = (args: string): string[] => JSON.parse(args) as string[];

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const instructions = dockerfile(read('Dockerfile'));
const final = instructions.filter((i) => i.stage === Math.max(...instructions.map((x) => x.stage)));
const imageEnv = envOf(final);
const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const serveScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve as string;
/** The names the topology test gives each process. */
const testNames = Object.keys(serverEnvironment(1, { port: 1, proxyHost: 'h', redisUrl: 'r', databaseUrl: 'd' })).sort();
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};

describe('the Dockerfile', () => {
  it('builds with npm ci, npm run build and npm prune --omit=dev, in a stage of its own', () => {
    const build = instructions.filter((i) => i.stage === 0 && i.keyword === 'RUN').map((i) => i.args).join(' && ');
    for (const step of ['npm ci', 'npm run build', 'npm prune --omit=dev']) expect(build).toContain(step);
    expect(Math.max(...instructions.map((i) => i.stage))).toBeGreaterThan(0);
    expect(instructions.find((i) => i.keyword === 'FROM')?.args).toMatch(/^node:(22|24)\b/);
  });

  it('runs `npm run serve`\'s command, built from the entry the topology test runs, as a user that is not root', () => {
    const [serveEnv, ...serveCommand] = serveScript.split(/\s+/);
    expect(serveEnv).toBe(`NODE_ENV=${imageEnv.NODE_ENV}`);
    expect(execForm(final.find((i) => i.keyword === 'CMD')?.args ?? '[]')).toEqual(serveCommand);
    expect(read('scripts/build-server.ts')).toContain(`main: '${SERVER_ENTRY}'`);
    expect(serveCommand[1]).toBe('dist-server/main.js');
    const user = final.find((i) => i.keyword === 'USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('listens on the port it exposes and checks /healthz there, and keeps PGlite on its volume', () => {
    expect(final.find((i) => i.keyword === 'EXPOSE')?.args).toBe(imageEnv.PORT);
    expect(final.find((i) => i.keyword === 'HEALTHCHECK')?.args).toMatch(/process\.env\.PORT \+ '\/healthz'/);
    expect(final.find((i) => i.keyword === 'VOLUME')?.args).toBe(imageEnv.DATA_DIR);
    expect(imageEnv.HOST).toBe('0.0.0.0');
  });
});

describe('compose.yaml', () => {
  it('runs the image twice with exactly the variables the topology test sets, each at its path behind the proxy', () => {
    for (const n of PROCESSES) {
      const server = service(`server${n}`);
      expect(server.build).toBe('.');
      const env = server.environment ?? {};
      expect(Object.keys(env).sort()).toEqual(testNames);
      expect(env.PORT).toBe(imageEnv.PORT);
      expect(env.NODE_ENV).toBe(imageEnv.NODE_ENV);
      expect(env.HOST).toBe(imageEnv.HOST);
      expect(env.TRUSTED_PROXIES).toBe(serverEnvironment(n, { port: 1, proxyHost: 'h', redisUrl: 'r', databaseUrl: 'd' }).TRUSTED_PROXIES);
      expect(env.PUBLIC_ADDRESS).toMatch(new RegExp(`/s${n}$`));
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:6379\b/);
    }
    expect(service('postgres').image).toMatch(/^postgres:/);
    expect(service('redis').image).toMatch(/^redis:/);
  });

  it('runs nginx on the committed template with the variables it takes, pointing at each process\'s port', () => {
    const nginx = service('nginx');
    expect(nginx.image).toMatch(/^nginx:/);
    expect(nginx.volumes).toContain('./deploy/nginx.conf.template:/etc/nginx/templates/default.conf.template:ro');
    expect(nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const env = nginx.environment ?? {};
    expect(Object.keys(env).sort()).toEqual(templateVariables(template));
    for (const n of PROCESSES) {
      expect(env[`SERVER_${n}`]).toBe(`server${n}:${imageEnv.PORT}`);
      expect(template).toContain(`location /s${n}/ {\n    proxy_pass http://\${SERVER_${n}}/;`);
    }
    expect(nginx.ports?.map((p) => p.split(':').at(-1))).toEqual([env.PROXY_PORT]);
  });
});

describe('deploy/nginx.conf', () => {
  it('lets one worker hold the 500 four-seat tables of the scale goal, two connections a player', () => {
    const connections = mainNumber('worker_connections');
    expect(connections).toBeGreaterThanOrEqual(2 * 4 * 500);
    expect(mainNumber('worker_rlimit_nofile')).toBeGreaterThanOrEqual(connections);
  });
});
