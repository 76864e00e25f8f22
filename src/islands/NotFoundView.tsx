import { lazy, Suspense } from 'react';

/**
 * The scene is drawn once its module has come: an island meets "not found" rarely, so its
 * pages do not carry the illustrations on every visit. Until then an empty picture of the same
 * size holds its place (Art's own box), so nothing below it moves.
 */
const Art = lazy(() => import('../components/art/Art.tsx'));

/** The not-found view's texts and link (the shell's `notFound.*`, translated at build time). */
export interface NotFoundTexts {
  heading: string;
  text: string;
  backHref: string;
  backLabel: string;
}

/**
 * What an island shows when its address names nothing it knows (a play centre, a class): the
 * not-found page's view, for pages whose address only the browser can judge.
 */
export default function NotFoundView({ texts, testId }: { texts: NotFoundTexts; testId: string }) {
  return (
    <section className="error-view" data-testid={testId}>
      <Suspense
        fallback={
          <svg
            className="art error-view__art"
            viewBox="0 0 160 120"
            width="160"
            height="120"
            aria-hidden="true"
          />
        }
      >
        <Art kind="notFound" className="error-view__art" />
      </Suspense>
      <h1 className="page-title">{texts.heading}</h1>
      <p>{texts.text}</p>
      <p className="error-view__actions">
        <a className="button button--primary" href={texts.backHref}>
          {texts.backLabel}
        </a>
      </p>
    </section>
  );
}
