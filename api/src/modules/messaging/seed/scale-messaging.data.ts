/**
 * Words of the messaging scale set. Bodies are built from sentences that reuse a small common
 * vocabulary (so a search for a common word matches tens of thousands of messages) plus, now and
 * then, a rare word (a few dozen messages each), so the bench can time both ends of search.
 */

/** In nearly every sentence: searching one of these matches a large share of all messages. */
export const COMMON_WORDS = ['protocol', 'site', 'study', 'timeline', 'budget', 'patients'] as const;

/** Each rare word is put in about one message in 2,500 (about 80 of 200,000). */
export const RARE_WORDS = [
  'cryoshipper',
  'zebrafish',
  'hemovigilance',
  'tokamak',
  'pharmacogenomic',
  'xenograft',
  'actigraphy',
  'leukapheresis',
] as const;
export const RARE_WORD_CHANCE = 1 / 2500;

export const AREAS = [
  'oncology',
  'cardiology',
  'dermatology',
  'neurology',
  'immunology',
  'ophthalmology',
  'hepatology',
  'nephrology',
  'rheumatology',
  'hematology',
  'endocrinology',
  'psychiatry',
] as const;

export const TOPICS = [
  'feasibility',
  'monitoring',
  'enrollment',
  'eCOA',
  'randomization',
  'pharmacovigilance',
  'central lab',
  'imaging',
  'biostatistics',
  'data management',
  'regulatory submission',
  'site activation',
] as const;

export const PHASES = ['I', 'II', 'IIa', 'IIb', 'III', 'IV'] as const;

/** Subject templates: {area}, {topic}, {phase}, {code} are filled per thread. */
export const SUBJECTS = [
  'Feasibility for a phase {phase} {area} study',
  '{topic} support for {code}',
  'Question about your {topic} services',
  '{area} sites for {code} (phase {phase})',
  'Budget review: {topic} for {code}',
  'Introducing our {topic} team',
  'Follow-up on the {area} proposal',
  'Timeline for {code} {topic}',
] as const;

/** Body sentences; a body takes two to five of them. */
export const SENTENCES = [
  'Could you share your {topic} timeline for the {code} study?',
  'We have {n} patients screened at the site so far, and the protocol allows up to {m}.',
  'Our {area} network covers {n} sites; the budget depends on how many you need.',
  'Thank you for the call today, I will send the revised protocol by Friday.',
  'The sponsor asked for a shorter timeline on {topic}; is that feasible for your team?',
  'Please find attached the {topic} plan for the phase {phase} study.',
  'We can start {topic} within {n} weeks of the site activation visit.',
  'Is the budget per patient or per site visit for the {area} study?',
  'Our {topic} lead will join the next meeting to walk through the protocol.',
  'The study team agreed on {n} monitoring visits per site for {code}.',
  'Happy to help; what is the expected enrollment of patients per month?',
  'We reviewed the timeline and can commit to first patient in by next quarter.',
] as const;
