import { LoadState } from '../../../shared/ui/LoadStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { PageContainer } from '../../../ui/PageContainer';

export interface CompanyPageStateProps {
  /** No company has the alias. */
  notFound: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A company's page before the company is there: the 404 page, or loading (a retry when it failed). */
export function CompanyPageState({ notFound, error, refetch }: CompanyPageStateProps) {
  if (notFound) return <NotFoundPage />;
  return (
    <PageContainer>
      <LoadState error={error} refetch={refetch} label="Loading the company" />
    </PageContainer>
  );
}
