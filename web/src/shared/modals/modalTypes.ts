import type { SubscriptionReminderKind } from '../../__generated__/graphql';

/** Spec §4's free-trial reminder, as the api answers it (`CurrentSubscription.reminder`). */
export interface SubscriptionReminder {
  kind: SubscriptionReminderKind;
  /** Calendar days of access left, today and the last day included. */
  daysLeft: number;
}

/** Why the subscription-required modal opened (spec §4's subscription gating). */
export type SubscriptionRequiredSituation =
  /** Signed out: 'Join for Access'. */
  | 'join'
  /** Plan NONE: 'Begin Your Free Trial!'. */
  | 'free-trial'
  /** Explorer on something needing more: the freemium message. */
  | 'upgrade'
  /** An ended or lapsed subscription: 'Renew Your Subscription'. */
  | 'renew'
  /** Another plan in force that this page does not include. */
  | 'plan-not-included';

/** Every modal of spec §4 and the props it opens with. */
export interface ModalPropsMap {
  subscriptionRequired: {
    situation: SubscriptionRequiredSituation;
    companyName?: string | null;
    /** The limit met, worded by the api (e.g. Explorer's compare list): said first in the freemium message. */
    reason?: string | null;
  };
  /** `companyId` given: "Rate and add notes" opens the partner's details. */
  contractedPartnerAdded: { companyName: string; companyId?: string };
  messageReplied: { recipientName: string };
  subscriptionFeatures: { plan: 'EXPLORER' | 'INNOVATOR' };
  explorerFeatures: { onContinue?: () => void };
  interestsRequired: Record<string, never>;
  freeTrial: SubscriptionReminder;
  messageToExperts: { onSend: (message: string) => Promise<void> };
}

export type ModalKind = keyof ModalPropsMap;

/** An open modal: its kind and props. */
export type OpenModal = { [K in ModalKind]: { kind: K; props: ModalPropsMap[K] } }[ModalKind];

/** What every modal component receives besides its own props. */
export interface ModalControls {
  /** Closes this modal (the manager then accepts the next open request). */
  onClose: () => void;
}

export interface ModalManager {
  /** The modal on screen, if any. */
  current: OpenModal | null;
  /** Opens `kind`, unless a modal is already open: then the request is ignored and false returned. */
  open<K extends ModalKind>(kind: K, props: ModalPropsMap[K]): boolean;
  /** Closes the open modal, or only if it is of `kind` when given. */
  close(kind?: ModalKind): void;
  /** Spec §4: the free trial extension can be requested once (per page load). */
  trialExtensionOffered: boolean;
  markTrialExtensionRequested(): void;
}
