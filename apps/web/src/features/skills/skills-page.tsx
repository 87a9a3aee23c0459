import type { CatalogueItem } from '@vita/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WizardWithPreview } from '../../components/preview';
import {
  appendBulletHtml,
  normaliseEditorHtml,
  RichTextEditor,
  type RichTextEditorHandle,
} from '../../components/rich-text-editor';
import { PendingSavesNotice, SaveStatus } from '../../components/save-status';
import { containedItemIds, displayProfileTitle } from '../../components/suggestions';
import { skillsBack, skillsNext } from '../../flow/wizard';
import { getItem } from '../../store/local-store';
import { useFlowState, useStoreValue } from '../../store/resume-store';
import { RecommendationsModal } from './recommendations-modal';
import { SkillSelectionList } from './skill-selection-list';
import { removeBulletHtml, skillsProfileTitles, skillsSaveAction, skillsValue } from './skills-values';
import { useRecommendationOffer } from './use-recommendation-offer';
import { useRecommendedSkills, useSkillCatalogue } from './use-skill-catalogue';
import { useSkillsLoad, useSkillsSave, useSkillsWriter } from './use-skills';
import './skills.css';

/** /add-skill: the skills as a bullet list, with recommendations and the skill-selection list (01 §2). */
export function SkillsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const work = useStoreValue('work');
  const education = useStoreValue('education');
  const editorRef = useRef<RichTextEditorHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [opened] = useState(() => getItem('skills'));
  const [html, setHtml] = useState(() => normaliseEditorHtml(opened?.data));
  /** Whether skills were stored when the page opened (or arrived from the server since). */
  const storedBefore = useRef(opened !== null);
  const touched = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  const load = useSkillsLoad(opened === null);
  const write = useSkillsWriter();
  const { save, store, remove } = useSkillsSave();

  const titles = useMemo(() => skillsProfileTitles(work, education), [work, education]);
  const recommendation = useRecommendedSkills(titles);
  const catalogue = useSkillCatalogue(titles);

  // Every item the text may contain, for the stored `recommended` list.
  const candidates = useMemo(
    () => [
      ...catalogue.items.map((item) => item.description),
      ...recommendation.recommended.map((item) => item.description),
      ...(opened?.recommended ?? []),
    ],
    [catalogue.items, recommendation.recommended, opened],
  );
  const change = (next: string) => {
    touched.current = true;
    setHtml(next);
    write(skillsValue(next, candidates));
  };

  const loaded = load.data;
  useEffect(() => {
    if (!loaded || touched.current) return;
    storedBefore.current = true;
    setHtml(normaliseEditorHtml(loaded.data));
    write(loaded);
  }, [loaded, write]);

  const offer = useRecommendationOffer({
    eligible: html === '' && loaded == null,
    settled: load.state.status !== 'pending' && recommendation.settled,
    available: recommendation.recommended.length > 0,
  });
  const accept = () => {
    offer.close();
    change(recommendation.recommended.reduce((text, item) => appendBulletHtml(text, item.description), html));
    setAnnouncement(t('skills.modal.added', { count: recommendation.recommended.length }));
    requestAnimationFrame(() => editorRef.current?.focus());
  };
  const decline = () => {
    offer.close();
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const checked = useMemo(() => containedItemIds(html, catalogue.items), [html, catalogue.items]);
  const toggle = (item: CatalogueItem, check: boolean) => {
    if (check) {
      if (editorRef.current) editorRef.current.insertBullet(item.description);
      else change(appendBulletHtml(html, item.description));
      setAnnouncement(t('skills.list.added', { text: item.description }));
      return;
    }
    const result = removeBulletHtml(html, item.description);
    if (result.removed) {
      change(result.html);
      setAnnouncement(t('skills.list.removed', { text: item.description }));
    } else {
      setAnnouncement(t('skills.list.notRemoved', { text: item.description }));
    }
  };

  const leave = (to: string, always: boolean) => {
    if (save.status === 'pending') return;
    const current = normaliseEditorHtml(editorRef.current?.getHtml() ?? html);
    // Back saves only what changed; Next always sends non-empty text (the server may lack it).
    if (!always && !touched.current) {
      navigate(to);
      return;
    }
    const action = skillsSaveAction(current, storedBefore.current);
    const value = skillsValue(current, candidates);
    if (action === 'save' && value) void store(value, () => navigate(to));
    else if (action === 'delete') void remove(() => navigate(to));
    else navigate(to);
  };

  const titleId = 'skills-title';
  return (
    <WizardWithPreview>
      <div className="skills-page container">
        <h1 className="skills-page__title" id={titleId} ref={headingRef} tabIndex={-1}>
          {t('skills.title')}
        </h1>
        <p className="skills-page__lead" id="skills-lead">
          {t('skills.lead')}
        </p>
        <PendingSavesNotice />
        <SaveStatus state={load.state} action="load" />
        {offer.phase === 'searching' && (
          <p className="skills-page__searching" role="status">
            <span className="skills-spinner" aria-hidden="true" />
            {t('skills.searching')}
          </p>
        )}
        <div className="skills-page__body">
          <RichTextEditor
            ref={editorRef}
            value={html}
            onChange={change}
            labelledBy={titleId}
            describedBy="skills-lead"
            id="skills-editor"
          />
          <SkillSelectionList
            catalogue={catalogue}
            checked={checked}
            onToggle={toggle}
            announcement={announcement}
          />
        </div>
        <SaveStatus state={save} action={html === '' ? 'delete' : 'save'} />
        <nav className="step-nav" aria-label={t('common.stepNavigation')}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => leave(skillsBack(flow), false)}
          >
            {t('common.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={save.status === 'pending'}
            onClick={() => leave(skillsNext(flow), true)}
          >
            {flow.finalMode ? t('skills.saveAndNext') : t('skills.next')}
          </button>
        </nav>
      </div>
      <RecommendationsModal
        open={offer.phase === 'offer'}
        profileTitle={recommendation.profile ? displayProfileTitle(recommendation.profile.title) : ''}
        items={recommendation.recommended}
        onAccept={accept}
        onDecline={decline}
      />
    </WizardWithPreview>
  );
}
