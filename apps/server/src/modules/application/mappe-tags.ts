import {
  PDFArray,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectCopier,
  PDFOperator,
  PDFOperatorNames,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
} from '@cantoo/pdf-lib';

/**
 * The Mappe's one structure tree (PDF 32000 §14.7), so that a screen reader reads every bound
 * document, not only the resume: the tags of each copied tagged PDF (the letter, the Deckblatt, a
 * tagged Anlage) are moved below the Mappe's StructTreeRoot in the order of the documents, and a
 * scan becomes a Figure with its title as alternative text. Keys of the parent tree (the map from
 * a page's marked content back to its elements) are renumbered past the ones in use.
 */
export class MappeTags {
  private readonly context: PDFContext;
  /** Where the next document's top elements go in the root's kids (the order of the Mappe). */
  private position = 0;
  private found: { root: PDFDict; ref: PDFRef } | null;

  /** The tree of the Mappe: the base file's (the resume's) when it has one. */
  constructor(private readonly mappe: PDFDocument) {
    this.context = mappe.context;
    const ref = mappe.catalog.get(PDFName.of('StructTreeRoot'));
    const root = ref instanceof PDFRef ? mappe.context.lookupMaybe(ref, PDFDict) : undefined;
    this.found = ref instanceof PDFRef && root ? { root, ref } : null;
  }

  /** The root, made when the first tagged content arrives (a Mappe without any stays untagged). */
  private get tree(): { root: PDFDict; ref: PDFRef } {
    if (this.found) return this.found;
    const root = this.context.obj({ Type: 'StructTreeRoot', K: [], ParentTreeNextKey: 0 });
    root.set(PDFName.of('ParentTree'), this.context.obj({ Nums: [] }));
    const ref = this.context.register(root);
    this.mappe.catalog.set(PDFName.of('StructTreeRoot'), ref);
    this.mappe.catalog.set(PDFName.of('MarkInfo'), this.context.obj({ Marked: true }));
    this.found = { root, ref };
    return this.found;
  }

  private get root(): PDFDict {
    return this.tree.root;
  }

  /** The base file's own elements stay where they are: later documents go after them. */
  passBase(): void {
    this.position = this.found ? this.kids().array.size() : 0;
  }

  /**
   * Copies every page of `source` into the Mappe (not yet inserted), with its tags when it has
   * any. An untagged or unreadable tree leaves its pages untagged, as before.
   */
  copyPages(source: PDFDocument): PDFPage[] {
    const tree = readTree(source);
    const copier = PDFObjectCopier.for(source.context, this.context);
    // Copied by reference: the elements' /Pg entries then point to these copies, not to new ones.
    const pages = source.getPages().map((page) => {
      const ref = copier.copy(page.ref);
      const leaf = this.context.lookup(ref);
      if (!(leaf instanceof PDFPageLeaf)) throw new Error('a copied page is not a page');
      return PDFPage.of(leaf, ref, this.mappe);
    });
    if (!tree) {
      for (const page of pages) page.node.delete(PDFName.of('StructParents'));
      return pages;
    }
    const offset = this.nextKey();
    for (const [key, value] of tree.entries) this.addParentEntry(key + offset, copier.copy(value));
    this.root.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(offset + tree.nextKey));
    for (const page of pages) shiftStructParents(page.node, offset);
    const { array, parent } = this.kids();
    for (const element of tree.top) {
      const copied = copier.copy(element);
      const dict = copied instanceof PDFRef ? this.context.lookup(copied, PDFDict) : (copied as PDFDict);
      dict.set(PDFName.of('P'), parent);
      // A document inside the Mappe's document is a part of it (PDF 32000 §14.8.4.2).
      if (dict.get(PDFName.of('S')) === PDFName.of('Document')) dict.set(PDFName.of('S'), PDFName.of('Part'));
      array.insert(this.position++, copied);
    }
    this.mergeRoleMap(tree.roleMap, copier);
    if (!this.mappe.catalog.get(PDFName.of('Lang')) && tree.lang)
      this.mappe.catalog.set(PDFName.of('Lang'), tree.lang);
    return pages;
  }

  /** A scan drawn on `page` (by `draw`) becomes a Figure element with `alt` as its text. */
  tagFigure(page: PDFPage, alt: string, draw: () => void): void {
    const key = this.nextKey();
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Figure'), '<< /MCID 0 >>']),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    const { array, parent } = this.kids();
    const figure = this.context.register(
      this.context.obj({ Type: 'StructElem', S: 'Figure', P: parent, Pg: page.ref, K: 0 }),
    );
    this.context.lookup(figure, PDFDict).set(PDFName.of('Alt'), PDFHexString.fromText(alt));
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
    this.addParentEntry(key, this.context.obj([figure]));
    this.root.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(key + 1));
    array.insert(this.position++, figure);
  }

  /**
   * The kids of the Mappe's one Document element, below which every document's elements go
   * (readers expect a single element at the root): the resume's own, or one made here that takes
   * in whatever stood at the root before.
   */
  private kids(): { array: PDFArray; parent: PDFRef } {
    const { root, ref } = this.tree;
    const top = kidsOf(this.context, root);
    const only = top.size() === 1 ? top.get(0) : undefined;
    const single = only instanceof PDFRef ? this.context.lookupMaybe(only, PDFDict) : undefined;
    if (only instanceof PDFRef && single?.get(PDFName.of('S')) === PDFName.of('Document')) {
      const array = kidsOf(this.context, single);
      single.set(PDFName.of('K'), array);
      return { array, parent: only };
    }
    const document = this.context.register(
      this.context.obj({ Type: 'StructElem', S: 'Document', P: ref, K: top }),
    );
    for (const kid of top.asArray()) {
      const dict = kid instanceof PDFRef ? this.context.lookupMaybe(kid, PDFDict) : kid;
      if (dict instanceof PDFDict) dict.set(PDFName.of('P'), document);
    }
    root.set(PDFName.of('K'), this.context.obj([document]));
    return { array: top, parent: document };
  }

  /** The parent tree as one flat /Nums array (a valid number tree), sorted by key. */
  private nums(): PDFArray {
    const tree = this.root.lookupMaybe(PDFName.of('ParentTree'), PDFDict);
    const existing = tree?.lookupMaybe(PDFName.of('Nums'), PDFArray);
    if (tree && existing && !tree.get(PDFName.of('Kids'))) return existing;
    const flat = this.context.obj([]);
    for (const [key, value] of tree ? numberTreeEntries(this.context, tree) : []) {
      flat.push(PDFNumber.of(key));
      flat.push(value);
    }
    this.root.set(PDFName.of('ParentTree'), this.context.obj({ Nums: flat }));
    return flat;
  }

  private nextKey(): number {
    const declared = this.root.lookupMaybe(PDFName.of('ParentTreeNextKey'), PDFNumber)?.asNumber() ?? 0;
    const nums = this.nums();
    const last = nums.size() >= 2 ? nums.lookupMaybe(nums.size() - 2, PDFNumber)?.asNumber() : undefined;
    return Math.max(declared, last === undefined ? 0 : last + 1);
  }

  private addParentEntry(key: number, value: PDFObject): void {
    const nums = this.nums();
    nums.push(PDFNumber.of(key));
    nums.push(value);
  }

  /** Custom element types of a copied file (e.g. Word's) keep their mapping to standard ones. */
  private mergeRoleMap(roleMap: PDFDict | undefined, copier: PDFObjectCopier): void {
    if (!roleMap) return;
    const target = this.root.lookupMaybe(PDFName.of('RoleMap'), PDFDict) ?? this.context.obj({});
    for (const [name, value] of roleMap.entries())
      if (!target.get(name)) target.set(name, copier.copy(value));
    this.root.set(PDFName.of('RoleMap'), target);
  }
}

