import { Alert } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/format/dates';
import { newMatchesText } from '../savedSearchTypes';
import type { NewMatchMarks } from '../useNewMatchMarks';

export interface NewMatchesNoticeProps {
  marks: NewMatchMarks | null;
  /** The companies of the page shown (ids), to say how many of the new ones it holds. */
  shownIds: readonly string[] | undefined;
}

/** Above the results of a saved search's link: how many companies are new since its check, and which are here. */
export function NewMatchesNotice({ marks, shownIds }: NewMatchesNoticeProps) {
  if (!marks) return null;
  const count = marks.ids.size;
  const here = (shownIds ?? []).filter((id) => marks.ids.has(id)).length;
  const since = formatDateTime(marks.since) ?? marks.since;
  let text: string;
  if (count === 0) text = `No company is new to this saved search since ${since}.`;
  else {
    const where =
      here === count ? 'marked “New” below' : `${here} on this page, marked “New”; the others are on other pages`;
    text = `${newMatchesText(count)} since ${since}: ${where}.`;
  }
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
