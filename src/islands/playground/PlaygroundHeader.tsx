import type { Playground } from '../../lib/api/types/location.ts';
import type { PlaygroundPicture } from '../../lib/playground/pictures.ts';
import { fill } from '../../i18n/fill.ts';
import type { PlaygroundTexts } from './texts.ts';

/** A main action of the play centre's page: the kind picks its colour and its icon. */
export interface PlaygroundAction {
  kind: 'visit' | 'party' | 'class' | 'shop';
  href: string;
  label: string;
}

/** The main actions (Astro builds them: the first two go to the country's own booking sites). */
export interface PlaygroundActions {
  /** Names the list for screen readers ("Book and order", the sidebar's section). */
  heading: string;
  tiles: PlaygroundAction[];
}

/** A picture's words: the room on the centre ("Djungelrummet på Lekland Barkarby"), or the centre. */
export function pictureAlt(picture: PlaygroundPicture, name: string, texts: PlaygroundTexts): string {
  return picture.room ? fill(texts.pictureOf, { room: picture.room, name }) : name;
}

/**
 * The centre's photo (its first picture), shown at first paint: the build copies it into the
 * site or the page (scripts/lib/localPictures.ts, `playground__photo`), and it is the page's
 * largest paint, so it is asked for first. Its size is known: nothing moves when it comes.
 */
export function PlaygroundPhoto({
  picture,
  name,
  texts,
}: {
  picture: PlaygroundPicture | undefined;
  name: string;
  texts: PlaygroundTexts;
}) {
  if (!picture) return null;
  return (
    <img
      className="playground__photo"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={pictureAlt(picture, name, texts)}
      fetchPriority="high"
      decoding="async"
    />
  );
}

/** Simple shapes on a 24 px grid, drawn for this page; decorative, the label names the tile. */
const icons: Record<PlaygroundAction['kind'], string> = {
  visit: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 7v10',
  party: 'M12 3a5 5 0 0 1 5 5c0 4-5 7-5 7s-5-3-5-7a5 5 0 0 1 5-5zM12 15v6',
  class: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
  shop: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
};

/** Book a visit, a party, classes, the shop: big tiles, real links that work at the first tap. */
export function PlaygroundActionTiles({ actions }: { actions: PlaygroundActions }) {
  return (
    <nav aria-label={actions.heading} className="playground__actions" data-testid="playground-actions">
      <ul>
        {actions.tiles.map((tile) => (
          <li key={tile.kind}>
            <a href={tile.href} className={`playground__action playground__action--${tile.kind}`}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d={icons[tile.kind]} />
              </svg>
              <span>{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Address and phone as rows a thumb can hit (44 px and more): the address opens the map for
 * directions, the phone number calls.
 */
export function PlaygroundContact({
  playground,
  name,
  texts,
}: {
  playground: Playground;
  name: string;
  texts: PlaygroundTexts;
}) {
  const place = [playground.postalcode, playground.city].filter(Boolean).join(' ');
  const address = [playground.address, place].filter(Boolean).join(', ');
  const map = playground.maplink?.startsWith('https://') ? playground.maplink : null;
  return (
    <section aria-labelledby="playground-contact" className="playground__contact wraps-anywhere">
      <h2 id="playground-contact" className="visually-hidden">
        {texts.contact}
      </h2>
      <ul>
        {address && (
          <li>
            {map ? (
              <a className="playground__row" href={map} target="_blank" rel="noopener noreferrer">
                <span>
                  <span className="visually-hidden">{texts.address}: </span>
                  {address}
                </span>
                <span className="playground__row-action">
                  {texts.directions}
                  <span className="visually-hidden">
                    {' '}
                    – {name} ({texts.mapOpensNewTab})
                  </span>
                </span>
              </a>
            ) : (
              <p className="playground__row">
                <span className="visually-hidden">{texts.address}: </span>
                {address}
              </p>
            )}
          </li>
        )}
        {playground.phone && (
          <li>
            <a className="playground__row" href={`tel:${playground.phone.replace(/[^\d+]/g, '')}`}>
              <span>
                <span className="visually-hidden">{texts.phone}: </span>
                {playground.phone}
              </span>
              <span className="playground__row-action">{texts.call}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
