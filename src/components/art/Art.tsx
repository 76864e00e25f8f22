import type { ReactElement } from 'react';
import Mascot, { type MascotVariant } from './Mascot.tsx';

/**
 * The illustrations: the mascot in a scene, one per moment (a page that is not there, a fault, a
 * success, nothing yet). Decorative (hidden from assistive technology, no words in them: the page
 * says it) and sized by their width and height, so the page keeps its place while they draw. One
 * home for the Astro pages and the islands: Astro renders these at build time, with no script.
 */
export type ArtKind = 'notFound' | 'error' | 'success' | 'empty';

const scenes: Record<ArtKind, (props: { variant: MascotVariant | undefined }) => ReactElement> = {
  notFound: ({ variant }) => (
    <>
      <path className="art-line art-line--soft" d="M24 106h112" />
      <Mascot variant={variant} transform="translate(28 34) scale(1.8)" />
      <circle className="art-sky art-line" cx="118" cy="58" r="13" />
      <path className="art-line art-line--thick" d="M108 68l-12 12" />
      <circle className="art-sun" cx="128" cy="18" r="9" />
      <path className="art-line art-line--soft" d="M128 27q-4 8 0 14" />
    </>
  ),
  error: ({ variant }) => (
    <>
      <path className="art-line art-line--soft" d="M16 106h128" />
      <Mascot variant={variant} transform="translate(20 34) scale(1.8)" />
      <rect className="art-sky art-line" x="100" y="84" width="22" height="22" rx="4" />
      <rect className="art-sun" x="124" y="88" width="18" height="18" rx="4" transform="rotate(14 133 97)" />
      <rect
        className="art-grass"
        x="106"
        y="58"
        width="20"
        height="20"
        rx="4"
        transform="rotate(-24 116 68)"
      />
    </>
  ),
  success: ({ variant }) => (
    <>
      <Mascot variant={variant} transform="translate(44 30) scale(1.8)" />
      <path className="art-line" d="M47 78l-10-14m76 14l10-14" />
      <circle className="art-sun" cx="28" cy="30" r="5" />
      <circle className="art-sky" cx="134" cy="26" r="6" />
      <rect className="art-grass" x="18" y="62" width="8" height="8" rx="2" transform="rotate(20 22 66)" />
      <rect className="art-brand" x="136" y="58" width="8" height="8" rx="2" transform="rotate(-20 140 62)" />
      <circle className="art-brand" cx="62" cy="14" r="3" />
      <circle className="art-grass" cx="104" cy="12" r="3" />
    </>
  ),
  empty: ({ variant }) => (
    <>
      <Mascot variant={variant} transform="translate(52 10) scale(1.4)" />
      <rect className="art-sky art-line" x="32" y="56" width="96" height="48" rx="14" />
      <circle className="art-sun" cx="20" cy="98" r="6" />
    </>
  ),
};

export default function Art({
  kind,
  className,
  variant,
}: {
  kind: ArtKind;
  className?: string;
  /** The country's mascot unless named (the country table's `logo`). */
  variant?: MascotVariant | undefined;
}) {
  const Scene = scenes[kind];
  return (
    <svg
      className={className ? `art ${className}` : 'art'}
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <Scene variant={variant} />
    </svg>
  );
}
