/** The admin group's content editor. */
export const CONTENT_EDITOR_PATH = '/dashboard/content';

/** The public pages whose text the content editor keeps (their keys are their paths without the slash). */
export const CONTENT_PAGES = [
  { key: 'engagement-info', title: 'Engagement', description: 'How companies engage on the platform.' },
  { key: 'faq', title: 'Frequently asked questions', description: 'Answers to common questions.' },
  { key: 'matchmaking', title: 'Matchmaking', description: 'How the platform matches partners.' },
  { key: 'resources', title: 'Resources', description: 'Guides and resources.' },
  { key: 'privacy-policy', title: 'Privacy policy', description: 'How we handle your data.' },
  { key: 'terms', title: 'Terms of use', description: 'The terms of using the platform.' },
] as const;
