import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveStatus } from '../../components/save-status';
import { customSectionHref, paths } from '../../flow/paths';
import { readOwnTitleDraft, writeOwnTitleDraft } from './checklist-draft';
import { useCustomSectionAdder } from './use-custom-section-adder';

const TITLE_MAX = 80;

/** 'Add Your Own' / 'Eigenen Abschnitt hinzufügen': up to two custom sections (01 §2, §5). */
export function CustomSectionAdder() {
  const { t } = useTranslation();
  const { add, state, reset, slots, full } = useCustomSectionAdder();
  const [title, setTitle] = useState(readOwnTitleDraft);
  const [missing, setMissing] = useState(false);
  const [added, setAdded] = useState('');
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasFull = useRef(full);

  // The input is disabled once both exist (after an add, or the 409's listing): keyboard focus
  // that was in it moves to the list rather than falling back to the page.
  useEffect(() => {
    const active = document.activeElement;
    if (full && !wasFull.current && (active === inputRef.current || active === document.body)) {
      listTitleRef.current?.focus();
    }
    wasFull.current = full;
  }, [full]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (full || state.status === 'pending') return;
    const trimmed = title.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    setAdded('');
    const answer = await add(trimmed);
    if (answer) {
      setTitle('');
      writeOwnTitleDraft('');
      setAdded(t('sections.addSection.ownAdded', { title: answer.meta_value.title }));
    }
  };

  const existing = [
    slots.one ? { path: paths.customOne, section: slots.one } : null,
    slots.two ? { path: paths.customTwo, section: slots.two } : null,
  ].filter((entry) => entry !== null);
  const describedBy = [
    'own-section-hint',
    full ? 'own-section-limit' : '',
    missing ? 'own-section-error' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="sections-card own-sections" aria-labelledby="own-section-heading">
      <h2 className="own-sections__title" id="own-section-heading">
        {t('sections.addSection.ownTitle')}
      </h2>
      <form className="own-sections__form" noValidate onSubmit={submit}>
        <label className="field__label" htmlFor="own-section-title">
          {t('sections.addSection.ownLabel')}
        </label>
        <p className="field__hint" id="own-section-hint">
          {t('sections.addSection.ownHint')}
        </p>
        <div className="own-sections__row">
          <input
            ref={inputRef}
            id="own-section-title"
            className="field__input"
            type="text"
            maxLength={TITLE_MAX}
            value={title}
            disabled={full}
            aria-invalid={missing || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setTitle(event.target.value);
              writeOwnTitleDraft(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
              if (state.status === 'error') reset();
            }}
          />
          <button
            type="submit"
            className="button button--secondary"
            disabled={full}
            aria-disabled={state.status === 'pending'}
          >
            {t('sections.addSection.ownAdd')}
          </button>
        </div>
        {missing && (
          <p className="field__error" id="own-section-error">
            {t('sections.addSection.ownTitleRequired')}
          </p>
        )}
        {full && (
          <p className="own-sections__limit" id="own-section-limit">
            {t('sections.addSection.ownLimit')}
          </p>
        )}
      </form>
      <div className="own-sections__status">
        {state.status === 'error' && state.error?.status === 409 ? (
          // The server's limit (409): its sections are being loaded into the list below.
          <div role="alert">
            <p className="save-status__box save-status__box--error">{t('sections.addSection.ownConflict')}</p>
          </div>
        ) : (
          <SaveStatus state={state} />
        )}
        <p role="status" className="own-sections__added">
          {added}
        </p>
      </div>
      {existing.length > 0 && (
        <>
          <h3 className="own-sections__list-title" ref={listTitleRef} tabIndex={-1}>
            {t('sections.addSection.ownList')}
          </h3>
          <ul className="sections-present">
            {existing.map(({ path, section }) => (
              <li key={section.id} className="sections-present__item">
                <span className="sections-present__name">{section.title}</span>
                <Link
                  to={customSectionHref(path, section.id)}
                  className="sections-present__edit"
                  aria-label={t('sections.addSection.editNamed', { name: section.title })}
                >
                  {t('sections.addSection.edit')}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
