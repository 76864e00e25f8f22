/**
 * What the Nu HTML Checker (vnu) still reports as an error although the standard allows it.
 * Each entry names the checker's whole message and what the flagged text must look like, so
 * the same message about anything else still fails the check. Remove an entry once the
 * checker catches up (`npm run check:html` says when an entry no longer matches anything).
 */

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface CheckerMessage {
  type: string;
  subType?: string;
  url?: string;
  /** 1-based; absent when the flagged text starts on `lastLine`. */
  firstLine?: number;
  lastLine?: number;
  /** 1-based, UTF-16 code units, both ends included. */
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface CheckerLag {
  /** Where the standard allows what the checker refuses. */
  spec: string;
  /** The checker's message, exactly. */
  message: string;
  /**
   * What `allows` is shown: the characters the checker flags, or the whole CSS declaration
   * they end (the checker flags a declaration's last value, not the part it refuses).
   */
  scope: 'flagged' | 'declaration';
  allows: (text: string) => boolean;
}

/** Splits at the separators that are not inside parentheses. */
function splitOutsideParentheses(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth === 0 && separator.test(character)) {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The argument text of every `linear-gradient(…)` in a declaration. */
function linearGradientArguments(declaration: string): string[] {
  const found: string[] = [];
  for (const match of declaration.matchAll(/(?<![\w-])linear-gradient\(/g)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    while (end < declaration.length && depth > 0) {
      if (declaration[end] === '(') depth += 1;
      if (declaration[end] === ')') depth -= 1;
      end += 1;
    }
    if (depth !== 0) return [];
    found.push(declaration.slice(start, end - 1));
  }
  return found;
}

const lengthPercentage = /^(?:-?(?:\d+\.?\d*|\.\d+)(?:%|[a-z]+)?|calc\(.*\))$/i;
const gradientLine = /^(?:to\s|-?(?:\d+\.?\d*|\.\d+)(?:deg|grad|rad|turn)$)/i;

/** `#fff 0 0`: one colour at two positions, a solid band (CSS Images 4). */
function isColourAtTwoPositions(stop: string): boolean {
  const [colour, ...positions] = splitOutsideParentheses(stop, /\s/);
  return (
    colour !== undefined &&
    !lengthPercentage.test(colour) &&
    positions.length === 2 &&
    positions.every((position) => lengthPercentage.test(position))
  );
}

/**
 * True when the declaration's linear gradients are all either ordinary (two stops or more)
 * or a single colour stop with two positions, and at least one is the latter: the only
 * reason the checker then says "too few values".
 */
function hasOnlyOneStopGradientsWithTwoPositions(declaration: string): boolean {
  const gradients = linearGradientArguments(declaration).map((text) => {
    const items = splitOutsideParentheses(text, /,/);
    return items[0] !== undefined && gradientLine.test(items[0]) ? items.slice(1) : items;
  });
  const oneStop = gradients.filter((stops) => stops.length === 1);
  return (
    oneStop.length > 0 &&
    oneStop.every(([stop]) => stop !== undefined && isColourAtTwoPositions(stop)) &&
    gradients.every((stops) => stops.length >= 1)
  );
}

/** `text-box: normal | <text-box-trim> || <text-box-edge>` (CSS Inline Layout 3), a whole declaration. */
function isTextBoxDeclaration(declaration: string): boolean {
  const value = /^\s*text-box\s*:\s*(.+?)\s*$/i.exec(declaration)?.[1];
  if (value === undefined) return false;
  if (value === 'normal') return true;
  const trims = ['none', 'trim-start', 'trim-end', 'trim-both'];
  const words = value.split(/\s+/);
  // The trim comes first or last (`||`); what remains is the edge: an over, then an under.
  const edge = trims.includes(words[0]!)
    ? words.slice(1)
    : trims.includes(words.at(-1)!)
      ? words.slice(0, -1)
      : words;
  if (edge.length > 2 || edge.some((word) => trims.includes(word))) return false;
  const [over, under] = edge;
  const overs = ['auto', 'text', 'cap', 'ex', 'ideographic', 'ideographic-ink'];
  const unders = ['auto', 'text', 'alphabetic', 'ideographic', 'ideographic-ink'];
  return (over === undefined || overs.includes(over)) && (under === undefined || unders.includes(under));
}

/** Every message filtered from `npm run check:html`, with the standard that allows it. */
export const htmlCheckerLags: readonly CheckerLag[] = [
  {
    spec: 'https://drafts.csswg.org/css-transitions-2/#defining-before-change-style',
    message: 'CSS: Unrecognized at-rule “@starting-style”',
    scope: 'flagged',
    allows: (text) => text === '@starting-style',
  },
  {
    spec: 'https://drafts.csswg.org/css-transitions-2/#transition-shorthand-property',
    message: 'CSS: “transition”: “allow-discrete” is not a “transition” value.',
    scope: 'flagged',
    allows: (text) => text === 'allow-discrete',
  },
  {
    // Resolved in w3c/csswg-drafts#10092; every current browser draws it.
    spec: 'https://drafts.csswg.org/css-images-4/#color-stop-syntax',
    message: 'CSS: “background”: too few values for the property “linear-gradient”.',
    scope: 'declaration',
    allows: hasOnlyOneStopGradientsWithTwoPositions,
  },
  {
    // Shipped in Chromium 133 and Safari 18.2; the checker's CSS grammar predates it.
    spec: 'https://drafts.csswg.org/css-inline-3/#text-box-shorthand',
    message: "CSS: “text-box”: Property “text-box” doesn't exist.",
    scope: 'declaration',
    allows: isTextBoxDeclaration,
  },
  {
    spec: 'https://html.spec.whatwg.org/multipage/links.html#link-type-expect',
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    scope: 'flagged',
    allows: (text) => /^<link(?=[^>]*\srel="expect")(?=[^>]*\sblocking="render")[^>]*>$/.test(text),
  },
];

/** The page text between two 1-based positions, both ends included, as offsets into `page`. */
function offsetsOf(page: string, message: CheckerMessage): { start: number; end: number } | undefined {
  const { lastLine, lastColumn } = message;
  const firstLine = message.firstLine ?? lastLine;
  const firstColumn = message.firstColumn ?? lastColumn;
  if (
    firstLine === undefined ||
    lastLine === undefined ||
    firstColumn === undefined ||
    lastColumn === undefined
  )
    return undefined;
  const lineStarts = [0];
  for (const match of page.matchAll(/\r\n|\n|\r/g)) lineStarts.push(match.index + match[0].length);
  const firstStart = lineStarts[firstLine - 1];
  const lastStart = lineStarts[lastLine - 1];
  if (firstStart === undefined || lastStart === undefined) return undefined;
  return { start: firstStart + firstColumn - 1, end: lastStart + lastColumn };
}

/** The CSS declaration around an offset: from the `{` or `;` before it to the `;` or `}` after. */
function declarationAround(page: string, start: number, end: number): string {
  const before = Math.max(page.lastIndexOf('{', start), page.lastIndexOf(';', start));
  const after = page.slice(end).search(/[;}<]/);
  return page.slice(before + 1, after === -1 ? page.length : end + after);
}

/** The entry that explains this message on this page, if it is one the standard allows. */
export function checkerLagOf(message: CheckerMessage, page: string): CheckerLag | undefined {
  if (message.type !== 'error') return undefined;
  const offsets = offsetsOf(page, message);
  if (!offsets) return undefined;
  return htmlCheckerLags.find((lag) => {
    if (lag.message !== message.message) return false;
    const text =
      lag.scope === 'flagged'
        ? page.slice(offsets.start, offsets.end)
        : declarationAround(page, offsets.start, offsets.end);
    return lag.allows(text);
  });
}
