import { describe, expect, it } from 'vitest';
import { base64Of, MAX_PICTURE_BYTES, pictureFileProblem } from './pictureFile';

describe('pictureFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(pictureFileProblem({ type, size: MAX_PICTURE_BYTES })).toBeNull();
  });

  it('refuses a file one byte over 5 MB with the catalogue message', () => {
    expect(pictureFileProblem({ type: 'image/png', size: MAX_PICTURE_BYTES + 1 })).toBe('File is too large.');
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses type %j', (type) => {
    expect(pictureFileProblem({ type, size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
  });
});

describe('base64Of', () => {
  it('returns the part after the comma when given a data URL', () => {
    expect(base64Of('data:image/png;base64,iVBORw0=')).toBe('iVBORw0=');
  });
});
