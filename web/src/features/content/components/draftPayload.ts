import type { FragmentType } from '../../../__generated__';
import type { ContentDraftFieldsFragment } from '../content.documents';
import type { MutationPayload } from '../../../ui/useMutationForm';

/** What every content mutation answers: the draft after the change, or its refusals. */
export type DraftPayload = MutationPayload & { draft?: FragmentType<typeof ContentDraftFieldsFragment> | null };
