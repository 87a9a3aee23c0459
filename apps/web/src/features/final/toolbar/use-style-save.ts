/**
 * Template, colour and formatting: written to the local store at once (the preview follows),
 * then saved with /resume/resume-style through the shared save pattern (retries, pending list).
 * The call never carries `layout`: the server keeps the stored section order when it is left out,
 * so the drag-and-drop order saved by the final page is never overwritten by a stale copy.
 */
import type { Formatting } from '@vita/shared';
import { type ColourKey, DEFAULT_TEMPLATE, TEMPLATES } from '@vita/shared/constants';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type SectionCall, useSectionSave } from '../../../components/save-status';
import { showToast } from '../../../components/toast';
import { getItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { completeFormatting } from './formatting-rules';
import '../texts';

type Template = (typeof TEMPLATES)[number];
/** Sliders save once the visitor has stopped moving them for this long. */
export const SLIDER_SAVE_DELAY_MS = 600;

/** The call for what the local store holds now (read at send time, so a late save is current). */
export function styleCall(): SectionCall<unknown> | null {
  const token = getItem('resumeToken');
  if (!token) return null;
  const styleName = getItem('templateStyleName');
  const template =
    TEMPLATES.find((t) => t.styleName === styleName) ??
    TEMPLATES.find((t) => t.id === getItem('templateId')) ??
    DEFAULT_TEMPLATE;
  return {
    path: '/resume/resume-style',
    body: {
      resume_token: token,
      template_id: template.id,
      style_name: template.styleName,
      colour: getItem('templateColour') ?? 'brand',
      formatting: completeFormatting(getItem('templateFormatting')),
    },
    coalesceKey: 'resume-style',
  };
}

export function useStyleSave() {
  const { t } = useTranslation();
  const setValue = useResumeStore((s) => s.set);
  const { run } = useSectionSave();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const send = useCallback(async () => {
    timer.current = null;
    const call = styleCall();
    if (!call) return;
    const outcome = await run(call);
    if (outcome.kind === 'failed') showToast(t('finalTools.style.saveFailed'), 'error');
    else if (outcome.kind === 'queued') showToast(t('finalTools.style.saveQueued'), 'info');
  }, [run, t]);

  const schedule = useCallback(
    (debounced: boolean) => {
      if (timer.current) clearTimeout(timer.current);
      if (debounced) timer.current = setTimeout(() => void send(), SLIDER_SAVE_DELAY_MS);
      else void send();
    },
    [send],
  );

  // A slider save still waiting when the toolbar goes is sent, not dropped.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        const call = styleCall();
        if (call) void run(call);
      }
    },
    [run],
  );

  const chooseTemplate = useCallback(
    (template: Template) => {
      setValue('templateId', template.id);
      setValue('templateIndex', template.index);
      setValue('templateStyleName', template.styleName);
      schedule(false);
    },
    [setValue, schedule],
  );
  const chooseColour = useCallback(
    (colour: ColourKey) => {
      setValue('templateColour', colour);
      schedule(false);
    },
    [setValue, schedule],
  );
  const changeFormatting = useCallback(
    (formatting: Formatting, options: { debounced?: boolean } = {}) => {
      setValue('templateFormatting', formatting);
      schedule(options.debounced ?? false);
    },
    [setValue, schedule],
  );

  return useMemo(
    () => ({ chooseTemplate, chooseColour, changeFormatting }),
    [chooseTemplate, chooseColour, changeFormatting],
  );
}
