import type { SeedEntry } from './types.js';

export const FAQ: SeedEntry = {
  key: 'faq',
  kind: 'PAGE',
  title: 'Frequently asked questions',
  description:
    'Plans, the 180-day trial, messaging, requests, capability alerts, watchlists, reviews, your data and security on Trialbridge.',
  body: `## Getting started

### What is Trialbridge?

Trialbridge is a marketplace for clinical research. Sponsors, clinical trial sites, CROs, technology and service providers, non-profits, patient advocacy groups and investors keep a company profile, find each other by therapeutic area, service, product and region, and work together through messages, requests and proposals.

### Who can join?

Anyone who works for an organisation active in clinical research. You register with your work e-mail address; a company admin of your company approves new colleagues. If your company is not listed yet, you create its profile when you register; if it is listed but unclaimed, you can claim it.

### What does it cost?

There are two plans, both for the whole company:

- **Explorer** is free for as long as you like: a profile every member can find, company search with every filter, comparison of two companies at a time, one watchlist folder of ten companies, one saved search with a daily alert, three new conversations a month per member, and responses to three requests a month per member.
- **Innovator** gives everything in Explorer and lifts the limits: full company profiles, posting requests and awarding them, responding and starting conversations without a monthly limit, comparing up to four companies, up to 100 watchlist folders shared with colleagues, 25 saved searches, and CSV export of watchlists and search results (25,000 rows a month).

See [plans and prices](/subscriptions) for the current prices and the monthly or yearly terms.

### Is there a free trial of Innovator?

Yes. A company's first Innovator subscription starts with a **180-day free trial**: nothing is charged and no card is needed to start it. You get a reminder three days before the trial ends; you can cancel at any time before then. The trial is offered once per company.

## Working with other companies

### How do messages work?

Members write to a person or to a company's shared inbox from its profile. Replies are never limited. On Explorer, each member starts up to three new conversations a month; on Innovator there is no monthly limit. An e-mail digest tells you about messages you have not read yet.

### What is a request?

A request is a need you publish: a site for a study, a service (for example central lab, eCOA or data management), or an innovation you are looking for. A public request is matched to the companies that fit it and they are told; an invited request goes only to the companies you invite. You compare the responses side by side, ask and answer questions, and award the one you choose. Innovator companies post requests; every plan can read public requests and respond.

### What are capability alerts?

A capability alert is the other direction: a company announces what it can offer now (a free slot in a phase I unit, a new assay, a patient population). Members whose areas of interest meet the alert are notified. See [how matchmaking works](/matchmaking).

### How are companies matched to my request?

By business type, therapeutic area, service and region, with related values counted (a request for Europe reaches a company in Western Europe). The [matchmaking page](/matchmaking) explains every rule.

### What are watchlists?

Folders of companies you follow, with notes. Explorer keeps one folder of up to ten companies; Innovator keeps up to 100 folders of up to 1,000 companies and shares them with colleagues.

### Who can write a review?

Only a company that has worked with another: the reviewed company must be one of its contracted partners. Reviews are rated by criteria, the reviewed company can reply publicly, and it can report a review that breaks the rules to the Trialbridge team.

## Your data and security

### Who sees my company's profile?

Signed-out visitors see a company's name, location and public summary. Members see the full profile: capabilities, members and what the company is looking for. Your company admins decide what the profile says.

### What data do you keep, and can I take it with me?

We keep what you enter (your account, your company's profile, messages, requests, documents) and what is needed to run the service (sign-ins, notifications). Innovator companies export their watchlists and search results to CSV. Read the [privacy policy](/privacy-policy) for the details, your rights and how long we keep what.

### How is my account protected?

Passwords are never stored by Trialbridge itself: sign-in runs through a managed identity service, with a one-time code by authenticator app available as a second factor. A company can connect its own identity provider (single sign-on with OpenID Connect, on every plan) so its people sign in with their work accounts. All traffic is encrypted, and your company's documents are stored privately.

### Can the Trialbridge team see my messages?

No. Support staff can act as a user to solve a problem that user or their company reported, but while they do, inboxes, messages, requests, documents, contracted partners and account settings are closed to them, and every such session is recorded.

### How do I get help?

Write to us through the [contact form](/contact-us), or e-mail support@trialbridge.example. We answer on working days, usually within one.
`,
};
