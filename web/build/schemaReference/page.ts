import type { GraphQLSchema } from 'graphql';
import { escapeHtml } from './html';
import { referenceGroups } from './render';

/** Plain and readable: system fonts, dark text on light, one column that fits 390 px. */
const STYLE = `
:root { color-scheme: light; }
body { margin: 0; background: #fafafa; color: #18181b; font: 16px/1.55 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif; }
main { box-sizing: border-box; max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; margin: 0 0 0.5rem; color: #0c4f5d; }
h2 { scroll-margin-top: 1rem; font-size: 1.3rem; margin: 2.5rem 0 0.75rem; padding-bottom: 0.3rem; border-bottom: 1px solid #d4d4d8; }
h3 { font-size: 1.1rem; margin: 0 0 0.4rem; }
h3 small { font-weight: 400; color: #52525b; }
a { color: #0f6070; }
a.self { color: inherit; text-decoration: none; }
a.self:hover, a.self:focus { text-decoration: underline; }
code { font-family: ui-monospace, 'SFMono-Regular', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 0.92em; overflow-wrap: anywhere; }
p { margin: 0.3rem 0; }
.lead { color: #3f3f46; }
.type { scroll-margin-top: 1rem; margin: 0 0 1rem; padding: 1rem; background: #fff; border: 1px solid #e4e4e7; border-radius: 6px; }
.type:target, li:target { outline: 2px solid #0f6070; outline-offset: 2px; }
ul.members { list-style: none; margin: 0.5rem 0 0; padding: 0; }
ul.members > li { padding: 0.5rem 0; border-top: 1px solid #f0f0f2; }
ul.members > li:first-child { border-top: 0; }
ul.arguments { margin: 0.3rem 0 0; padding-left: 1.25rem; }
.description { color: #3f3f46; }
.applied { color: #52525b; font-size: 0.85em; }
.deprecated { color: #9a3412; }
nav.toc details { margin: 0.3rem 0; }
nav.toc summary { cursor: pointer; font-weight: 600; }
nav.toc ul { columns: 14rem; margin: 0.4rem 0 0.8rem; padding-left: 1.25rem; }
nav.toc li { break-inside: avoid; overflow-wrap: anywhere; }
`;

/**
 * The whole reference as one HTML page: a table of contents by kind, then each operation, type and
 * directive with its description, fields, arguments, enum values and deprecations. No script.
 */
export function schemaReferenceHtml(schema: GraphQLSchema, options: { brand: string }): string {
  const groups = referenceGroups(schema);
  const brand = escapeHtml(options.brand);
  const toc = groups
    .map(
      (group) =>
        `<details${group.entries.length <= 40 ? ' open' : ''}><summary>${escapeHtml(group.title)} (${group.entries.length})</summary><ul>${group.entries
          .map((entry) => `<li><a href="#${escapeHtml(entry.anchor)}">${escapeHtml(entry.label)}</a></li>`)
          .join('')}</ul></details>`,
    )
    .join('\n');
  const body = groups
    .map((group) => `<h2 id="${group.id}">${escapeHtml(group.title)}</h2>\n${group.html.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${brand} GraphQL schema reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p><a href="/">Back to ${brand}</a></p>
<h1>${brand} GraphQL schema reference</h1>
<p class="lead">Every operation and type of the GraphQL endpoint <code>/graphql</code>, generated from its schema. Try them in the <a href="/graphql">playground</a>; partners authenticate with an <a href="/dashboard/api-keys">API key</a>.</p>
<nav class="toc" aria-label="Contents">
${toc}
</nav>
${body}
</main>
</body>
</html>
`;
}
