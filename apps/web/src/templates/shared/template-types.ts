import type { ResumeDocument } from '@vita/shared/resume';
import type { ComponentType } from 'react';

/** A template is a pure function of the document: no app state, no side effects beyond layout. */
export interface TemplateProps {
  doc: ResumeDocument;
}
export type TemplateComponent = ComponentType<TemplateProps>;
