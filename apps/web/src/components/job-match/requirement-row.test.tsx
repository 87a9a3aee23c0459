import { fireEvent, render, screen } from '@testing-library/react';
import type { JobRequirement } from '@vita/shared/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { RequirementRow } from './job-match-dialog';
import './job-match-texts';
import './job-match-letter-texts';

const missing = (label: string, kind: JobRequirement['kind']): JobRequirement => ({
  label,
  kind,
  found_in_resume: false,
  evidence: '',
  weight: 1,
});

function renderRow(requirement: JobRequirement, forLetter: boolean, added = false) {
  const onAdd = vi.fn();
  render(
    <ul>
      <RequirementRow requirement={requirement} added={added} forLetter={forLetter} onAdd={onAdd} />
    </ul>,
  );
  return onAdd;
}

describe('a missing requirement of the job ad', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('de');
  });

  it('on the final page: only skills and tools can be added, to the skills', () => {
    renderRow(missing('Führerschein Klasse B', 'licence'), false);
    expect(screen.queryByRole('button')).toBeNull();
    const onAdd = renderRow(missing('SAP', 'tool'), false);
    fireEvent.click(screen.getByRole('button', { name: '„SAP“ zu Kenntnissen hinzufügen' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('in the letter editor: a missing requirement is never offered for the letter', () => {
    renderRow(missing('Kaufmännische Ausbildung', 'degree'), true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in the letter editor: a met requirement of any kind can be taken into the letter', () => {
    const met = {
      ...missing('Führerschein Klasse B', 'licence'),
      found_in_resume: true,
      evidence: 'Führerschein: Klasse B',
    };
    const onAdd = renderRow(met, true);
    fireEvent.click(
      screen.getByRole('button', { name: '„Führerschein Klasse B“ ins Anschreiben übernehmen' }),
    );
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('in the letter editor: says "Übernommen" once taken', () => {
    renderRow(
      { ...missing('Englisch (C1)', 'language'), found_in_resume: true, evidence: 'Sprachen: Englisch – C1' },
      true,
      true,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Übernommen')).toBeTruthy();
  });
});
