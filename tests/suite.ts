/**
 * `npm test`: every stage CI runs, in two lanes side by side (docs/testing.md, "Stage times").
 *
 * - The servers' lane holds the local ports (8781–8795) and runs its stages one after another:
 *   the contract and stand-in suites (each starts stand-ins of its own), the development build
 *   (which runs the stand-ins while it builds), the HTML check of that build, the edge suite,
 *   the production build with its deploy checks (in .tmp/dist-production; no port, but here the
 *   two lanes take about the same time), then the browser suite.
 * - The static lane needs no port: unit tests, then lint. With four cores or more lint runs
 *   beside the browser suite; with fewer, the browser suite waits for it.
 *
 * The servers' lane writes to the terminal as it goes; a static stage's output comes as one
 * block when it ends. The first failing stage stops the run: nothing new starts, running stages
 * are interrupted (as Ctrl-C would), and the run ends with the times of every stage.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Stage {
  script: string;
  lane: 'servers' | 'static';
  /** Stages of the other lane that must have passed first. */
  after?: string[];
}

const first = 'check:tools';
const stages: Stage[] = [
  { script: 'test:contract', lane: 'servers' },
  { script: 'test:stand-ins', lane: 'servers' },
  { script: 'build:dev', lane: 'servers' },
  { script: 'check:html', lane: 'servers' },
  { script: 'test:edge', lane: 'servers' },
  { script: 'test:deploy', lane: 'servers' },
  { script: 'test:e2e', lane: 'servers' },
  { script: 'test:unit', lane: 'static' },
  { script: 'lint', lane: 'static' },
];

interface Outcome {
  script: string;
  lane: string;
  startedAt: number;
  seconds: number;
  passed: boolean;
  /** Stopped because another stage failed. */
  interrupted: boolean;
}

const started = performance.now();
const outcomes: Outcome[] = [];
const running = new Set<ChildProcess>();
const interrupted = new Set<ChildProcess>();
const passed = new Map<string, Promise<boolean>>();
const settle = new Map<string, (ok: boolean) => void>();
for (const stage of [{ script: first }, ...stages]) {
  passed.set(stage.script, new Promise((resolve) => settle.set(stage.script, resolve)));
}
let stopping = false;

const status = (outcome: Outcome) => (outcome.passed ? 'passed' : outcome.interrupted ? 'stopped' : 'FAILED');

const elapsed = () => (performance.now() - started) / 1000;

function stopAll(): void {
  stopping = true;
  // Each stage is its own process group, so the signal reaches npm, the runner and its servers.
  for (const child of running) {
    interrupted.add(child);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

/** Runs `npm run <script>`; the servers' lane into the terminal, the static lane as one block. */
function run(script: string, lane: string, live: boolean): Promise<boolean> {
  if (stopping) return Promise.resolve(false);
  const startedAt = elapsed();
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn('npm', ['run', '--silent', script], {
    detached: true,
    stdio: live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    env: live ? process.env : { ...process.env, ...color },
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  if (live) console.log(`\n── ${script} ──`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      const seconds = elapsed() - startedAt;
      const ok = code === 0;
      const outcome = { script, lane, startedAt, seconds, passed: ok, interrupted: interrupted.has(child) };
      outcomes.push(outcome);
      if (!live) {
        process.stdout.write(`\n── ${script} (${lane} lane) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`── ${script}: ${status(outcome)} in ${seconds.toFixed(1)} s ──`);
      if (!ok && !stopping) stopAll();
      settle.get(script)?.(ok);
      resolve(ok);
    });
  });
}

async function lane(name: Stage['lane']): Promise<void> {
  const own = stages.filter((candidate) => candidate.lane === name);
  for (const [index, stage] of own.entries()) {
    const ready = await Promise.all((stage.after ?? []).map((before) => passed.get(before)));
    if (!ready.every(Boolean) || !(await run(stage.script, name, name === 'servers'))) {
      // What this lane will not run counts as not passed, for stages of the other lane that wait.
      for (const skipped of own.slice(index)) settle.get(skipped.script)?.(false);
      return;
    }
  }
}

function summary(): void {
  console.log('\nStage times (s from the start, then the stage’s own):');
  for (const outcome of outcomes.sort((a, b) => a.startedAt - b.startedAt)) {
    console.log(
      `  ${outcome.script.padEnd(15)} ${outcome.lane.padEnd(8)} at ${outcome.startedAt.toFixed(0).padStart(4)} s  ${outcome.seconds.toFixed(1).padStart(6)} s  ${status(outcome)}`,
    );
  }
  const total = elapsed();
  console.log(`  total ${Math.floor(total / 60)} min ${Math.round(total % 60)} s`);
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/**
 * With four cores or more the browser suite runs beside the static lane's last stages. With fewer,
 * it keeps both cores busy and waits for the static lane to end: beside lint, the deploy build and
 * the HTML check it took 17.7 min instead of 14.3 (a clean clone, 19 min 22 s in all), while the
 * stages before it use about one core each (their CPU time against their time, docs/testing.md)
 * and so run side by side at little cost.
 */
if (availableParallelism() < 4) {
  const browserSuite = stages.find((stage) => stage.script === 'test:e2e')!;
  browserSuite.after = stages.filter((stage) => stage.lane === 'static').map((stage) => stage.script);
}

// The tools first, alone: without them every other stage would fail its own way.
if (await run(first, 'servers', true)) await Promise.all([lane('servers'), lane('static')]);
summary();
process.exitCode =
  outcomes.length === stages.length + 1 && outcomes.every((outcome) => outcome.passed) ? 0 : 1;
