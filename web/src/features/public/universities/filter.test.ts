import { describe, expect, it } from 'vitest';
import type { ProgrammeOffer, UniversityListing } from '@contract';
import {
  fieldOptions,
  filterUniversities,
  formatPrograms,
  formatStudents,
  hasActiveFilters,
  locationArea,
  locationOptions,
  shortName,
} from './filter';
import { DEFAULT_UNIVERSITY_FILTERS, filtersFromSearch, parseUniversitiesSearch, searchFromFilters } from './search';

// A few partners in the seed's shape ('Area, State or City'); web code may not import db/ (lint).
const uni = (
  id: number,
  name: string,
  location: string,
  type: UniversityListing['type'],
  specialties: string[],
  offers: ProgrammeOffer[] = [],
): UniversityListing => ({
  id,
  picture: null,
  name,
  location,
  type,
  specialties,
  ranking: 'QS World #100',
  image: '',
  description: '',
  programs: 100,
  students: 10000,
  offers,
});
const offer = (level: ProgrammeOffer['level'], field: string): ProgrammeOffer => ({ level, field });
const all: UniversityListing[] = [
  uni(1, 'Universiti Malaya (UM)', 'Lembah Pantai, Kuala Lumpur', 'Public', ['Medicine', 'Engineering', 'Law'], [
    offer("Bachelor's", 'Engineering'),
    offer("Bachelor's", 'Medicine'),
    offer("Master's", 'Law'),
  ]),
  uni(2, 'Universiti Kebangsaan Malaysia (UKM)', 'Bangi, Selangor', 'Public', ['Medicine', 'Science'], [offer("Bachelor's", 'Medicine'), offer('PhD', 'Science')]),
  uni(3, 'Universiti Putra Malaysia (UPM)', 'Serdang, Selangor', 'Public', ['Agriculture', 'Veterinary Medicine']),
  uni(4, 'Universiti Sains Malaysia (USM)', 'Gelugor, Penang', 'Public', ['Pharmacy', 'Physics']),
  uni(5, "Taylor's University", 'Subang Jaya, Selangor', 'Private', ['Hospitality', 'Business', 'Medicine'], [
    offer('Foundation', 'Business'),
    offer("Master's", 'Business'),
    offer("Bachelor's", 'law'),
  ]),
  uni(6, 'Asia Pacific University (APU)', 'Bukit Jalil, Kuala Lumpur', 'Private', ['Computing', 'Data Science']),
  uni(7, 'Putrajaya Institute', 'Putrajaya', 'Private', ['Law']),
];
const names = (list: UniversityListing[]) => list.map((u) => u.name);

describe('locations', () => {
  it('takes the part after the first comma, or the whole location', () => {
    expect(locationArea('Bangi, Selangor')).toBe('Selangor');
    expect(locationArea('Lembah Pantai, Kuala Lumpur')).toBe('Kuala Lumpur');
    expect(locationArea('Putrajaya')).toBe('Putrajaya');
    expect(locationArea('A, B, C')).toBe('B, C');
  });

  it('lists sorted distinct areas', () => {
    const options = locationOptions(all);
    expect(options).toEqual([...new Set(options)].sort((a, b) => a.localeCompare(b)));
    expect(options).toEqual(['Kuala Lumpur', 'Penang', 'Putrajaya', 'Selangor']);
  });
});

describe('filterUniversities', () => {
  it('returns every university with the default filters', () => {
    expect(filterUniversities(all, DEFAULT_UNIVERSITY_FILTERS)).toHaveLength(all.length);
    expect(hasActiveFilters(DEFAULT_UNIVERSITY_FILTERS)).toBe(false);
  });

  it('searches name, location and specialties, ignoring case', () => {
    const f = { ...DEFAULT_UNIVERSITY_FILTERS };
    expect(names(filterUniversities(all, { ...f, q: 'MALAYA' }))).toContain('Universiti Malaya (UM)');
    expect(names(filterUniversities(all, { ...f, q: 'penang' }))).toContain('Universiti Sains Malaysia (USM)');
    const vets = filterUniversities(all, { ...f, q: 'veterinary' });
    expect(names(vets)).toEqual(['Universiti Putra Malaysia (UPM)']);
    expect(filterUniversities(all, { ...f, q: '  zzz no match ' })).toEqual([]);
  });

  it('filters by type and by location containing the chosen area', () => {
    const f = { ...DEFAULT_UNIVERSITY_FILTERS };
    const publics = filterUniversities(all, { ...f, type: 'Public' });
    const privates = filterUniversities(all, { ...f, type: 'Private' });
    expect(publics.every((u) => u.type === 'Public')).toBe(true);
    expect(publics.length + privates.length).toBe(all.length);
    expect(names(filterUniversities(all, { ...f, location: 'Selangor' }))).toEqual([
      'Universiti Kebangsaan Malaysia (UKM)',
      'Universiti Putra Malaysia (UPM)',
      "Taylor's University",
    ]);
    expect(names(filterUniversities(all, { ...f, location: 'Putrajaya' }))).toEqual(['Putrajaya Institute']);
  });

  it('combines every filter', () => {
    const f = { ...DEFAULT_UNIVERSITY_FILTERS };
    const found = filterUniversities(all, { ...f, q: 'medicine', type: 'Public', location: 'Selangor' });
    expect(names(found)).toEqual(['Universiti Kebangsaan Malaysia (UKM)', 'Universiti Putra Malaysia (UPM)']);
    expect(names(filterUniversities(all, { ...f, q: 'medicine', type: 'Public', level: 'PhD' }))).toEqual(['Universiti Kebangsaan Malaysia (UKM)']);
    expect(hasActiveFilters({ ...f, q: 'medicine' })).toBe(true);
    expect(hasActiveFilters({ ...f, level: "Master's" })).toBe(true);
    expect(hasActiveFilters({ ...f, field: 'Law' })).toBe(true);
  });
});

