import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { linkify, splitLinks } from './linkify';

function renderBody(text: string) {
  const { container } = renderUi(<p>{linkify(text)}</p>);
  return container.querySelector('p') as HTMLParagraphElement;
}

describe('linkify', () => {
  it('shows HTML tags as text when the body contains a script element', () => {
    const body = renderBody('Hello <script>alert(1)</script> <b>bold</b>');

    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    expect(body.textContent).toBe('Hello <script>alert(1)</script> <b>bold</b>');
  });

  it('makes http and https links clickable in a new tab without an opener when the body has URLs', () => {
    const body = renderBody('See https://trials.example/a?b=1 and http://x.example.');

    const links = [...body.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://trials.example/a?b=1',
      'http://x.example',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // The sentence's full stop stays text after the link.
    expect(body.textContent).toBe('See https://trials.example/a?b=1 and http://x.example.');
  });

  it('leaves javascript: and data: URLs as text when the body contains them', () => {
    const body = renderBody('click javascript:alert(document.cookie) or data:text/html,<b>x</b>');

    expect(body.querySelector('a')).toBeNull();
    expect(body.textContent).toBe('click javascript:alert(document.cookie) or data:text/html,<b>x</b>');
  });

  it('does not end a link inside a quote or tag when a URL is followed by markup', () => {
    expect(splitLinks('<a href="https://evil.example">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', href: 'https://evil.example' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('keeps a very long URL whole and lets it wrap when it is thousands of characters long', () => {
    const long = `https://docs.example/${'a'.repeat(3000)}`;
    const body = renderBody(`Protocol: ${long}\nthanks`);

    const link = body.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(long);
    expect(link.textContent).toHaveLength(long.length);
    expect(getComputedStyle(link).overflowWrap).toBe('anywhere');
    expect(body.textContent).toBe(`Protocol: ${long}\nthanks`);
  });

  it('returns the text whole when there is no link', () => {
    expect(splitLinks('line one\nline two')).toEqual([{ kind: 'text', text: 'line one\nline two' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
