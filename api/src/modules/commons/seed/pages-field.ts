import type { SeedPage } from './seed-page.js';

/** Regulatory notes and case studies of the persona companies. */
export const FIELD_PAGES: readonly SeedPage[] = [
  {
    type: 'glossary',
    author: 'pastdue.admin@demo.test',
    daysAgo: 9,
    title: 'Data terms: EDC, eCOA, CDISC and SDTM',
    summary: 'The systems and standards your data passes through, from capture to submission.',
    body: `- **EDC** (electronic data capture): where sites enter case report form data.
- **eCOA / ePRO**: questionnaires participants or clinicians complete on a device; the participant's own answers are ePRO.
- **CDISC**: the organisation whose standards regulators expect for submitted data.
- **CDASH**: CDISC's standard for how data is collected in case report forms.
- **SDTM**: CDISC's standard for how collected data is tabulated for submission.
- **ADaM**: CDISC's standard for analysis datasets built from SDTM.

Designing CRFs with CDASH from the start makes the SDTM mapping at the end mostly mechanical.`,
  },
  {
    type: 'regulatory',
    author: 'sponsor.admin@demo.test',
    daysAgo: 45,
    title: 'EU Clinical Trials Regulation: what changed for sponsors',
    summary: 'Notes on Regulation (EU) No 536/2014 and CTIS, from a sponsor running multinational trials.',
    body: `## One application, one portal

Since 31 January 2025 every trial in the EU runs under the Regulation and through **CTIS**, the Clinical Trials Information System. One dossier covers all member states concerned; one reporting member state leads the assessment of Part I.

## Deadlines are strict

Requests for information have fixed answer times (usually 12 days). A missed deadline lapses the application. Plan who answers, and keep the team's availability in mind around holidays.

## Transparency by default

Most documents become public. Prepare redacted versions of the protocol and the investigator's brochure when you submit, and use the deferral rules deliberately.

## What to do now

- Name a CTIS administrator per organisation and keep user roles current
- Build a calendar of every open request for information
- Agree with your CRO who submits and who answers`,
  },
  {
    type: 'regulatory',
    author: 'vendor.admin@demo.test',
    daysAgo: 20,
    title: 'ICH E6(R3) in practice: notes for CROs',
    summary: 'What the revised Good Clinical Practice guideline asks of service providers, and where to start.',
    body: `The revised guideline puts **quality by design** and **proportionality** at its centre.

## For CROs this means

1. Sponsors must oversee what they delegate: expect oversight plans and evidence, not only contracts.
2. Risk assessment is expected at protocol design and throughout the trial, documented.
3. Computerised systems need validation proportionate to their risk, with clear responsibility for data.

## Where to start

- Map every delegated activity to the person accountable on both sides
- Add risk review to the agenda of every study team meeting
- Keep system validation records ready to share with sponsors`,
  },
  {
    type: 'regulatory',
    author: 'daniel.ward@atlasoncology.example',
    daysAgo: 4,
    title: 'FDA diversity action plans: a first reading',
    summary: 'Notes on the requirement for diversity action plans in pivotal studies and how sponsors are preparing.',
    body: `Under the Food and Drug Omnibus Reform Act of 2022, sponsors of most phase III and other pivotal studies submit a **diversity action plan**: enrolment goals by race, ethnicity, sex and age group, the rationale for them, and how the sponsor will meet them.

## What helps

- Feasibility that asks sites about the populations they actually serve
- Community partners involved before the protocol is final
- Fewer visits, travel support and translated materials

Check the agency's final guidance for the studies and dates it covers before you plan.`,
  },
  {
    type: 'case-studies',
    author: 'site.admin@demo.test',
    daysAgo: 30,
    title: 'How we halved contract and budget time at our site',
    summary: 'A research institute’s change from serial to parallel start-up, with the numbers before and after.',
    body: `## The problem

Our median time from receiving a contract to signature was 84 days. Sponsors began to skip us in selection.

## What we changed

- Negotiated the budget and the contract **in parallel**, not one after the other
- Published our fee schedule so sponsors start from our numbers
- Gave the contracts office a weekly 30-minute slot with investigators for questions

## The result

Over the next 14 studies the median fell to 41 days. Two sponsors added us to their preferred site lists.

## What did not work

A template contract of our own: most sponsors would not start from it.`,
  },
  {
    type: 'case-studies',
    author: 'maya.lopez@rarevoices.example',
    daysAgo: 14,
    title: 'Patients on the protocol committee: a rare disease study',
    summary: 'How involving families before the protocol was final cut visits and kept participants in the study.',
    body: `A sponsor asked our alliance to review a draft protocol for a 24-month rare disease study.

## What families changed

- Two of six blood draws moved to home nursing visits
- The walking test was scheduled in the morning, when children are least tired
- Travel for a parent **and** a sibling was reimbursed

## Outcome

Enrolment finished three months early and 92% of participants completed the study, against the 75% the sponsor had planned for.

The sponsor now budgets for a patient panel on every protocol in the indication.`,
  },
  {
    type: 'case-studies',
    author: 'sponsor.admin@demo.test',
    daysAgo: 2,
    title: 'Switching CROs mid-study without losing a month',
    summary: 'A draft on how we transferred monitoring of a phase II study between CROs.',
    draft: true,
    body: `## Why we switched

Monitoring visit reports were arriving six weeks late.

## How we did it

A transfer plan agreed by both CROs, with a joint call per site. (Draft: numbers to be added.)`,
  },
];
