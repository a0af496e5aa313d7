import { describe, expect, it } from 'vitest';
import { base64Of, imageFileProblem, sizeText, typesText } from './imageFile';

// The profile picture's rules, as the api answers them (User.pictureUpload).
const PICTURE = { maxBytes: 5 * 1024 * 1024, contentTypes: ['image/png', 'image/jpeg', 'image/webp'] };

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(imageFileProblem({ type, size: PICTURE.maxBytes }, PICTURE)).toBeNull();
  });

  it('refuses a file one byte over 5 MB with the catalogue message', () => {
    expect(imageFileProblem({ type: 'image/png', size: PICTURE.maxBytes + 1 }, PICTURE)).toBe('File is too large.');
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses type %j', (type) => {
    expect(imageFileProblem({ type, size: 10 }, PICTURE)).toBe('Choose a PNG, JPEG or WebP image.');
  });
});

describe('typesText and sizeText', () => {
  it('name the types and the size as the hint under an upload reads them', () => {
    expect(typesText(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'])).toBe('PNG, JPEG, WebP or SVG');
    expect(typesText(['image/png'])).toBe('PNG');
    expect(sizeText(2 * 1024 * 1024)).toBe('2 MB');
    expect(sizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('base64Of', () => {
  it('returns the part after the comma when given a data URL', () => {
    expect(base64Of('data:image/png;base64,iVBORw0=')).toBe('iVBORw0=');
  });
});
