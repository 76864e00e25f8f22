import type { Language } from '../../../src/config/languages.ts';
import { messages } from '../../../src/i18n/index.ts';

type Tree = { [key: string]: string | Tree };

/** Every text of a tree of messages by its dotted key (`signIn.inbox.sent`). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Every text of a language, shell and sections, by dotted key. */
export function textsOf(language: Language): Map<string, string> {
  return flatten(messages[language] as unknown as Tree);
}
