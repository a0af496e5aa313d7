import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('offers line breaks only after the @ and before each dot, and keeps the address whole to read and copy', () => {
    const { container } = renderUi(<EmailText email="sponsor.admin@demo.test" />);
    const span = container.querySelector('span[title]');
    expect(span?.getAttribute('title')).toBe('sponsor.admin@demo.test');
    expect(span?.textContent).toBe('sponsor.admin@demo.test');
    expect(span?.innerHTML).toBe('sponsor<wbr>.admin@<wbr>demo<wbr>.test');
  });

  it('leaves an address without dots or @ in one piece', () => {
    const { container } = renderUi(<EmailText email="postmaster" />);
    expect(container.querySelector('span[title]')?.innerHTML).toBe('postmaster');
  });
});
