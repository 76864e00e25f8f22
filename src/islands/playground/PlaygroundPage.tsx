import { useStore } from '../useStore.ts';
import { childClassBookingPath, pagePath } from '../../config/routes.ts';
import type { Language } from '../../config/languages.ts';
import type { ChildClass } from '../../lib/api/types/childClass.ts';
import type { SiteNotice } from '../../lib/api/types/notice.ts';
import { ageGroupLabel } from '../../lib/childClassBooking/ageGroupLabel.ts';
import { clockTime, dayLabel, longDate } from '../../lib/dates/localFormats.ts';
import type { OpeningWeekDay } from '../../lib/playground/openingWeek.ts';
import { playgroundPictures, type PlaygroundPicture } from '../../lib/playground/pictures.ts';
import type { BuiltPlayground } from '../../lib/playground/prerender.ts';
import { priceDisplay } from '../../lib/playground/priceDisplay.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import { shownPlayground, type PartSource } from '../../lib/playground/shownState.ts';
import { site } from '../../config/site.ts';
import type { Loadable } from '../../lib/loading/loadable.ts';
import { $playground } from '../../stores/playground.ts';
import NotFoundView, { type NotFoundTexts } from '../NotFoundView.tsx';
import { fill } from '../../i18n/fill.ts';
import PriceText from './PriceText.tsx';
import ShopShelf, { type ShelfTexts } from './ShopShelf.tsx';
import Today from './Today.tsx';
import {
  PlaygroundActionTiles,
  PlaygroundContact,
  PlaygroundPhoto,
  pictureAlt,
  type PlaygroundActions,
} from './PlaygroundHeader.tsx';
import type { PlaygroundTexts } from './texts.ts';
import { nameLang, serviceLang } from '../serviceLanguage.ts';

interface Props {
  texts: PlaygroundTexts;
  /** Book a visit, a party, classes, the shop: the tiles below the photo. */
  actions: PlaygroundActions;
  /** The shop shelf's texts ("Gift cards and cards"). */
  shopTexts: ShelfTexts;
  /** The not-found view's texts and links, shown when the address names no play centre. */
  notFound: NotFoundTexts;
  language: Language;
  /** `Intl` locale of the country and language, e.g. `sv-SE`. */
  locale: string;
  currency: string;
  /**
   * What the build knew of this play centre (a prerendered page): shown at first paint, and
   * wherever no live answer has come yet. Without it, the page resolves the play centre of
   * its address in the browser (one page serves every play centre the build did not know).
   */
  built?: BuiltPlayground | undefined;
}

/** One play centre: renders $playground, which stores/playground.ts loads. */
export default function PlaygroundPage({
  texts,
  actions,
  shopTexts,
  notFound,
  language,
  locale,
  currency,
  built,
}: Props) {
  // The first render matches the prerendered markup (the build's play centre, or the loading
  // state), although the page script may have loaded the play centre already. Updates render
  // deferred: React then works in slices of a few milliseconds, so a slow phone's main thread
  // is never blocked for long.
  const state = shownPlayground(useStore($playground, { deferred: true }), built);
  if (state.page === 'notFound') return <NotFoundView texts={notFound} testId="playground-not-found" />;
  if (state.page !== 'found' || !state.playground) {
    return (
      <article className="playground">
        <h1>{texts.title}</h1>
        {state.page === 'failed' ? (
          <PartFailed text={texts.loadFailed} />
        ) : (
          <p className="playground__loading" role="status">
            {texts.loading}
          </p>
        )}
      </article>
    );
  }
  const { playground, sources, builtAt } = state;
  const name = playgroundName(playground, language);
  const asOf = builtAt ? longDate(builtAt.slice(0, 10), locale) : '';
  const lang = serviceLang(language);
  const pictures = playgroundPictures(playground, site.endpoints.mainApi);
  return (
    <article className="playground" data-testid="playground" data-built-at={builtAt ?? undefined}>
      <header className="playground__header">
        {/* The way to the country's other play centres, above the one shown. */}
        <p className="playground__all">
          <a href={pagePath('playgroundFinder', language)}>{texts.finder.all}</a>
        </p>
        <div className="playground__hero">
          <PlaygroundPhoto picture={pictures[0]} name={name} texts={texts} />
          <div className="playground__hero-text">
            <h1 lang={nameLang(playground, language)}>{name}</h1>
            <Today part={state.hours} texts={texts} locale={locale} zone={built?.zone} />
          </div>
        </div>
        <PlaygroundActionTiles actions={actions} />
        <PlaygroundContact playground={playground} name={name} texts={texts} />
      </header>
      <Notices part={state.notices} texts={texts} source={sources.notices} asOf={asOf} lang={lang} />
      <Hours
        part={state.hours}
        texts={texts}
        locale={locale}
        source={sources.hours}
        asOf={asOf}
        lang={lang}
      />
      <Classes
        lang={lang}
        source={sources.classes}
        asOf={asOf}
        part={state.classes}
        texts={texts}
        locale={locale}
        currency={currency}
        bookingHref={(ageGroupId) => childClassBookingPath(language, playground.slug ?? '', ageGroupId)}
      />
      <ShopShelf
        part={state.shop}
        texts={shopTexts}
        language={language}
        locale={locale}
        playgroundSlug={playground.slug ?? ''}
      />
      <Pictures pictures={pictures} name={name} texts={texts} />
    </article>
  );
}

