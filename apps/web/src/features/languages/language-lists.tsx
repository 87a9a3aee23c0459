import type { LanguageLevel } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageCombobox } from './language-combobox';
import {
  canAddForeign,
  canAddNative,
  canDeleteNative,
  type ForeignRow,
  type NativeRow,
} from './language-rows';
import { LevelPicker } from './level-picker';
import type { LanguageOption } from './use-languages';

type InputRef = (key: string) => (element: HTMLInputElement | null) => void;

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z"
      />
    </svg>
  );
}

function AddButton({
  enabled,
  onAdd,
  describedBy,
}: {
  enabled: boolean;
  onAdd(): void;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="lang-list__add">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!enabled}
        aria-describedby={enabled ? describedBy : `${describedBy} ${hintId}`}
        onClick={onAdd}
      >
        <span aria-hidden="true">+</span> {t('languages.form.addAnother')}
      </button>
      {!enabled && (
        <p id={hintId} className="lang-list__hint">
          {t('languages.form.addHint')}
        </p>
      )}
    </div>
  );
}

interface NativeListProps {
  rows: NativeRow[];
  languages: readonly LanguageOption[] | undefined;
  inputRef: InputRef;
  onChange(key: string, name: string): void;
  onAdd(): void;
  onRemove(key: string): void;
}

export function NativeLanguageList({
  rows,
  languages,
  inputRef,
  onChange,
  onAdd,
  onRemove,
}: NativeListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const deletable = canDeleteNative(rows);
  return (
    <section className="wizard-card lang-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="lang-list__title">
        {t('languages.form.nativeTitle')}
      </h2>
      <ul className="lang-list__rows">
        {rows.map((row, index) => {
          const label = t('languages.form.nativeLabel', { number: index + 1 });
          return (
            <li key={row.key} className="lang-row">
              <LanguageCombobox
                value={row.nativeLang}
                onChange={(name) => onChange(row.key, name)}
                label={label}
                placeholder={t('languages.form.nativePlaceholder')}
                languages={languages}
                inputRef={inputRef(row.key)}
              />
              {deletable && (
                <RemoveRowButton name={row.nativeLang.trim() || label} onRemove={() => onRemove(row.key)} />
              )}
            </li>
          );
        })}
      </ul>
      <AddButton enabled={canAddNative(rows)} onAdd={onAdd} describedBy={titleId} />
    </section>
  );
}

interface ForeignListProps {
  rows: ForeignRow[];
  languages: readonly LanguageOption[] | undefined;
  inputRef: InputRef;
  onChange(key: string, name: string): void;
  onLevel(key: string, level: LanguageLevel): void;
  onAdd(): void;
  onRemove(key: string): void;
}

export function ForeignLanguageList({
  rows,
  languages,
  inputRef,
  onChange,
  onLevel,
  onAdd,
  onRemove,
}: ForeignListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="wizard-card lang-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="lang-list__title">
        {t('languages.form.foreignTitle')}
      </h2>
      <ul className="lang-list__rows">
        {rows.map((row, index) => {
          const label = t('languages.form.languageLabel', { number: index + 1 });
          const name = row.language.trim() || t('languages.form.unnamed');
          return (
            <li key={row.key} className="card lang-card">
              <div className="lang-row">
                <LanguageCombobox
                  value={row.language}
                  onChange={(value) => onChange(row.key, value)}
                  label={label}
                  placeholder={t('languages.form.languagePlaceholder')}
                  languages={languages}
                  inputRef={inputRef(row.key)}
                />
                <RemoveRowButton name={row.language.trim() || label} onRemove={() => onRemove(row.key)} />
              </div>
              <LevelPicker
                level={row.level}
                languageName={name}
                onChange={(level) => onLevel(row.key, level)}
              />
            </li>
          );
        })}
      </ul>
      <AddButton enabled={canAddForeign(rows)} onAdd={onAdd} describedBy={titleId} />
    </section>
  );
}

/** The bin button of a row, named after the language it removes (or the row's label). */
function RemoveRowButton({ name, onRemove }: { name: string; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-button icon-button--danger lang-row__delete" onClick={onRemove}>
      <TrashIcon />
      <span className="visually-hidden">{t('languages.form.remove', { language: name })}</span>
    </button>
  );
}
