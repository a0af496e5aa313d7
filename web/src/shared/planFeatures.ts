/** What each tier includes, for the feature modals (spec §1's capabilities by tier). */
export const PLAN_FEATURES = {
  EXPLORER: ['A company profile your partners can find', 'Company search', 'Your key areas of interest', 'Watchlists'],
  INNOVATOR: [
    'Everything in Explorer',
    'Side-by-side comparison of companies',
    'Messages, requests and reach-out forms',
    'Documents, reviews and contracted partners',
    'Capability alerts and looking-for lists',
  ],
} as const;
