import { createRoute } from '@tanstack/react-router';
import { ENQUIRY_FORM_STATE_PATH, ENQUIRY_PATH } from '@contract/enquiry-paths';
import { NEWSLETTER_FORM_STATE_PATH } from '@contract/newsletter-paths';
import { PublicShell } from '../../components/public-shell/public-shell';
import { articleQueryOptions } from '../../features/news/api/get-article';
import { newsQueryOptions } from '../../features/news/api/get-news';
import { categoryOf, parseNewsSearch } from '../../features/news/search';
import { publicEventQueryOptions } from '../../features/public/api/get-public-event';
import { scholarshipsQueryOptions } from '../../features/public/api/get-scholarships';
import { parseEnquirySearch } from '../../features/public/enquire/search';
import { usePendingEnquiries } from '../../features/public/enquire/use-pending-enquiries';
import { universitiesQueryOptions } from '../../features/public/api/get-universities';
import { universityQueryOptions } from '../../features/public/api/get-university';
import { parseUniversitiesSearch } from '../../features/public/universities/search';
import { siteContactQueryOptions } from '../../lib/site-contact';
import { rootRoute } from './root';
import { lazyPage } from '../../lib/lazy-page';

// Loaders start each page's data request while its chunk downloads (one round trip instead of two on 3G);
// they are not awaited, so the page shows its own loading state. On the server (web/src/server-entry.tsx) the same
// loaders name the data a page needs, and the server awaits it before rendering.

/**
 * Pathless layout: the public header and footer around the public pages and the student portal. The shell is in
 * the entry chunk, not lazy: every public visit needs it, and loading it lazily cost a round trip plus a dozen
 * small shared chunks before the first paint on a 3G phone. (Mission Control downloads it too, about 8 kB.)
 */
/** The shell, and on every public page the sending of enquiries kept offline (docs/PRODUCT.md §2.8). */
function PublicLayout() {
  usePendingEnquiries();
  return <PublicShell />;
}

export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(siteContactQueryOptions());
  },
  component: PublicLayout,
});

const indexRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/',
  // `?video=play`: the page with the video's player in place (the play link before the app, home/video-facade.tsx).
  validateSearch: (search: Record<string, unknown>): { video?: 'play' } => (search.video === 'play' ? { video: 'play' } : {}),
  component: lazyPage(() => import('../../features/public/home-page'), 'HomePage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/about',
  component: lazyPage(() => import('../../features/public/about-page'), 'AboutPage'),
});

const universitiesRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/universities',
  validateSearch: parseUniversitiesSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(universitiesQueryOptions());
  },
  component: lazyPage(() => import('../../features/public/universities-page'), 'UniversitiesPage'),
});

const universityRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/universities/$id',
  loader: ({ params, context }) => {
    void context.queryClient.prefetchQuery(universityQueryOptions(params.id));
  },
  component: lazyPage(() => import('../../features/public/universities/university-page'), 'UniversityPage'),
});

const scholarshipsRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/scholarships',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(scholarshipsQueryOptions());
  },
  component: lazyPage(() => import('../../features/public/scholarships-page'), 'ScholarshipsPage'),
});

const newsRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/news',
  validateSearch: parseNewsSearch,
  loaderDeps: ({ search }) => ({ category: categoryOf(search) }),
  loader: ({ deps, context }) => {
    void context.queryClient.prefetchQuery(newsQueryOptions(deps.category));
    // Only the server answers it, and only when rendering a post of the newsletter box (api/src/newsletter/form-routes.ts).
    if (import.meta.env.SSR) void context.queryClient.prefetchQuery({ queryKey: [NEWSLETTER_FORM_STATE_PATH] });
  },
  component: lazyPage(() => import('../../features/news/news-page'), 'NewsPage'),
});

const articleRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/news/$id',
  loader: ({ params, context }) => {
    void context.queryClient.prefetchQuery(articleQueryOptions(params.id));
    if (import.meta.env.SSR) void context.queryClient.prefetchQuery({ queryKey: [NEWSLETTER_FORM_STATE_PATH] });
  },
  component: lazyPage(() => import('../../features/news/article-page'), 'ArticlePage'),
});

const enquireRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: ENQUIRY_PATH,
  validateSearch: parseEnquirySearch,
  loaderDeps: ({ search }) => ({ event: search.event, university: search.university }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(scholarshipsQueryOptions());
    // The universities to choose from, and the programmes of the one a university page's "Enquire about this" chose.
    void context.queryClient.prefetchQuery(universitiesQueryOptions());
    if (deps.university) void context.queryClient.prefetchQuery(universityQueryOptions(String(deps.university)));
    if (deps.event) void context.queryClient.prefetchQuery(publicEventQueryOptions(deps.event));
    // Only the server answers it, and only when rendering a refused post (api/src/enquiries/form-routes.ts).
    if (import.meta.env.SSR) void context.queryClient.prefetchQuery({ queryKey: [ENQUIRY_FORM_STATE_PATH] });
  },
  component: lazyPage(() => import('../../features/public/enquiry-page'), 'EnquiryPage'),
});

export const publicPages = [indexRoute, aboutRoute, universitiesRoute, universityRoute, scholarshipsRoute, enquireRoute, newsRoute, articleRoute];
