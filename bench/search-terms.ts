// What people type in the students search, one term per request (bench/run.ts): fragments of names from every
// country's pool (db/seeds/people.ts) and fragments of phone numbers in the formats people write them, local with
// a leading 0 or international. 40 names and 20 phones:
// each request takes the next term, so consecutive requests never share an answer or a count.

export const NAME_FRAGMENTS = [
  'amin', 'Otieno', 'wanj', 'haile', 'mensah', 'okaf', 'tesf', 'kamau', 'warsame', 'ochi',
  'bekele', 'kwame', 'ngozi', 'abdi', 'mwang', 'asante', 'zawadi', 'okello', 'fatima', 'elhas',
  'Hodan', 'achieng', 'kiprot', 'girma', 'nakato', 'mugisha', 'rehema', 'massawe', 'chiamaka', 'adeyemi',
  'akosua', 'boateng', 'tasneem', 'babiker', 'farah', 'njoroge', 'selam', 'tadesse', 'ssempala', 'mollel',
] as const;

export const PHONE_FRAGMENTS = [
  '0712 3', '0722 45', '+254 745', '0799 1', '0803 12', '+234 806', '0813 9', '+256 772', '0781 5', '+251 91 2',
  '0935', '+255 754', '0768 2', '+233 24 5', '0554 8', '+249 91 7', '0612 4', '+252 63 5', '745 51', '(0703) 2',
] as const;

/** The students list searched for each term in turn. */
export const searchPaths = (terms: readonly string[]): string[] =>
  terms.map((term) => `/api/admin/students?search=${encodeURIComponent(term)}`);
