import { describe, expect, it } from 'vitest';
import { summarize } from './company.preview.js';

describe('summarize', () => {
  it('keeps whole sentences while they fit', () => {
    expect(summarize('One. Two!  Three?\nFour.', 14)).toBe('One. Two!');
    expect(summarize('Version 2.5 is out. Next.', 19)).toBe('Version 2.5 is out.');
  });

  it('cuts a first sentence longer than the limit at a word, with an ellipsis', () => {
    expect(summarize('A very long opening sentence without any stop at all', 20)).toBe('A very long opening…');
  });

  it('answers null when there is no text', () => {
    expect(summarize(null)).toBeNull();
    expect(summarize('   ')).toBeNull();
  });

  it('answers a description without a final stop whole when it fits', () => {
    expect(summarize('Oncology CRO for Phase 1-3 trials')).toBe('Oncology CRO for Phase 1-3 trials');
  });
});
