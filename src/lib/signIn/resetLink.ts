/**
 * The reset link of the e-mail (`?userId=&code=`). Opening it spends nothing: mail scanners
 * fetch every link in a mail, so the code is used only by the POST with the new password. The
 * code leaves the address bar once the page has read it (history, screenshots, shoulder
 * surfing, a shared screen) and is kept for the tab instead, so a reload still works.
 */
export interface ResetLink {
  userId: string;
  code: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A remembered value, if it is a whole link. */
export function asResetLink(value: unknown): ResetLink | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { userId, code } = value as Record<string, unknown>;
  return text(userId) !== '' && text(code) !== '' ? { userId: text(userId), code: text(code) } : undefined;
}

/**
 * The link of this page: from the address when it has both parts (a newer mail wins over what
 * the tab remembers), else the one remembered for the user id in the address, or for none.
 */
export function resetLinkFrom(search: string, remembered: unknown): ResetLink | undefined {
  const query = new URLSearchParams(search);
  const fromAddress = asResetLink({ userId: query.get('userId'), code: query.get('code') });
  if (fromAddress) return fromAddress;
  const kept = asResetLink(remembered);
  const userId = text(query.get('userId'));
  return kept && (userId === '' || userId === kept.userId) ? kept : undefined;
}

/** The address without its code (and without a user id, which is only needed with it). */
export function addressWithoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('userId');
  return url.href;
}

/** The address as the route guard judges it: with the link, whether from the address or remembered. */
export function addressWithLink(href: string, link: ResetLink | undefined): string {
  if (!link) return href;
  const url = new URL(href);
  url.searchParams.set('userId', link.userId);
  url.searchParams.set('code', link.code);
  return url.href;
}
