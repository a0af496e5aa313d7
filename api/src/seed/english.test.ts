import { describe, expect, it } from 'vitest';
import { indefiniteArticle, listOf, withArticle } from './english.js';

describe('indefiniteArticle', () => {
  it.each([
    ['Amsterdam-based', 'an'],
    ['Istanbul-based', 'an'],
    ['Atlanta-based', 'an'],
    ['Oxford-based', 'an'],
    ['Boston-based', 'a'],
    ['oncology site', 'an'],
    ['independent research site', 'an'],
    ['late-stage', 'a'],
    ['university hospital', 'a'],
    ['European network', 'a'],
    ['one-off audit', 'a'],
    ['hour', 'an'],
    ['EDC build', 'an'],
    ['MRI core lab', 'an'],
    ['FSP team', 'an'],
    ['CAR-T programme', 'a'],
    ['US site', 'a'],
    ['mRNA vaccine', 'an'],
    ['eCOA vendor', 'an'],
    ['NASH study', 'a'],
    ['8-week start-up', 'an'],
    ['18-month contract', 'an'],
    ['80-patient study', 'an'],
    ['12-site study', 'a'],
    ['', 'a'],
  ])('says %s with "%s"', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });
});

describe('withArticle', () => {
  it('puts the article before the phrase when it follows a vowel sound', () => {
    expect(withArticle('Amsterdam-based investor')).toBe('an Amsterdam-based investor');
    expect(withArticle('Munich-based investor')).toBe('a Munich-based investor');
  });
});

describe('listOf', () => {
  it('joins none, one, two and more items as a sentence does', () => {
    expect(listOf([], 'several areas')).toBe('several areas');
    expect(listOf(['oncology'])).toBe('oncology');
    expect(listOf(['oncology', 'neurology'])).toBe('oncology and neurology');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