type SourceTree = {
  /** The top elements, detached from their old root (their /P is set anew). */
  top: PDFObject[];
  entries: [number, PDFObject][];
  nextKey: number;
  roleMap?: PDFDict;
  lang?: PDFObject;
};

/** A tagged source file's tree, or null when it has none the Mappe can take over. */
function readTree(source: PDFDocument): SourceTree | null {
  const context = source.context;
  const root = source.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  const parentTree = root?.lookupMaybe(PDFName.of('ParentTree'), PDFDict);
  if (!root || !parentTree) return null;
  const top = kidsOf(context, root).asArray();
  if (top.length === 0) return null;
  // Detached before anything is copied: an element's /P chain would copy the old root along.
  for (const element of top) {
    const dict = element instanceof PDFRef ? context.lookupMaybe(element, PDFDict) : element;
    if (!(dict instanceof PDFDict)) return null;
    dict.delete(PDFName.of('P'));
  }
  const entries = numberTreeEntries(context, parentTree);
  const declared = root.lookupMaybe(PDFName.of('ParentTreeNextKey'), PDFNumber)?.asNumber() ?? 0;
  const nextKey = Math.max(declared, ...entries.map(([key]) => key + 1));
  return {
    top,
    entries,
    nextKey,
    roleMap: root.lookupMaybe(PDFName.of('RoleMap'), PDFDict),
    lang: source.catalog.get(PDFName.of('Lang')),
  };
}

/** An element's (or the root's) /K as an array: a single kid may stand alone. */
function kidsOf(context: PDFContext, element: PDFDict): PDFArray {
  const kids = element.get(PDFName.of('K'));
  if (kids instanceof PDFArray) return kids;
  const resolved = kids instanceof PDFRef ? context.lookup(kids) : kids;
  if (resolved instanceof PDFArray) return resolved;
  return context.obj(kids ? [kids] : []);
}

/** Every key and value of a number tree (its /Nums and, recursively, its /Kids), by key. */
function numberTreeEntries(context: PDFContext, node: PDFDict, depth = 0): [number, PDFObject][] {
  const entries: [number, PDFObject][] = [];
  const nums = node.lookupMaybe(PDFName.of('Nums'), PDFArray);
  for (let i = 0; nums && i + 1 < nums.size(); i += 2) {
    const key = nums.lookupMaybe(i, PDFNumber);
    if (key) entries.push([key.asNumber(), nums.get(i + 1)]);
  }
  const kids = depth < 32 ? node.lookupMaybe(PDFName.of('Kids'), PDFArray) : undefined;
  for (let i = 0; kids && i < kids.size(); i++) {
    const kid = kids.lookupMaybe(i, PDFDict);
    if (kid) entries.push(...numberTreeEntries(context, kid, depth + 1));
  }
  return entries.sort(([a], [b]) => a - b);
}

/** A copied page's and its annotations' keys into the parent tree, moved past the Mappe's. */
function shiftStructParents(page: PDFPageLeaf, offset: number): void {
  const shift = (dict: PDFDict, key: string) => {
    const value = dict.lookupMaybe(PDFName.of(key), PDFNumber);
    if (value) dict.set(PDFName.of(key), PDFNumber.of(value.asNumber() + offset));
  };
  shift(page, 'StructParents');
  const annotations = page.lookupMaybe(PDFName.of('Annots'), PDFArray);
  for (let i = 0; annotations && i < annotations.size(); i++) {
    const annotation = annotations.lookupMaybe(i, PDFDict);
    if (annotation) shift(annotation, 'StructParent');
  }
}
