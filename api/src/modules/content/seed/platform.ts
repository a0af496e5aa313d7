import type { SeedEntry } from './types.js';

export const ENGAGEMENT: SeedEntry = {
  key: 'engagement-info',
  kind: 'PAGE',
  title: 'How engagement works on Trialbridge',
  description:
    'From finding a partner to awarding work: profiles, search, messages, requests, proposals and contracted partners.',
  body: `Trialbridge is built around one path: find the right partner, talk to them, agree on the work, and keep the relationship on record. Every step below happens inside the platform, so nothing depends on an address book or a forwarded e-mail.

## 1. Be findable

Your company profile says what you do: business type, therapeutic areas and indications, services, products, regions and sites, certifications and the people to talk to. Company admins keep it current; evidence of claims such as an FDA audit can be verified by the Trialbridge team and is then shown as verified.

## 2. Find and shortlist

[Search](/search) filters companies by every field of their profiles. [Compare](/compare) puts companies side by side, and [watchlists](/dashboard/watchlist) keep a shortlist with your notes. A saved search e-mails you every day when a new company matches it.

## 3. Start a conversation

Message a person or a company's shared inbox from its profile. Conversations stay in your [inbox](/dashboard/inbox), searchable, with an e-mail digest of what you have not read.

## 4. Ask the market with a request

When you need a site, a service or an innovation, publish a [request](/requests): what you need, the therapeutic areas, services and regions, the timeline and the questions you want answered. Public requests are [matched](/matchmaking) to companies that fit and they are notified; invited requests go only to the companies you choose. Responders answer with a proposal; you ask questions, compare the responses side by side and award one.

## 5. Offer what you can do now

A capability alert tells the market about capacity you have now. Members whose interests meet it are notified, and your looking-for list says what your company needs in return.

## 6. Keep the relationship

Record the companies you work with as [contracted partners](/dashboard/contracted-partners): keep labels, your colleagues' notes and ratings, and documents on each, visible to your company only. A company can review its contracted partners publicly, by criteria, and the reviewed company can answer.

## What each plan allows

Explorer, the free plan, covers being found, searching, comparing two companies, one watchlist folder and a few new conversations and responses a month. Innovator lifts the limits and adds posting requests, shared watchlists and exports; a company's first Innovator subscription starts with a 180-day free trial. See [plans](/subscriptions).
`,
};

export const MATCHMAKING: SeedEntry = {
  key: 'matchmaking',
  kind: 'PAGE',
  title: 'How matchmaking works',
  description:
    'Which companies hear of a new request and which members hear of a capability alert: the rules Trialbridge applies.',
  body: `When a request or a capability alert is published, Trialbridge works out who should hear of it and notifies them in the app and by e-mail. There is no ranking or paid placement: the rules below decide, and they are the same for everyone.

## Requests

### Public requests

A public request reaches the active, approved members of every company that meets **all** of these conditions:

1. **The company is active and claimed** (someone runs its profile), and it is not the company that posted the request.
2. **Its business type can answer this kind of request:**

   | Request | Business types notified |
   |---|---|
   | Site request | Clinical trial sites and CROs (CROs run site networks and site selection) |
   | Service request | CROs and technology or service providers |
   | Innovation request | Technology or service providers and CROs |

3. **It shares at least one therapeutic area** with the request, when the request names any. An indication counts as its therapeutic area.
4. **For a service request, it offers at least one of the services** the request names, when it names any.
5. **It works in at least one of the regions** the request names, when it names any.

A condition the request leaves empty is skipped: a site request with no region reaches eligible sites everywhere.

### Related values count

Every therapeutic area, service and region is widened to its parent and its children before comparing. A request for "Europe" reaches a company in "Western Europe", and a request for "Remote Monitoring" reaches a company that lists "Clinical Monitoring".

### Invited requests

An invited request reaches every active company you invited, and nobody else. No matching is applied.

## Capability alerts

A capability alert reaches members of other active companies when:

- the member's **areas of interest** (set under My account) share a service, product or therapeutic area with the alert, with related values counted as above; the alert's regions count only when it names nothing else;
- the member's company has a plan in force (Explorer or Innovator, including a trial, or a payment that is late by less than 15 days);
- the member is active and approved.

## What every notification respects

- Members who turned off **"Matching requests and capability alerts"** on the Emails tab of My account are left out.
- Nobody is told twice about the same request or alert, even if it is processed again.
- Publishing never waits for the notifications: they are sent in the background, usually within seconds, and a request still waiting after a minute is picked up again.

## Getting matched more often

Keep your profile's therapeutic areas, indications, services and regions complete and specific, and set your areas of interest under My account. Those fields are exactly what the rules above compare.
`,
};

export const RESOURCES: SeedEntry = {
  key: 'resources',
  kind: 'PAGE',
  title: 'Resources',
  description: 'Guides for sponsors, sites and vendors on Trialbridge, and the references we rely on.',
  body: `## Guides to the platform

- [How engagement works](/engagement-info): from finding a partner to awarding work.
- [How matchmaking works](/matchmaking): who hears of a request or a capability alert.
- [Frequently asked questions](/faq): plans, the trial, messaging, data and security.
- [Plans and prices](/subscriptions): Explorer and Innovator side by side.

## Checklists

### Writing a request that gets good responses

1. Say what decision the request supports and by when.
2. Name the therapeutic areas and indications, the services and the regions: they decide who is notified.
3. List the questions every responder must answer, so responses compare side by side.
4. Attach the synopsis or specification responders need, and say what is confidential.
5. Keep the deadline realistic: two to three weeks for a site or service request is usual.

### A profile that gets found

1. Choose the business type that describes what you sell, not what you were founded as.
2. Complete therapeutic areas, indications, services, products and regions: search and matchmaking read exactly these.
3. Add the people a partner should contact and keep them current.
4. Submit evidence for your claims (an FDA audit, ownership certifications) so they show as verified.

## References

- [ICH E6 Good Clinical Practice](https://www.ich.org/page/efficacy-guidelines): the standard for conducting trials.
- [ClinicalTrials.gov](https://clinicaltrials.gov/): registered studies worldwide.
- [EU Clinical Trials Information System (CTIS)](https://euclinicaltrials.eu/): applications and results in the European Union.
- [FDA guidance documents](https://www.fda.gov/regulatory-information/search-fda-guidance-documents): clinical trial guidance from the US regulator.

Questions about any of these? [Contact us](/contact-us).
`,
};
