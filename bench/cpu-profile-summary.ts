import { readFileSync } from 'node:fs';

/**
 * Reads a `.cpuprofile` written by `node --cpu-prof` and prints where the time went: self and
 * total time by function and by package (a node_modules package, a workspace app or package, or
 * Node's own code), over the whole profile or only its last seconds (the load, not the start).
 * Issue 19 profiles page renders with it (docs/decisions/027-cheaper-page-renders.md).
 *
 *   node bench/cpu-profile-summary.ts <file.cpuprofile> [--last <seconds>] [--requests <n>] [--top <n>]
 */

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  process.stderr.write(
    'usage: node bench/cpu-profile-summary.ts <file.cpuprofile> [--last s] [--requests n]\n',
  );
  process.exit(2);
}
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? Number(rest[at + 1]) : undefined;
};
const lastSeconds = option('--last');
const requests = option('--requests');
const top = option('--top') ?? 30;

const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** A package name from a script URL: what a reader would call the code's owner. */
function packageOf(url: string): string {
  if (!url) return '(native or idle)';
  if (url.startsWith('node:')) return 'node (internal)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  const workspace = /\/(apps|packages)\/([^/]+)\//.exec(url);
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  return url;
}

function functionKey(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
}

const idleNames = new Set(['(idle)', '(program)', '(garbage collector)']);
const selfByFunction = new Map<string, number>();
const totalByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const totalByPackage = new Map<string, number>();
const add = (map: Map<string, number>, key: string, micros: number) =>
  map.set(key, (map.get(key) ?? 0) + micros);

// Sample times: timeDeltas[i] is the time before sample i.
const times: number[] = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) {
  clock += delta;
  times.push(clock);
}
const from = lastSeconds === undefined ? -Infinity : (times.at(-1) ?? 0) - lastSeconds * 1e6;

let busy = 0;
let idle = 0;
let gc = 0;
for (let index = 0; index < profile.samples.length; index += 1) {
  if ((times[index] ?? 0) < from) continue;
  // A sample's weight: the time until the next one.
  const micros = (times[index + 1] ?? times[index] ?? 0) - (times[index] ?? 0);
  const leaf = byId.get(profile.samples[index] ?? -1);
  if (!leaf) continue;
  const name = leaf.callFrame.functionName;
  if (name === '(idle)' || name === '(program)') {
    idle += micros;
    continue;
  }
  if (name === '(garbage collector)') gc += micros;
  busy += micros;
  add(selfByFunction, functionKey(leaf), micros);
  add(selfByPackage, idleNames.has(name) ? name : packageOf(leaf.callFrame.url), micros);
  // Total: each function and package once per sample, however deep it recurs.
  const functions = new Set<string>();
  const packages = new Set<string>();
  for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parentOf.get(node.id) ?? -1)) {
    if (node.callFrame.functionName === '(root)') break;
    functions.add(functionKey(node));
    packages.add(packageOf(node.callFrame.url));
  }
  for (const key of functions) add(totalByFunction, key, micros);
  for (const key of packages) add(totalByPackage, key, micros);
}

const ms = (micros: number) => (micros / 1000).toFixed(0).padStart(7);
const percent = (micros: number) => `${((micros / Math.max(1, busy)) * 100).toFixed(1).padStart(5)} %`;
function print(title: string, map: Map<string, number>, count: number): void {
  process.stdout.write(`\n${title}\n`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    process.stdout.write(`${ms(micros)} ms ${percent(micros)}  ${key}\n`);
  }
}

process.stdout.write(
  `busy ${ms(busy)} ms (garbage collection ${ms(gc).trim()} ms), idle ${ms(idle).trim()} ms` +
    (requests ? `; ${(busy / 1000 / requests).toFixed(2)} ms of CPU per request over ${requests}` : '') +
    '\n',
);
print('Self time by package', selfByPackage, 20);
print('Total time by package', totalByPackage, 20);
print('Self time by function', selfByFunction, top);
print('Total time by function', totalByFunction, top);
