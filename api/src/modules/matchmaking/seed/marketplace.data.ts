/** Templates for the demo companies flagged with published requests (title, kind, description). */
export const GENERATED_REQUESTS: readonly { kind: 'SITE' | 'SERVICE' | 'INNOVATION'; title: string; text: string }[] = [
  {
    kind: 'SITE',
    title: 'Sites for a Phase 2 study',
    text: 'We are looking for experienced sites with access to the patient population.',
  },
  {
    kind: 'SERVICE',
    title: 'Monitoring and data management partner',
    text: 'One partner for risk-based monitoring and data management.',
  },
  {
    kind: 'INNOVATION',
    title: 'Digital tools to speed up enrolment',
    text: 'Ideas and products that shorten screening and enrolment.',
  },
  {
    kind: 'SERVICE',
    title: 'Regulatory strategy for an orphan indication',
    text: 'Support from strategy to the first health authority meeting.',
  },
];
