import { useQuery } from '@tanstack/react-query';
import { ZEUGNIS_LIMITS, type ZeugnisLang } from '@vita/shared/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilePicker } from '../../components/ui/file-picker';
import { analyzeZeugnis, type ZeugnisInput } from './zeugnis-api';
import { ZeugnisResult } from './zeugnis-result';
import './texts';
import './zeugnis.css';

const ACCEPT =
  'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx';
type Asked = { id: number; input: ZeugnisInput };

/** The Anlage named in `?anlage=<id>` (from the Bewerbungsmappe's Anlagen), read once on arrival. */
function useAttachmentAsked(): Asked | null {
  const [params] = useSearchParams();
  const id = Number(params.get('anlage'));
  return Number.isInteger(id) && id > 0 ? { id: -id, input: { kind: 'attachment', id } } : null;
}

/**
 * /zeugnis-verstehen, public: paste the Arbeitszeugnis or choose its PDF or Word file, and see what
 * it says — the overall grade, each part and sentence explained, what is missing, hidden codes.
 * The result follows the page's language (asked again when it changes); the text stays in the field.
 */
export function ZeugnisPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const fromAttachment = useAttachmentAsked();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [asked, setAsked] = useState<Asked | null>(fromAttachment);
  const [counter, setCounter] = useState(1);
  const [localError, setLocalError] = useState(false);
  const lang: ZeugnisLang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const result = useQuery({
    queryKey: ['zeugnis', asked?.id, lang],
    queryFn: ({ signal }) => analyzeZeugnis((asked as Asked).input, lang, signal),
    enabled: asked !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ZeugnisInput | null = file
      ? { kind: 'file', file }
      : text.trim()
        ? { kind: 'text', text }
        : null;
    if (!input) return setLocalError(true);
    setLocalError(false);
    setAsked({ id: counter, input });
    setCounter(counter + 1);
  };
  const error = localError ? t('zeugnis.form.empty') : result.error?.message;

  return (
    <div className="container zeugnis-page">
      <h1>{t('zeugnis.title')}</h1>
      <p className="zeugnis-page__lead">{t('zeugnis.intro')}</p>
      <form className="zeugnis-form" noValidate onSubmit={submit} aria-describedby={`${id}-privacy`}>
        <label className="field__label" htmlFor={`${id}-text`}>
          {t('zeugnis.form.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className="field__input zeugnis-form__text"
          rows={10}
          maxLength={ZEUGNIS_LIMITS.maxChars}
          value={text}
          aria-invalid={localError || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <span className="field__label" id={`${id}-file-label`}>
          {t('zeugnis.form.file')}
        </span>
        <FilePicker
          id={`${id}-file`}
          choose={t('zeugnis.form.choose')}
          labelledBy={`${id}-file-label`}
          accept={ACCEPT}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <p id={`${id}-privacy`} className="zeugnis-form__note">
          {t('zeugnis.form.privacy')}
        </p>
        {error && (
          <p id={`${id}-error`} className="zeugnis-form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={result.isFetching}>
          {t('zeugnis.form.submit')}
        </button>
        {result.isFetching && <p role="status">{t('zeugnis.form.reading')}</p>}
      </form>
      {result.data && !result.isFetching && <ZeugnisResult result={result.data} />}
      <aside className="zeugnis-page__law" aria-labelledby={`${id}-law`}>
        <h2 id={`${id}-law`}>{t('zeugnis.law.title')}</h2>
        <p>{t('zeugnis.law.text')}</p>
      </aside>
    </div>
  );
}
