import { describe, expect, it } from 'vitest';
import { escapeHtml, pageDocument, preferredEncoding } from './web.page.js';

const site = { origin: 'https://tb.example', brand: 'Trial & <Bridge>', webDist: '/nowhere' };
const INDEX =
  '<html><head><meta name="description" content="x" />\n<title>T</title></head>' +
  '<body><div id="root"><!--boot--><p>header</p><!--/boot--></div></body></html>';

describe('web pages for readers without script', () => {
  it('escapes text for content and attributes', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
  });

  it('replaces the title and description, escaped, and puts the body after the boot header', () => {
    const html = pageDocument(
      INDEX,
      { title: '"Quoted" <b>', description: 'd>', canonical: 'https://tb.example/x?a=1&b=2', body: '<h1>X</h1>' },
      site,
    );
    expect(html).toContain('<title>&quot;Quoted&quot; &lt;b&gt; | Trial &amp; &lt;Bridge&gt;</title>');
    expect(html).toContain('<meta name="description" content="d&gt;" data-route-seo="">');
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<link rel="canonical" href="https://tb.example/x?a=1&amp;b=2" data-route-seo="">');
    expect(html).toContain('<meta property="og:site_name" content="Trial &amp; &lt;Bridge&gt;" data-route-seo="">');
    expect(html).toContain(
      '<div id="root" data-prerendered="" inert=""><p>header</p><main class="seo-page"><h1>X</h1></main>',
    );
  });

  it('leaves the body alone when the page has none to add', () => {
    const html = pageDocument(INDEX, { title: 'T', description: 'D', canonical: 'https://tb.example/' }, site);
    expect(html).toContain('<div id="root"><!--boot--><p>header</p><!--/boot--></div>');
  });

  it("picks brotli, then gzip, as the browser's Accept-Encoding allows", () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
  });
});
