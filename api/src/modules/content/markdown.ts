import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * The sanitiser's schema: GitHub's (rehype-sanitize's default), with links narrowed to http(s),
 * mailto and relative addresses. The web's `ui/Markdown.tsx` uses the same rules, so the live
 * preview shows what the server serves.
 */
export const MARKDOWN_SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

/*
 * remark-rehype runs without `allowDangerousHtml`: raw HTML written in the markdown (a <script>,
 * an <iframe>, an onclick attribute) never reaches the output; the sanitiser is the second wall
 * (it drops `javascript:` and other links outside the schema's protocols).
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, MARKDOWN_SANITIZE_SCHEMA)
  .use(rehypeStringify)
  .freeze();

/** Renders GitHub-flavoured markdown to sanitised HTML (tables, task lists, autolinks, strikethrough). */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
