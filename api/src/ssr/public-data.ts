import { newsCategorySchema } from '@contract';
import { uuidOf } from '@contract/uuid';
import type { AppContext } from '../app-context';
import { NotFoundError } from '../data/errors';
import { readPublicEvent } from '../events/queries';
import { listNews, readPublishedArticle } from '../news/queries';
import { readSiteContact } from '../organisation/queries';
import { listScholarships } from '../scholarships/queries';
import { listUniversities, readPartnerUniversity } from '../universities/queries';
import type { PublicDataLoader } from '@contract/server-render';

type Handler = (match: RegExpExecArray) => Promise<unknown> | unknown;

/**
 * What a server-rendered page may show, answered in-process by the same query functions as the public API
 * (news/routes.ts, universities/routes.ts, …), keyed by the API path the browser's query would fetch. A page that
 * needs another endpoint gets a line here (and its route a loader, web/src/app/routes).
 */
function endpoints({ db, config }: AppContext): [RegExp, Handler][] {
  return [
    [/^\/api\/site\/contact$/, () => readSiteContact(db.knex, config)],
    [/^\/api\/universities$/, () => listUniversities(db.knex)],
    [
      /^\/api\/universities\/([^/]+)$/,
      ([, id]) => readPartnerUniversity(db.knex, decodeURIComponent(id!)),
    ],
    [/^\/api\/scholarships$/, () => listScholarships(db.knex)],
    // The fair a QR code names on /enquire?event=: an unknown one (the browser's request gets a 404) is no reason to
    // refuse the page, whose form works without it, so it renders with none.
    [
      /^\/api\/events\/([^/]+)$/,
      async ([, param]) => {
        const id = uuidOf(decodeURIComponent(param!));
        return (id && (await readPublicEvent(db.knex, id))) ?? null;
      },
    ],
    [/^\/api\/news$/, () => listNews(db.knex)],
    [
      /^\/api\/news\/article\/([^/]+)$/,
      async ([, id]) => {
        const number = /^[1-9]\d{0,9}$/.test(decodeURIComponent(id!)) ? Number(decodeURIComponent(id!)) : NaN;
        // The API answers a non-number id 400; as a page it is one that does not exist.
        if (!Number.isSafeInteger(number)) throw new NotFoundError('The article id must be a number.');
        return readPublishedArticle(db.knex, number);
      },
    ],
    [
      /^\/api\/news\/([^/]+)$/,
      ([, category]) => {
        const parsed = newsCategorySchema.safeParse(category);
        if (!parsed.success) throw new NotFoundError('No such news category.');
        return listNews(db.knex, parsed.data === 'all' ? undefined : parsed.data);
      },
    ],
  ];
}

/** The answer as the browser would receive it: through JSON (dates become strings, undefined fields go). */
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

export function publicDataLoader(context: AppContext): PublicDataLoader {
  const table = endpoints(context);
  return (apiPath) => {
    for (const [pattern, handler] of table) {
      const match = pattern.exec(apiPath);
      if (match) return Promise.resolve().then(() => handler(match)).then(asSent);
    }
    return undefined;
  };
}
