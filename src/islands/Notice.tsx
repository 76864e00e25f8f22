import type { NoticeLevel } from '../stores/notices.ts';
import CloseIcon from './CloseIcon.tsx';

interface Props {
  level: NoticeLevel;
  text: string;
  /** Accessible name of the dismiss button; no button without it. */
  dismissLabel?: string;
  onDismiss?: () => void;
}

/**
 * An inline message in the page (spec §8: errors in e-mail confirmation, the sidebar and
 * unknown global errors). Errors and warnings are alerts, so a screen reader says them at
 * once; the rest are polite status messages. `components/Notice.astro` is the static twin.
 */
export default function Notice({ level, text, dismissLabel, onDismiss }: Props) {
  const urgent = level === 'error' || level === 'warning';
  return (
    <div className={`notice notice--${level}`} role={urgent ? 'alert' : 'status'}>
      <p className="notice__text">{text}</p>
      {onDismiss && dismissLabel && (
        <button type="button" className="icon-button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
