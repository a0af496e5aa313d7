import type { ComponentType } from 'react';
import type { ModalControls, ModalKind, ModalPropsMap } from '../../shared/modals/modalTypes';
import { ContractedPartnerAddedModal } from './ContractedPartnerAddedModal';
import { ExplorerFeaturesModal } from './ExplorerFeaturesModal';
import { FreeTrialModal } from './FreeTrialModal';
import { InterestsRequiredModal } from './InterestsRequiredModal';
import { MessageRepliedModal } from './MessageRepliedModal';
import { MessageToExpertsModal } from './MessageToExpertsModal';
import { SubscriptionFeaturesModal } from './SubscriptionFeaturesModal';
import { SubscriptionRequiredModal } from './SubscriptionRequiredModal';

/** The component of every modal kind of spec §4. */
export const MODAL_COMPONENTS: { [K in ModalKind]: ComponentType<ModalPropsMap[K] & ModalControls> } = {
  subscriptionRequired: SubscriptionRequiredModal,
  contractedPartnerAdded: ContractedPartnerAddedModal,
  messageReplied: MessageRepliedModal,
  subscriptionFeatures: SubscriptionFeaturesModal,
  explorerFeatures: ExplorerFeaturesModal,
  interestsRequired: InterestsRequiredModal,
  freeTrial: FreeTrialModal,
  messageToExperts: MessageToExpertsModal,
};
