import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { afterPaymentHref, finalResumeHref, useDownloadFlag } from './resume-links';

function Probe() {
  const { requested, paid, clear } = useDownloadFlag();
  return (
    <button type="button" onClick={clear}>
      {requested ? `requested${paid ? ' after paying' : ''}` : 'none'}
    </button>
  );
}

describe('links to a resume of My Resume', () => {
  it('Edit opens /final-resume?id=…, Download adds the download flag', () => {
    expect(finalResumeHref('a'.repeat(32))).toBe(`/final-resume?id=${'a'.repeat(32)}`);
    expect(finalResumeHref('a'.repeat(32), true)).toBe(`/final-resume?id=${'a'.repeat(32)}&download=1`);
  });

  it('the final page reads the flag and clears it, keeping the id', async () => {
    const { router } = renderPage('/final-resume?id=abc&download=1', <Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'requested' }));
    expect(await screen.findByRole('button', { name: 'none' })).toBeTruthy();
    expect(router.state.location.search).toBe('?id=abc');
  });

  it('a payment for a download returns to the final page, confirming it and starting the download', async () => {
    expect(afterPaymentHref(new URLSearchParams('download=docx'))).toBe('/final-resume?download=docx&paid=1');
    expect(afterPaymentHref(new URLSearchParams(''))).toBeNull();
    const { router } = renderPage('/final-resume?download=pdf&paid=1', <Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'requested after paying' }));
    expect(await screen.findByRole('button', { name: 'none' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
