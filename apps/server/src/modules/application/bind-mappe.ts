import {
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFPage,
  PDFRef,
} from '@cantoo/pdf-lib';
import { MappeTags } from './mappe-tags';

/** One document of the Mappe: a PDF (rendered or uploaded) or a scan placed on an A4 page. */
export type MappeDocument = {
  /** Its bookmark: "Lebenslauf", "Anlage: Abiturzeugnis", … */
  bookmark: string;
  source: { kind: 'pdf'; bytes: Uint8Array } | { kind: 'jpeg'; bytes: Uint8Array };
  /** The resume: the base file, its outline nested below its bookmark (the others are bound around it). */
  keepTags?: boolean;
};

export type BoundMappe = { pdf: Buffer; pages: number };

const A4: [number, number] = [595.28, 841.89];
/** About 10 mm: a scan of an A4 page keeps nearly its size, and printers do not clip it. */
const SCAN_MARGIN = 28;

/**
 * Binds the documents in the given order into one PDF with a bookmark per document. Pages are
 * copied, never rasterised, so text stays selectable. The document marked `keepTags` (the resume)
 * becomes the base file, every other page is inserted around its pages, and the tags of every
 * document join its structure tree in the Mappe's order (`MappeTags`).
 */
export async function bindMappe(documents: MappeDocument[], title: string): Promise<BoundMappe> {
  const baseDocument = documents.find((document) => document.keepTags && document.source.kind === 'pdf');
  const mappe = baseDocument
    ? await PDFDocument.load(baseDocument.source.bytes, { updateMetadata: false })
    : await PDFDocument.create();
  const baseOutline = baseDocument ? takeOutline(mappe) : null;
  const basePages = mappe.getPageCount();
  const tags = new MappeTags(mappe);
  const bookmarks: Bookmark[] = [];
  let cursor = 0;
  for (const document of documents) {
    const start = cursor;
    if (document === baseDocument) {
      // Its pages are in the file already, after everything inserted before them.
      cursor += basePages;
      tags.passBase();
    } else if (document.source.kind === 'pdf') {
      const source = await PDFDocument.load(document.source.bytes, { updateMetadata: false });
      for (const page of tags.copyPages(source)) mappe.insertPage(cursor++, page);
    } else {
      placeScan(mappe, await mappe.embedJpg(document.source.bytes), cursor++, (page, draw) =>
        tags.tagFigure(page, document.bookmark, draw),
      );
    }
    bookmarks.push({
      title: document.bookmark,
      pageIndex: start,
      children: document === baseDocument ? baseOutline : null,
    });
  }
  writeOutline(mappe, bookmarks);
  mappe.setTitle(title, { showInWindowTitleBar: true });
  mappe.setProducer('Vita');
  const bytes = await mappe.save();
  return { pdf: Buffer.from(bytes), pages: mappe.getPageCount() };
}

type Bookmark = { title: string; pageIndex: number; children: OutlineItems | null };
/** The first and last item of an existing outline level (Chromium's headings of the resume). */
type OutlineItems = { first: PDFRef; last: PDFRef; count: number };

function placeScan(
  mappe: PDFDocument,
  image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
  index: number,
  tag: (page: PDFPage, draw: () => void) => void,
) {
  const landscape = image.width > image.height;
  const [width, height] = landscape ? [A4[1], A4[0]] : A4;
  const page = mappe.insertPage(index, [width, height]);
  const scale = Math.min((width - 2 * SCAN_MARGIN) / image.width, (height - 2 * SCAN_MARGIN) / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  tag(page, () =>
    page.drawImage(image, { x: (width - drawn.width) / 2, y: (height - drawn.height) / 2, ...drawn }),
  );
}

/** Removes the base file's outline from its catalogue and returns its top level, to nest it. */
function takeOutline(mappe: PDFDocument): OutlineItems | null {
  const outlines = mappe.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  mappe.catalog.delete(PDFName.of('Outlines'));
  const first = outlines?.get(PDFName.of('First'));
  const last = outlines?.get(PDFName.of('Last'));
  if (!(first instanceof PDFRef) || !(last instanceof PDFRef)) return null;
  const count = outlines?.lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber() ?? 0;
  return { first, last, count: Math.abs(count) };
}

/**
 * The outline dictionary (PDF 32000 §12.3.3) built from pdf-lib's low-level objects, which has no
 * outline API: one item per document, the resume's own headings nested (closed) below its item.
 */
function writeOutline(mappe: PDFDocument, bookmarks: Bookmark[]) {
  if (bookmarks.length === 0) return;
  const context = mappe.context;
  const root = context.nextRef();
  const refs = bookmarks.map(() => context.nextRef());
  const pages = mappe.getPages();
  bookmarks.forEach((bookmark, i) => {
    const page = pages[Math.min(bookmark.pageIndex, pages.length - 1)];
    const item = context.obj({
      Title: PDFHexString.fromText(bookmark.title),
      Parent: root,
      Dest: page ? [page.ref, 'Fit'] : [],
    });
    const previous = refs[i - 1];
    const next = refs[i + 1];
    if (previous) item.set(PDFName.of('Prev'), previous);
    if (next) item.set(PDFName.of('Next'), next);
    if (bookmark.children && refs[i]) nest(context, item, refs[i] as PDFRef, bookmark.children);
    context.assign(refs[i] as PDFRef, item);
  });
  const outlines = context.obj({
    Type: 'Outlines',
    First: refs[0] as PDFRef,
    Last: refs.at(-1) as PDFRef,
    Count: bookmarks.length,
  });
  context.assign(root, outlines);
  mappe.catalog.set(PDFName.of('Outlines'), root);
  mappe.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** Hangs an existing outline level below `item`: its items get `item` as their parent. */
function nest(context: PDFContext, item: PDFDict, itemRef: PDFRef, children: OutlineItems) {
  let ref: PDFRef | undefined = children.first;
  for (let guard = 0; ref && guard < 10_000; guard++) {
    const child: PDFDict | undefined = context.lookupMaybe(ref, PDFDict);
    if (!child) break;
    child.set(PDFName.of('Parent'), itemRef);
    const next: unknown = child.get(PDFName.of('Next'));
    ref = next instanceof PDFRef ? next : undefined;
  }
  item.set(PDFName.of('First'), children.first);
  item.set(PDFName.of('Last'), children.last);
  // Negative: closed, the reader shows "Lebenslauf" and opens its headings on request.
  item.set(PDFName.of('Count'), PDFNumber.of(-children.count));
}
