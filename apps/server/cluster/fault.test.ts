import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, newResumeToken, startPair } from './cluster-support';
import type { ServerProcess } from './spawn-server';

let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  [a, b] = await startPair();
});
afterAll(() => Promise.all([a?.stop(), b?.stop()]));

type Write = { token: string; lname: string; at: number };

type WriterState = { acknowledged: Write[]; unexpected: string[]; retriedElsewhere: number };

/** No TCP answer at all (refused, reset, cut off): what makes a load balancer try the next one. */
const isConnectionError = (error: unknown) =>
  error instanceof TypeError && /fetch failed/.test(error.message);

/**
 * One writer: saves a heading into a new resume per write, through its own instance first and
 * through the other when that one does not answer, and keeps what was acknowledged.
 */
async function write(state: WriterState, id: number, servers: ServerProcess[], running: () => boolean) {
  for (let n = 0; running(); n++) {
    const lname = `Schreiber ${id} Eintrag ${n}`;
    const token = newResumeToken();
    const body = {
      resume_token: token,
      resume_template_id: 1,
      meta_key: 'heading',
      meta_value: { fname: 'Lena', lname, email: 'lena@example.de' },
    };
    for (const server of servers) {
      try {
        const res = await api(server, 'POST', '/resume/save-meta', { body });
        if (res.status === 200) state.acknowledged.push({ token, lname, at: Date.now() });
        else state.unexpected.push(`${server.name}: ${res.status} ${res.body.message}`);
        break;
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        state.retriedElsewhere++;
      }
    }
  }
}

describe('one of two instances killed while four writers save', () => {
  it('keeps answering on the other and loses no acknowledged write', async () => {
    let running = true;
    const states: WriterState[] = [0, 1, 2, 3].map(() => ({
      acknowledged: [],
      unexpected: [],
      retriedElsewhere: 0,
    }));
    const writers = states.map((state, id) =>
      write(state, id, id % 2 === 0 ? [a, b] : [b, a], () => running),
    );
    const acknowledgedSince = (since: number) =>
      states.map((state) => state.acknowledged.filter((w) => w.at > since).length);

    // Every writer under way on both instances, then a is gone mid-request.
    await eventually(async () => expect(Math.min(...acknowledgedSince(0))).toBeGreaterThanOrEqual(10));
    await a.kill();
    const killedAt = Date.now();
    // b answers on: every writer, those that wrote through a included, is acknowledged again.
    await eventually(async () => expect(Math.min(...acknowledgedSince(killedAt))).toBeGreaterThanOrEqual(10));
    running = false;
    await Promise.all(writers);

    for (const state of states) expect(state.unexpected).toEqual([]);
    // The writers that started on a were sent to b after the kill.
    expect(states[0]?.retriedElsewhere).toBeGreaterThan(0);
    expect(states[2]?.retriedElsewhere).toBeGreaterThan(0);

    const acknowledged = states.flatMap((state) => state.acknowledged);
    for (const written of acknowledged) {
      const res = await api(b, 'POST', '/resume/get-meta', {
        body: { resume_token: written.token, meta_key: 'heading' },
      });
      expect(res.status, written.lname).toBe(200);
      expect((res.body.resume as { meta_value: { lname: string } }).meta_value.lname).toBe(written.lname);
    }
  });
});
