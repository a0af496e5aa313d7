import { graphql } from '../../__generated__';

export const ReferredByFieldsFragment = graphql(`
  fragment ReferredByFields on ReferredBy {
    referrerCompanyName
    status
    registeredAt
    qualifiedAt
    voidedAt
    voidReason
  }
`);

export const RewardsPageDocument = graphql(`
  query RewardsPage($referralsPage: Int!, $rewardsPage: Int!, $size: Int!) {
    referralProgramme {
      code
      link
      percentOff
      claimWindowDays
      referredBy {
        ...ReferredByFields
      }
    }
    referrals(page: $referralsPage, size: $size) {
      items {
        id
        companyName
        invitedBy {
          firstName
          lastName
        }
        status
        registeredAt
        qualifiedAt
        voidedAt
        voidReason
      }
      page
      totalPages
      totalElements
    }
    referralRewards(page: $rewardsPage, size: $size) {
      items {
        id
        referredCompanyName
        percentOff
        status
        earnedAt
        appliedAt
        appliedDiscount {
          amountCents
          currency
        }
        withdrawnAt
        payment {
          id
          description
          amount {
            amountCents
            currency
          }
          createdAt
        }
      }
      page
      totalPages
      totalElements
    }
  }
`);

export const ReferralInviteNoteDocument = graphql(`
  query ReferralInviteNote($code: String!) {
    referralInvite(code: $code) {
      companyName
      referrerFirstName
    }
  }
`);

export const ReferralClaimDocument = graphql(`
  mutation ReferralClaim($code: String!) {
    claimReferral(code: $code) {
      referredBy {
        ...ReferredByFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
