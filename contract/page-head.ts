// The <head> of every public page, for search engines and link previews (WhatsApp, Facebook, X): title, meta
// description, canonical URL, Open Graph and Twitter tags, and JSON-LD. Pure: the server renderer, the build's
// prerender and the browser (document.title) all compute a page's head here, so they cannot disagree.
import type { NewsArticle, SiteContact, University } from './content';
import { languagePath, OG_LOCALES } from './language-paths';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export const SITE_NAME = 'Mission Control';
const HOME_TITLE = `${SITE_NAME}: study in Malaysia from Africa`;
const HOME_DESCRIPTION =
  'Free guidance for African students choosing, applying to and moving to Malaysian universities: university selection, applications, scholarships and visas.';
/** In the build (web/public/icons): a PNG, which every link preview shows (most ignore SVG). */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';
/** Search results cut descriptions at about this many characters. */
export const DESCRIPTION_LENGTH = 160;

/** The document title of a page: 'Scholarships | Mission Control', and the site's own for the home page. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : HOME_TITLE;
}

/** What the head needs to know about the site: its public origin (PUBLIC_URL) and its contact settings. */
export type SiteInfo = { baseUrl: string; contact: SiteContact };

/**
 * A page to describe: its path (query and hash are ignored), and for the pages of one record that record, or null
 * when there is none (a removed article is a "not found" page that search engines are told not to index).
 */
export type HeadPage = {
  /** The page's path without its language prefix ('/about' for /so/about). */
  path: string;
  article?: NewsArticle | null;
  university?: University | null;
  /** The page's language (issue 29): English when absent. */
  language?: Language;
  /** The page's title and description in its language, as rendered (a page without a record of its own). */
  translated?: { title?: string | undefined; description?: string | undefined };
};

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export type PageHead = {
  title: string;
  description: string;
  /** Absolute; absent on a not-found page. */
  canonical?: string;
  /** True on not-found pages: `<meta name="robots" content="noindex">`. */
  noindex: boolean;
  openGraph: { type: 'website' | 'article'; title: string; description: string; url: string; image: string; siteName: string };
  /** `article:published_time` and `article:author` for an article. */
  article?: { publishedTime: string; author: string };
  twitterCard: 'summary' | 'summary_large_image';
  jsonLd: JsonLd[];
  /** `og:locale`: the page's language as Open Graph spells it. */
  ogLocale: string;
  /** The same page in every language, and x-default (English), for `<link rel="alternate" hreflang>`; none on a not-found page. */
  alternates: { hreflang: string; href: string }[];
};

type StaticPage = { title?: string; description: string };

/** The pages without a record of their own. Titles match what each page passes to usePageTitle. */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/': { description: HOME_DESCRIPTION },
  '/about': {
    title: 'About Us',
    description: 'Who we are: counselors from Africa and Malaysia who have guided students to Malaysian universities since 2014, with free consultation and application support.',
  },
  '/universities': {
    title: 'Partner Universities',
    description: 'Our 30 partner universities in Malaysia, public and private: rankings, locations, specialties and the programmes each one offers.',
  },
  '/scholarships': {
    title: 'Scholarships',
    description: 'Scholarships for African students in Malaysia: who offers them, what they cover, who is eligible and when to apply.',
  },
  '/enquire': {
    title: 'Enquire',
    description: 'Tell us what and when you want to study in Malaysia: a counselor replies within one working day, free, on WhatsApp, by phone or by e-mail.',
  },
  '/news': {
    title: 'News & Updates',
    description: 'Student success stories, scholarship openings, university news and events from Mission Control.',
  },
  '/student-portal': {
    title: 'Student Portal',
    description: 'Sign in to follow your applications, visa case and next steps with your Mission Control counselor.',
  },
};

const NOT_FOUND: Record<'page' | 'article' | 'university', StaticPage> = {
  page: { title: 'Page not found', description: 'This page does not exist. Browse our partner universities, scholarships and news instead.' },
  article: { title: 'Article not found', description: 'This article does not exist or was removed. Browse the latest news instead.' },
  university: { title: 'University not found', description: 'This university is not one of our partners, or was removed. See all our partner universities instead.' },
};

/** An absolute URL on the site (under the base URL's path, if it has one); a URL that is already absolute is kept. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** At most DESCRIPTION_LENGTH characters, cut at a word and marked with an ellipsis when cut; one line. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2));
  return `${atWord.replace(/[\s,;:.]+$/, '')}…`;
}

function organization(site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: SITE_NAME,
    url: absoluteUrl(site.baseUrl, '/'),
    logo: absoluteUrl(site.baseUrl, DEFAULT_SHARE_IMAGE),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'admissions',
      telephone: site.contact.phone,
      email: site.contact.email,
      url: `https://wa.me/${site.contact.whatsappNumber}`,
      availableLanguage: ['English'],
    },
  };
}

function newsArticle(article: NewsArticle, description: string, url: string, image: string, site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description,
    datePublished: article.publishedAt,
    inLanguage: article.language,
    image: [image],
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'EducationalOrganization', name: SITE_NAME, url: absoluteUrl(site.baseUrl, '/') },
    mainEntityOfPage: url,
  };
}

/** The path without query, hash or trailing slash ('/news/' is '/news'). */
const pathOnly = (path: string): string => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';

