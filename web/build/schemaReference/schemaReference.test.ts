import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { descriptionHtml, escapeHtml } from './html';
import { schemaReferenceHtml } from './page';

const FIXTURE = buildSchema(`
  """Who may call a field."""
  directive @auth(
    """The roles allowed."""
    roles: [Role!]
  ) on FIELD_DEFINITION

  """A company's member <b>as seen</b> by others & partners."""
  type Member {
    id: ID!
    """Shown on the profile; \`null\` when hidden."""
    name: String
    oldName: String @deprecated(reason: "Use <name> instead.")
    company: Company!
  }

  type Company {
    """Every member, newest first."""
    members(
      """How many to return."""
      first: Int = 10
    ): [Member!]!
  }

  """What a member does."""
  enum Role {
    ADMIN
    """Reads only."""
    READER @deprecated(reason: "Gone")
  }

  input MemberFilter {
    role: Role
  }

  """An ISO-8601 instant."""
  scalar DateTime

  type Query {
    """The member with this id."""
    member(id: ID!): Member @auth(roles: [ADMIN])
  }

  type Mutation {
    renameMember(id: ID!, name: String!): Member
  }
`);

const html = schemaReferenceHtml(FIXTURE, { brand: 'Trialbridge' });

describe('schemaReferenceHtml', () => {
  it('lists every kind in the table of contents, linked to its anchors', () => {
    for (const [id, title] of [
      ['queries', 'Queries'],
      ['mutations', 'Mutations'],
      ['objects', 'Object types'],
      ['inputs', 'Inputs'],
      ['enums', 'Enums'],
      ['scalars', 'Scalars'],
      ['directives', 'Directives'],
    ]) {
      expect(html).toContain(`<summary>${title} (`);
      expect(html).toContain(`<h2 id="${id}">${title}</h2>`);
    }
    expect(html).not.toContain('id="subscriptions"');
    expect(html).not.toContain('__Schema');
  });

  it('gives each type, root field, field and enum value an anchor', () => {
    for (const id of [
      'Member',
      'Company',
      'Role',
      'MemberFilter',
      'DateTime',
      'Query.member',
      'Mutation.renameMember',
      'Member.name',
      'Role.ADMIN',
      '@auth',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('<li><a href="#Query.member">member</a></li>');
  });

  it('writes type references as SDL does, the named type linked', () => {
    expect(html).toContain('members</a>(…): [<a href="#Member">Member</a>!]!</code>');
    expect(html).toContain('<code>first: <a href="#Int">Int</a> = 10</code>');
    expect(html).toContain('@auth(roles: [ADMIN])');
  });

  it('renders descriptions as escaped text, code spans as code', () => {
    expect(html).toContain('A company&#39;s member &lt;b&gt;as seen&lt;/b&gt; by others &amp; partners.');
    expect(html).not.toContain('<b>as seen</b>');
    expect(html).toContain('Shown on the profile; <code>null</code> when hidden.');
    expect(html).toContain('<p class="description">How many to return.</p>');
  });

  it('marks deprecations with their reason, escaped', () => {
    expect(html).toContain('<s>oldName</s>');
    expect(html).toContain('<strong>Deprecated.</strong> Use &lt;name&gt; instead.');
    expect(html).toContain('<strong>Deprecated.</strong> Gone');
  });

  it('is a page of its own: titled, no script, readable on a phone', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Trialbridge GraphQL schema reference</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain('<script');
  });
});

describe('escapeHtml and descriptionHtml', () => {
  it('escapes every character HTML reads specially', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps paragraphs and drops empty descriptions', () => {
    expect(descriptionHtml('One\nline.\n\nTwo.')).toBe(
      '<p class="description">One line.</p>\n<p class="description">Two.</p>',
    );
    expect(descriptionHtml('  ')).toBe('');
    expect(descriptionHtml(undefined)).toBe('');
  });
});
