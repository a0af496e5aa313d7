/** Free and consumer mail providers: signing up needs a business address. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
  'zohomail.com',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'rediffmail.com',
  'inbox.com',
  'hushmail.com',
  'lycos.com',
  'rocketmail.com',
  'ymail.com',
  'att.net',
  'comcast.net',
  'verizon.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'btinternet.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  't-online.de',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'temp-mail.org',
  'yopmail.com',
]);
/** Providers with many country domains (yahoo.co.uk, hotmail.fr ...). */
const FREE_MAIL_BRANDS = ['yahoo', 'hotmail', 'outlook', 'live', 'aol', 'gmx'];

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

export function isBusinessEmail(email: string): boolean {
  const domain = emailDomain(email);
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return false;
  const brand = domain.split('.')[0] ?? '';
  return !FREE_MAIL_BRANDS.includes(brand);
}
