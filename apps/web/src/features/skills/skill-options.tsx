import type { CatalogueItem } from '@vita/shared';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SkillOptionsProps {
  items: readonly CatalogueItem[];
  /** Ids of the items the skills text contains. */
  checked: ReadonlySet<number>;
  onToggle(item: CatalogueItem, checked: boolean): void;
  /** Shown as a tag beside each skill (01 §2: the [subject] tag). */
  profileTitle: string;
  labelledBy: string;
}

interface OptionListProps extends Omit<SkillOptionsProps, 'items' | 'labelledBy'> {
  items: readonly CatalogueItem[];
  id?: string;
  labelledBy?: string;
  firstRef?: Ref<HTMLInputElement>;
}

function OptionList({ items, checked, onToggle, profileTitle, id, labelledBy, firstRef }: OptionListProps) {
  return (
    <ul id={id} className="skills-list__items" aria-labelledby={labelledBy}>
      {items.map((item, index) => {
        const isChecked = checked.has(item.id);
        return (
          <li key={item.id}>
            <label className={`skill-option${isChecked ? ' skill-option--checked' : ''}`}>
              <input
                ref={index === 0 ? firstRef : undefined}
                type="checkbox"
                className="skill-option__box"
                checked={isChecked}
                onChange={(event) => onToggle(item, event.target.checked)}
              />
              <span className="skill-option__text">
                {/* Catalogue texts are German whatever the interface language. */}
                <span lang="de">{item.description}</span>
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
  );
}

/**
 * The checkboxes of the skill-selection list: our curated skills (recommended) first; ESCO's
 * phrases ("Kundenbedürfnisse ermitteln") read like a competence framework, not like a CV, so
 * they wait in a collapsed "Weitere" group.
 */
export function SkillOptions({ items, checked, onToggle, profileTitle, labelledBy }: SkillOptionsProps) {
  const { t } = useTranslation();
  const moreId = useId();
  const moreButtonId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstMore = useRef<HTMLInputElement>(null);
  const curated = items.filter((item) => item.recommended === 1);
  const more = items.filter((item) => item.recommended === 0);

  // After opening the group the focus goes to its first skill, not back to the top.
  useEffect(() => {
    if (expanded) firstMore.current?.focus();
  }, [expanded]);

  const shared = { checked, onToggle, profileTitle };
  return (
    <>
      {curated.length > 0 && <OptionList {...shared} items={curated} labelledBy={labelledBy} />}
      {more.length > 0 && (
        <div className="skills-list__more-group">
          <button
            id={moreButtonId}
            type="button"
            className="button button--secondary button--small skills-list__more"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'skills.list.hideMore' : 'skills.list.showMore', { count: more.length })}
          </button>
          {expanded && (
            <OptionList {...shared} id={moreId} items={more} labelledBy={moreButtonId} firstRef={firstMore} />
          )}
        </div>
      )}
    </>
  );
}
