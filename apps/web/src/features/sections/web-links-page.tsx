import type { WebLinks } from '@vita/shared';
import { MAX_WEB_LINKS, SECTION_LIMITS } from '@vita/shared/constants';
import { type FormEvent, type Ref, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../flow/paths';
import { webLinksBack, webLinksNext } from '../../flow/sections';
import { getItem } from '../../store/local-store';
import { useFlowState } from '../../store/resume-store';
import { checkWebLinks, EMPTY_WEB_LINKS, hasAnyLink, WEB_LINK_FIELDS, type WebLinkField } from './save-rules';
import { SectionPage } from './section-page';
import { useExtraSectionSave } from './use-extra-section-save';
import { useLeaveSection } from './use-leave-section';
import './sections.css';

const TARGET = { storeKey: 'webLinks', subKey: 'WebLinks', section: 'webLinks' } as const;
/** ext_name_arr's name for the links (01 §3; one name with commas). */
const WEB_LINKS_NAME = 'Websites,Portfolios,Profiles';
const FORM_ID = 'web-links-form';

const storedLinks = (): WebLinks => {
  const stored = getItem('webLinks');
  return {
    link1: stored?.link1 ?? '',
    link2: stored?.link2 ?? '',
    link3: stored?.link3 ?? '',
  };
};

/**
 * /alnk (01 §2, §4, §5): three personal links, at least one; saved by the web-links rules, then
 * the next section, /signature, or /final-resume when the resume is finished.
 */
export function WebLinksPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  const saver = useExtraSectionSave(TARGET);
  const [links, setLinks] = useState<WebLinks>(storedLinks);
  const [invalid, setInvalid] = useState<readonly WebLinkField[]>([]);
  const firstRef = useRef<HTMLInputElement>(null);
  const { save, write, apply } = saver;

  const targets = useMemo(() => ({ back: webLinksBack(flow), next: webLinksNext(flow) }), [flow]);
  const leaving = useLeaveSection({
    targets,
    path: paths.webLinks,
    name: WEB_LINKS_NAME,
    busy: save.status === 'pending',
    isEmpty: () => !hasAnyLink(links),
    hasStoredCopy: () => {
      const copy = saver.serverCopy();
      return copy.serverId !== null || copy.waiting;
    },
    save: async () => (await apply(checkWebLinks(links).links, false)).kind === 'done',
    discard: async () => (await apply(EMPTY_WEB_LINKS, true)).kind === 'done',
    clearLocal: saver.clear,
  });

  const change = (field: WebLinkField, value: string) => {
    const next = { ...links, [field]: value };
    setLinks(next);
    write(next);
    if (invalid.includes(field)) setInvalid(invalid.filter((f) => f !== field));
  };
  /** A refused address (javascript:, data:, no host) keeps the page open with its message. */
  const leave = (direction: 'back' | 'next') => {
    const found = checkWebLinks(links).invalid;
    setInvalid(found);
    if (found.length > 0) {
      document.getElementById(`web-${found[0]}`)?.focus();
      return;
    }
    void leaving.leave(direction);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    leave('next');
  };

  return (
    <SectionPage
      title={t('sections.webLinks.title')}
      lead={t('sections.webLinks.subtitle')}
      leadId="web-links-lead"
      save={save}
      leaving={leaving}
      form={FORM_ID}
      onBack={() => leave('back')}
      onNext={() => leave('next')}
      focusField={() => firstRef.current?.focus()}
    >
      <form
        id={FORM_ID}
        className="sections-card"
        noValidate
        onSubmit={submit}
        aria-describedby="web-links-lead"
      >
        <p className="field__hint" id="web-links-rule">
          {t('sections.webLinks.atLeastOne')}
        </p>
        {WEB_LINK_FIELDS.slice(0, MAX_WEB_LINKS).map((field, index) => (
          <WebLinkInput
            key={field}
            field={field}
            number={index + 1}
            value={links[field]}
            invalid={invalid.includes(field)}
            inputRef={index === 0 ? firstRef : undefined}
            onChange={(value) => change(field, value)}
          />
        ))}
      </form>
    </SectionPage>
  );
}

interface WebLinkInputProps {
  field: WebLinkField;
  number: number;
  value: string;
  invalid: boolean;
  /** The first field's: focused when the page asks for a link. */
  inputRef: Ref<HTMLInputElement> | undefined;
  onChange(value: string): void;
}

/** One link: label, hint, the address field and, for a refused address, why. */
function WebLinkInput({ field, number, value, invalid, inputRef, onChange }: WebLinkInputProps) {
  const { t } = useTranslation();
  const id = `web-${field}`;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('sections.webLinks.link', { number })}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t(`sections.webLinks.hints.${field}`)}
      </p>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        maxLength={SECTION_LIMITS.webLink}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={[
          `${id}-hint`,
          number === 1 ? 'web-links-rule' : null,
          invalid ? `${id}-error` : null,
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          {t('sections.webLinks.invalidUrl')}
        </p>
      )}
    </div>
  );
}
