import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from '@cantoo/pdf-lib';

/** Keys that run code, open files or carry files: dropped wherever they stand. */
const ACTIVE_KEYS = ['JavaScript', 'JS', 'AA', 'OpenAction', 'EmbeddedFiles', 'EF', 'AF', 'RichMediaContent'];
/** Actions that run code, start programs, send data away or open embedded files. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
  'Movie',
  'Sound',
]);

const actionType = (pdf: PDFDocument, value: PDFObject | undefined): string | null => {
  const action = value instanceof PDFRef ? pdf.context.lookup(value) : value;
  const type = action instanceof PDFDict ? action.get(PDFName.of('S')) : undefined;
  return type instanceof PDFName ? type.decodeText() : null;
};

const isActive = (pdf: PDFDocument, value: PDFObject | undefined): boolean => {
  if (value instanceof PDFArray) return value.asArray().some((item) => isActive(pdf, item));
  const type = actionType(pdf, value);
  return type !== null && ACTIVE_ACTIONS.has(type);
};

/** A page's file attachment annotations (each carries a file) leave its Annots. */
function dropFileAttachments(dict: PDFDict): void {
  const annots = dict.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (!annots) return;
  for (let index = annots.size() - 1; index >= 0; index -= 1) {
    const annot = annots.lookupMaybe(index, PDFDict);
    if (annot?.get(PDFName.of('Subtype')) === PDFName.of('FileAttachment')) annots.remove(index);
  }
}

/** Strips one dictionary, and the dictionaries and arrays written inside it. */
function strip(pdf: PDFDocument, value: PDFObject | undefined, seen: Set<PDFObject>): void {
  if (value === undefined || seen.has(value)) return;
  seen.add(value);
  if (value instanceof PDFArray) {
    for (const item of value.asArray()) strip(pdf, item, seen);
    return;
  }
  const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : null;
  if (dict === null) return;
  for (const key of ACTIVE_KEYS) dict.delete(PDFName.of(key));
  for (const key of ['A', 'Next', 'PA']) {
    if (isActive(pdf, dict.get(PDFName.of(key)))) dict.delete(PDFName.of(key));
  }
  dropFileAttachments(dict);
  for (const [, inner] of dict.entries()) strip(pdf, inner, seen);
}

/**
 * The PDF as it is stored: its pages copied into a new file, without JavaScript, automatic or
 * launching actions and embedded files. The new file takes only what the pages draw and link
 * (the catalogue's OpenAction, name trees and forms stay behind); what the pages themselves
 * carry (page and annotation actions, attached files) is removed before the copy.
 */
export async function sanitizedPdf(source: PDFDocument): Promise<Buffer> {
  const seen = new Set<PDFObject>();
  for (const [, object] of source.context.enumerateIndirectObjects()) strip(source, object, seen);
  const clean = await PDFDocument.create({ updateMetadata: false });
  for (const page of await clean.copyPages(source, source.getPageIndices())) clean.addPage(page);
  return Buffer.from(await clean.save({ useObjectStreams: false }));
}
