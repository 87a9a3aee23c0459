import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appendBulletHtml, RichTextEditor } from '../../components/rich-text-editor';
import { SaveStatus, useTextMetaEditor } from '../../components/save-status';
import { displayProfileTitle } from '../../components/suggestions';
import { WizardPage } from '../../components/wizard-page';
import { skillsBack, skillsNext } from '../../flow/wizard';
import { getItem } from '../../store/local-store';
import { useFlowState, useStoreValue } from '../../store/resume-store';
import { RecommendationsModal } from './recommendations-modal';
import { SkillSelectionList } from './skill-selection-list';
import { skillsProfileTitles, skillsValue } from './skills-values';
import { useRecommendationOffer } from './use-recommendation-offer';
import { useRecommendedSkills, useSkillCatalogue } from './use-skill-catalogue';
import { useSkillToggle } from './use-skill-toggle';
import { SKILLS } from './use-skills';
import './skills.css';

/** /add-skill: the skills as a bullet list, with recommendations and the skill-selection list (01 §2). */
export function SkillsPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  const work = useStoreValue('work');
  const education = useStoreValue('education');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read once here as well as in the editor hook: its `recommended` list stays a candidate.
  const [opened] = useState(() => getItem('skills'));

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
  const text = useTextMetaEditor(SKILLS, (html) => skillsValue(html, candidates));
  const { html, change, editorRef, save } = text;
  const { checked, toggle, announcement, announce } = useSkillToggle(text, catalogue.items);

  const offer = useRecommendationOffer({
    eligible: html === '' && text.loaded == null,
    settled: text.load.state.status !== 'pending' && recommendation.settled,
    available: recommendation.recommended.length > 0,
  });
  const accept = () => {
    offer.close();
    change(recommendation.recommended.reduce((all, item) => appendBulletHtml(all, item.description), html));
    announce(t('skills.modal.added', { count: recommendation.recommended.length }));
    requestAnimationFrame(() => editorRef.current?.focus());
  };
  const decline = () => {
    offer.close();
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const titleId = 'skills-title';
  return (
    <WizardPage
      layout="centred"
      title={t('skills.title')}
      titleId={titleId}
      titleRef={headingRef}
      lead={t('skills.lead')}
      leadId="skills-lead"
      notices={
        <>
          <SaveStatus state={text.load.state} action="load" />
          {offer.phase === 'searching' && (
            <p className="skills-page__searching" role="status">
              <span className="skills-spinner" aria-hidden="true" />
              {t('skills.searching')}
            </p>
          )}
        </>
      }
      nav={{
        back: { onClick: () => text.leave(skillsBack(flow), false) },
        next: { onClick: () => text.leave(skillsNext(flow), true), busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('skills.saveAndNext') : t('skills.next'),
      }}
      outside={
        <RecommendationsModal
          open={offer.phase === 'offer'}
          profileTitle={recommendation.profile ? displayProfileTitle(recommendation.profile.title) : ''}
          items={recommendation.recommended}
          onAccept={accept}
          onDecline={decline}
        />
      }
    >
      <div className="wizard-page__body">
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
    </WizardPage>
  );
}
