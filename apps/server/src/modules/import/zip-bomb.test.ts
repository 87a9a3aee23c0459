import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { linkedInExport } from './fixtures/linkedin-export';
import { unzipLinkedIn } from './linkedin-zip';
import { deflatedZeros, lyingZip } from './lying-zip.test-support';

const BOMB_MESSAGE = /mehr als 50 MB/;
const MB = 1024 * 1024;

let app: FastifyInstance;
let base: string;
let zeros: Buffer;
let bomb: Buffer;
beforeAll(async () => {
  zeros = await deflatedZeros(400);
  bomb = lyingZip([{ name: 'Profile.csv', deflated: zeros, claimedSize: 1024 }]);
  app = await buildTestApp();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  // Both readers of the pool started (pdf.js, mammoth loaded) before anything is measured.
  const warm = await Promise.all([upload(linkedInExport()), upload(linkedInExport())]);
  expect(warm.map((res) => res.status)).toEqual([200, 200]);
}, 180_000);
afterAll(() => app?.close());

async function upload(data: Buffer | Uint8Array): Promise<{ status: number; message: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'Basic_LinkedInDataExport.zip');
  const res = await fetch(`${base}/api/v1/import`, { method: 'POST', body: form });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

/** CPU time of this process's main thread (the server's request thread), from Linux's /proc. */
function requestThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Runs `attack` while /api/v1/health is asked every 25 ms, and measures the request thread's CPU
 * time and the resident memory (sampled every 10 ms) on the way.
 */
async function duringAttack<T>(attack: () => Promise<T>) {
  const healthMs: number[] = [];
  const healthStatus: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 10);
  const cpuBefore = requestThreadCpuMs();
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/health`);
      await res.arrayBuffer();
      healthMs.push(performance.now() - started);
      healthStatus.push(res.status);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const result = await attack();
  running = false;
  await prober;
  const cpuMs = requestThreadCpuMs() - cpuBefore;
  clearInterval(sampler);
  return {
    result,
    healthMs,
    healthStatus,
    requestThreadCpuMs: cpuMs,
    rssGrowthMb: (rssPeak - rssBefore) / MB,
  };
}

describe('a LinkedIn ZIP whose entries lie about their sizes', () => {
  it('is refused after 50 MB really unpacked, whatever the local headers and central directory claim', () => {
    const streamed = lyingZip([
      { name: 'Profile.csv', deflated: zeros, claimedSize: 100, dataDescriptor: true },
    ]);
    for (const zip of [bomb, streamed]) {
      const rssBefore = process.memoryUsage().rss;
      expect(() => unzipLinkedIn(zip)).toThrow(BOMB_MESSAGE);
      // Before, the whole 400 MB entry was inflated in one piece (800 MB resident) and then counted.
      expect((process.memoryUsage().rss - rssBefore) / MB).toBeLessThan(150);
    }
  });

  it('counts what several entries unpack to together', async () => {
    const thirty = await deflatedZeros(30);
    const zip = lyingZip(
      ['Profile.csv', 'Positions.csv'].map((name) => ({ name, deflated: thirty, claimedSize: 10 })),
    );
    expect(() => unzipLinkedIn(zip)).toThrow(BOMB_MESSAGE);
  }, 60_000);

  // The attack as found: before, one such upload held every request for 10 s and took 800 MB,
  // three at once 15 s and 1.9 GB. What the server does itself is its request thread's CPU time
  // (the unpacking ran there, 14 s of it; each probe costs a few ms). Wall-clock answers also
  // carry the scheduling of a loaded 2-core machine (single health answers waited 350 ms there
  // with no upload at all), so the median must meet the 200 ms and the slowest a bound far below
  // the attack's seconds. The memory bound leaves room for two readers' 50 MB each and the uploads.
  it.each([1, 3])(
    'refuses %i at once with a 422 while /api/v1/health answers within 200 ms',
    async (count) => {
      const run = await duringAttack(() => Promise.all(Array.from({ length: count }, () => upload(bomb))));
      for (const res of run.result) {
        expect(res.status).toBe(422);
        expect(res.message).toMatch(BOMB_MESSAGE);
      }
      expect(run.healthStatus.length).toBeGreaterThan(0);
      expect(run.healthStatus.every((status) => status === 200)).toBe(true);
      expect(run.requestThreadCpuMs).toBeLessThan(3_000);
      expect(median(run.healthMs)).toBeLessThan(200);
      expect(Math.max(...run.healthMs)).toBeLessThan(3_000);
      expect(run.rssGrowthMb).toBeLessThan(250);
    },
    120_000,
  );
});
