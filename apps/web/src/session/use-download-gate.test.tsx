import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { mockApi } from '../test/fetch-mock';
import { renderPage } from '../test/render-page';
import { testI18n } from '../test/render-route';
import { useAccountModal } from './account-modal-store';
import type { DownloadChoice } from './resume-links';
import { useDownloadGate } from './use-download-gate';

function Probe({ choice }: { choice?: DownloadChoice }) {
  const gate = useDownloadGate();
  const [result, setResult] = useState('');
  return (
    <>
      <button type="button" onClick={async () => setResult(await gate(choice))}>
        Download
      </button>
      <output>{result}</output>
    </>
  );
}

const plan = (status: number | null) => ({
  data: {
    subscription_plan: [],
    plan_details: null,
    current_plan:
      status === null
        ? null
        : {
            id: 2,
            gateway_payment_id: 'sub_1',
            subscription_billing: { status },
            subscriptions: { title: 'Vita Premium' },
          },
    trial_eligible: true,
    mode: 'test',
  },
});

const login = (subStatus: string) => {
  setItem('loginToken', 'tok');
  setItem('subscriptionStatus', subStatus);
  useResumeStore.getState().reload();
};

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAccountModal.getState().close();
});

describe('download gate (02 §2.5, §6)', () => {
  it('without a login opens the registration first, with the save-then-continue flag and the download', async () => {
    renderPage('/final-resume', <Probe choice="docx" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(await screen.findByText('blocked')).toBeTruthy();
    expect(useAccountModal.getState()).toMatchObject({
      view: 'register',
      continueAfter: true,
      download: 'docx',
    });
  });

  it('with a stored subscription allows the download without asking the server', async () => {
    const api = mockApi({});
    login('1');
    renderPage('/final-resume', <Probe />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(await screen.findByText('allowed')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('asks the server when the stored status is not subscribed: a plan bought since allows it', async () => {
    mockApi({ '/subscription-plan': () => plan(1) });
    login('0');
    renderPage('/final-resume', <Probe />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(await screen.findByText('allowed')).toBeTruthy();
    expect(useResumeStore.getState().values.subscriptionStatus).toBe('1');
  });

  it('without a plan goes to /payment', async () => {
    mockApi({ '/subscription-plan': () => plan(2) });
    login('0');
    renderPage('/final-resume', <Probe />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/payment');
  });
});
