import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { finalResumeHref, useDownloadFlag } from './resume-links';

function Probe() {
  const { requested, clear } = useDownloadFlag();
  return (
    <button type="button" onClick={clear}>
      {requested ? 'requested' : 'none'}
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
});