/**
 * What the build wrote, while it is what the page shows: the hours say how old they are (on a
 * page built more than a day ago: ShellLayout's head marks the page, CSS shows the line, so it
 * keeps its place and nothing moves when it goes); any part whose live call failed says so.
 */
function BuildNote({ source, texts, asOf }: { source: PartSource; texts: PlaygroundTexts; asOf: string }) {
  if (source === 'buildAfterFailure') {
    return (
      <p className="playground__as-of playground__as-of--failed" role="status">
        {fill(texts.notUpdated, { date: asOf })}
      </p>
    );
  }
  return null;
}

function Pictures({
  pictures,
  name,
  texts,
}: {
  pictures: PlaygroundPicture[];
  name: string;
  texts: PlaygroundTexts;
}) {
  if (pictures.length === 0) return null;
  return (
    <section aria-labelledby="playground-pictures" className="playground__section">
      <h2 id="playground-pictures">{fill(texts.pictures, { name })}</h2>
      <ul className="playground__pictures">
        {pictures.map((picture) => (
          <li key={picture.src}>
            <img
              src={picture.src}
              width={picture.width}
              height={picture.height}
              alt={pictureAlt(picture, name, texts)}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartFailed({ text }: { text: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__text">{text}</p>
    </div>
  );
}

function Loading({ texts }: { texts: PlaygroundTexts }) {
  return <p className="playground__loading">{texts.loading}</p>;
}

function Notices({
  part,
  texts,
  source,
  asOf,
  lang,
}: {
  part: Loadable<SiteNotice[]>;
  texts: PlaygroundTexts;
  source: PartSource;
  asOf: string;
  /** The `lang` of the main API's own words (islands/serviceLanguage.ts). */
  lang: string | undefined;
}) {
  if (part.status === 'loading') return null;
  if (part.status === 'failed') return <PartFailed text={texts.noticesFailed} />;
  if (part.value.length === 0) return null;
  return (
    <section
      aria-labelledby="playground-notices"
      className="playground__notices"
      data-testid="playground-notices"
    >
      <h2 id="playground-notices" className="visually-hidden">
        {texts.notices}
      </h2>
      <BuildNote source={source} texts={texts} asOf={asOf} />
      {part.value.map((notice) => (
        <div
          key={notice.guid}
          className={notice.type?.toLowerCase() === 'warning' ? 'notice notice--warning' : 'notice'}
          data-testid="playground-notice"
        >
          <div className="notice__text">
            {notice.name && (
              <h3 className="playground__notice-title" lang={lang}>
                {notice.name}
              </h3>
            )}
            {notice.text && <p lang={lang}>{notice.text}</p>}
          </div>
        </div>
      ))}
    </section>
  );
}

function Hours({
  part,
  texts,
  locale,
  source,
  asOf,
  lang,
}: {
  part: Loadable<OpeningWeekDay[]>;
  texts: PlaygroundTexts;
  locale: string;
  source: PartSource;
  asOf: string;
  lang: string | undefined;
}) {
  return (
    <section aria-labelledby="playground-hours" className="playground__section">
      <div className="playground__section-head">
        <h2 id="playground-hours">{texts.openingHours}</h2>
        {asOf && source !== 'buildAfterFailure' && (
          // Always there on a prerendered page, shown only while the build's hours are and
          // the build is more than a day old, so its line never comes or goes.
          <p className="playground__as-of" data-from-build={source === 'build' ? '' : undefined}>
            {fill(texts.asOf, { date: asOf })}
          </p>
        )}
      </div>
      <BuildNote source={source} texts={texts} asOf={asOf} />
      {part.status === 'loading' && <Loading texts={texts} />}
      {part.status === 'failed' && <PartFailed text={texts.hoursFailed} />}
      {part.status === 'ready' && (
        <table className="playground__hours" data-testid="opening-hours">
          <tbody>
            {part.value.map((day) => {
              const label = dayLabel(day.date, locale);
              return (
                <tr key={day.date} className={day.isToday ? 'playground__today' : undefined}>
                  <th scope="row">
                    {day.isToday ? texts.today : label.weekday}{' '}
                    <span className="playground__date">{label.date}</span>
                  </th>
                  <td>
                    {day.state === 'open' &&
                      day.spans
                        .map((span) =>
                          fill(texts.time, {
                            from: clockTime(span.from, locale),
                            to: clockTime(span.to, locale),
                          }),
                        )
                        .join(', ')}
                    {day.state === 'closed' && <strong>{texts.closed}</strong>}
                    {day.state === 'unknown' && texts.hoursUnknown}
                    {day.comment && (
                      <span className="playground__comment" lang={lang}>
                        {day.comment}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Classes({
  part,
  texts,
  locale,
  currency,
  bookingHref,
  source,
  asOf,
  lang,
}: {
  source: PartSource;
  asOf: string;
  lang: string | undefined;
  part: Loadable<ChildClass[]>;
  texts: PlaygroundTexts;
  locale: string;
  currency: string;
  /** The booking page of an age group: a plain link, so it works at the first tap. */
  bookingHref: (ageGroupId: string) => string;
}) {
  return (
    <section aria-labelledby="playground-classes" className="playground__section">
      <h2 id="playground-classes">{texts.classes}</h2>
      <BuildNote source={source} texts={texts} asOf={asOf} />
      {part.status === 'loading' && <Loading texts={texts} />}
      {part.status === 'failed' && <PartFailed text={texts.classesFailed} />}
      {part.status === 'ready' && part.value.length === 0 && <p>{texts.noClasses}</p>}
      {part.status === 'ready' &&
        part.value.map((childClass) => {
          const price = priceDisplay(childClass.price, currency, locale);
          const headingId = `class-${childClass.id}`;
          return (
            <article
              key={childClass.id}
              className="playground__class"
              aria-labelledby={headingId}
              data-testid="child-class"
            >
              <h3 id={headingId}>
                <span lang={lang}>{childClass.name}</span>
                {childClass.isTrialClass && <span className="playground__tag">{texts.trialClass}</span>}
                {childClass.fullyBooked && (
                  <span className="playground__tag playground__tag--full">{texts.fullyBooked}</span>
                )}
              </h3>
              {childClass.firstOccasionDate && /^\d{4}-\d{2}-\d{2}/.test(childClass.firstOccasionDate) && (
                <p>{fill(texts.firstOccasion, { date: longDate(childClass.firstOccasionDate, locale) })}</p>
              )}
              {childClass.occasions !== null && (
                <p>{fill(texts.occasions, { count: childClass.occasions })}</p>
              )}
              {price && (
                <p className="playground__price" data-testid="class-price">
                  {texts.price}: <PriceText price={price} discountedPrice={texts.discountedPrice} />
                </p>
              )}
              {(childClass.ageGroups ?? []).length > 0 && (
                <>
                  <h4 className="visually-hidden">{texts.ageGroups}</h4>
                  <ul className="playground__groups">
                    {(childClass.ageGroups ?? []).map((group) => {
                      const groupName = ageGroupLabel(group, texts, locale);
                      // A full class has no place in any group, whatever a group says.
                      const full = Boolean(childClass.fullyBooked || group.fullyBooked);
                      return (
                        <li key={group.id} data-testid="age-group">
                          <span className="playground__group-name">{groupName}</span>{' '}
                          {group.classStartTime && group.classEndTime && (
                            <span>
                              {fill(texts.time, {
                                from: clockTime(group.classStartTime, locale),
                                to: clockTime(group.classEndTime, locale),
                              })}
                            </span>
                          )}{' '}
                          <span className={full ? 'playground__full' : 'playground__free'}>
                            {full ? texts.fullyBooked : texts.placesLeft}
                          </span>
                          {!full && (
                            <>
                              {' '}
                              <a
                                className="button button--primary playground__book"
                                href={bookingHref(group.id)}
                                aria-label={fill(texts.bookLabel, {
                                  name: childClass.name ?? '',
                                  group: groupName,
                                })}
                              >
                                {texts.book}
                              </a>
                            </>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </article>
          );
        })}
    </section>
  );
}
