import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { CompanyLogo } from './CompanyLogo';

describe('CompanyLogo', () => {
  it('draws the generated mark with the initials, hidden from assistive technology, when there is no logo', () => {
    const { container } = renderUi(<CompanyLogo name="Helixa Biotherapeutics" logoUrl={null} />);

    const mark = container.querySelector('svg');
    expect(mark?.textContent).toBe('HB');
    expect(mark?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws the same mark on every render and a different one for another company', () => {
    const markOf = (name: string) => {
      const { container, unmount } = renderUi(<CompanyLogo name={name} logoUrl={null} />);
      const html = container.querySelector('svg')?.outerHTML;
      unmount();
      return html;
    };

    expect(markOf('Meridian Clinical Research')).toBe(markOf('Meridian Clinical Research'));
    expect(markOf('Meridian Clinical Research')).not.toBe(markOf('Lakeshore Research Institute'));
  });

  it('shows an uploaded logo whole, with an empty alternative text', () => {
    const { container } = renderUi(<CompanyLogo name="Helixa" logoUrl="/media/logo.png" />);

    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/logo.png');
    expect(image?.getAttribute('alt')).toBe('');
  });
});
