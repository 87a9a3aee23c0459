export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'open'; name: string; selfClosing: boolean }
  | { type: 'close'; name: string };

/** Elements whose content is never text for the reader: it is dropped with the element. */
const DROPPED_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'object',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'head',
  'select',
]);

const TAG_NAME = /[a-zA-Z][a-zA-Z0-9:-]*/y;

/** Index of the `>` that ends the tag starting before `from`, honouring quoted attribute values. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  let previous = '';
  for (let i = from; i < html.length; i++) {
    const c = html.charAt(i);
    if (quote !== null) {
      if (c === quote) quote = null;
      continue;
    }
    if ((c === '"' || c === "'") && previous === '=') quote = c;
    else if (c === '>') return i;
    if (c.trim() !== '') previous = c;
  }
  return -1;
}

function skipDroppedContent(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (match === null) return html.length;
  const end = findTagEnd(html, match.index + 2 + name.length);
  return end === -1 ? html.length : end + 1;
}

/**
 * A tolerant HTML tokenizer without a DOM (runs in Node and the browser). It never throws:
 * comments, doctypes and processing instructions vanish, an unterminated tag swallows the rest
 * (as browsers do), a `<` that starts no tag is text, and the content of script-like elements is
 * dropped. Attributes are not returned: nothing downstream may use them.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = tokens[tokens.length - 1];
    if (last?.type === 'text') last.text += text;
    else tokens.push({ type: 'text', text });
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      pushText(html.slice(i));
      break;
    }
    pushText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html.charAt(lt + 1);
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const closing = next === '/';
    TAG_NAME.lastIndex = lt + (closing ? 2 : 1);
    const nameMatch = TAG_NAME.exec(html);
    if (nameMatch === null) {
      pushText('<');
      i = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const end = findTagEnd(html, TAG_NAME.lastIndex);
    if (end === -1) break;
    if (closing) {
      tokens.push({ type: 'close', name });
      i = end + 1;
      continue;
    }
    const selfClosing = html.charAt(end - 1) === '/';
    if (DROPPED_CONTENT.has(name)) {
      i = selfClosing ? end + 1 : skipDroppedContent(html, name, end + 1);
      continue;
    }
    tokens.push({ type: 'open', name, selfClosing });
    i = end + 1;
  }
  return tokens;
}
