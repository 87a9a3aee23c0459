import type { InlineRun, ResumeDocument, ResumeEntry, ResumeSection, RichBlock } from '@vita/shared/resume';
import type { Hyphenate } from './hyphenation';

const runsOf = (runs: readonly InlineRun[], hyphenate: Hyphenate): InlineRun[] =>
  runs.map((run) => ({ ...run, text: hyphenate(run.text) }));

function blockOf(block: RichBlock, hyphenate: Hyphenate): RichBlock {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return { ...block, runs: runsOf(block.runs, hyphenate) };
    case 'quote':
      return { ...block, paragraphs: block.paragraphs.map((runs) => runsOf(runs, hyphenate)) };
    case 'list':
      return {
        ...block,
        items: block.items.map((item) => ({ ...item, runs: runsOf(item.runs, hyphenate) })),
      };
  }
}

const blocksOf = (blocks: readonly RichBlock[], hyphenate: Hyphenate) =>
  blocks.map((block) => blockOf(block, hyphenate));

const entryOf = (entry: ResumeEntry, hyphenate: Hyphenate): ResumeEntry => ({
  ...entry,
  title: hyphenate(entry.title),
  subtitle: hyphenate(entry.subtitle),
  descriptionBlocks: blocksOf(entry.descriptionBlocks, hyphenate),
});

function sectionOf(section: ResumeSection, hyphenate: Hyphenate): ResumeSection {
  switch (section.kind) {
    case 'entries':
      return { ...section, entries: section.entries.map((entry) => entryOf(entry, hyphenate)) };
    case 'rich':
      return { ...section, blocks: blocksOf(section.blocks, hyphenate) };
    // Language names, links and section titles are short or must stay as typed.
    case 'languages':
    case 'links':
      return section;
  }
}

/**
 * The document with soft hyphens in the running text of its sections (descriptions, skills,
 * summary, job titles, employers), so long German compounds break with a hyphen in narrow
 * columns. Only for rendering: the stored text, the TXT export and the spell checker never see
 * them. Name, contact details, headings and links are left as typed.
 */
export function hyphenateDocument(doc: ResumeDocument, hyphenate: Hyphenate): ResumeDocument {
  return { ...doc, sections: doc.sections.map((section) => sectionOf(section, hyphenate)) };
}
