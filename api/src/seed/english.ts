/** Small pieces of English grammar for the texts the demo seed writes. */

// Spelled with a vowel but said with a consonant ("a university", "a European", "a one-off").
const CONSONANT_SOUND = /^(uni|use|usu|ure|uro|eu|ewe|one|once)/i;
// Spelled with a consonant but said with a vowel ("an hour", "an honest").
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;
// Letters whose names start with a vowel sound, for initialisms said letter by letter ("an MRI", "an FDA").
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');
// Initialisms read as words, not letter by letter.
const READ_AS_WORDS = new Set(['NASH', 'MASH', 'SMA', 'NICE', 'RAVE']);

/** Whether the first letters are an initialism said letter by letter: "EDC", "MRI", "CAR-T", "mRNA", "eCOA". */
function isInitialism(word: string): boolean {
  if (/^[a-z][A-Z]/.test(word)) return true;
  const head = /^[A-Z]{2,}(?=$|[^a-z])/.exec(word)?.[0];
  return head !== undefined && !READ_AS_WORDS.has(head);
}

/** "a" or "an", as the phrase is said: "an Amsterdam-based", "a US", "an EDC", "a unique", "an hour". */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim();
  if (word === '') return 'a';
  if (/^[0-9]/.test(word)) return /^(8|11|18)(\D|$)|^8\d/.test(word) ? 'an' : 'a';
  if (isInitialism(word)) return VOWEL_SOUND_LETTERS.has(word.charAt(0).toUpperCase()) ? 'an' : 'a';
  if (CONSONANT_SOUND.test(word)) return 'a';
  if (VOWEL_SOUND.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The phrase with its indefinite article: "an Amsterdam-based", "a Boston-based". */
export const withArticle = (phrase: string): string => `${indefiniteArticle(phrase)} ${phrase}`;

/** "A and B", "A, B and C"; `fallback` for none. */
export function listOf(items: readonly string[], fallback = ''): string {
  if (items.length === 0) return fallback;
  if (items.length === 1) return items[0] ?? fallback;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
