import type { LanguageLinks } from '../config/contentLinkSchema.ts';
import type { Language } from '../config/languages.ts';
import type { PageId } from '../config/routes.ts';

/** What the shell's parts around a page (the sidebar, the footer) are built from. */
export interface ShellPartProps {
  language: Language;
  page: PageId;
  /** The country's and language's content links (config/content-links/{country}.json). */
  links: LanguageLinks;
}
