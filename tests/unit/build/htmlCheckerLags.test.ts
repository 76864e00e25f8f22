import { describe, expect, it } from 'vitest';
import { checkerLagOf, htmlCheckerLags, type CheckerMessage } from '../../../scripts/lib/htmlCheckerLags.ts';

/** A checker error flagging the first `flagged` in `page`, positioned as the checker reports it. */
function errorAt(page: string, flagged: string, message: string): CheckerMessage {
  const start = page.indexOf(flagged);
  const end = start + flagged.length - 1;
  const lineOf = (offset: number) => page.slice(0, offset).split('\n').length;
  const columnOf = (offset: number) => offset - page.lastIndexOf('\n', offset - 1);
  return {
    type: 'error',
    url: 'file:/dist/se/profile/sv/fel.html',
    firstLine: lineOf(start),
    lastLine: lineOf(end),
    firstColumn: columnOf(start),
    lastColumn: columnOf(end),
    message,
  };
}

const startingStyle = 'CSS: Unrecognized at-rule “@starting-style”';
const allowDiscrete = 'CSS: “transition”: “allow-discrete” is not a “transition” value.';
const tooFewGradientValues = 'CSS: “background”: too few values for the property “linear-gradient”.';
const textBox = "CSS: “text-box”: Property “text-box” doesn't exist.";
const blockingLink =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

const norwegianFlag =
  '.flag--no{background:linear-gradient(#00205b 0 0) 29.5% 0/9% 100% no-repeat,linear-gradient(#fff 0 0) 0 50%/100% 40% no-repeat,#ba0c2f}';
const styledPage = (css: string) =>
  `<!doctype html><html lang="sv"><head><title>Fel</title><style>${css}</style>`;

describe('checkerLagOf', () => {
  describe('what the standard allows', () => {
    it('should filter @starting-style (CSS Transitions 2)', () => {
      const page = styledPage('.sidebar{opacity:1}@starting-style{.sidebar{opacity:0}}');
      expect(checkerLagOf(errorAt(page, '@starting-style', startingStyle), page)?.spec).toBe(
        'https://drafts.csswg.org/css-transitions-2/#defining-before-change-style',
      );
    });

    it('should filter allow-discrete in the transition shorthand', () => {
      const page = styledPage('.dialog{transition:opacity .6s,display .6s allow-discrete}');
      expect(checkerLagOf(errorAt(page, 'allow-discrete', allowDiscrete), page)?.spec).toBe(
        'https://drafts.csswg.org/css-transitions-2/#transition-shorthand-property',
      );
    });

    it('should filter one-colour gradients with two positions, which the checker flags at the last value', () => {
      const page = styledPage(`${norwegianFlag}.flag--de{background:#000}`);
      expect(checkerLagOf(errorAt(page, '#ba0c2f', tooFewGradientValues), page)?.spec).toBe(
        'https://drafts.csswg.org/css-images-4/#color-stop-syntax',
      );
    });

    it('should filter a one-colour gradient beside ordinary ones, whatever the colour is written as', () => {
      const page = styledPage(
        '.flag{background:linear-gradient(to top,#2f8f3a 0 10px,transparent 10px),linear-gradient(rgb(0 32 91 / 50%) 0 0) 0 50%/100% 15% no-repeat,#fff}',
      );
      expect(checkerLagOf(errorAt(page, '#fff}', tooFewGradientValues), page)).toBeDefined();
    });

    it('should filter text-box (CSS Inline Layout 3), which the checker does not know yet', () => {
      const page = styledPage(
        '.count-badge__number{font-variant-numeric:tabular-nums;text-box:trim-both cap alphabetic}',
      );
      expect(checkerLagOf(errorAt(page, 'alphabetic', textBox), page)?.spec).toBe(
        'https://drafts.csswg.org/css-inline-3/#text-box-shorthand',
      );
      for (const value of ['normal', 'trim-start', 'cap alphabetic', 'ex trim-end', 'trim-both text']) {
        const other = styledPage(`.a{text-box:${value}}`);
        expect(checkerLagOf(errorAt(other, value, textBox), other), value).toBeDefined();
      }
    });

    it('should filter a render-blocking rel=expect link, also when it spans lines', () => {
      const link = '<link rel="expect"\n  href="#loader" blocking="render">';
      const page = `${styledPage('')}\n${link}</head>`;
      expect(checkerLagOf(errorAt(page, link, blockingLink), page)?.spec).toBe(
        'https://html.spec.whatwg.org/multipage/links.html#link-type-expect',
      );
    });
  });

  describe('genuine errors', () => {
    it('should keep a text-box value the standard does not have', () => {
      for (const value of ['trim-both trim-end', 'cap alphabetic text', 'middle', 'trim-both banana']) {
        const page = styledPage(`.a{text-box:${value}}`);
        expect(checkerLagOf(errorAt(page, value, textBox), page), value).toBeUndefined();
      }
    });

    it('should keep a stray script after </html>', () => {
      const page =
        '<!doctype html><html><head><title>x</title></head><body></body></html><script src="/a.js"></script>';
      expect(
        checkerLagOf(errorAt(page, '<script src="/a.js">', 'Stray start tag “script”.'), page),
      ).toBeUndefined();
    });

    it('should keep a render-blocking link of another kind', () => {
      const link = '<link rel="preload" href="/a.js" as="script" blocking="render">';
      const page = `${styledPage('')}${link}</head>`;
      expect(checkerLagOf(errorAt(page, link, blockingLink), page)).toBeUndefined();
    });

    it.each([
      ['no colour at all', '.flag{background:linear-gradient(to top)}', ')}'],
      ['one colour at one position', '.flag{background:linear-gradient(#fff 0)}', ')}'],
      ['one colour at no position', '.flag{background:linear-gradient(#fff)}', ')}'],
      [
        'a good one-colour gradient beside a broken one',
        '.flag{background:linear-gradient(#fff 0 0),linear-gradient(to top),#000}',
        '#000}',
      ],
    ])('should keep too few gradient values with %s', (_case, css, flagged) => {
      const page = styledPage(css);
      expect(checkerLagOf(errorAt(page, flagged, tooFewGradientValues), page)).toBeUndefined();
    });

    it('should keep a known message that flags other text', () => {
      const page = styledPage('.dialog{transition:display .6s allow-discreet}');
      expect(checkerLagOf(errorAt(page, 'allow-discreet', allowDiscrete), page)).toBeUndefined();
    });

    it('should keep a known message that the checker cannot place on the page', () => {
      const page = styledPage('@starting-style{.sidebar{opacity:0}}');
      expect(checkerLagOf({ type: 'error', message: startingStyle }, page)).toBeUndefined();
    });

    it('should keep a page the checker could not read', () => {
      const unreadable = { type: 'non-document-error', subType: 'io', message: 'File not found.' };
      expect(checkerLagOf(unreadable, '')).toBeUndefined();
    });
  });
});

describe('htmlCheckerLags', () => {
  it('should name, for every filter, the standard that allows what it filters', () => {
    expect(htmlCheckerLags.map((lag) => new URL(lag.spec).host)).toEqual([
      'drafts.csswg.org',
      'drafts.csswg.org',
      'drafts.csswg.org',
      'drafts.csswg.org',
      'html.spec.whatwg.org',
    ]);
  });
});
