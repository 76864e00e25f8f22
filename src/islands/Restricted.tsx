import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { site } from '../config/site.ts';
import { isVisible, sessionVisibility, type Restriction } from '../lib/shell/visibility.ts';
import { $session } from '../stores/session.ts';

/**
 * Shows its children only where the restriction allows (spec §2), inside an island.
 * Static markup uses `components/Restricted.astro` or a `data-when` attribute instead.
 */
export default function Restricted({ when, children }: { when: Restriction; children: ReactNode }) {
  const session = useStore($session, { ssr: 'initial' });
  const context = { session: sessionVisibility(session), environment: site.environment.name };
  return isVisible(when, context) ? children : null;
}
