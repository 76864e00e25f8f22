import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { countries, countryCodes } from '../../../src/config/countries.ts';
import type { StandInState } from '../seed/state.ts';
import { escapeHtml, page } from '../shared/html.ts';
import { developmentEndpoints } from '../shared/origins.ts';
import { addPaymentRoutes } from './payment.ts';
import { readVisit, type OutsideSiteVisit } from './visit.ts';

const siteNames: Record<OutsideSiteVisit['site'], string> = {
  account: 'Account site',
  main: 'Main web site',
  order: 'Order site',
  party: 'Party-booking site',
  payment: 'Payment pages',
};

function visitPage(visit: OutsideSiteVisit): string {
  const row = (label: string, testId: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd data-testid="${testId}">${escapeHtml(value)}</dd>`;
  return page(
    visit.language,
    `${siteNames[visit.site]} – ${visit.country} ${visit.language} ${visit.path}`,
    `<h1>${escapeHtml(siteNames[visit.site])}</h1>
<p class="note">You followed a link to another site. In development this stand-in plays it and shows where you were sent.</p>
<dl data-testid="visit">
${row('Country', 'country', visit.country)}
${row('Site', 'site', visit.site)}
${row('Language', 'language', visit.language)}
${row('Path', 'path', visit.path)}
${row('Query', 'query', visit.search)}
</dl>
<p><a href="${escapeHtml(developmentEndpoints[visit.country].profileBase)}/${escapeHtml(visit.language)}/">Back to the profile area</a></p>`,
    'outside-sites',
  );
}

function indexPage(): string {
  const links = countryCodes
    .map((code) => {
      const base = `/${code}`;
      const [own] = countries[code].languages;
      return `<li>${escapeHtml(countries[code].nativeName)}: <a href="${base}/${own}/account">account</a> · <a href="${base}/www/">www</a> · <a href="${base}/order/">order</a> · <a href="${base}/party/">party</a></li>`;
    })
    .join('\n');
  return page(
    'en',
    'Outside sites stand-in',
    `<h1>Outside sites stand-in</h1><ul>${links}</ul>`,
    'outside-sites',
  );
}

export interface AccountSiteStandInOptions {
  /** The state the main API stand-in keeps its orders in: the payment page answers them. */
  state: StandInState;
  log: (line: string) => void;
}

/**
 * The account-site stand-in: every outside site in development (account, main, order, party,
 * payment). A page names country, site, language, path and query for people and for browser
 * tests (`data-testid`s in a `<dl>`); `?format=json` gives the same facts as JSON for exact
 * asserts. The payment site's checkout is played for real (payment.ts): it answers the shop's
 * orders, which the main API stand-in then reports as paid, cancelled or failed.
 */
export function createAccountSiteStandIn({ state, log }: AccountSiteStandInOptions) {
  const app = new Hono();
  app.get('/', (c) => c.html(indexPage()));
  addPaymentRoutes(app, state, log);
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const visit = readVisit(url);
    const asJson = url.searchParams.get('format') === 'json';
    if ('problem' in visit) {
      return asJson
        ? c.json({ error: 'not-an-outside-site-address', path: url.pathname, problem: visit.problem }, 404)
        : c.html(
            page(
              'en',
              'Not an outside-site address',
              `<h1>Not an outside-site address</h1><p data-testid="problem">${escapeHtml(visit.problem)}</p>`,
              'outside-sites',
            ),
            404,
          );
    }
    return asJson ? c.json(visit) : c.html(visitPage(visit));
  });
  return { app, listener: getRequestListener(app.fetch, { overrideGlobalObjects: false }) };
}
