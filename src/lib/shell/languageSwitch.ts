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

/**
 * The current address's path in another language (`pagePattern` of config/routes.ts): each `*` of
 * the target pattern gets the segment at the same place of the current path, which must have the
 * shape of the current page's own pattern. A path of another shape (the page is no item page, or
 * the address is not this page's) gives `null`: keep the link's own address.
 */
export function pathInLanguage(
  ownPattern: string,
  targetPattern: string,
  currentPath: string,
): string | null {
  const own = ownPattern.split('/');
  const target = targetPattern.split('/');
  const current = currentPath.replace(/\/+$/, '').split('/');
  if (!own.includes('*') || own.length !== current.length || target.length !== own.length) return null;
  if (own.some((segment, index) => segment !== '*' && segment !== current[index])) return null;
  if (own.some((segment, index) => segment === '*' && (current[index] ?? '') === '')) return null;
  return target.map((segment, index) => (segment === '*' ? current[index] : segment)).join('/');
}
