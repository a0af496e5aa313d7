import { Box, Code, Heading, Link, List, Separator, Table, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import type { Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * The api's rules (`api/src/modules/content/markdown.ts`): GitHub's sanitiser schema with links
 * narrowed to http(s), mailto and relative addresses. Raw HTML in the markdown is never rendered
 * (react-markdown drops it without rehype-raw), so a live preview shows what the server serves.
 */
export const MARKDOWN_SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  if (!href || !SAFE_HREF.test(href)) return <Text as="span">{children}</Text>;
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link asChild color="colorPalette.fg" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  const external = /^https?:/i.test(href);
  return (
    <Link
      href={href}
      color="colorPalette.fg"
      textDecoration="underline"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {children}
    </Link>
  );
}

/** Heading sizes: the page's title is its h1, so a body's `#` is rare; `##` opens its sections. */
const HEADING_SIZES = { h1: '2xl', h2: 'xl', h3: 'lg', h4: 'md', h5: 'sm', h6: 'sm' } as const;

function heading(level: keyof typeof HEADING_SIZES) {
  return function MarkdownHeading({ children, id }: ComponentProps<'h1'>) {
    return (
      <Heading as={level} id={id} size={HEADING_SIZES[level]} mt="6" mb="2" _first={{ mt: 0 }}>
        {children}
      </Heading>
    );
  };
}

const COMPONENTS: Components = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  p: ({ children }) => (
    <Text mb="3" lineHeight="tall">
      {children}
    </Text>
  ),
  a: MarkdownLink,
  ul: ({ children, className }) => (
    <List.Root
      as="ul"
      ps="6"
      mb="3"
      gap="1"
      listStyleType={className?.includes('contains-task-list') ? 'none' : 'disc'}
    >
      {children}
    </List.Root>
  ),
  ol: ({ children, start }) => (
    <List.Root as="ol" ps="6" mb="3" gap="1" listStyleType="decimal" {...(start ? { start } : {})}>
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item lineHeight="tall">{children}</List.Item>,
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="4px" borderColor="border.emphasized" ps="4" color="fg.muted" mb="3">
      {children}
    </Box>
  ),
  code: ({ children, className }) => (
    <Code className={className} whiteSpace="pre-wrap">
      {children}
    </Code>
  ),
  pre: ({ children }) => (
    <Box as="pre" mb="3" overflowX="auto">
      {children}
    </Box>
  ),
  hr: () => <Separator my="6" />,
  table: ({ children }) => (
    <Table.ScrollArea borderWidth="1px" rounded="md" mb="3" tabIndex={0}>
      <Table.Root size="sm">{children}</Table.Root>
    </Table.ScrollArea>
  ),
  thead: ({ children }) => <Table.Header>{children}</Table.Header>,
  tbody: ({ children }) => <Table.Body>{children}</Table.Body>,
  tr: ({ children }) => <Table.Row>{children}</Table.Row>,
  th: ({ children }) => <Table.ColumnHeader>{children}</Table.ColumnHeader>,
  td: ({ children }) => <Table.Cell>{children}</Table.Cell>,
};

export interface MarkdownProps {
  /** GitHub-flavoured markdown; raw HTML in it is not rendered. */
  children: string;
}

/** Markdown rendered with the server's rules (sanitised, safe links), styled with Chakra. */
export function Markdown({ children }: MarkdownProps) {
  return (
    <Box className="markdown" overflowWrap="anywhere">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeSanitize, MARKDOWN_SANITIZE_SCHEMA]]}
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </Box>
  );
}
