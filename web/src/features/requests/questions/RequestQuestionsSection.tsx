export interface RequestQuestionsSectionProps {
  requestId: string;
}

/** The public questions and answers of a request (the proposals feature replaces this placeholder). */
export function RequestQuestionsSection(_props: RequestQuestionsSectionProps) {
  return null;
}
