import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { enqueuePendingSave, flushPendingSaves, readPendingSaves, sendInOrder } from './pending-saves';
import { isTransientError, type SectionCall, sectionCalls } from './section-call';

const token = 'a'.repeat(32);
const job = (jobtitle: string) => ({ jobtitle, employer: 'Stadtwerke' });
const headingCall = (fname: string) =>
  sectionCalls.saveMeta({ resume_token: token, meta_key: 'heading', meta_value: { fname } });
const addJob = (title: string) =>
  sectionCalls.saveMeta({ resume_token: token, meta_key: 'work-expr', meta_value: job(title) });

const listAnswer = (list: unknown[]) => ({ status: 200, message: 'ok', resume: { meta_value: list } });

beforeEach(() => useResumeStore.getState().reload());
afterEach(() => vi.restoreAllMocks());

describe('which failures are worth trying again', () => {
  it.each([
    [0, true],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [403, false],
    [404, false],
    [415, false],
  ])('status %i → %s', (status, expected) => {
    expect(isTransientError(new ApiRequestError(status, 'x'))).toBe(expected);
  });

  it('a programming error is not retried', () => {
    expect(isTransientError(new TypeError('boom'))).toBe(false);
  });
});

describe('section calls', () => {
  it('a heading save replaces an older queued heading save', () => {
    enqueuePendingSave(headingCall('Anna'));
    enqueuePendingSave(addJob('Koch'));
    enqueuePendingSave(headingCall('Anne'));
    const queued = readPendingSaves();
    expect(queued.map((p) => p.body.meta_value)).toEqual([job('Koch'), { fname: 'Anne' }]);
  });

  it('list saves never coalesce: two added jobs stay two calls', () => {
    enqueuePendingSave(addJob('Koch'));
    enqueuePendingSave(addJob('Kellner'));
    expect(readPendingSaves()).toHaveLength(2);
    expect(readPendingSaves()[0]?.syncKey).toBe('work');
  });

  it('keeps the queue in the local store under pending_saves', () => {
    enqueuePendingSave(headingCall('Anna'));
    expect(JSON.parse(localStorage.getItem('pending_saves') ?? '[]')).toHaveLength(1);
  });
});

describe('flushing the pending saves', () => {
  it('sends them oldest first and empties the list', async () => {
    enqueuePendingSave(addJob('Koch'));
    enqueuePendingSave(addJob('Kellner'));
    const sent: string[] = [];
    const send = vi.fn(async (call: SectionCall<unknown>) => {
      sent.push(String((call.body.meta_value as { jobtitle: string }).jobtitle));
      return listAnswer(sent.map((t) => job(t)));
    });
    const result = await flushPendingSaves(send);
    expect(result.sent).toBe(2);
    expect(sent).toEqual(['Koch', 'Kellner']);
    expect(readPendingSaves()).toEqual([]);
    expect(getItem('pendingSaves')).toBeNull();
  });

  it("replaces the local job list with the server's list afterwards", async () => {
    const local = { ...job('lokal'), pincode: '', city: '', country: '', startMonth: '', startYear: '' };
    const entry = { ...local, endMonth: '', endYear: '', check: false, workDescription: '' };
    useResumeStore.getState().set('work', [entry]);
    enqueuePendingSave(addJob('Koch'));
    await flushPendingSaves(async () => listAnswer([job('Koch')]));
    expect(getItem('work')).toEqual([job('Koch')]);
  });

  it('stops at an unreachable server and keeps the rest in order', async () => {
    enqueuePendingSave(addJob('Koch'));
    enqueuePendingSave(addJob('Kellner'));
    const send = vi
      .fn()
      .mockResolvedValueOnce(listAnswer([job('Koch')]))
      .mockRejectedValueOnce(new ApiRequestError(0, 'offline'));
    await expect(flushPendingSaves(send)).rejects.toMatchObject({ status: 0 });
    expect(readPendingSaves().map((p) => (p.body.meta_value as { jobtitle: string }).jobtitle)).toEqual([
      'Kellner',
    ]);
  });

  it('drops a call the server refuses for good, so it never blocks the next', async () => {
    enqueuePendingSave(addJob('Koch'));
    enqueuePendingSave(headingCall('Anna'));
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(400, 'Ungültige Eingabe.'))
      .mockResolvedValueOnce({ status: 200 });
    const result = await flushPendingSaves(send);
    expect(result.sent).toBe(1);
    expect(result.refused.map((e) => e.message)).toEqual(['Ungültige Eingabe.']);
    expect(readPendingSaves()).toEqual([]);
  });

  it('runs one flush at a time: a second caller shares it', async () => {
    enqueuePendingSave(addJob('Koch'));
    const send = vi.fn(async () => listAnswer([]));
    await Promise.all([flushPendingSaves(send), flushPendingSaves(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a new save goes out only after the queued ones', async () => {
    enqueuePendingSave(addJob('Koch'));
    const order: string[] = [];
    const send = vi.fn(async (call: SectionCall<unknown>) => {
      order.push(call.path + (call.body.meta_key === 'heading' ? ':heading' : ':work'));
      return listAnswer([]);
    });
    await sendInOrder(headingCall('Anna'), send);
    expect(order).toEqual(['/resume/save-meta:work', '/resume/save-meta:heading']);
  });
});
