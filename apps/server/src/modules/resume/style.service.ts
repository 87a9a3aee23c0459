import {
  DEFAULT_TEMPLATE,
  type Formatting,
  formattingSchema,
  type ResumeStyle,
  sectionLayoutSchema,
  TEMPLATES,
} from '@vita/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { lockResume, type ResumeRow } from './resume-access';

/** Stored style, with defaults for what was never set (and for values from older versions). */
export function styleOf(resume: ResumeRow): ResumeStyle {
  const formatting = formattingSchema.safeParse(resume.formatting ?? {});
  const layout = sectionLayoutSchema.safeParse(resume.layout);
  return {
    template_id: resume.templateId,
    style_name: resume.styleName,
    colour: resume.colour,
    formatting: formatting.success ? formatting.data : formattingSchema.parse({}),
    layout: layout.success ? layout.data : null,
  };
}

export type StyleChange = {
  template_id: number;
  style_name?: string | undefined;
  colour?: string | undefined;
  formatting?: Partial<Formatting> | undefined;
  layout?: ResumeStyle['layout'] | undefined;
};

/** The style name decides the template (id 7 is used twice); without one the id's first template. */
export function resolveStyleName(templateId: number, styleName: string | undefined): string {
  if (styleName) {
    const template = TEMPLATES.find((t) => t.styleName === styleName);
    if (template?.id !== templateId) {
      throw badRequest('Vorlage und Stilname passen nicht zusammen.', {
        style_name: `${styleName} gehört nicht zu Vorlage ${templateId}.`,
      });
    }
    return styleName;
  }
  return TEMPLATES.find((t) => t.id === templateId)?.styleName ?? DEFAULT_TEMPLATE.styleName;
}

/** Reads the stored style under the row lock: two parallel saves of different fields both stay. */
export async function saveStyle(db: Db, resume: ResumeRow, change: StyleChange): Promise<ResumeStyle> {
  return db.transaction(async (tx) => {
    const current = styleOf(await lockResume(tx, resume.id));
    const formatting = formattingSchema.parse({ ...current.formatting, ...change.formatting });
    const [row] = await tx
      .update(resumes)
      .set({
        templateId: change.template_id,
        styleName: resolveStyleName(change.template_id, change.style_name),
        colour: change.colour ?? current.colour,
        formatting,
        layout: change.layout === undefined ? current.layout : change.layout,
        updatedAt: sql`now()`,
      })
      .where(eq(resumes.id, resume.id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return styleOf(row);
  });
}
