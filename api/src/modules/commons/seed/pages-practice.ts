import type { SeedPage } from './seed-page.js';

/** Guides, checklists and glossary entries of the persona companies (real, short, useful). */
export const PRACTICE_PAGES: readonly SeedPage[] = [
  {
    type: 'guides',
    author: 'vendor.admin@demo.test',
    daysAgo: 40,
    title: 'Running a risk-based monitoring plan that sites accept',
    summary:
      'How to set key risk indicators, decide the on-site visit mix and explain it to sites before first patient in.',
    body: `## Start from the critical data and processes

List what would change the trial's conclusions or harm a participant if it went wrong: eligibility, consent, the primary endpoint, dosing, and serious adverse event reporting. Everything else is secondary.

## Choose a handful of key risk indicators

- Query rate per 100 data points, per site
- Days from visit to data entry
- Protocol deviations per enrolled participant
- Adverse events reported per participant, compared with the study mean

Set a threshold for each **before** the first site opens, and write down what happens when a site crosses it (a call, a targeted visit, retraining).

## Explain the plan to sites

Sites used to a visit every six weeks read remote monitoring as distrust. Walk coordinators through the indicators at the site initiation visit and share their own numbers monthly.

## Review it quarterly

Retire indicators that never fire and add the ones your deviations point to. Record each change in the monitoring plan's version history.`,
  },
  {
    type: 'guides',
    author: 'site.admin@demo.test',
    daysAgo: 25,
    title: 'Writing a feasibility answer a sponsor can trust',
    summary:
      'A site’s guide to answering feasibility questionnaires with numbers you can defend at the selection visit.',
    body: `## Count patients, not diagnoses

Pull the last 12 months of patients who meet the **main** inclusion criteria from the EHR, then remove those who would fail the top three exclusion criteria. That number, not the clinic's total, is your pool.

## Apply a realistic consent rate

Most sites consent 20–40% of eligible patients they approach. Use your own history for similar studies; if you have none, say so.

## Name your constraints

- Competing studies in the same population
- Coordinator hours per week available for this study
- Pharmacy, imaging or lab capacity the protocol needs

## Keep the working

Save the query and the numbers behind your answer. At the selection visit the CRA will ask how you got them.`,
  },
  {
    type: 'checklists',
    author: 'sponsor.admin@demo.test',
    daysAgo: 32,
    title: 'Site selection visit checklist',
    summary: 'What to see, ask and collect at a site selection visit, in the order you will need it.',
    body: `## Before the visit

- [ ] Feasibility answer reviewed and questions prepared
- [ ] CVs and GCP certificates of the PI and sub-investigators requested
- [ ] Competing studies at the site checked on public registries

## At the site

- [ ] Meet the PI, not only the coordinator
- [ ] See where investigational product is stored, with temperature logs
- [ ] See the room where consent is taken
- [ ] Check the lab's certification and normal ranges
- [ ] Ask for start-up times of the last three studies (contract and ethics)

## After the visit

- [ ] Report written within five working days
- [ ] Open questions sent to the site in one message
- [ ] Decision recorded with its reasons`,
  },
  {
    type: 'checklists',
    author: 'vendor.member@demo.test',
    daysAgo: 12,
    title: 'Inspection readiness: the two weeks before',
    summary: 'A short list for sites and sponsors when a regulatory inspection is announced.',
    body: `## Trial master file

- [ ] Index reconciled with what is filed; missing documents listed with reasons
- [ ] Delegation log signed and matching who actually did the work
- [ ] Training records current for everyone on the delegation log

## Participants

- [ ] Every consent form version present, signed and dated, for every participant
- [ ] Source documents for the primary endpoint retrievable within minutes

## People

- [ ] A room, a host and a document runner named for each inspection day
- [ ] The PI's calendar cleared for the opening and closing meetings
- [ ] One person keeps the list of every document requested and handed over`,
  },
  {
    type: 'checklists',
    author: 'site.admin@demo.test',
    daysAgo: 6,
    title: 'Study start-up at a site: from contract to first patient',
    summary: 'The steps a site goes through between selection and first patient in, with who owns each.',
    body: `1. **Confidentiality agreement** signed (site contracts office)
2. **Budget and clinical trial agreement** negotiated in parallel, not one after the other
3. **Ethics submission** prepared as soon as the final protocol arrives
4. **Pharmacy and lab set-up**: storage, temperature monitoring, kits
5. **Site initiation visit** with every person on the delegation log
6. **Green light** from the sponsor in writing

Track each step's planned and actual date. The gap between them is what the next sponsor will ask about.`,
  },
  {
    type: 'glossary',
    author: 'daniel.ward@atlasoncology.example',
    daysAgo: 50,
    title: 'Monitoring terms: SDV, SDR, RBM and KRI',
    summary: 'Four abbreviations every monitoring plan uses, explained plainly.',
    body: `| Term | Meaning |
|---|---|
| **SDV** — source data verification | Checking that what is in the case report form matches the source (the medical record). |
| **SDR** — source data review | Reviewing the source itself for quality and protocol compliance, whether or not it was transcribed. |
| **RBM** — risk-based monitoring | Spending monitoring effort where the risks are, instead of visiting every site on a fixed schedule. |
| **KRI** — key risk indicator | A measure per site (query rate, deviations, data entry delays) that signals where to look. |

ICH E6(R3) expects monitoring to be proportionate to risk; these terms are how plans describe it.`,
  },
  {
    type: 'glossary',
    author: 'maya.lopez@rarevoices.example',
    daysAgo: 18,
    title: 'Patient-facing terms: consent, assent and reconsent',
    summary: 'What each means for participants and their families, from a patient organisation’s point of view.',
    body: `**Informed consent** is the participant's agreement after being told, in words they understand, what the study involves, its risks and that they may leave at any time.

**Assent** is a child's own agreement, alongside a parent's consent. A child's refusal should be respected whenever the study offers no direct benefit.

**Reconsent** is asking again when something important changes: a new risk, a longer follow-up, a new procedure.

Families in rare disease studies often take part for years. Keep consent a conversation, not a signature.`,
  },
];
