import { SECTION_LIMITS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../components/save-status';
import { OwnSectionList } from './own-section-list';
import { useOwnSectionForm } from './use-own-section-form';

/** 'Add Your Own' / 'Eigenen Abschnitt hinzufügen': up to two custom sections (01 §2, §5). */
export function CustomSectionAdder() {
  const { t } = useTranslation();
  const { state, slots, full, title, changeTitle, missing, added, submit, inputRef, listTitleRef } =
    useOwnSectionForm();
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
            maxLength={SECTION_LIMITS.customTitle}
            value={title}
            disabled={full}
            aria-invalid={missing || undefined}
            aria-describedby={describedBy}
            onChange={(event) => changeTitle(event.target.value)}
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
      <OwnSectionList slots={slots} titleRef={listTitleRef} />
    </section>
  );
}
