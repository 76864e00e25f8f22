import { describe, expect, it } from 'vitest';
import {
  handshakeMessage,
  handshakePage,
  handshakePageHtml,
  handshakeScript,
  outcomeMessage,
  type SignInOutcome,
} from '../../../src/lib/editorSignIn/handshakePage.ts';
import { inlineScript, popupWindow } from '../../support/popupWindow.ts';

const editor = 'https://editor.example';
const signedIn: SignInOutcome = { ok: true, token: 'gho_1' };

describe('outcomeMessage', () => {
  it("should say Decap's words: success with the token and provider, error with a message", () => {
    expect(outcomeMessage(signedIn)).toBe(
      'authorization:github:success:{"token":"gho_1","provider":"github"}',
    );
    expect(outcomeMessage({ ok: false, message: 'No.' })).toBe(
      'authorization:github:error:{"message":"No."}',
    );
  });
});

describe('handshakeScript', () => {
  it('should greet the editor, and answer it with the token once it greets back from its origin', () => {
    const popup = popupWindow(handshakeScript(editor, signedIn), editor);
    expect(popup.posted).toEqual([{ data: handshakeMessage, targetOrigin: editor }]);
    popup.deliver(handshakeMessage, editor);
    expect(popup.posted.at(-1)).toEqual({ data: outcomeMessage(signedIn), targetOrigin: editor });
  });

  it('should post nothing but to the editor: an opener of another origin receives nothing', () => {
    const popup = popupWindow(handshakeScript(editor, signedIn), 'https://evil.example');
    popup.deliver(handshakeMessage, 'https://evil.example');
    expect(popup.delivered()).toEqual([]);
    expect(popup.posted.every(({ targetOrigin }) => targetOrigin === editor)).toBe(true);
  });

  it('should ignore a greeting from another origin, another window, or other words', () => {
    const popup = popupWindow(handshakeScript(editor, signedIn), editor);
    popup.deliver(handshakeMessage, 'https://evil.example');
    popup.deliver(handshakeMessage, editor, { another: 'window' });
    popup.deliver('authorizing:gitlab', editor);
    expect(popup.posted).toEqual([{ data: handshakeMessage, targetOrigin: editor }]);
  });

  it('should do nothing without an opener', () => {
    const popup = popupWindow(handshakeScript(editor, signedIn), undefined);
    expect(popup.posted).toEqual([]);
  });

  it('should hand an error over the same way', () => {
    const failed: SignInOutcome = { ok: false, message: 'GitHub refused the sign-in.' };
    const popup = popupWindow(handshakeScript(editor, failed), editor);
    popup.deliver(handshakeMessage, editor);
    expect(popup.delivered()).toEqual([handshakeMessage, outcomeMessage(failed)]);
  });
});

describe('handshakePageHtml', () => {
  it('should keep words from outside as text: no markup in the page, no way out of the script', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = handshakePageHtml(editor, { ok: false, message: hostile }, 'n0nce');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<p>Sign-in failed: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</p>',
    );
    const { nonce, text } = inlineScript(html);
    expect(nonce).toBe('n0nce');
    const popup = popupWindow(text, editor);
    popup.deliver(handshakeMessage, editor);
    expect(popup.delivered().at(-1)).toBe(outcomeMessage({ ok: false, message: hostile }));
  });
});

describe('handshakePage', () => {
  it('should allow its own script by a nonce, new every time, and nothing else', async () => {
    const first = handshakePage(editor, signedIn, 200);
    const second = handshakePage(editor, signedIn, 200);
    const policy = first.headers.get('Content-Security-Policy')!;
    const { nonce } = inlineScript(await first.text());
    expect(policy).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types 'none'`,
    );
    expect(second.headers.get('Content-Security-Policy')).not.toBe(policy);
  });

  it('should be kept by no cache, send no Referer, never be framed, and keep its opener', () => {
    const { headers, status } = handshakePage(editor, signedIn, 200);
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });
});
