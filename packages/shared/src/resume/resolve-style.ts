import { DEFAULT_FORMATTING, DEFAULT_TEMPLATE, PALETTE_COLOURS, TEMPLATE_IDS, TEMPLATES } from '../constants';
import { asRecord } from './lenient';
import { type PartReaders, shapeReaders } from './part-readers';
import type { ResumeDocument } from './resume-document';

const DEFAULT_COLOUR = PALETTE_COLOURS[0];

/**
 * Template, colour and formatting from a stored style, each part falling back to its default on
 * its own. The style name is the key (template id 7 occurs twice).
 */
export function resolveStyle(
  style: unknown,
  read: PartReaders = shapeReaders,
): Pick<ResumeDocument, 'templateStyleName' | 'templateId' | 'colour' | 'formatting'> & { layout: unknown } {
  const raw = asRecord(style) ?? {};
  const template =
    TEMPLATES.find((t) => t.styleName === raw.style_name) ??
    TEMPLATES.find((t) => t.id === Number(raw.template_id)) ??
    DEFAULT_TEMPLATE;
  const storedId = Number(raw.template_id);
  const colour = PALETTE_COLOURS.find((c) => c.key === raw.colour) ?? DEFAULT_COLOUR;
  return {
    templateStyleName: template.styleName,
    templateId: (TEMPLATE_IDS as readonly number[]).includes(storedId) ? storedId : template.id,
    colour: { key: colour.key, hex: colour.hex },
    formatting: read.formatting(raw.formatting) ?? { ...DEFAULT_FORMATTING },
    layout: raw.layout,
  };
}
