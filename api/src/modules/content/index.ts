/**
 * What other modules may use of the content module (and their tests, and core tests): they import
 * nothing else of it.
 */
export { MARKDOWN_SANITIZE_SCHEMA, renderMarkdown } from './markdown.js';
