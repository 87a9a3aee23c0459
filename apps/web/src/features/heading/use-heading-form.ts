import type { Heading } from '@vita/shared';
import { DEFAULT_TEMPLATE } from '@vita/shared/constants';
import { headingDraftStrength } from '@vita/shared/resume';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sectionCalls, useSectionSave } from '../../components/save-status';
import { headingNext } from '../../flow/wizard';
import { getItem } from '../../store/local-store';
import { useFlowState, useResumeStore } from '../../store/resume-store';
import { trimHeading } from './heading-values';
import { useHeadingDraft } from './use-heading-data';
import {
  ERROR_ORDER,
  type HeadingErrorField,
  type HeadingErrors,
  hasErrors,
  validateHeading,
} from './validate-heading';

export const fieldId = (field: HeadingErrorField) => `heading-${field}`;

/** Required-field messages wait for a submit; format and length show as soon as a field is left. */
const isRequiredError = (key: string) => key.endsWith('Required');

/** Server field errors (`meta_value.email`) by heading field. */
function serverFieldErrors(
  errors: Record<string, string> | undefined,
): Partial<Record<keyof Heading, string>> {
  const result: Partial<Record<keyof Heading, string>> = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    const field = path.replace(/^(body\.)?meta_value\./, '') as keyof Heading;
    if (field !== path) result[field] = message;
  }
  return result;
}

/**
 * The heading form's state: the draft, which messages show (required ones after a submit,
 * format ones once a field is left, the server's after a refused save), the error summary and
 * the save that goes on to the next step.
 */
export function useHeadingForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const { draft, update, photo, remote } = useHeadingDraft();
  const save = useSectionSave();

  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Heading, string>>>({});
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const errors = useMemo(() => validateHeading(draft), [draft]);
  const shown: HeadingErrors = submitted
    ? errors
    : Object.fromEntries(
        Object.entries(errors).filter(([field, key]) => left.has(field) && !isRequiredError(key)),
      );
  const messageOf = (field: HeadingErrorField): string | undefined => {
    const key = shown[field];
    return key ? t(`heading.errors.${key}`) : serverErrors[field];
  };
  const summary = submitted
    ? ERROR_ORDER.flatMap((field) => {
        const message = messageOf(field);
        return message ? [{ targetId: fieldId(field), message }] : [];
      })
    : [];

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const change = (patch: Partial<Heading>) => {
    update(patch);
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'pending') return;
    if (hasErrors(errors)) {
      setSubmitted(true);
      setSummaryFocus((n) => n + 1);
      return;
    }
    const heading = trimHeading(draft);
    setValue('heading', heading);
    setValue('sectionStrength', { ...getItem('sectionStrength'), heading: headingDraftStrength(heading) });
    const call = sectionCalls.saveMeta({
      resume_token: ensureResumeToken(),
      resume_template_id: getItem('templateId') ?? DEFAULT_TEMPLATE.id,
      meta_key: 'heading',
      meta_value: heading,
    });
    const next = headingNext(flow);
    const outcome = await save.run(call, { onSaved: () => navigate(next) });
    if (outcome.kind === 'queued') navigate(next);
    if (outcome.kind === 'failed' && outcome.error.errors) {
      setServerErrors(serverFieldErrors(outcome.error.errors));
      setSubmitted(true);
    }
  };

  const leave = (field: string) => setLeft((s) => (s.has(field) ? s : new Set([...s, field])));

  return { flow, draft, photo, remote, save, messageOf, summary, summaryRef, change, submit, leave };
}