/**
 * The head of one public page in its language: its own URL as canonical and og:url, its title and description as
 * rendered in that language (a record's page keeps the record's own words, which stay as written), og:locale, and
 * the page's address in every language with x-default on English.
 */
export function pageHead(page: HeadPage, site: SiteInfo): PageHead {
  const language = page.language ?? DEFAULT_LANGUAGE;
  const path = pathOnly(page.path);
  const head = englishHead({ ...page, path }, site);
  const url = absoluteUrl(site.baseUrl, languagePath(language, path));
  const ownRecord = head.openGraph.title !== head.title; // an article's or a university's page
  const title = (!ownRecord && page.translated?.title) || head.title;
  const description = (!ownRecord && page.translated?.description) || head.description;
  const alternates = head.noindex
    ? []
    : [
        ...LANGUAGES.map((other) => ({ hreflang: other, href: absoluteUrl(site.baseUrl, languagePath(other, path)) })),
        { hreflang: 'x-default', href: absoluteUrl(site.baseUrl, path) },
      ];
  return {
    ...head,
    title,
    description,
    ...(head.canonical ? { canonical: url } : {}),
    openGraph: { ...head.openGraph, url, ...(ownRecord ? {} : { title, description }) },
    ogLocale: OG_LOCALES[language],
    alternates,
  };
}

function englishHead(page: HeadPage, site: SiteInfo): Omit<PageHead, 'ogLocale' | 'alternates'> {
  const path = page.path;
  const url = absoluteUrl(site.baseUrl, path);
  const org = organization(site);
  const siteImage = absoluteUrl(site.baseUrl, DEFAULT_SHARE_IMAGE);
  const notFound = (kind: keyof typeof NOT_FOUND): Omit<PageHead, 'ogLocale' | 'alternates'> => {
    const { title, description } = NOT_FOUND[kind];
    const full = documentTitle(title);
    return {
      title: full,
      description,
      noindex: true,
      openGraph: { type: 'website', title: full, description, url, image: siteImage, siteName: SITE_NAME },
      twitterCard: 'summary',
      jsonLd: [org],
    };
  };

  if (/^\/news\/[^/]+$/.test(path)) {
    const article = page.article;
    if (!article) return notFound('article');
    const description = shortDescription(article.excerpt ?? article.content);
    const image = absoluteUrl(site.baseUrl, article.imageUrl || DEFAULT_SHARE_IMAGE);
    return {
      title: documentTitle(article.title),
      description,
      canonical: url,
      noindex: false,
      openGraph: { type: 'article', title: article.title, description, url, image, siteName: SITE_NAME },
      article: { publishedTime: article.publishedAt, author: article.author },
      twitterCard: 'summary_large_image',
      jsonLd: [org, newsArticle(article, description, url, image, site)],
    };
  }
  if (/^\/universities\/[^/]+$/.test(path)) {
    const university = page.university;
    if (!university) return notFound('university');
    const description = shortDescription(`${university.description} Programmes, fees and intakes.`);
    return {
      title: documentTitle(university.name),
      description,
      canonical: url,
      noindex: false,
      openGraph: { type: 'website', title: university.name, description, url, image: siteImage, siteName: SITE_NAME },
      twitterCard: 'summary',
      jsonLd: [org],
    };
  }
  const known = STATIC_PAGES[path];
  if (!known) return notFound('page');
  const title = documentTitle(known.title);
  return {
    title,
    description: known.description,
    canonical: url,
    noindex: false,
    openGraph: { type: 'website', title, description: known.description, url, image: siteImage, siteName: SITE_NAME },
    twitterCard: 'summary',
    jsonLd: [org],
  };
}

/** Text and attribute values: the five characters that could end or open markup. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON inside <script type="application/ld+json">: a data block, never executed (so the CSP's script-src 'self'
 * does not apply to it), but the HTML parser still ends it at "</script" and treats "<!--" specially. Escaping every
 * "<" (and the two line separators JSON allows but JavaScript did not) keeps the JSON identical and the block closed.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The head as HTML, to go inside <head> in place of the template's <title> and description: one element per line,
 * every value escaped.
 */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const og = head.openGraph;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...head.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}" />`),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', og.type),
    meta('property', 'og:locale', head.ogLocale),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:image', og.image),
    head.article ? meta('property', 'article:published_time', head.article.publishedTime) : '',
    head.article ? meta('property', 'article:author', head.article.author) : '',
    meta('name', 'twitter:card', head.twitterCard),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}
