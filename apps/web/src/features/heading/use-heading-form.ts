import { type Heading, headingFormSchema } from '@vita/shared';
import { DEFAULT_TEMPLATE } from '@vita/shared/constants';
import { headingDraftStrength } from '@vita/shared/resume';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../components/form';
import { sectionCalls, useSectionSave } from '../../components/save-status';
import { headingNext } from '../../flow/wizard';
import { getItem } from '../../store/local-store';
import { useFlowState, useResumeStore } from '../../store/resume-store';
import { type HeadingField, trimHeading } from './heading-values';
import { useHeadingDraft } from './use-heading-data';

export const fieldId = (field: HeadingField) => `heading-${field}`;

/** Order of the error summary: as the fields appear on the page. */
const ERROR_ORDER: readonly HeadingField[] = [
  'fname',
  'lname',
  'birthDatePlace',
  'street',
  'pincode',
  'location',
  'phone',
  'email',
  'licence',
  'maritalStatus',
  'socialLink',
];

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

  // The schema checks the whole draft after every change, as the draft is written to the local
  // store; which of its messages show is decided here.
  const form = useSchemaForm(headingFormSchema, { values: draft });
  const isShown = (field: HeadingField): boolean => {
    const key = form.formState.errors[field]?.message;
    if (!key) return false;
    return submitted || (left.has(field) && !isRequiredError(key));
  };
  const messageOf = (field: HeadingField): string | undefined =>
    isShown(field) ? form.messageOf(field) : serverErrors[field];
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

  const refuse = () => {
    setSubmitted(true);
    setSummaryFocus((n) => n + 1);
  };

  const saveHeading = async () => {
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'pending') return;
    void form.handleSubmit(saveHeading, refuse)();
  };

  const leave = (field: string) => setLeft((s) => (s.has(field) ? s : new Set([...s, field])));

  return { flow, draft, photo, remote, save, messageOf, summary, summaryRef, change, submit, leave };
}
