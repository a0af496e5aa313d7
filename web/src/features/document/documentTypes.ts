import type { DocumentFieldsFragment, DocumentFolderFieldsFragment } from '../../__generated__/graphql';

/** A document as the lists read it (DocumentFields, unmasked). */
export type DocumentItem = Omit<DocumentFieldsFragment, ' $fragmentName'>;

/** A folder as the lists read it. */
export type DocumentFolderItem = Omit<DocumentFolderFieldsFragment, ' $fragmentName'>;

/** A company the viewer's company may attach documents to or share them with. */
export interface PartnerChoice {
  id: string;
  name: string;
}
