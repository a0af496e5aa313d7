import type { SeedEntry } from './types.js';

export const TERMS: SeedEntry = {
  key: 'terms',
  kind: 'PAGE',
  title: 'Terms of use',
  description: 'The agreement between Trialbridge and the companies and people who use the platform.',
  body: `These terms are an agreement between Trialbridge and the company you register for or join ("your company"), and you as its member. By creating an account or using the platform you accept them on behalf of your company and yourself. If you do not have the authority to bind your company, do not use the platform.

## 1. The service

Trialbridge is an online marketplace where organisations active in clinical research present themselves, find each other, exchange messages, publish and respond to requests, and keep records of their partners. Trialbridge is not a party to any agreement members make with each other, does not act as a sponsor, CRO or site, and does not verify the quality of any member's services unless the platform expressly says a claim was verified.

## 2. Accounts

- Accounts are for individuals working for a genuine organisation, registered with their work e-mail address. Keep your sign-in details confidential; you are responsible for what happens under your account.
- Your company's admins approve members, manage the company profile, and may remove members. Your company is responsible for its members' use of the platform.
- You must give accurate information and keep it current. We may suspend an account or company that gives false information.

## 3. Plans, trial and payment

- **Explorer** is free. **Innovator** is a paid subscription for your company, billed monthly or yearly in advance at the prices shown on the [plans page](/subscriptions) when you subscribe.
- A company's first Innovator subscription starts with a 180-day free trial. We remind you three days before it ends. If you do not cancel, the subscription continues on the plan and term you chose, and the card on file is charged.
- Subscriptions renew automatically for the same term until cancelled. You can cancel at any time; the cancellation takes effect at the end of the paid term, and we do not refund part terms except where the law requires.
- If a payment fails, access continues for a grace period of 15 days; after that the subscription's features stop until the payment succeeds.
- Prices exclude taxes, which we add where required. We may change prices for future terms with at least 30 days' notice.

## 4. Acceptable use

You must not:

- upload personal data of trial participants or patients, or any health data about identifiable individuals;
- publish content that is unlawful, misleading, defamatory, or infringes others' rights, including confidential information you are not allowed to share;
- send unsolicited bulk messages, harvest members' contact details, or use the platform to recruit members away from it for a competing service;
- access the platform by automated means other than the published API with your API keys and within its limits, or probe, scan or disrupt it;
- write reviews of companies you have not worked with, or reviews that are not your honest opinion.

We may remove content and suspend accounts that break these rules, and we will tell you why unless the law or safety prevents it.

## 5. Your content

Your company keeps all rights in the content it and its members publish. You grant Trialbridge a worldwide, non-exclusive licence to host, copy, display and transmit that content as needed to run the platform, for as long as it is on the platform. Reviews remain after a relationship ends; the reviewed company may reply or report them.

Requests, proposals and documents marked confidential are shown only to the companies you address them to. Members who receive them must keep them confidential and use them only to evaluate or perform the work concerned.

## 6. Data protection

Our [privacy policy](/privacy-policy) explains how we handle personal data as controller. Where we process personal data on your company's behalf (its members, partners, documents and notes), we do so only on its documented instructions, keep it confidential and secure, use the sub-processors listed on request, assist with data subjects' requests, and delete or return it when the subscription ends.

## 7. Availability and changes

We work to keep the platform available and secure, and schedule maintenance outside European and US business hours where possible. We may change or remove features; when a change materially reduces what a paid plan includes, we will tell you in advance and you may cancel with a pro-rata refund.

## 8. Liability

The platform is provided as it is. Members are responsible for their own choice of partners, their agreements and their compliance with clinical research regulations. To the extent the law allows, neither party is liable for indirect or consequential loss, and each party's total liability under these terms in a year is limited to the fees your company paid in the twelve months before the claim, or 1,000 euros for companies on Explorer. Nothing limits liability for fraud, death or personal injury caused by negligence, or anything else the law does not allow to be limited.

## 9. Ending the agreement

You may close your account, and your company's admins may delete the company, at any time. We may end these terms with 30 days' notice, or at once for a serious breach. Sections 5 (confidentiality), 8 and 10 survive.

## 10. General

These terms are governed by the laws of the Netherlands, and the courts of Amsterdam have jurisdiction, unless mandatory consumer or local law says otherwise. If we change these terms, we will tell you at least 30 days before the change applies; continuing to use the platform after that means you accept them. Questions: legal@trialbridge.example or the [contact form](/contact-us).
`,
};
