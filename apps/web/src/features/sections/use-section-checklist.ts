import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ADD_SECTION_CHOICES,
  extraSectionList,
  nextPathAfterAddSection,
  storedExtraSectionList,
} from '../../flow/sections';
import { getItem } from '../../store/local-store';
import { useFlowState, useResumeStore } from '../../store/resume-store';
import { clearChecklistDraft, readTicksDraft, writeTicksDraft } from './checklist-draft';
import { namesAfterAddSection } from './save-rules';
import { isChoicePresent } from './section-config';

export type Choice = (typeof ADD_SECTION_CHOICES)[number];

/**
 * The /add-section checklist: the sections with content (fixed on arrival), those offered, the
 * ticks (kept as a draft across reloads), and `next`, which stores the chosen list and goes on.
 */
export function useSectionChecklist() {
  const navigate = useNavigate();
  const flow = useFlowState();
  const values = useResumeStore((s) => s.values);
  const setValue = useResumeStore((s) => s.set);

  // Decided once on arrival, so a box does not vanish while the page is open.
  const [present] = useState<readonly Choice[]>(() =>
    ADD_SECTION_CHOICES.filter((choice) => isChoicePresent(values, choice.path)),
  );
  const offered = useMemo(() => ADD_SECTION_CHOICES.filter((c) => !present.includes(c)), [present]);
  // An unconfirmed choice from before a reload wins over the stored selection it was made on.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => {
    const chosen = readTicksDraft(getItem('extraSections')) ?? values.extraSections ?? [];
    return new Set(offered.filter((c) => chosen.includes(c.path)).map((c) => c.path));
  });

  const toggle = (path: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(path);
    else next.delete(path);
    setTicked(next);
    writeTicksDraft(getItem('extraSections'), [...next]);
  };

  const next = () => {
    clearChecklistDraft();
    const chosen = offered.filter((c) => ticked.has(c.path));
    const unchosen = offered.filter((c) => !ticked.has(c.path));
    const ids = flow.customSectionIds;
    setValue(
      'extraSections',
      storedExtraSectionList(
        chosen.map((c) => c.path),
        getItem('extraSections') ?? [],
        present.map((c) => c.path),
        ids,
      ),
    );
    setValue(
      'extraSectionNames',
      namesAfterAddSection(
        getItem('extraSectionNames'),
        unchosen.map((c) => c.name),
        chosen.map((c) => c.name),
      ),
    );
    navigate(
      nextPathAfterAddSection(
        flow,
        extraSectionList(
          chosen.map((c) => c.path),
          ids,
        ),
      ),
    );
  };

  return { flow, present, offered, ticked, toggle, next };
}
