import { describe } from 'vitest';
import { NoticeClient } from '../../../src/lib/api/noticeClient.ts';
import { OpeningHoursClient } from '../../../src/lib/api/openingHoursClient.ts';
import { absent, describeCalls, nullValue } from './callCases.ts';

describe(NoticeClient, () => {
  describeCalls('main', [
    {
      name: 'byLocation with a type',
      call: (c) => c.notices.byLocation('pg-1', 'Warning'),
      method: 'GET',
      url: '/api/application-notice/by-location/pg-1?type=Warning',
      empty: [],
      missing: { locationId: (c) => c.notices.byLocation(absent, 'Warning') },
    },
    {
      name: 'byLocation without a type',
      call: (c) => c.notices.byLocation('pg-1'),
      method: 'GET',
      url: '/api/application-notice/by-location/pg-1',
      empty: [],
    },
  ]);
});

describe(OpeningHoursClient, () => {
  describeCalls('main', [
    {
      name: 'overview',
      call: (c) => c.openingHours.overview('pg-1', new Date(2025, 11, 22, 23, 30), '2026-01-04'),
      method: 'GET',
      url: '/api/openinghours/overview?location=pg-1&from=2025-12-22&to=2026-01-04',
      empty: [],
      missing: { location: (c) => c.openingHours.overview(nullValue, '2025-12-22', '2026-01-04') },
    },
    {
      name: 'websiteOverview',
      call: (c) => c.openingHours.websiteOverview('pg-1'),
      method: 'GET',
      url: '/api/openinghours/overviewwp?locationId=pg-1',
      empty: [],
      missing: { locationId: (c) => c.openingHours.websiteOverview(nullValue) },
    },
  ]);
});
