import type { ServiceDetail } from '../../lib/errors/serviceWords.ts';

/**
 * The service's own words about something we have no words for (lib/errors/serviceWords.ts):
 * under our text, quoted, on a smaller line of their own (`.service-detail`), never the text.
 */
export default function ServiceDetails({ details }: { details: readonly ServiceDetail[] }) {
  return (
    <>
      {details.map(({ before, words, after }) => (
        <small key={words} className="service-detail">
          {before}
          <q>{words}</q>
          {after}
        </small>
      ))}
    </>
  );
}
