import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderUi } from '../test/renderUi';
import { Markdown } from './Markdown';

function render(markdown: string) {
  return renderUi(
    <MemoryRouter>
      <Markdown>{markdown}</Markdown>
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('renders headings, lists and tables', () => {
    const { container } = render(
      '## Plans\n\n- Explorer\n- Innovator\n\n| Plan | Price |\n|---|---|\n| Explorer | Free |',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Plans');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table th')?.textContent).toBe('Plan');
  });

  it('never renders raw HTML or script, and drops javascript: links', () => {
    const { container } = render(
      '<script>window.hacked = true</script>\n\n<b onclick="x()">bold</b> [click](javascript:alert(1)) [ok](https://trialbridge.example)',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://trialbridge.example']);
    expect(container.textContent).toContain('click');
  });

  it('links relative paths inside the app and mail addresses', () => {
    const { container } = render('[FAQ](/faq) and [mail](mailto:support@trialbridge.example)');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/faq', 'mailto:support@trialbridge.example']);
  });
});
