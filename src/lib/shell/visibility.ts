import type { EnvironmentName } from '../../config/environments.ts';

/**
 * Who or where an element may be shown (spec §2): to signed-in or signed-out visitors, or
 * only outside production, or only in development. Mark any element with
 * `data-when="{restriction}"` (CSS in styles/shell.css hides it), wrap content in
 * `components/Restricted.astro`, or use `islands/Restricted.tsx` inside an island.
 */
export const restrictions = ['signedIn', 'signedOut', 'nonProduction', 'development'] as const;

export type Restriction = (typeof restrictions)[number];

/**
 * The session as visibility sees it. `pending` while the session is being checked: neither
 * the signed-in nor the signed-out variant shows, so nobody sees a sign-in button flash
 * before their own name. Before the session module starts (`uninitialized`) there is no
 * user, which the session store defines as signed out.
 */
export type SessionVisibility = 'signedIn' | 'signedOut' | 'pending';

export function sessionVisibility(session: { status: string; user: unknown }): SessionVisibility {
  if (session.user !== null) return 'signedIn';
  return session.status === 'loading' ? 'pending' : 'signedOut';
}

export interface VisibilityContext {
  session: SessionVisibility;
  environment: EnvironmentName;
}

export function isVisible(restriction: Restriction, context: VisibilityContext): boolean {
  switch (restriction) {
    case 'signedIn':
      return context.session === 'signedIn';
    case 'signedOut':
      return context.session === 'signedOut';
    case 'nonProduction':
      return context.environment !== 'production';
    case 'development':
      return context.environment === 'development';
  }
}

/** Environment restrictions are decided at build time, so production HTML never holds them. */
export function isEnvironmentRestriction(restriction: Restriction): boolean {
  return restriction === 'nonProduction' || restriction === 'development';
}
