import type { CatalogueItem } from '@vita/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How many skills show before 'Alle … anzeigen': long lists stay short, without a scroll box. */
export const INITIAL_SKILLS = 12;

interface SkillOptionsProps {
  items: readonly CatalogueItem[];
  /** Ids of the items the skills text contains. */
  checked: ReadonlySet<number>;
  onToggle(item: CatalogueItem, checked: boolean): void;
  /** Shown as a tag beside each skill (01 §2: the [subject] tag). */
  profileTitle: string;
  labelledBy: string;
}

/** The checkboxes of the skill-selection list, the first dozen at first. */
export function SkillOptions({ items, checked, onToggle, profileTitle, labelledBy }: SkillOptionsProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const firstAdded = useRef<HTMLInputElement>(null);
  const visible = expanded ? items : items.slice(0, INITIAL_SKILLS);

  // After 'show all' the focus goes to the first skill that appeared, not back to the top.
  useEffect(() => {
    if (expanded) firstAdded.current?.focus();
  }, [expanded]);

  return (
    <>
      <ul className="skills-list__items" aria-labelledby={labelledBy}>
        {visible.map((item, index) => {
          const isChecked = checked.has(item.id);
          return (
            <li key={item.id}>
              <label className={`skill-option${isChecked ? ' skill-option--checked' : ''}`}>
                <input
                  ref={index === INITIAL_SKILLS ? firstAdded : undefined}
                  type="checkbox"
                  className="skill-option__box"
                  checked={isChecked}
                  onChange={(event) => onToggle(item, event.target.checked)}
                />
                <span className="skill-option__text">
                  {/* Catalogue texts are German whatever the interface language. */}
                  <span lang="de">{item.description}</span>
                  {item.recommended === 1 && (
                    <span className="skill-option__badge">{t('skills.list.recommended')}</span>
                  )}
                </span>
                {/* The list's heading names the profile already; the tag repeats it for the eye. */}
                <span className="skill-option__tag" aria-hidden="true" lang="de">
                  {profileTitle}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {!expanded && items.length > INITIAL_SKILLS && (
        <button
          type="button"
          className="button button--secondary button--small skills-list__more"
          onClick={() => setExpanded(true)}
        >
          {t('skills.list.showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}
