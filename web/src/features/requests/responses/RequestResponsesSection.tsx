export interface RequestResponsesSectionProps {
  requestId: string;
}

/** The responses of a request (the proposals feature replaces this placeholder). */
export function RequestResponsesSection(_props: RequestResponsesSectionProps) {
  return null;
}