describe('programme level and field', () => {
  const f = { ...DEFAULT_UNIVERSITY_FILTERS };

  it('keeps the universities with a programme at the level, or in the field (whatever its case)', () => {
    expect(names(filterUniversities(all, { ...f, level: "Bachelor's" }))).toEqual(['Universiti Malaya (UM)', 'Universiti Kebangsaan Malaysia (UKM)', "Taylor's University"]);
    expect(names(filterUniversities(all, { ...f, level: 'Diploma' }))).toEqual([]);
    expect(names(filterUniversities(all, { ...f, field: 'Medicine' }))).toEqual(['Universiti Malaya (UM)', 'Universiti Kebangsaan Malaysia (UKM)']);
    expect(names(filterUniversities(all, { ...f, field: 'LAW' }))).toEqual(['Universiti Malaya (UM)', "Taylor's University"]);
  });

  it('asks both of one programme: a Master’s in Law is not a Master’s in Business beside a Bachelor’s in Law', () => {
    expect(names(filterUniversities(all, { ...f, level: "Master's", field: 'Law' }))).toEqual(['Universiti Malaya (UM)']);
    expect(names(filterUniversities(all, { ...f, level: "Bachelor's", field: 'Law' }))).toEqual(["Taylor's University"]);
    expect(names(filterUniversities(all, { ...f, level: 'PhD', field: 'Medicine' }))).toEqual([]);
  });

  it('offers each field once, whatever its case, sorted', () => {
    expect(fieldOptions(all)).toEqual(['Business', 'Engineering', 'Law', 'Medicine', 'Science']);
    expect(fieldOptions([])).toEqual([]);
  });
});

describe('the URL search params', () => {
  it('keeps only the filters that are set, and drops bad values instead of failing', () => {
    const none = { q: undefined, type: undefined, location: undefined, level: undefined, field: undefined };
    expect(parseUniversitiesSearch({})).toEqual(none);
    expect(parseUniversitiesSearch({ q: 'law', type: 'Private', location: 'Penang', level: "Master's", field: 'Law' })).toEqual({
      q: 'law',
      type: 'Private',
      location: 'Penang',
      level: "Master's",
      field: 'Law',
    });
    expect(parseUniversitiesSearch({ q: 42, type: 'Secret', location: ['x'], level: 'Bachelors', field: 7 })).toEqual(none);
    expect(parseUniversitiesSearch({ q: 'x'.repeat(101), type: 'all', location: 'all', level: 'all', field: 'all' })).toEqual(none);
    // What the form sends without JavaScript: every control, the unset ones empty or 'all'.
    expect(parseUniversitiesSearch({ q: '', type: 'all', location: 'all', level: 'PhD', field: 'all' })).toEqual({ ...none, level: 'PhD' });
  });

  it('fills defaults for the page and leaves them out of the URL', () => {
    expect(filtersFromSearch({})).toEqual(DEFAULT_UNIVERSITY_FILTERS);
    const none = { q: undefined, type: undefined, location: undefined, level: undefined, field: undefined };
    expect(searchFromFilters(DEFAULT_UNIVERSITY_FILTERS)).toEqual(none);
    expect(searchFromFilters({ ...DEFAULT_UNIVERSITY_FILTERS, q: 'med', type: 'Public' })).toEqual({ ...none, q: 'med', type: 'Public' });
    expect(searchFromFilters({ ...DEFAULT_UNIVERSITY_FILTERS, level: "Bachelor's", field: 'Engineering' })).toEqual({ ...none, level: "Bachelor's", field: 'Engineering' });
  });
});

describe('card figures', () => {
  it("shows students in thousands with 'K+' and programs with '+'", () => {
    expect(formatStudents(26000)).toBe('26K+');
    expect(formatStudents(170000)).toBe('170K+');
    expect(formatStudents(2500)).toBe('2.5K+');
    expect(formatStudents(800)).toBe('800+');
    expect(formatPrograms(250)).toBe('250+');
  });

  it('abbreviates names for the card badge', () => {
    expect(shortName('Universiti Malaya (UM)')).toBe('UM');
    expect(shortName("Taylor's University")).toBe("Taylor's");
    expect(shortName('Curtin University Malaysia')).toBe('Curtin');
    expect(shortName('University of Nottingham Malaysia')).toBe('Nottingham');
  });
});
