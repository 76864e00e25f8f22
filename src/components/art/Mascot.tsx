import { site } from '../../config/site.ts';

/** Which mascot: the chain's, or Finland's own (Leikkimaa, spec §2). */
export type MascotVariant = 'standard' | 'finland';

/**
 * The mascot, a round friend from the ball pit, drawn in a 40×40 box for an SVG of its own or
 * another's (the logo, the illustrations). Finland's is the same creature in its lake blue with
 * a sprout for ears. Its colours are the tokens' (`.art-*` in styles/global.css): an SVG
 * attribute cannot read a custom property, a class can.
 */
export default function Mascot({
  variant = site.country.logo,
  transform,
}: {
  variant?: MascotVariant | undefined;
  transform?: string;
}) {
  return (
    <g transform={transform}>
      {variant === 'finland' ? (
        <path className="art-grass" d="M20 9c-1-5-5-8-10-7 0 5 4 8 10 7zm0 0c1-5 5-8 10-7 0 5-4 8-10 7z" />
      ) : (
        <>
          <circle className="art-sun" cx="10" cy="10" r="5" />
          <circle className="art-sun" cx="30" cy="10" r="5" />
        </>
      )}
      <circle className={variant === 'finland' ? 'art-lake' : 'art-brand'} cx="20" cy="23" r="16" />
      <ellipse className="art-white" cx="14.5" cy="20" rx="4" ry="4.5" />
      <ellipse className="art-white" cx="25.5" cy="20" rx="4" ry="4.5" />
      <circle className="art-ink" cx="15.3" cy="21" r="2.1" />
      <circle className="art-ink" cx="26.3" cy="21" r="2.1" />
      <path className="art-line" d="M15 28.5q5 4.5 10 0" />
    </g>
  );
}
