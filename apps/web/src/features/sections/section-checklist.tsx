import { useTranslation } from 'react-i18next';
import { SectionLink } from './own-section-list';
import { CHOICE_TEXTS } from './section-config';
import type { Choice } from './use-section-checklist';

interface SectionChoicesProps {
  offered: readonly Choice[];
  ticked: ReadonlySet<string>;
  onToggle(path: string, on: boolean): void;
}

/** The optional sections still offered, each a checkbox with a hint. */
export function SectionChoices({ offered, ticked, onToggle }: SectionChoicesProps) {
  const { t } = useTranslation();
  return (
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
              onChange={(event) => onToggle(choice.path, event.target.checked)}
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
  );
}

/** The sections that already have content: not offered again, each with a link to edit it. */
export function PresentSections({ present }: { present: readonly Choice[] }) {
  const { t } = useTranslation();
  if (present.length === 0) return null;
  return (
    <section className="sections-card" aria-labelledby="present-sections-title">
      <h2 className="own-sections__title" id="present-sections-title">
        {t('sections.addSection.presentTitle')}
      </h2>
      <ul className="sections-present">
        {present.map((choice) => (
          <SectionLink
            key={choice.path}
            name={t(`sections.choices.${CHOICE_TEXTS[choice.path]}`)}
            to={choice.path}
          />
        ))}
      </ul>
    </section>
  );
}
