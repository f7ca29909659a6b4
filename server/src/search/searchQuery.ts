/**
 * Turns what a user typed into search terms. Words of three or more characters can use the
 * trigram indexes ("%word%"); a query made only of shorter words is matched as a prefix instead,
 * since a trigram index cannot find "%ro%" quickly but can find "ro%".
 *
 * @example parseSearchQuery('  Room 1.2 ') // { text: 'room 1.2', words: ['room', '1.2'], prefixOnly: false }
 */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;

export interface SearchQuery {
  /** the whole query, lower-cased, single spaces */
  text: string;
  words: string[];
  /** true when no word is long enough for a trigram match */
  prefixOnly: boolean;
}

export function parseSearchQuery(raw: string): SearchQuery | null {
  const text = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  if (text.length < MIN_QUERY_LENGTH) return null;
  const words = [...new Set(text.split(' '))];
  return { text, words, prefixOnly: words.every((word) => word.length < 3) };
}

/** Words worth correcting for typos: letters only, long enough that a trigram match means something. */
export function correctable(word: string): boolean {
  return word.length >= 4 && /^\p{L}+$/u.test(word);
}
