import type { SeedEntry } from './types.js';

export const PRIVACY_POLICY: SeedEntry = {
  key: 'privacy-policy',
  kind: 'PAGE',
  title: 'Privacy policy',
  description:
    'What personal data Trialbridge collects, why, who receives it, how long it is kept and the rights you have.',
  body: `This policy explains how Trialbridge ("we", "us") handles personal data when you visit the Trialbridge website, use the platform, or are named on a company profile. Trialbridge is a business-to-business marketplace for clinical research. It is not designed to hold patient data or health data about individuals, and you must not upload any.

## 1. Who is responsible

Trialbridge is the controller of the personal data described in this policy. For questions or to exercise your rights, write to privacy@trialbridge.example or use the [contact form](/contact-us). Where the law requires it, we have appointed a data protection officer and a representative in the European Union and the United Kingdom, reachable at the same address.

When your company uses the platform to manage its own members, documents and partners, your company decides what it stores about its people and partners; for that data we act on its instructions, under the data processing terms of our [terms of use](/terms).

## 2. What we collect

- **Account data**: your name, work e-mail address, job title, phone number, company, role on the platform and sign-in settings. Passwords and second factors are held by our identity provider, never by us in readable form.
- **Profile data**: what you and your company's admins publish on a company profile, including the names, titles and contact details of the people listed.
- **Content you create**: messages, requests, proposals, questions and answers, reviews and replies, notes, watchlists, saved searches and documents you upload.
- **Billing data**: the billing contact, address and tax numbers of subscribing companies, and the invoices. Card numbers are handled by our payment processor; we see only the card type, last four digits and expiry date.
- **Usage and device data**: sign-ins, the pages and features used, IP address, browser and device type, and error reports, collected to run, secure and improve the service.
- **Communications**: what you send to our support team and your e-mail preferences.

We receive some data from others: a colleague who invites you, a company that lists you as its contact, or your company's identity provider when it uses single sign-on.

## 3. Why we use it, and our legal bases

| Purpose | Legal basis |
|---|---|
| Providing the platform: accounts, profiles, search, messaging, requests, notifications | Performance of our contract with you or your company |
| Billing, tax and accounting | Contract; legal obligation |
| Security, fraud and abuse prevention, audit trails of staff access | Legitimate interests in a safe service; legal obligation |
| Product e-mails you can switch off (digests, matches, saved search alerts) | Legitimate interests; you can opt out at any time |
| Improving the platform from aggregated usage | Legitimate interests |
| Marketing e-mails about Trialbridge | Consent, or legitimate interests where the law allows for business contacts; you can opt out at any time |

We do not sell personal data and we do not use it for advertising by third parties. We do not make decisions with legal or similarly significant effects about you by automated means; matchmaking only decides who is notified of a request or an alert, by the published [rules](/matchmaking).

## 4. Who receives it

- **Other members**, as the platform works: your profile and company profile to members and, in part, to visitors; your messages to their recipients; your responses to the company that posted the request; your reviews publicly.
- **Service providers** who host and operate the platform on our behalf under contract: cloud hosting and storage, identity and sign-in, e-mail delivery, payment processing, error monitoring and support tooling. They may use the data only to provide their service to us.
- **Authorities**, when the law requires it, and **advisers** bound by confidentiality.
- **A buyer or successor** of our business, under this policy.

## 5. International transfers

We host the platform in the European Union and the United States. When personal data leaves the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision or the European Commission's standard contractual clauses with supplementary measures. Ask us for a copy.

## 6. How long we keep it

- Account and profile data: while the account exists, then deleted or anonymised within 90 days of closure.
- Messages, requests and proposals: while the accounts of the companies involved exist, since they are shared records of both parties.
- Billing records: as long as tax and accounting law requires, usually 10 years.
- Security logs and records of staff access: 12 months, longer only for an open investigation.
- Backups: overwritten within 35 days.

## 7. Security

Traffic is encrypted in transit and data at rest. Access by our staff is limited to those who need it, requires strong authentication, and every session in which support acts for a user is recorded. While support acts for a user, inboxes, messages, requests, documents and account settings stay closed to them. We test our controls regularly and will notify you and the authorities of a personal data breach as the law requires.

## 8. Your rights

Depending on where you live, you may ask for access to your data, its correction or deletion, a copy in a portable format, restriction of or objection to its use, and withdraw consent at any time. Write to privacy@trialbridge.example; we answer within one month. You may also complain to your data protection authority.

Much of your data you can change yourself under My account, and your company admins manage the company profile and its members.

## 9. Cookies

We use cookies and similar storage that are needed to sign you in and keep the platform secure, and, only with your consent, analytics cookies to understand how the platform is used. You can change your choice at any time in your browser.

## 10. Changes

When we change this policy in a way that matters, we tell members by e-mail or in the platform before the change applies. The date below shows when it last changed.
`,
};
