import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { WizardPage } from '../../components/wizard-page';
import {
  ADD_SECTION_CHOICES,
  addSectionBack,
  extraSectionList,
  nextPathAfterAddSection,
  storedExtraSectionList,
} from '../../flow/sections';
import { getItem } from '../../store/local-store';
import { useFlowState, useResumeStore } from '../../store/resume-store';
import { clearChecklistDraft, readTicksDraft, writeTicksDraft } from './checklist-draft';
import { CustomSectionAdder } from './custom-section-adder';
import { namesAfterAddSection } from './save-rules';
import { CHOICE_TEXTS, isChoicePresent } from './section-config';
import './sections.css';

type Choice = (typeof ADD_SECTION_CHOICES)[number];

/**
 * /add-section (01 §2): the checklist of optional sections (those with content are listed apart,
 * not offered again), up to two custom sections, and NEXT, which stores the chosen list
 * (extra_section_array, ext_name_arr) and opens its first section.
 */
export function AddSectionPage() {
  const { t } = useTranslation();
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

  return (
    <WizardPage
      title={t('sections.addSection.title')}
      lead={t('sections.addSection.subtitle')}
      pendingSaves={false}
      nav={{
        back: { to: addSectionBack(flow), onClick: clearChecklistDraft },
        next: { onClick: next },
        nextLabel: flow.finalMode ? t('sections.saveAndNext') : t('sections.next'),
      }}
    >
      <fieldset className="sections-card sections-choices">
        <legend className="visually-hidden">{t('sections.addSection.legend')}</legend>
        {offered.length === 0 && <p>{t('sections.addSection.allPresent')}</p>}
        {offered.map((choice) => {
          const key = CHOICE_TEXTS[choice.path];
          const id = `choice-${key}`;
          return (
            <div key={choice.path} className="sections-choice">
              <input
                id={id}
                type="checkbox"
                className="sections-choice__box"
                checked={ticked.has(choice.path)}
                aria-describedby={`${id}-hint`}
                onChange={(event) => toggle(choice.path, event.target.checked)}
              />
              <label htmlFor={id} className="sections-choice__label">
                {t(`sections.choices.${key}`)}
              </label>
              <p id={`${id}-hint`} className="sections-choice__hint">
                {t(`sections.choiceHints.${key}`)}
              </p>
            </div>
          );
        })}
      </fieldset>
      {present.length > 0 && (
        <section className="sections-card" aria-labelledby="present-sections-title">
          <h2 className="own-sections__title" id="present-sections-title">
            {t('sections.addSection.presentTitle')}
          </h2>
          <ul className="sections-present">
            {present.map((choice) => {
              const name = t(`sections.choices.${CHOICE_TEXTS[choice.path]}`);
              return (
                <li key={choice.path} className="sections-present__item">
                  <span className="sections-present__name">{name}</span>
                  <Link
                    to={choice.path}
                    className="sections-present__edit"
                    aria-label={t('sections.addSection.editNamed', { name })}
                  >
                    {t('sections.addSection.edit')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <CustomSectionAdder />
    </WizardPage>
  );
}
