import { AttachedDocuments } from '../../document';
import { SectionCard } from '../../../ui/SectionCard';

/** The company's documents attached to this partner (the documents feature stores and lists them). */
export function PartnerDocumentsCard({ companyId }: { companyId: string }) {
  return (
    <SectionCard title="Documents">
      <AttachedDocuments
        partnerCompanyId={companyId}
        limit={20}
        emptyText="No documents attached to this partner yet."
      />
    </SectionCard>
  );
}
