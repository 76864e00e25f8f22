/**
 * `npm run bench:redirects`: load on loopback against wrangler pages dev (the Swedish site of
 * the development build) for a static legacy redirect, the Function redirect and a static
 * page; prints requests/s, p50 and p99 latency and the ratios to the static page.
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 (defaults)
 */
import autocannon from 'autocannon';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

const cases = [
  {
    name: 'static legacy redirect',
    path: '/profile/sv/family/child/3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e',
    status: 302,
  },
  { name: 'Function redirect', path: '/profile/sv/email-preferences?userId=3f2c9a4e-1b7d', status: 302 },
  { name: 'static page', path: '/profile/sv/fel', status: 200 },
] as const;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, expected: number, name: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
  });
  const unexpected = result.non2xx - (expected === 302 ? result.requests.total : 0);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + Math.max(0, expected === 200 ? result.non2xx : unexpected),
  };
}

requireDevelopmentBuild();
const sites = await startSites(['se']);
try {
  const base = siteUrl('se');
  for (const { path, status } of cases) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    if (response.status !== status)
      throw new Error(`${path} answered ${response.status}, expected ${status}`);
  }
  // Warm-up so the first case does not pay workerd's start-up.
  await autocannon({ url: `${base}/profile/sv/fel`, connections, duration: 2 });
  const figures: Figures[] = [];
  for (const { name, path, status } of cases) figures.push(await measure(`${base}${path}`, status, name));
  const page = figures.find((figure) => figure.name === 'static page')!;
  console.log(`\nwrangler pages dev, ${connections} connections, ${seconds} s each (loopback, https)\n`);
  console.log('case                      requests/s   p50 ms   p99 ms   vs static page   errors');
  for (const figure of figures) {
    console.log(
      `${figure.name.padEnd(24)}  ${figure.requestsPerSecond.toFixed(0).padStart(10)}  ${String(figure.p50).padStart(7)}  ${String(figure.p99).padStart(7)}   ${(figure.requestsPerSecond / page.requestsPerSecond).toFixed(2).padStart(10)}×   ${figure.errors}`,
    );
  }
} finally {
  await sites.stop();
}
