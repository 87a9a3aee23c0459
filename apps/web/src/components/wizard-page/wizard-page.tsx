import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { WizardWithPreview } from '../preview';
import { PendingSavesNotice } from '../save-status';
import { StepNav, type StepNavProps } from '../step-nav';
import './wizard-page.css';

export interface WizardPageProps {
  title: ReactNode;
  /** The heading's id, for an editor labelled by it. */
  titleId?: string;
  /** Given, the heading takes focus programmatically (tabIndex -1) without an outline. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** A short line above the heading (step name, entry name). */
  eyebrow?: ReactNode;
  /** The help text under the heading. */
  lead?: ReactNode;
  leadId?: string;
  /**
   * 'centred': a 48rem column in the middle (education, languages, skills, summary); 'column': a
   * 46rem column at the start of the content (work, heading, signature, sections). Two looks the
   * pages had before the shell; one of them can go once the design settles on it.
   */
  layout?: 'centred' | 'column';
  /** An interstitial (intro) page: no live preview, no pending-saves notice, a narrower column. */
  intro?: boolean;
  /** Whether the notice of saves still waiting for the server shows; by default on every non-intro page. */
  pendingSaves?: boolean;
  /** Extra class on the column, for a feature's own rules. */
  className?: string;
  /** Status lines under the help text, outside the form (load state, an error summary). */
  notices?: ReactNode;
  /** Given, the body and the step navigation stand in this form (Next is its submit). */
  form?: FormHTMLAttributes<HTMLFormElement>;
  nav?: StepNavProps;
  /** Under Back / Next, inside the column (a quiet 'skip' link). */
  after?: ReactNode;
  /** Dialogs, toasts and the like that belong beside the column, not in it. */
  outside?: ReactNode;
  children: ReactNode;
}

/**
 * Every wizard step page: eyebrow, heading, help text, the page's own body, Back / Next, and the
 * live preview beside it (or behind the 'Vorschau' button on a small screen). A new step page
 * starts here; see docs/architecture.md.
 */
export function WizardPage(props: WizardPageProps) {
  const { title, titleId, titleRef, eyebrow, lead, leadId, intro = false, form, nav, outside } = props;
  const pendingSaves = props.pendingSaves ?? !intro;
  const layout = props.layout ?? 'column';
  const classes = ['wizard-page', `wizard-page--${layout}`, 'container'];
  if (intro) classes.push('wizard-page--intro');
  const body = (
    <>
      {props.children}
      {nav && <StepNav {...nav} />}
      {props.after}
    </>
  );
  const page = (
    <div className={classes.join(' ')}>
      <div className={props.className ? `wizard-page__form ${props.className}` : 'wizard-page__form'}>
        {eyebrow !== undefined && <p className="wizard-page__eyebrow">{eyebrow}</p>}
        <h1 className="wizard-page__title" id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        {lead !== undefined && (
          <p className="wizard-page__lead" id={leadId}>
            {lead}
          </p>
        )}
        {pendingSaves && <PendingSavesNotice />}
        {props.notices}
        {form ? (
          <form noValidate {...form}>
            {body}
          </form>
        ) : (
          body
        )}
      </div>
      {outside}
    </div>
  );
  return intro ? page : <WizardWithPreview>{page}</WizardWithPreview>;
}
