/**
 * The address of this page in another language, keeping what the visitor came with: the
 * query (an e-mail confirmation link's userId and code) and the fragment. The built page
 * only knows the path; the query is known in the browser.
 */
export function keepingQuery(href: string, current: { search: string; hash: string }): string {
  const url = new URL(href, 'https://placeholder.invalid');
  if (url.search === '' && current.search !== '') url.search = current.search;
  if (url.hash === '' && current.hash !== '') url.hash = current.hash;
  return url.origin === 'https://placeholder.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
