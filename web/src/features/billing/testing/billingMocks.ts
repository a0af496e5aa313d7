import type { MockLink } from '@apollo/client/testing';
import { CardSetupStartDocument } from '../useCardSetup';

// The card page's mutation, for the checkout's mocks (subscription opens the same page).
export { CardSetupStartDocument };
import { InvoiceRequestFormDocument } from '../components/InvoiceRequestForm';

/** The card page opened for `subscriptionId` (null before a purchase), answering its address. */
export function cardSetupMock(returnPath: string, subscriptionId: string | null, url: string): MockLink.MockedResponse {
  return {
    request: { query: CardSetupStartDocument, variables: { input: { returnPath, subscriptionId } } },
    result: { data: { startCardSetup: { __typename: 'StartCardSetupPayload', url, errors: [] } } },
  };
}

/** An invoice request with this message, accepted. */
export function invoiceRequestMock(text: string): MockLink.MockedResponse {
  return {
    request: { query: InvoiceRequestFormDocument, variables: { text } },
    result: { data: { requestInvoice: { __typename: 'RequestInvoicePayload', requested: true, errors: [] } } },
  };
}
