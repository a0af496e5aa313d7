import type { RoutePattern } from '../__generated__/routePaths';

/** A footer link: a route of the app (the router follows it), or a page the bff serves itself (a full load). */
export type FooterLink = { label: string; to: RoutePattern } | { label: string; href: string };

export interface FooterGroup {
  title: string;
  links: readonly FooterLink[];
}

/**
 * The public areas, in the order people look for them: the footer's first column, and the
 * header's "Explore" menu for visitors (those not already in the header's row).
 */
export const PUBLIC_AREAS: readonly { label: string; to: RoutePattern }[] = [
  { label: 'Innovation requests', to: '/requests' },
  { label: 'Capability', to: '/capability' },
  { label: 'Companies', to: '/companies' },
  { label: 'Challenges', to: '/challenges' },
  { label: 'Meetups', to: '/meetups' },
  { label: 'Summaries', to: '/summaries' },
  { label: 'Commons', to: '/commons' },
];

/** Every link of the footer, by column (docs/contact.md). */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  { title: 'Explore', links: PUBLIC_AREAS },
  {
    title: 'Learn',
    links: [
      { label: 'How engagement works', to: '/engagement-info' },
      { label: 'Matchmaking', to: '/matchmaking' },
      { label: 'Resources', to: '/resources' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Pricing', to: '/subscriptions' },
    ],
  },
  {
    title: 'Developers',
    links: [
      // Served by the bff (docs/graphql-for-developers.md), not routes of the app.
      { label: 'GraphQL playground', href: '/graphql' },
      { label: 'Schema reference', href: '/graphql/reference' },
    ],
  },
  {
    title: 'Trialbridge',
    links: [
      { label: 'Contact us', to: '/contact-us' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Terms of use', to: '/terms' },
    ],
  },
];
