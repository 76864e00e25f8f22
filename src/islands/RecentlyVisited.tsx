import { useEffect, useState } from 'react';
import { playgroundPath } from '../config/routes.ts';
import type { Language } from '../config/languages.ts';
import { readVisited, type VisitedPlayground } from '../lib/playground/recentlyVisited.ts';
import { appStorage } from '../lib/storage/appStorage.ts';

interface Props {
  language: Language;
  heading: string;
}

/**
 * The sidebar's recently visited play centres (newest first, at most four), shown only when
 * there are any. It sits in the closed sidebar with `client:visible`, so its code and the
 * storage code load when the sidebar opens, never on a first visit.
 */
export default function RecentlyVisited({ language, heading }: Props) {
  const [visited, setVisited] = useState<VisitedPlayground[]>([]);
  useEffect(() => setVisited(readVisited(appStorage())), []);
  // An empty element, not nothing: `client:visible` needs an element to watch.
  if (visited.length === 0) return <div className="recently-visited" />;
  return (
    <div className="recently-visited" data-testid="recently-visited">
      <h3 id="sidebar-recent" className="sidebar__section">
        {heading}
      </h3>
      <ul className="sidebar__list" aria-labelledby="sidebar-recent">
        {visited.map((entry) => (
          <li key={entry.slug}>
            <a
              className="sidebar__link"
              href={playgroundPath(language, entry.slug)}
              lang={entry.lang && entry.lang !== language ? entry.lang : undefined}
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
